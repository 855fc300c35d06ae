package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioSystem;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * espeak-ng for real (skipped where it is not installed): what it makes of the SSML annabella
 * sends is read back as its phoneme mnemonics ({@code -q -x}, one line for each run of a
 * language), so the tests hear which rules said each word.
 */
public class EspeakSynthesizerTest {
    /** Whether espeak-ng is installed here (Debian package espeak-ng). */
    public static boolean installed() {
        return SpeechProgram.ESPEAK.find().isPresent();
    }

    /** The loudest sample of a 16-bit WAV file. */
    public static int loudest(Path wav) throws Exception {
        return StandinVoices.loudest(Pcm.fromWav(Files.readAllBytes(wav), wav.toString()).littleEndian());
    }

    @BeforeEach
    void needsEspeak() {
        assumeTrue(installed(), "espeak-ng is not installed (Debian package espeak-ng)");
    }

    private static List<String> lines(String phonemes) {
        return Arrays.stream(phonemes.split("\\R")).map(String::strip).filter(l -> !l.isEmpty()).toList();
    }

    private static String phonemes(SpokenLanguage language, String text) {
        return EspeakSynthesizer.open(language).phonemes(text).strip();
    }

    /** The German voice's own reading of a word, as espeak-ng gives it with {@code -v de}. */
    private static String german(String word) {
        return SpeechProgram.ESPEAK.text(List.of("-q", "-x", "-v", "de", "--stdin"), word).strip();
    }

    @Test
    void aSpanishSentenceIsReadBySpanishRules() {
        // "reloj": Spanish trilled r and the jota (x); English rules make it "ri-LODGE"
        assertEquals("k'oR2e el R2el'ox De las n'eQ**as", phonemes(SpokenLanguage.SPANISH, "Corre el reloj de las negras"));
        String english = phonemes(SpokenLanguage.ENGLISH, "Corre el reloj de las negras");
        assertTrue(english.contains("rI2l'0dZ"), english);
        assertFalse(english.contains("R2el'ox"), english);
    }

    @Test
    void theFideWordsKeepTheirGermanSoundsInsideASpanishOrEnglishSentence() {
        for (SpokenLanguage language : List.of(SpokenLanguage.SPANISH, SpokenLanguage.ENGLISH)) {
            List<String> runs = lines(phonemes(language, "Blancas: Springer Cesar drei, Koenig schlaegt Eva fuenf. Negras"));
            assertEquals(List.of("Spr'IN3 ts'E:zA:r dr'aI", "k'Y:nIC Sl'E:kt _!'e:vA: f'ynf"), runs.subList(1, 3), language + ": " + runs);
        }
        // the same words left to the Spanish voice's rules: the jota for the g, no ch, no ü
        String spanish = SpeechProgram.ESPEAK.text(List.of("-q", "-x", "-v", "es", "--stdin"), "Springer Cesar drei Koenig fuenf");
        assertFalse(spanish.contains("ts'E:zA:r") || spanish.contains("k'Y:nIC") || spanish.contains("f'ynf"), spanish);
    }

    /** Every FIDE word said inside an English sentence sounds as the German voice says it alone, spelt as the Laws mean it. */
    @Test
    void everyFideWordIsSaidAsTheGermanVoiceSaysIt() {
        for (String word : List.of("Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector", "eins", "zwei", "drei",
                "vier", "fuenf", "sechs", "sieben", "acht", "Koenig", "Dame", "Turm", "Laeufer", "Springer", "Bauer", "schlaegt",
                "Umwandlung", "Kurze", "Lange", "Rochade", "Schach", "Matt")) {
            List<String> runs = lines(phonemes(SpokenLanguage.ENGLISH, "the word " + word + " here"));
            String respelled = new FideWords.Run(word, true).spoken();
            assertEquals(List.of(german(respelled)), runs.subList(1, 2), word + ": " + runs);
        }
        assertEquals("ts'E:zA:r", german("Zäsar"));
        assertEquals("k'e:zA:r", german("Cesar"), "espeak-ng alone reads Cesar with a K: the respelling is needed");
        assertEquals("r'OSA:d@", german(new FideWords.Run("Rochade", true).spoken()));
    }

