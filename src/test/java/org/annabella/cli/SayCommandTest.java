package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
        assertEquals("Speech with freetts is not available (no audio device: check the system's sound settings, or install the Debian package pipewire-pulse or pulseaudio); continuing with text." + NL, run.err);
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

    /**
     * A file in the way of --wav is replaced only when it is a recording annabella could have
     * made; anything else (a journal, a PGN, noise, an empty file, a WAV of another kind) is left
     * as it was, byte for byte, and refused in one line. A name with a line break is said with it
     * as U+000A.
     */
    @Test
    void theWavFileReplacesOnlyARecordingAndSaysItsNameInOneLine(@TempDir Path dir) throws Exception {
        byte[] noise = new byte[3000];
        new java.util.Random(31).nextBytes(noise);
        Path otherWav = dir.resolve("stereo.wav");
        new org.annabella.speech.Pcm(new AudioFormat(8000, 16, 2, true, false), new byte[1600])
                .writeWav(otherWav);
        for (Path kept : List.of(Files.writeString(dir.resolve("game.journal"), "{\"setup\": 1}\n"),
                Files.writeString(dir.resolve("game.pgn"), "1. e4 e5 *\n"), Files.write(dir.resolve("noise.wav"), noise),
                Files.createFile(dir.resolve("empty.wav")), otherWav)) {
            byte[] before = Files.readAllBytes(kept);
            CliRun run = CliRun.of("say", "--wav", kept.toString(), "Eva vier");
            BadInputContractTest.assertOneLineOfWords(new BadInputContractTest.Row("say", kept.toString()), run);
            assertTrue(run.err.contains("left as it is"), run.err);
            assertArrayEquals(before, Files.readAllBytes(kept), kept + " must be left as it was");
        }
        Path odd = dir.resolve("a\nb.wav");
        assertEquals(0, CliRun.of("say", "--wav", odd.toString(), "Eva vier").exit);
        CliRun again = CliRun.of("say", "--wav", odd.toString(), "Eva fuenf");
        assertEquals(0, again.exit, again.err);
        assertEquals("Wrote the speech to " + dir + "/aU+000Ab.wav." + NL, again.err, "a recording it made is replaced");
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith(".part")), "nothing left beside");
        }
    }
}
