package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.SourceDataLine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SayCommandTest {
    static final String NL = System.lineSeparator();

    @Test
    void theTextEngineWritesTheWordsToStdout() {
        CliRun run = CliRun.of("say", "--engine", "text", "Eva", "schlägt", "David", "sechs", "en", "passant");
        assertEquals(0, run.exit);
        assertEquals("Eva schlägt David sechs en passant" + NL, run.out);
        assertEquals("", run.err);
    }

    @Test
    void noneSaysNothing() {
        CliRun run = CliRun.of("say", "--engine", "none", "Eva vier");
        assertEquals(0, run.exit);
        assertEquals("", run.out + run.err);
    }

    @Test
    void recordsAWavFile(@TempDir Path dir) throws Exception {
        Path wav = dir.resolve("move.wav");
        CliRun run = CliRun.of("say", "--wav", wav.toString(), "Springer Gustav Felix drei");
        assertEquals(0, run.exit);
        AudioFileFormat format = AudioSystem.getAudioFileFormat(wav.toFile());
        assertEquals(16000f, format.getFormat().getSampleRate());
        assertTrue(format.getFrameLength() > 16000, "over a second of speech");
        assertEquals("", run.out);
        assertEquals("Wrote the speech to " + wav + "." + NL, run.err);
    }

    @Test
    void withoutASoundCardFreeTtsSaysSoOnceAndPrintsTheText() {
        assumeFalse(AudioSystem.isLineSupported(new DataLine.Info(SourceDataLine.class,
                new AudioFormat(16000, 16, 1, true, true))), "this machine has a sound card");
        CliRun run = CliRun.of("say", "Lange", "Rochade", "Schach");
        assertEquals(0, run.exit);
        assertEquals("Lange Rochade Schach" + NL, run.out);
        assertEquals("Speech with freetts is not available (no audio device); continuing with text." + NL, run.err);
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        assertBad("annabella say: --engine 'espeak' is unknown; choose one of freetts, ssip, text, none",
                "say", "--engine", "espeak", "Eva vier");
        assertBad("annabella say: TEXT is empty: give the words to say", "say", "  ");
        assertBad("annabella say: --wav records FreeTTS speech; it cannot be used with --engine text",
                "say", "--engine", "text", "--wav", dir.resolve("x.wav").toString(), "Eva vier");
        Path noFolder = dir.resolve("missing").resolve("x.wav");
        assertBad("annabella say: --wav " + noFolder + ": its folder does not exist", "say", "--wav",
                noFolder.toString(), "Eva vier");
        assertBad("annabella say: --wav " + dir + ": is a folder", "say", "--wav", dir.toString(), "Eva vier");
        assertFalse(Files.exists(noFolder));
        assertEquals(2, CliRun.of("say").exit);
    }

    private static void assertBad(String message, String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(2, run.exit);
        assertEquals(message + NL, run.err);
        assertEquals("", run.out);
    }
}
