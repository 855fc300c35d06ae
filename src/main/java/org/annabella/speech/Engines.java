package org.annabella.speech;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.annabella.rules.InputException;

/** The engines by the names the command line uses, and the usual queue around one. */
public final class Engines {
    /** Engine names for {@code --engine} / {@code --speech}. */
    public static final List<String> NAMES = List.of("freetts", "ssip", "text", "none");

    private Engines() {
    }

    /**
     * Opens an engine by name.
     *
     * @param text where the text engine writes
     * @throws IllegalArgumentException for an unknown name
     * @throws SpeechUnavailableException when the engine cannot start (no speech-dispatcher)
     */
    public static Speaker open(String name, PrintWriter text) {
        return switch (name) {
            case "freetts" -> new FreeTtsSpeaker(FreeTtsSynthesizer.load(PronunciationLexicon.loadDefault()),
                    new SoundCard());
            case "ssip" -> SsipSpeaker.connect(SsipSpeaker.defaultSocket(), null);
            case "text" -> new TextSpeaker(text);
            case "none" -> new SilentSpeaker();
            default -> throw new InputException("unknown speech engine '" + name + "'; choose one of "
                    + String.join(", ", NAMES));
        };
    }

    /** FreeTTS speech recorded into a WAV file; a file in the way is refused before the voice is loaded. */
    public static Speaker wav(Path file) {
        WavSpeaker.checkReplaceable(file);
        return new WavSpeaker(FreeTtsSynthesizer.load(PronunciationLexicon.loadDefault()), file);
    }

    /**
     * A queue around the named engine, falling back to text on {@code text} when the engine
     * cannot start or later fails; {@code notices} hears about that once.
     */
    public static SpeechQueue queue(String name, PrintWriter text, Consumer<String> notices) {
        TextSpeaker fallback = new TextSpeaker(text);
        Speaker engine;
        try {
            engine = open(name, text);
        } catch (SpeechUnavailableException e) {
            notices.accept("Speech with " + name + " is not available (" + e.getMessage() + "); continuing with text.");
            engine = fallback;
        }
        return new SpeechQueue(engine, fallback, notices);
    }
}
