package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.annabella.speech.FreeTtsSynthesizer;
import org.annabella.speech.PronunciationLexicon;
import org.annabella.speech.SpokenMoves;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code annabella hear}: one line per file, SAN or ?, each heard move played before the next; bad input exit 2. */
class HearCommandTest {
    @Test
    void spokenMovesArePlayedInTurnAndWhatIsNotLegalIsAskedAgain(@TempDir Path dir) throws Exception {
        assumeTrue(SpokenMoves.recogniserInstalled(),
                "pocketsphinx is not installed (Debian packages pocketsphinx, pocketsphinx-en-us): hear not run");
        try (FreeTtsSynthesizer voice = FreeTtsSynthesizer.load(PronunciationLexicon.loadDefault())) {
            SpokenMoves.freeTts(voice, "Eva vier").writeWav(dir.resolve("1.wav"));
            SpokenMoves.freeTts(voice, "Eva fuenf").writeWav(dir.resolve("2.wav"));
            SpokenMoves.freeTts(voice, "Springer Felix drei").writeWav(dir.resolve("3.wav"));
        }
        CliRun r = CliRun.of("hear", dir.resolve("1.wav").toString(), dir.resolve("2.wav").toString(),
                dir.resolve("3.wav").toString());
        assertEquals(0, r.exit, r.err);
        assertEquals("e4\ne5\nNf3\n", r.out.replace("\r", ""));
        // after 1. e4 e5 2. Nf3 Nc6, "Springer Felix drei" is no legal move: asked again, and said why
        r = CliRun.of("hear", "--moves", "e4", "Eva fuenf", "g1f3", "Nc6", dir.resolve("3.wav").toString(),
                dir.resolve("2.wav").toString());
        assertEquals(0, r.exit, r.err);
        assertEquals("?\n?\n", r.out.replace("\r", ""));
        assertTrue(r.err.startsWith(dir.resolve("3.wav") + ": "), r.err);
        // every style's words listened for at once: the fide words still heard
        r = CliRun.of("hear", "--style", "all", dir.resolve("3.wav").toString());
        assertEquals("Nf3\n", r.out.replace("\r", ""), r.err);
        r = CliRun.of("hear", "--fen", "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", dir.resolve("3.wav").toString());
        assertEquals("?\n", r.out.replace("\r", ""));
        assertTrue(r.err.contains("could be Springer David Felix drei or Springer Gustav Felix drei"), r.err);
    }

    @Test
    void wordsThatFitTheVoicePoorlyAreAskedAgainSayingWhy(@TempDir Path dir) throws Exception {
        assumeTrue(SpokenMoves.recogniserInstalled() && SpokenMoves.espeakInstalled(),
                "pocketsphinx or espeak-ng is not installed: a voice far from the model not heard");
        // espeak-ng's French woman: "Eva vier" found, fitting her sound 31 per frame worse than free phones (measured)
        SpokenMoves.espeak("fr+f1", "Eva vier", 155, 60).writeWav(dir.resolve("e4.wav"));
        CliRun r = CliRun.of("hear", dir.resolve("e4.wav").toString());
        assertEquals(0, r.exit, r.err);
        assertEquals("?\n", r.out.replace("\r", ""));
        assertTrue(r.err.startsWith(dir.resolve("e4.wav") + ": not clear: \"eva vier\" fits the sound ")
                && r.err.strip().endsWith("per frame worse than free phones (at most 9); say it again clearly, or enrol the speaker"),
                r.err);
    }

    @Test
    void aMoveThatFitsIsNotTakenFromASpeakerWhoseLastMovesFittedPoorly(@TempDir Path dir) throws Exception {
        assumeTrue(SpokenMoves.recogniserInstalled() && SpokenMoves.espeakInstalled(),
                "pocketsphinx or espeak-ng is not installed: a voice far from the model not heard");
        // all the files of a run are one speaker's: five that fit poorly (espeak-ng's French woman,
        // 31 per frame worse than free phones), then the project's voice, whose words fit
        SpokenMoves.espeak("fr+f1", "Eva vier", 155, 60).writeWav(dir.resolve("poor.wav"));
        try (FreeTtsSynthesizer voice = FreeTtsSynthesizer.load(PronunciationLexicon.loadDefault())) {
            SpokenMoves.freeTts(voice, "Eva vier").writeWav(dir.resolve("fits.wav"));
        }
        String poor = dir.resolve("poor.wav").toString();
        String fits = dir.resolve("fits.wav").toString();
        CliRun r = CliRun.of("hear", poor, poor, poor, poor, poor, fits);
        assertEquals(0, r.exit, r.err);
        assertEquals("?\n".repeat(6), r.out.replace("\r", ""));
        String last = r.err.strip().lines().reduce((a, b) -> b).orElseThrow();
        assertTrue(last.startsWith(fits + ": not taken: the speaker's last moves fit the sound ")
                && last.endsWith("at the median (at most 10 without a profile); enrol the speaker"), r.err);
        // the same file, the first of a run, is taken
        r = CliRun.of("hear", fits);
        assertEquals("e4\n", r.out.replace("\r", ""), r.err);
    }

