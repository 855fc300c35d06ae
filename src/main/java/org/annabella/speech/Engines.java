package org.annabella.speech;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;
import org.annabella.rules.InputException;

/** The engines by the names the command line uses, the one {@code auto} picks, and the usual queue around one. */
public final class Engines {
    /** Engine names for {@code --engine} / {@code --speech}. */
    public static final List<String> NAMES = List.of("auto", "freetts", "espeak", "ssip", "sapi", "macos", "text", "none");
    /** The engines that make sound annabella plays or records itself. */
    public static final List<String> RECORDING = List.of("freetts", "espeak", "sapi", "macos");

    private Engines() {
    }

    /**
     * The engine {@code auto} stands for: the first engine of this system with a voice of the
     * language (espeak-ng; then SAPI on Windows, say on macOS), else FreeTTS, which needs nothing.
     */
    public static String choose(SpokenLanguage language) {
        return choose(language, System.getProperty("os.name", ""), Engines::voicesOf);
    }

    /** {@link #choose(SpokenLanguage)} on the system named {@code os}, with {@code voices} as each engine's. */
    static String choose(SpokenLanguage language, String os, Function<String, List<InstalledVoice>> voices) {
        for (String engine : systemEngines(os)) {
            if (voices.apply(engine).stream().anyMatch(v -> v.spoken() == language)) {
                return engine;
            }
        }
        return "freetts";
    }

    /** The engines that may have voices here, in the order auto tries them. */
    static List<String> systemEngines(String os) {
        String name = os.toLowerCase(Locale.ROOT);
        return name.startsWith("windows") ? List.of("espeak", "sapi")
                : name.startsWith("mac") ? List.of("espeak", "macos") : List.of("espeak");
    }

    private static List<InstalledVoice> voicesOf(String engine) {
        return switch (engine) {
            case "espeak" -> EspeakSynthesizer.voices();
            case "sapi" -> SapiSynthesizer.voices();
            case "macos" -> MacSaySynthesizer.voices();
            default -> List.of();
        };
    }

    /**
     * Every voice installed here, engine by engine: FreeTTS's own, espeak-ng's, speech-dispatcher's
     * (when it is running), and on Windows and macOS the system's.
     */
    public static List<InstalledVoice> voices() {
        List<InstalledVoice> all = new ArrayList<>();
        all.add(new InstalledVoice("freetts", SpokenLanguage.ENGLISH.code(), FreeTtsSynthesizer.VOICE));
        all.addAll(EspeakSynthesizer.voices());
        all.addAll(SsipSpeaker.voices(SsipSpeaker.defaultSocket()));
        for (String engine : systemEngines(System.getProperty("os.name", ""))) {
            if (!engine.equals("espeak")) {
                all.addAll(voicesOf(engine));
            }
        }
        return all;
    }

    /**
     * Opens an engine by name, speaking {@code language} (auto: see {@link #choose}).
     *
     * @param text where the text engine writes
     * @throws IllegalArgumentException for an unknown name
     * @throws SpeechUnavailableException when the engine cannot start (no speech-dispatcher, no voice of the language)
     */
    public static Speaker open(String name, SpokenLanguage language, PrintWriter text) {
        return switch (name) {
            case "auto" -> open(choose(language), language, text);
            case "freetts", "espeak", "sapi", "macos" -> new SynthesizedSpeaker(synthesizer(name, language), new SoundCard());
            case "ssip" -> SsipSpeaker.connect(SsipSpeaker.defaultSocket(), language.code());
            case "text" -> new TextSpeaker(text);
            case "none" -> new SilentSpeaker();
            default -> throw unknown(name);
        };
    }

    /**
     * The synthesizer of one of the {@link #RECORDING} engines (or auto's choice) speaking {@code language}.
     *
     * @throws IllegalArgumentException for another name
     */
    public static Synthesizer synthesizer(String name, SpokenLanguage language) {
        return switch (name) {
            case "auto" -> synthesizer(choose(language), language);
            case "freetts" -> FreeTtsSynthesizer.load(PronunciationLexicon.loadDefault());
            case "espeak" -> EspeakSynthesizer.open(language);
            case "sapi" -> SapiSynthesizer.open(language);
            case "macos" -> MacSaySynthesizer.open(language);
            default -> throw unknown(name);
        };
    }

    private static InputException unknown(String name) {
        return new InputException("unknown speech engine '" + name + "'; choose one of " + String.join(", ", NAMES));
    }

    /**
     * The engine's speech recorded into a WAV file; a file in the way is refused before the voice
     * is loaded.
     */
    public static Speaker wav(String name, SpokenLanguage language, Path file) {
        WavSpeaker.checkReplaceable(file);
        return new WavSpeaker(synthesizer(name, language), file);
    }

    /**
     * A queue around the named engine, falling back to text on {@code text} when the engine
     * cannot start or later fails; {@code notices} hears about that once.
     */
    public static SpeechQueue queue(String name, SpokenLanguage language, PrintWriter text, Consumer<String> notices) {
        TextSpeaker fallback = new TextSpeaker(text);
        Speaker engine;
        String chosen = name.equals("auto") ? choose(language) : name;
        try {
            engine = open(chosen, language, text);
        } catch (SpeechUnavailableException e) {
            notices.accept("Speech with " + chosen + " is not available (" + e.getMessage() + "); continuing with text.");
            engine = fallback;
        }
        return new SpeechQueue(engine, fallback, notices);
    }
}
