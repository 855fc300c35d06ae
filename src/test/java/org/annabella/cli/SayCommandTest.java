package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.PrintWriter;
import java.io.StringWriter;
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
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();

    int run(String... args) {
        return Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void theTextEngineWritesTheWordsToStdout() {
        assertEquals(0, run("say", "--engine", "text", "Eva", "schlägt", "David", "sechs", "en", "passant"));
        assertEquals("Eva schlägt David sechs en passant" + System.lineSeparator(), out.toString());
        assertEquals("", err.toString());
    }

    @Test
    void noneSaysNothing() {
        assertEquals(0, run("say", "--engine", "none", "Eva vier"));
        assertEquals("", out.toString() + err.toString());
    }

    @Test
    void recordsAWavFile(@TempDir Path dir) throws Exception {
        Path wav = dir.resolve("move.wav");
        assertEquals(0, run("say", "--wav", wav.toString(), "Springer Gustav Felix drei"));
        AudioFileFormat format = AudioSystem.getAudioFileFormat(wav.toFile());
        assertEquals(16000f, format.getFormat().getSampleRate());
        assertTrue(format.getFrameLength() > 16000, "over a second of speech");
        assertEquals("", out.toString());
        assertEquals("Wrote the speech to " + wav + "." + System.lineSeparator(), err.toString());
    }

    @Test
    void withoutASoundCardFreeTtsSaysSoOnceAndPrintsTheText() {
        assumeFalse(AudioSystem.isLineSupported(new DataLine.Info(SourceDataLine.class,
                new AudioFormat(16000, 16, 1, true, true))), "this machine has a sound card");
        assertEquals(0, run("say", "Lange", "Rochade", "Schach"));
        assertEquals("Lange Rochade Schach" + System.lineSeparator(), out.toString());
        assertEquals("Speech with freetts is not available (no audio device); continuing with text."
                + System.lineSeparator(), err.toString());
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
        assertEquals(2, run("say"));
    }

    private void assertBad(String message, String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        assertEquals(2, run(args));
        assertEquals(message + System.lineSeparator(), err.toString());
        assertEquals("", out.toString());
    }
}