    @Test
    void badFilesPositionsAndMovesAreRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path text = Files.writeString(dir.resolve("words.wav"), "Eva vier");
        Path empty = Files.createFile(dir.resolve("empty.wav"));
        String[][] runs = {
            {"hear", text.toString()},
            {"hear", empty.toString()},
            {"hear", dir.resolve("missing.wav").toString()},
            {"hear", "--fen", "8/8/8/8 w - - 0 1", text.toString()},
            {"hear", "--moves", "e4", "Springer Felix vier", text.toString()},
            {"hear"},
            {"hear", "--style", "german", text.toString()},
        };
        for (String[] args : runs) {
            CliRun r = CliRun.of(args);
            String what = String.join(" ", args);
            assertEquals(2, r.exit, what + ": " + r.err);
            assertEquals("", r.out, what);
            assertEquals(1, r.err.strip().lines().count(), what + ": " + r.err);
            assertTrue(r.err.startsWith("annabella hear: "), what + ": " + r.err);
        }
        assertTrue(CliRun.of("hear", "--moves", "e4", "Springer Felix vier", text.toString()).err
                .contains("--moves, move 2: "), "names the move");
        assertTrue(CliRun.of("hear", empty.toString()).err.contains(empty.toString()), "names the file");
        // A file not named .wav after --moves is read as a move: the line says where the files start.
        Path notNamedWav = Files.writeString(dir.resolve("words.txt"), "Eva vier");
        assertTrue(CliRun.of("hear", "--moves", "e4", notNamedWav.toString()).err.contains("the files start at the first name ending in .wav"));
    }

    @Test
    void playListenIsRefusedInOneLineWithoutAMicrophoneAndForAnUnknownSide(@TempDir Path dir) {
        CliRun r = CliRun.of("play", "--listen", "white", "--journal", dir.resolve("x.journal").toString());
        assertEquals(2, r.exit, r.err);
        assertEquals("annabella play: --listen must be vi or both, not \"white\"", r.err.strip());
        assumeTrue(SpokenMoves.recogniserInstalled(), "pocketsphinx is not installed: the microphone is not looked for");
        assumeTrue(!javax.sound.sampled.AudioSystem.isLineSupported(new javax.sound.sampled.DataLine.Info(
                javax.sound.sampled.TargetDataLine.class, org.annabella.speech.SpeechAudio.FORMAT)),
                "this machine has a microphone: play --listen would start a game");
        r = CliRun.of("play", "--listen", "--journal", dir.resolve("y.journal").toString());
        assertEquals(2, r.exit, r.err);
        assertEquals("annabella play: cannot listen: no microphone (no sound input at 16 kHz mono); plug one in and check the system's sound input settings", r.err.strip());
        assertTrue(!java.nio.file.Files.exists(dir.resolve("y.journal")), "refused before the game starts");
    }

    @Test
    void theWordsListenedForAreCheckedBeforeTheGameAndOnlyWithListen(@TempDir Path dir) {
        Path journal = dir.resolve("x.journal");
        CliRun r = CliRun.of("play", "--listen-style", "spanish", "--journal", journal.toString());
        assertEquals(2, r.exit, r.err);
        assertEquals("annabella play: --listen-style goes with --listen: the words listened for", r.err.strip());
        r = CliRun.of("play", "--listen", "--listen-style", "fide,klingon", "--journal", journal.toString());
        assertEquals(2, r.exit, r.err);
        assertEquals("annabella play: --listen-style: unknown style \"klingon\": use fide, english or spanish", r.err.strip());
        assertTrue(!Files.exists(journal), "refused before the game starts");
    }

    @Test
    void withoutTheRecogniserHearingIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path wav = dir.resolve("move.wav");
        org.annabella.speech.SpeechAudio.pcm(new short[16000]).writeWav(wav);
        String before = System.getProperty("annabella.pocketsphinx");
        System.setProperty("annabella.pocketsphinx", dir.resolve("no-such-program").toString());
        try {
            CliRun r = CliRun.of("hear", wav.toString());
            assertEquals(2, r.exit, r.err);
            assertEquals("annabella hear: cannot hear: the recogniser " + dir.resolve("no-such-program")
                    + " is not installed (Debian packages pocketsphinx and pocketsphinx-en-us)", r.err.strip());
        } finally {
            if (before == null) {
                System.clearProperty("annabella.pocketsphinx");
            } else {
                System.setProperty("annabella.pocketsphinx", before);
            }
        }
    }
}
