package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.rules.Color;
import org.annabella.session.Assistance;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.annabella.session.Event.Origin;
import org.annabella.testkit.NamedPipes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code annabella export JOURNAL [--out FOLDER]} (shared/spec/cli.md, "export"). */
class ExportCommandTest {
    @TempDir
    Path dir;

    private Path journalOf(String... sans) {
        return journal(dir.resolve("round 3 board 7.journal"), sans);
    }

    /** A journal at {@code p} of a game between Ann Smith and Bob Jones with these moves, relayed as at the table. */
    static Path journal(Path p, String... sans) {
        AtomicLong now = new AtomicLong();
        Setup setup = Setup.of(new Player("Ann Smith", true, false), new Player("Bob Jones", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("300+2"), Mode.TOURNAMENT);
        try (Session s = Session.start(setup, Journal.create(p), now::get)) {
            for (String san : sans) {
                Color side = s.state().position().sideToMove();
                now.addAndGet(3_000);
                s.makeMove(side, san, Origin.TYPED);
                s.announce(side);
                s.press(side);
                s.repeat(side.opposite());
                s.execute(side.opposite());
            }
        }
        return p;
    }

    @Test
    void writesPgnAndBothBrailleSheetsAndPrintsTheirPathsLeavingTheJournalAsItWas() throws Exception {
        Path journal = journalOf("e4", "e5", "Nf3");
        byte[] before = Files.readAllBytes(journal);
        Path out = dir.resolve("out");
        CliRun run = CliRun.of("export", journal.toString(), "--out", out.toString());

        assertEquals(0, run.exit, run.err);
        List<String> lines = run.out.lines().toList();
        assertEquals(List.of(out.resolve("round 3 board 7.pgn").toString(), out.resolve("round 3 board 7.brf").toString(),
                out.resolve("round 3 board 7-braille.txt").toString()), lines);
        String pgn = Files.readString(out.resolve("round 3 board 7.pgn"));
        assertTrue(pgn.contains("[White \"Ann Smith\"]") && pgn.contains("1. e4 {[%clk 0:05:02]} 1... e5 {[%clk 0:04:59]}"), pgn);
        assertTrue(pgn.contains("2. Nf3") && pgn.contains("[Program \"annabella "), pgn);
        assertTrue(Files.readString(out.resolve("round 3 board 7-braille.txt")).chars().anyMatch(c -> c >= 0x2800 && c <= 0x28FF));
        assertArrayEquals(before, Files.readAllBytes(journal), "the journal is read, never changed");
    }

    @Test
    void theSheetsWordsInSpanishBrailleAndItsMovesReadBack() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(org.annabella.braille.LouisBraille.available(),
                "liblouis does not run here (Debian package liblouis20)");
        Path journal = journal(dir.resolve("núñez.journal"), "e4", "e5", "Nf3");
        Path out = dir.resolve("es");
        CliRun run = CliRun.of("export", journal.toString(), "--out", out.toString(), "--lang", "es");
        assertEquals(0, run.exit, run.err);
        List<String> sheet = Files.readString(out.resolve("núñez-braille.txt")).lines().toList();
        // Blancas: Ann Smith, Negras: Bob Jones, with the Spanish capital sign, dots 4-6.
        assertTrue(sheet.contains("⠨⠃⠇⠁⠝⠉⠁⠎⠒⠀⠨⠁⠝⠝⠀⠨⠎⠍⠊⠞⠓"), String.join("\n", sheet));
        assertTrue(sheet.contains("⠨⠝⠑⠛⠗⠁⠎⠒⠀⠨⠃⠕⠃⠀⠨⠚⠕⠝⠑⠎"), String.join("\n", sheet));
        for (String file : List.of("núñez-braille.txt", "núñez.brf")) {
            CliRun read = CliRun.of("braille", "--read", out.resolve(file).toString(), "--lang", "es");
            assertEquals(0, read.exit, read.err);
            assertEquals(List.of("e4", "e5", "Nf3"), read.out.lines().toList());
        }
        CliRun bad = CliRun.of("export", journal.toString(), "--out", dir.resolve("none").toString(), "--grade", "0");
        assertEquals(2, bad.exit);
        assertEquals("annabella export: --grade must be 1 (uncontracted braille) or 2 (contracted), not 0\n", bad.err);
        assertFalse(Files.exists(dir.resolve("none")), "nothing is written on a refusal");
    }

    @Test
    void withoutOutTheFilesGoBesideTheJournal() {
        Path journal = journalOf("d4");
        CliRun run = CliRun.of("export", journal.toString());
        assertEquals(0, run.exit, run.err);
        assertTrue(Files.exists(dir.resolve("round 3 board 7.pgn")));
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws Exception {
        Path journal = journalOf("e4");
        Path file = Files.writeString(dir.resolve("a file"), "x");
        Path garbage = Files.writeString(dir.resolve("garbage.journal"), "not a journal at all");
        for (String[] args : List.of(new String[] {"export", dir.resolve("missing.journal").toString()},
                new String[] {"export", journal.toString(), "--out", file.toString()},
                new String[] {"export", garbage.toString()}, new String[] {"export"})) {
            CliRun run = CliRun.of(args);
            assertEquals(2, run.exit, String.join(" ", args) + ": " + run.err);
            assertEquals(1, run.err.strip().lines().count(), run.err);
            assertEquals("", run.out);
        }
    }

    /**
     * Each of the three files' places taken by something that must not be replaced (a folder, a
     * read-only file, a pipe): refused in one line, and the folder as it was, so never half an export.
     */
    @Test
    void aPlaceInTheWayRefusesTheWholeExportAndLeavesTheFolderAsItWas() throws Exception {
        Path journal = journalOf("e4", "e5");
        for (String file : List.of("round 3 board 7.pgn", "round 3 board 7.brf", "round 3 board 7-braille.txt")) {
            for (String kind : List.of("folder", "read-only file", "pipe")) {
                Path out = Files.createDirectories(dir.resolve("out " + file + " " + kind));
                Path inTheWay = out.resolve(file);
                switch (kind) {
                    case "folder" -> Files.createDirectory(inTheWay);
                    case "read-only file" -> {
                        Files.writeString(inTheWay, "kept");
                        assertTrue(inTheWay.toFile().setWritable(false, false));
                    }
                    default -> {
                        if (!NamedPipes.make(inTheWay)) {
                            continue;
                        }
                    }
                }
                List<Path> before = listing(out);
                CliRun run = CliRun.of("export", journal.toString(), "--out", out.toString());
                String where = file + " as a " + kind + ": ";
                BadInputContractTest.assertOneLineOfWords(new BadInputContractTest.Row("export", where), run);
                assertTrue(run.err.contains(inTheWay.toString()), where + run.err);
                assertEquals(before, listing(out), where + "the folder as it was");
                if (kind.equals("read-only file")) {
                    assertEquals("kept", Files.readString(inTheWay));
                }
            }
        }
    }

    private static List<Path> listing(Path folder) throws java.io.IOException {
        try (var files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }
}
