package org.annabella.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import org.annabella.rules.InputException;
import org.annabella.speech.Engines;
import org.annabella.speech.Speaker;
import org.annabella.speech.SpeechQueue;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code annabella say TEXT... [--engine freetts|ssip|text|none] [--wav FILE]}. */
@Command(mixinStandardHelpOptions = true, name = "say", description = "Say a text aloud, or record it into a WAV file.")
final class SayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    /** About ten minutes of speech, 20 MB of recording: far more than any announcement, and a bound on memory and time. */
    static final int MAX_TEXT = 10_000;

    @Parameters(arity = "1..*", paramLabel = "TEXT", description = "The words to say.")
    List<String> words;

    @Option(names = "--engine", paramLabel = "ENGINE",
            description = "freetts (default, built in), ssip (speech-dispatcher), text or none.")
    String engine;

    @Option(names = "--wav", paramLabel = "FILE", description = "Write FreeTTS speech to this WAV file instead of playing it.")
    Path wav;

    @Override
    public Integer call() throws InterruptedException {
        String text = String.join(" ", words).strip();
        if (text.isEmpty()) {
            throw new BadInputException("TEXT is empty: give the words to say");
        }
        if (text.length() > MAX_TEXT) {
            throw new BadInputException("TEXT is " + text.length() + " characters long, more than the " + MAX_TEXT
                    + " (about ten minutes of speech) said at once; split it");
        }
        if (text.chars().anyMatch(Character::isISOControl)) {
            throw new BadInputException("TEXT " + InputException.quote(text) + " holds a control character, which cannot be said");
        }
        String name = engine == null ? "freetts" : engine;
        if (!Engines.NAMES.contains(name)) {
            throw new BadInputException("--engine '" + InputException.escape(name) + "' is unknown; choose one of "
                    + String.join(", ", Engines.NAMES));
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (wav != null) {
            return record(text, name, err);
        }
        SpeechQueue queue = Engines.queue(name, out, err::println);
        try {
            queue.say(text);
            if (!queue.awaitIdle(Duration.ofSeconds(30 + text.length() / 5))) {
                err.println("Speech did not finish in time; stopped.");
            }
        } finally {
            queue.close();
        }
        return 0;
    }

    private int record(String text, String name, PrintWriter err) {
        if (!name.equals("freetts")) {
            throw new BadInputException("--wav records FreeTTS speech; it cannot be used with --engine " + name);
        }
        if (wav.toString().isEmpty()) {
            throw new BadInputException("--wav: no file named (the name is empty)");
        }
        Path dir = wav.toAbsolutePath().getParent();
        if (Files.isDirectory(wav) || dir == null || !Files.isDirectory(dir)) {
            throw new BadInputException("--wav " + InputException.path(wav) + ": " + (Files.isDirectory(wav) ? "is a folder"
                    : "its folder does not exist"));
        }
        try (Speaker speaker = Engines.wav(wav)) {
            speaker.speak(text);
        }
        err.println("Wrote the speech to " + InputException.path(wav) + ".");
        return 0;
    }
}
