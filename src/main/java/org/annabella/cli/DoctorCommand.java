package org.annabella.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.ui.console.ConsoleLanguage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code annabella doctor} (shared/spec/cli.md): one line a feature, what is present on this
 * computer or what to install for it, in the console's language. It changes nothing and always
 * exits 0: a missing feature is news, not an error.
 */
@Command(mixinStandardHelpOptions = true, name = "doctor",
        description = "Say, feature by feature (speech, sound, hearing, microphone, braille display, serial ports, chess engine), "
                + "what is present on this computer and what to install for what is not.")
final class DoctorCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--lang", defaultValue = "en", paramLabel = "en|es", description = "The language of the lines: en or es "
            + "(default the settings' language, else en).")
    String lang;

    @Override
    public Integer call() {
        Words words = Words.of(ConsoleLanguage.parse(lang).words());
        PrintWriter out = spec.commandLine().getOut();
        for (Phrase line : Checkup.of(Checkup.Host.here())) {
            out.println(words.say(line));
        }
        return 0;
    }
}
