package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.SourceDataLine;
import org.annabella.speech.EspeakSynthesizerTest;
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
        CliRun run = CliRun.of("say", "--engine", "freetts", "--wav", wav.toString(), "Springer Gustav Felix drei");
        assertEquals(0, run.exit);
        AudioFileFormat format = AudioSystem.getAudioFileFormat(wav.toFile());
        assertEquals(16000f, format.getFormat().getSampleRate());
        assertTrue(format.getFrameLength() > 16000, "over a second of speech");
        assertEquals("", run.out);
        assertEquals("Wrote the speech of freetts to " + wav + "." + NL, run.err);
    }

    /** auto records with the voice of the language where one is installed: espeak-ng's, at its 22,050 Hz. */
    @Test
    void autoRecordsInAVoiceOfTheLanguage(@TempDir Path dir) throws Exception {
        assumeTrue(EspeakSynthesizerTest.installed(), "espeak-ng is not installed (Debian package espeak-ng)");
        Path wav = dir.resolve("reloj.wav");
        CliRun run = CliRun.of("say", "--lang", "es", "--wav", wav.toString(), "Corre el reloj de las negras");
        assertEquals(0, run.exit, run.err);
        assertEquals("Wrote the speech of espeak to " + wav + "." + NL, run.err);
        AudioFileFormat format = AudioSystem.getAudioFileFormat(wav.toFile());
        assertEquals(AudioFileFormat.Type.WAVE, format.getType());
        assertEquals(22050f, format.getFormat().getSampleRate());
        assertEquals(1, format.getFormat().getChannels());
        assertEquals(16, format.getFormat().getSampleSizeInBits());
        assertTrue(format.getFrameLength() > 22050, "over a second of speech: " + format.getFrameLength());
        assertTrue(EspeakSynthesizerTest.loudest(wav) > 3000, "speech, not silence");
    }

    @Test
    void withoutASoundCardTheVoiceSaysSoOnceAndPrintsTheText() {
        assumeFalse(AudioSystem.isLineSupported(new DataLine.Info(SourceDataLine.class,
                new AudioFormat(16000, 16, 1, true, true))), "this machine has a sound card");
        CliRun run = CliRun.of("say", "--engine", "freetts", "Lange", "Rochade", "Schach");
        assertEquals(0, run.exit);
        assertEquals("Lange Rochade Schach" + NL, run.out);
        String noDevice = " is not available (no audio device: check the system's sound settings, or install the Debian package pipewire-pulse or pulseaudio); continuing with text." + NL;
        assertEquals("Speech with freetts" + noDevice, run.err);
        String auto = autoEnglish();
        CliRun spanish = CliRun.of("say", "--lang", "es", "Corre el reloj");
        assertEquals(0, spanish.exit);
        assertEquals("Corre el reloj" + NL, spanish.out);
        assertEquals("Speech with " + auto + noDevice, spanish.err);
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        assertBad("annabella say: --engine 'klingon' is unknown; choose one of auto, freetts, espeak, ssip, sapi, macos, text, none",
                "say", "--engine", "klingon", "Eva vier");
        assertBad("annabella say: --lang 'fr' is unknown; choose one of en, es, de", "say", "--lang", "fr", "bonjour");
        assertBad("annabella say: --lang 'es-419' is unknown; choose one of en, es, de", "say", "--lang", "es-419", "hola");
        assertEquals("hola" + NL, CliRun.of("say", "--engine", "text", "--lang", "ES", "hola").out, "a code in capitals is the code");
        assertBad("annabella say: TEXT is empty: give the words to say", "say", "  ");
        assertBad("annabella say: --wav records the speech of freetts, espeak, sapi, macos; it cannot be used with --engine text",
                "say", "--engine", "text", "--wav", dir.resolve("x.wav").toString(), "Eva vier");
        assertBad("annabella say: --wav records the speech of freetts, espeak, sapi, macos; it cannot be used with --engine ssip",
                "say", "--engine", "ssip", "--wav", dir.resolve("x.wav").toString(), "Eva vier");
        Path noFolder = dir.resolve("missing").resolve("x.wav");
        assertBad("annabella say: --wav " + noFolder + ": its folder does not exist", "say", "--wav",
                noFolder.toString(), "Eva vier");
        assertBad("annabella say: --wav " + dir + ": is a folder", "say", "--wav", dir.toString(), "Eva vier");
        assertFalse(Files.exists(noFolder));
        assertEquals(2, CliRun.of("say").exit);
    }

    @Test
    void voicesPrintsOneLineAVoiceEngineLanguageAndVoice() {
        CliRun run = CliRun.of("voices");
        assertEquals(0, run.exit, run.err);
        assertEquals("", run.err);
        List<String> lines = run.out.lines().toList();
        assertEquals("freetts\ten\tkevin16", lines.get(0));
        for (String line : lines) {
            String[] f = line.split("\t", -1);
            assertEquals(3, f.length, line);
            assertTrue(!f[0].isBlank() && !f[1].isBlank() && !f[2].isBlank(), line);
        }
        if (EspeakSynthesizerTest.installed()) {
            for (String lang : List.of("en", "es", "de")) {
                assertTrue(lines.stream().anyMatch(l -> l.matches("espeak\t" + lang + "(-[^\t]+)?\t.+")), lang + " in " + lines);
            }
        }
        CliRun bad = CliRun.of("voices", "es");
        assertEquals(2, bad.exit);
        assertEquals(1, bad.err.lines().count(), bad.err);
        assertEquals("", bad.out);
    }

    /** play and resume speak in a voice of the console's language: with --lang es, espeak-ng's Spanish one. */
    @Test
    void theConsolesVoiceIsOfItsLanguage() {
        assumeTrue(EspeakSynthesizerTest.installed(), "espeak-ng is not installed (Debian package espeak-ng)");
        java.io.StringWriter err = new java.io.StringWriter();
        for (org.annabella.announce.Language language : org.annabella.announce.Language.values()) {
            try (org.annabella.speech.SpeechQueue voice = Voices.open("auto", language, new java.io.PrintWriter(err), "play")) {
                assertEquals("espeak", voice.speaker().name(), language.toString());
            }
        }
        assertEquals("", err.toString());
        assertEquals(null, Voices.open("text", org.annabella.announce.Language.SPANISH, new java.io.PrintWriter(err), "play"));
    }

    /** The engine auto speaks English with here (where it is not Windows or macOS). */
    private static String autoEnglish() {
        return EspeakSynthesizerTest.installed() ? "espeak" : "freetts";
    }

    /** With --lang es the refusals are Spanish, the same refusals as in English. */
    @Test
    void withSpanishTheRefusalsAreSpanish(@TempDir Path dir) {
        List<String[]> lines = List.of(new String[] {"say", "--lang", "es", "--engine", "klingon", "hola"},
                new String[] {"say", "--lang", "es", " "},
                new String[] {"say", "--lang", "es", "a\u0001b"},
                new String[] {"say", "--lang", "es", "hola ".repeat(3000)},
                new String[] {"say", "--lang", "es", "--engine", "text", "--wav", dir.resolve("x.wav").toString(), "hola"},
                new String[] {"say", "--lang", "es", "--wav", "", "hola"},
                new String[] {"say", "--lang", "es", "--wav", dir.toString(), "hola"},
                new String[] {"say", "--lang", "es", "--wav", dir.resolve("no").resolve("x.wav").toString(), "hola"});
        for (String[] args : lines) {
            CliRun run = CliRun.of(args);
            assertEquals(2, run.exit, String.join(" ", args));
            assertEquals(1, run.err.lines().count(), run.err);
            assertTrue(run.err.startsWith("annabella say: "), run.err);
            assertEquals(List.of(), SpanishWholeTest.englishIn(run.err.strip()), String.join(" ", args) + ": " + run.err);
        }
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
        assertEquals("Wrote the speech of " + autoEnglish() + " to " + dir + "/aU+000Ab.wav." + NL, again.err, "a recording it made is replaced");
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith(".part")), "nothing left beside");
        }
    }
}
