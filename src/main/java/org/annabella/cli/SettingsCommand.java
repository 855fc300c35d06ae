package org.annabella.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.rules.InputException;
import org.annabella.settings.Settings;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code annabella settings [KEY [VALUE]] [--reset KEY]} (shared/spec/cli.md): shows the settings
 * as {@code KEY=VALUE} lines (a key not set shows what {@code play} takes without it), sets one or
 * takes one out. A value is checked as its option checks it. A file with a bad line is refused
 * (exit 2) with that line named: it is listed, and nothing is set, until the line is corrected or
 * reset; a reset, which only takes lines out, always goes.
 */
@Command(mixinStandardHelpOptions = true, name = "settings",
        description = "Show or change the settings every later game starts with (language, speech, voice, boards, Laws, "
                + "time control...): no KEY lists them all, KEY shows one, KEY VALUE sets it, --reset KEY takes it out. "
                + "An option given on the command line wins over its setting.")
final class SettingsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "KEY", completionCandidates = SettingKey.Names.class,
            description = "A setting: the long name of an option of play, one of ${COMPLETION-CANDIDATES}.")
    String key;

    @Parameters(index = "1", arity = "0..1", paramLabel = "VALUE", description = "Its new value, as the option takes it.")
    String value;

    @Option(names = "--reset", paramLabel = "KEY", description = "Take the setting KEY out: its option goes back to its default.")
    String reset;

    @Override
    public Integer call() throws IOException {
        if (reset != null && key != null) {
            throw BadInputException.of("setting-reset-alone");
        }
        Settings settings = Settings.load(Settings.folder());
        Problems problems = Problems.standard().in(Main.language(
                spec.commandLine().getParseResult().originalArgs().toArray(String[]::new), settings.get(SettingKey.LANG.key())));
        SettingDefaults defaults = SettingDefaults.of(settings, problems);
        PrintWriter out = spec.commandLine().getOut();
        CommandSpec play = new CommandLine(PlayCommand.class).getCommandSpec();
        if (reset != null) {
            SettingKey k = SettingKey.of(reset);
            if (k == null && defaults.problems().stream().noneMatch(b -> b.key().equals(reset))) {
                throw new BadInputException(SettingDefaults.unknown(reset));
            }
            Settings after = settings.without(reset);
            after.save();
            if (k != null) {
                out.println(line(k, SettingDefaults.of(after, problems), play));
            }
            return 0;
        }
        if (key == null) {
            for (SettingKey k : SettingKey.values()) {
                out.println(line(k, defaults, play));
            }
            return sayBadLines(defaults.problems(), problems.words());
        }
        SettingKey k = SettingKey.of(key);
        if (k == null) {
            throw new BadInputException(SettingDefaults.unknown(key));
        }
        if (value == null) {
            out.println(line(k, defaults, play));
            return sayBadLines(defaults.problems().stream().filter(b -> b.key().equals(k.key())).toList(), problems.words());
        }
        String v = value.strip();
        if (v.chars().anyMatch(Character::isISOControl)) {
            throw BadInputException.of("setting-one-line", "key", k.key());
        }
        String checked;
        try {
            checked = k.checked(v);
        } catch (InputException e) {
            throw new BadInputException(k.key() + ": " + e.getMessage() + "; nothing was written",
                    Phrase.of("cli.error.setting-bad-value", "key", k.key(), "why", problems.said(e)));
        }
        refuseOtherBadLines(k.key(), defaults);
        settings.with(k.key(), checked).save();
        out.println(k.key() + "=" + checked);
        return 0;
    }

    /** Refuses to write over a file with a bad line of another key than {@code key}: the person is told of it first. */
    private static void refuseOtherBadLines(String key, SettingDefaults defaults) {
        for (SettingDefaults.BadLine bad : defaults.problems()) {
            if (!bad.key().equals(key)) {
                throw BadInputException.of("setting-other-bad", "problem", bad.said(), "key", InputException.escape(bad.key()));
            }
        }
    }

    /** Says each bad line on stderr, one line each; exit 2 when there is one. */
    private int sayBadLines(List<SettingDefaults.BadLine> bad, Words words) {
        for (SettingDefaults.BadLine b : bad) {
            spec.commandLine().getErr().println(Problems.line(spec.name(), words.say(b.said())));
        }
        return bad.isEmpty() ? 0 : Main.BAD_INPUT;
    }

    /** {@code KEY=VALUE}: the setting, or when it is not set what play takes without it (nothing when it has no default). */
    private static String line(SettingKey key, SettingDefaults defaults, CommandSpec play) {
        String set = defaults.get(key);
        OptionSpec option = play.findOption(key.option());
        String usual = option == null || option.defaultValue() == null ? "" : option.defaultValue();
        return key.key() + "=" + (set != null ? set : usual);
    }
}
