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
import org.annabella.speech.SpeechUnavailableException;
import org.annabella.speech.SpokenLanguage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code annabella say [--engine auto|freetts|espeak|ssip|sapi|macos|text|none] [--lang en|es|de] [--wav FILE] TEXT...}. */
@Command(mixinStandardHelpOptions = true, name = "say", description = "Say a text aloud in a voice of its language, or record it into a WAV file.")
final class SayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    /** About ten minutes of speech, 20 MB of recording: far more than any announcement, and a bound on memory and time. */
    static final int MAX_TEXT = 10_000;

    @Parameters(arity = "1..*", paramLabel = "TEXT", description = "The words to say.")
    List<String> words;

    @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "auto",
            description = "auto (the default: a voice of the language where one is installed, FreeTTS otherwise), "
                    + "freetts (built in), espeak (espeak-ng), ssip (speech-dispatcher), sapi (Windows), macos, text or none.")
    String engine;

    @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en",
            description = "The text's language: en (the default), es or de; the FIDE words are said in German in any.")
    String lang;

    @Option(names = "--wav", paramLabel = "FILE", description = "Write the speech to this WAV file instead of playing it.")
    Path wav;

    @Override
    public Integer call() throws InterruptedException {
        String text = String.join(" ", words).strip();
        if (text.isEmpty()) {
            throw BadInputException.said("TEXT is empty: give the words to say", "say-empty");
        }
        if (text.length() > MAX_TEXT) {
            throw BadInputException.said("TEXT is " + text.length() + " characters long, more than the " + MAX_TEXT
                    + " (about ten minutes of speech) said at once; split it", "say-long", "length", text.length(), "most", MAX_TEXT);
        }
        if (text.chars().anyMatch(Character::isISOControl)) {
            throw BadInputException.said("TEXT " + InputException.quote(text) + " holds a control character, which cannot be said",
                    "say-control", "text", InputException.quote(text));
        }
        if (!Engines.NAMES.contains(engine)) {
            throw BadInputException.said("--engine '" + InputException.escape(engine) + "' is unknown; choose one of "
                    + String.join(", ", Engines.NAMES), "say-engine", "text", InputException.escape(engine),
                    "choices", String.join(", ", Engines.NAMES));
        }
        SpokenLanguage language = SpokenLanguage.ofCode(lang);
        if (language == null || !SpokenLanguage.CODES.contains(lang.strip().toLowerCase(java.util.Locale.ROOT))) {
            throw BadInputException.said("--lang '" + InputException.escape(lang) + "' is unknown; choose one of "
                    + String.join(", ", SpokenLanguage.CODES), "say-lang", "text", InputException.escape(lang),
                    "choices", String.join(", ", SpokenLanguage.CODES));
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (wav != null) {
            return record(text, language, err);
        }
        SpeechQueue queue = Engines.queue(engine, language, out, err::println);
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

    private int record(String text, SpokenLanguage language, PrintWriter err) {
        if (!engine.equals("auto") && !Engines.RECORDING.contains(engine)) {
            throw BadInputException.said("--wav records the speech of " + String.join(", ", Engines.RECORDING)
                    + "; it cannot be used with --engine " + engine, "say-wav-engine",
                    "choices", String.join(", ", Engines.RECORDING), "engine", engine);
        }
        if (wav.toString().isEmpty()) {
            throw BadInputException.said("--wav: no file named (the name is empty)", "say-wav-empty");
        }
        Path dir = wav.toAbsolutePath().getParent();
        if (Files.isDirectory(wav) || dir == null || !Files.isDirectory(dir)) {
            boolean folder = Files.isDirectory(wav);
            throw BadInputException.said("--wav " + InputException.path(wav) + ": " + (folder ? "is a folder"
                    : "its folder does not exist"), folder ? "say-wav-folder" : "say-wav-no-folder", "file", InputException.path(wav));
        }
        String said;
        try (Speaker speaker = Engines.wav(engine, language, wav)) {
            speaker.speak(text);
            said = speaker.name();
        } catch (SpeechUnavailableException e) {
            String chosen = engine.equals("auto") ? Engines.choose(language) : engine;
            throw BadInputException.said("--wav: the engine " + chosen + " cannot speak here (" + e.getMessage()
                    + "); nothing was written", "say-wav-unavailable", "engine", chosen, "why", e.getMessage());
        }
        err.println("Wrote the speech of " + said + " to " + InputException.path(wav) + ".");
        return 0;
    }
}