    @Test
    void aGermanTextIsAllGermanAndSsmlIsEscaped() {
        assertEquals("k'Y:nIC Sl'E:kt _!'e:vA: f'ynf", phonemes(SpokenLanguage.GERMAN, "Koenig schlaegt Eva fuenf"));
        EspeakSynthesizer english = EspeakSynthesizer.open(SpokenLanguage.ENGLISH);
        assertEquals("<speak><voice name=\"en\">a &lt;b&gt; &amp; &quot;c&quot; </voice><voice name=\"de\">Turm</voice></speak>",
                english.ssml("a <b> & \"c\" Turm"));
        String marked = phonemes(SpokenLanguage.ENGLISH, "Tom <and> Jerry");
        assertTrue(marked.contains("and") && marked.contains("dZ'Eri"), "markup in the text is said as its words, not dropped as a tag: "
                + marked);
    }

    @Test
    void rateVolumeAndPitchChangeTheSound() {
        EspeakSynthesizer espeak = EspeakSynthesizer.open(SpokenLanguage.SPANISH);
        String text = "Corre el reloj de las negras";
        Pcm usual = espeak.synthesize(text);
        espeak.adjust(new VoiceSettings(300, 100, 100));
        Pcm fast = espeak.synthesize(text);
        espeak.adjust(new VoiceSettings(150, 100, 30));
        Pcm quiet = espeak.synthesize(text);
        espeak.adjust(new VoiceSettings(150, 200, 100));
        Pcm high = espeak.synthesize(text);
        assertTrue(fast.durationMillis() < usual.durationMillis() * 0.7, fast.durationMillis() + " vs " + usual.durationMillis());
        double loudness = StandinVoices.loudest(quiet.littleEndian()) / (double) StandinVoices.loudest(usual.littleEndian());
        assertTrue(loudness > 0.15 && loudness < 0.5, "30 % volume: " + loudness);
        double rise = Pitch.median(high) / Pitch.median(usual);
        assertTrue(rise > 1.3, "a higher voice: " + Pitch.median(high) + " Hz against " + Pitch.median(usual) + " Hz");
        assertEquals(50, EspeakSynthesizer.pitch(100));
        assertEquals(25, EspeakSynthesizer.pitch(50));
        assertEquals(99, EspeakSynthesizer.pitch(250));
    }

    @Test
    void writesAValidWavFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("reloj.wav");
        try (Speaker wav = Engines.wav("espeak", SpokenLanguage.SPANISH, file)) {
            assertEquals("espeak", wav.name());
            wav.speak("Corre el reloj de las negras");
        }
        AudioFileFormat format = AudioSystem.getAudioFileFormat(file.toFile());
        assertEquals(AudioFileFormat.Type.WAVE, format.getType());
        assertEquals(22050f, format.getFormat().getSampleRate());
        assertEquals(1, format.getFormat().getChannels());
        assertEquals(16, format.getFormat().getSampleSizeInBits());
        long frames = format.getFrameLength();
        assertTrue(frames > 22050 && frames < 22050 * 5, "one to five seconds: " + frames);
        assertEquals(44 + 2 * frames, Files.size(file), "the header's length is the data's");
        assertTrue(loudest(file) > 3000, "speech, not silence");
    }

    @Test
    void listsItsVoicesAndMbrolaOnesOnlyWhereTheirDataIs(@TempDir Path mbrola) throws Exception {
        String listing = """
                Pty Language       Age/Gender VoiceName          File                 Other Languages
                 5  de              --/M      German             gmw/de
                 6  de              --/F      german-mbrola-1    mb/mb-de1
                 5  es              --/M      Spanish_(Spain)    roa/es
                 5  es-419          --/M      Spanish_(Latin_America) roa/es-419           (es-mx 6)(es 6)
                """;
        assertEquals(List.of("espeak\tde\tGerman", "espeak\tes\tSpanish_(Spain)", "espeak\tes-419\tSpanish_(Latin_America)"),
                EspeakSynthesizer.parseVoices(listing, mbrola).stream().map(InstalledVoice::line).toList());
        Files.createDirectories(mbrola.resolve("de1"));
        assertEquals("espeak\tde\tgerman-mbrola-1", EspeakSynthesizer.parseVoices(listing, mbrola).get(1).line());
        List<InstalledVoice> here = EspeakSynthesizer.voices();
        for (SpokenLanguage l : SpokenLanguage.values()) {
            assertTrue(EspeakSynthesizer.speaks(here, l), "espeak-ng-data has a voice for " + l);
        }
    }
}
