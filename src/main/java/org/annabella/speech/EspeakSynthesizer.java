package org.annabella.speech;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * espeak-ng (Debian package espeak-ng; installable on Windows and macOS), a voice for each
 * language: the sentence in the voice of its language and the FIDE words in its German voice,
 * switched inside one utterance by SSML ({@code -m}, a {@code <voice name>} element for each
 * run: espeak-ng 1.51 does not always return to the outer voice after a nested one), so the
 * sentence keeps one flow. The sound comes back on standard output and is played or recorded
 * here, like FreeTTS's.
 */
public final class EspeakSynthesizer extends LanguageSynthesizer {
    private static final String ENGINE = "espeak";
    private static final Path MBROLA_VOICES = Path.of("/usr/share/mbrola");

    private EspeakSynthesizer(SpokenLanguage language, FideWords fide) {
        super(ENGINE, language, fide);
    }

    /**
     * espeak-ng's voice of {@code language}, with its German voice for the FIDE words.
     *
     * @throws SpeechUnavailableException when espeak-ng or a voice of the language is not installed
     */
    public static EspeakSynthesizer open(SpokenLanguage language) {
        if (SpeechProgram.ESPEAK.find().isEmpty()) {
            throw new SpeechUnavailableException("espeak-ng is not installed");
        }
        if (!speaks(voices(), language)) {
            throw new SpeechUnavailableException("espeak-ng has no voice for the language '" + language.code() + "'");
        }
        return new EspeakSynthesizer(language, FideWords.standard());
    }

    /** Whether one of the voices speaks {@code language}. */
    static boolean speaks(List<InstalledVoice> voices, SpokenLanguage language) {
        return voices.stream().anyMatch(v -> v.spoken() == language);
    }

    /** espeak-ng's voices, none when it is not installed; MBROLA voices only where their data is. */
    public static List<InstalledVoice> voices() {
        if (SpeechProgram.ESPEAK.find().isEmpty()) {
            return List.of();
        }
        return parseVoices(SpeechProgram.ESPEAK.text(List.of("--voices"), ""), MBROLA_VOICES);
    }

    /**
     * The voices of {@code espeak-ng --voices}: after a heading, one a line with priority,
     * language, age and gender, name and file. An MBROLA voice (file mb/mb-de1) is listed
     * whatever is installed, and speaks only where its data is (/usr/share/mbrola/de1).
     */
    static List<InstalledVoice> parseVoices(String listing, Path mbrola) {
        List<InstalledVoice> voices = new ArrayList<>();
        for (String line : listing.split("\\R")) {
            String[] f = line.strip().split("\\s+");
            if (f.length < 5 || !f[0].matches("[0-9]+")) {
                continue;
            }
            if (f[4].startsWith("mb/") && !Files.isDirectory(mbrola.resolve(f[4].substring("mb/mb-".length())))) {
                continue;
            }
            voices.add(new InstalledVoice(ENGINE, f[1], f[3]));
        }
        return voices;
    }

    @Override
    public Pcm synthesize(String text) {
        return Pcm.fromWav(SpeechProgram.ESPEAK.run(arguments("--stdout"), ssml(text).getBytes(StandardCharsets.UTF_8)),
                "espeak-ng");
    }

    /** What espeak-ng makes of the text, in its phoneme mnemonics ({@code -q -x}): one line for each run. */
    String phonemes(String text) {
        return SpeechProgram.ESPEAK.text(arguments("-q", "-x"), ssml(text));
    }

    private List<String> arguments(String... output) {
        VoiceSettings s = settings();
        List<String> args = new ArrayList<>(List.of(output));
        args.addAll(List.of("--stdin", "-m", "-v", language.code(), "-s", String.valueOf(s.rate()),
                "-p", String.valueOf(pitch(s.pitch())), "-a", String.valueOf(s.volume())));
        return args;
    }

    /**
     * espeak-ng's pitch (0 to 99, 50 as it comes) for a pitch in hertz: in proportion, the usual
     * 100 Hz being its usual 50, so the console's settings move it as they move FreeTTS.
     */
    static int pitch(int hertz) {
        return Math.min(99, Math.round(hertz * 50 / 100f));
    }

    /** The text as SSML: each run in a voice element of its language. */
    String ssml(String text) {
        StringBuilder out = new StringBuilder("<speak>");
        for (FideWords.Run run : runs(text)) {
            out.append("<voice name=\"").append(run.german() ? SpokenLanguage.GERMAN.code() : language.code())
                    .append("\">").append(escape(run.spoken())).append("</voice>");
        }
        return out.append("</speak>").toString();
    }

    /** Text as it stands in SSML, in an element or an attribute. */
    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
