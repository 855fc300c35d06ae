package org.annabella.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
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
    LANG("play", "resume", "parse", "laws", "say", "braille", "doctor"),
    SPEECH("play", "resume", "watch"),
    RATE("play", "resume"),
    PITCH("play", "resume"),
    VOLUME("play", "resume"),
    SPEAKER("play", "resume", "hear"),
    BOARD("play", "resume"),
    OPPONENT_BOARD("play", "resume"),
    CLOCK("play", "resume"),
    LAWS("play", "laws", "timecontrol", "reconcile"),
    TIME_CONTROL("play"),
    TIME_ANNOUNCEMENTS("play", "resume"),
    CONFIRM("play", "resume"),
    NAME("play"),
    VI("play"),
    ASSISTANT("play");

    private final List<String> commands;

    SettingKey(String... commands) {
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
        for (SettingKey k : values()) {
            if (k.appliesTo(command)) {
                return true;
            }
        }
        return false;
    }

    /** Refuses a value the option would refuse, with the option's own words; a path is made absolute. */
    String checked(String value) {
        // A switch, not a checker per key: every command reads the keys at its start, and making
        // sixteen lambdas, each loading its option's classes, cost a quick command 5 ms.
        switch (this) {
            case LANG -> ConsoleLanguage.parse(value);
            case SPEECH -> Voices.check(value);
            case RATE -> VoiceSettings.of(value, null, null);
            case PITCH -> VoiceSettings.of(null, value, null);
            case VOLUME -> VoiceSettings.of(null, null, value);
            case SPEAKER -> Enrolment.profile(Path.of(value));
            case BOARD -> TableDevices.kind(value, "--board");
            case OPPONENT_BOARD -> TableDevices.kind(value, "--opponent-board");
            case CLOCK -> TableDevices.clockPort(value);
            case LAWS -> Edition.parse(value);
            case TIME_CONTROL -> GameTimeControl.parse(value);
            case TIME_ANNOUNCEMENTS -> TimeAnnouncements.parse(value);
            case CONFIRM -> yesOrNo(value);
            case NAME -> new Player(value, true, false);
            case VI -> PlayCommand.side(value, "--vi");
            case ASSISTANT -> Assistance.parse(value);
        }
        return this == SPEAKER ? Path.of(value).toAbsolutePath().normalize().toString() : value;
    }

    /** A flag's value as picocli reads it: true or false. */
    private static void yesOrNo(String value) {
        if (!value.equals("true") && !value.equals("false")) {
            throw BadInputException.of("setting-flag", "option", "--confirm", "text", value);
        }
    }
}
