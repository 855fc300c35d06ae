package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioSystem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FreeTtsSynthesizerTest {
    static PronunciationLexicon lexicon;
    static FreeTtsSynthesizer synthesizer;

    @BeforeAll
    static void load() {
        lexicon = PronunciationLexicon.load(Path.of("voice", "lexicon.txt"));
        synthesizer = FreeTtsSynthesizer.load(lexicon);
    }

    @AfterAll
    static void close() {
        synthesizer.close();
    }

    @Test
    void theVoiceUsesTheLexiconsPronunciations() {
        for (Map.Entry<String, List<String>> e : lexicon.entries().entrySet()) {
            assertEquals(e.getValue(), Arrays.asList(synthesizer.phones(e.getKey())), e.getKey());
        }
    }

    @Test
    void everyPhonePairOfTheLexiconExistsInTheVoice() {
        // kevin16 is a diphone voice: a pair it lacks is replaced by a default unit and
        // FreeTTS complains on stderr; a pronunciation must not rely on one
        PrintStream saved = System.err;
        ByteArrayOutputStream complaints = new ByteArrayOutputStream();
        System.setErr(new PrintStream(complaints, true, StandardCharsets.UTF_8));
        try {
            for (String word : lexicon.entries().keySet()) {
                synthesizer.synthesize(word);
            }
        } finally {
            System.setErr(saved);
        }
        assertEquals("", complaints.toString(StandardCharsets.UTF_8));
    }

    @Test
    void umlautSpellingsSoundTheSameAsTheTransliteration() {
        assertArrayEquals(synthesizer.synthesize("Koenig schlaegt fuenf").data(),
                synthesizer.synthesize("König schlägt fünf").data());
    }

    @Test
    void producesSixteenKilohertzSpeechOfAPlausibleLength() {
        Pcm sound = synthesizer.synthesize("Springer Gustav Felix drei");
        assertEquals(16000f, sound.format().getSampleRate());
        assertEquals(16, sound.format().getSampleSizeInBits());
        assertTrue(sound.durationMillis() > 1000 && sound.durationMillis() < 4000, sound.durationMillis() + " ms");
        assertTrue(synthesizer.synthesize("Eva vier").durationMillis() < sound.durationMillis());
    }

    @Test
    void wavSpeakerRecordsEverythingSaidIntoAPlayableFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("out.wav");
        WavSpeaker speaker = new WavSpeaker(synthesizer, file);
        speaker.speak("Eva vier");
        AudioFileFormat first = AudioSystem.getAudioFileFormat(file.toFile());
        speaker.speak("Eva fuenf");
        AudioFileFormat both = AudioSystem.getAudioFileFormat(file.toFile());
        assertEquals(AudioFileFormat.Type.WAVE, both.getType());
        assertEquals(16000f, both.getFormat().getSampleRate());
        assertFalse(both.getFormat().isBigEndian());
        long expected = synthesizer.synthesize("Eva vier").frames() + synthesizer.synthesize("Eva fuenf").frames();
        assertEquals(expected, both.getFrameLength());
        assertTrue(first.getFrameLength() < both.getFrameLength());
    }
}
