package org.annabella.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.annabella.laws.Edition;
import org.annabella.session.Assistance;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Player;
import org.annabella.speech.Enrolment;
import org.annabella.speech.VoiceSettings;
import org.annabella.ui.console.ConsoleLanguage;
import org.annabella.ui.console.TimeAnnouncements;

/**
 * The keys of the settings file (shared/spec/cli.md, "settings and doctor"): each is a long option
 * of {@code play}, taken by every command whose option of that name means the same, and checked
 * as that option checks its value. A port is checked for its form only: the board may be
 * unplugged while it is set up.
 */
enum SettingKey {
    LANG(ConsoleLanguage::parse, "play", "resume", "parse", "laws", "say", "braille", "doctor"),
    SPEECH(Voices::check, "play", "resume", "watch"),
    RATE(v -> VoiceSettings.of(v, null, null), "play", "resume"),
    PITCH(v -> VoiceSettings.of(null, v, null), "play", "resume"),
    VOLUME(v -> VoiceSettings.of(null, null, v), "play", "resume"),
    SPEAKER(v -> Enrolment.profile(Path.of(v)), "play", "resume", "hear"),
    BOARD(v -> TableDevices.kind(v, "--board"), "play", "resume"),
    OPPONENT_BOARD(v -> TableDevices.kind(v, "--opponent-board"), "play", "resume"),
    CLOCK(TableDevices::clockPort, "play", "resume"),
    LAWS(Edition::parse, "play", "laws", "timecontrol", "reconcile"),
    TIME_CONTROL(GameTimeControl::parse, "play"),
    TIME_ANNOUNCEMENTS(TimeAnnouncements::parse, "play", "resume"),
    CONFIRM(SettingKey::yesOrNo, "play", "resume"),
    NAME(v -> new Player(v, true, false), "play"),
    VI(v -> PlayCommand.side(v, "--vi"), "play"),
    ASSISTANT(Assistance::parse, "play");

    private final Consumer<String> check;
    private final List<String> commands;

    SettingKey(Consumer<String> check, String... commands) {
        this.check = check;
        this.commands = List.of(commands);
    }

    /** The key as written in the file and on the command line: the option's long name without its dashes. */
    String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The option this key sets, {@code --key}. */
    String option() {
        return "--" + key();
    }

    /** The key named {@code key}, or null. */
    static SettingKey of(String key) {
        for (SettingKey k : values()) {
            if (k.key().equals(key)) {
                return k;
            }
        }
        return null;
    }

    /** Every key's name, in the order {@code settings} lists them. */
    static List<String> keys() {
        return java.util.Arrays.stream(values()).map(SettingKey::key).toList();
    }

    /** The keys, for picocli's help and completion. */
    static final class Names implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return keys().iterator();
        }
    }

    /** Whether {@code command}'s option of this name takes the setting. */
    boolean appliesTo(String command) {
        return commands.contains(command);
    }

    /** Whether any key applies to {@code command}. */
    static boolean usedBy(String command) {
        return java.util.Arrays.stream(values()).anyMatch(k -> k.appliesTo(command));
    }

    /** Refuses a value the option would refuse, with the option's own words; a path is made absolute. */
    String checked(String value) {
        check.accept(value);
        return this == SPEAKER ? Path.of(value).toAbsolutePath().normalize().toString() : value;
    }

    /** A flag's value as picocli reads it: true or false. */
    private static void yesOrNo(String value) {
        if (!value.equals("true") && !value.equals("false")) {
            throw BadInputException.of("setting-flag", "option", "--confirm", "text", value);
        }
    }
}
