package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** demo, play and resume from the command line: outputs, files and the bad-input contract. */
class CompanionCommandsTest {
    @TempDir
    Path dir;
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();

    int run(String... args) {
        return Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void theDemoPlaysTheOperaGameAndSaysWhereItWroteTheFiles() throws Exception {
        Path folder = dir.resolve("demo");
        assertEquals(0, run("demo", "--out", folder.toString(), "--pace", "200", "--speech", "text"), err.toString());
        String text = out.toString();
        assertTrue(text.contains("17. White: "), text);
        assertTrue(text.contains("White checkmates (1-0)."), text);
        String pgn = Files.readString(folder.resolve("opera-game.pgn"));
        assertTrue(pgn.contains("[White \"Paul Morphy\"]"));
        assertTrue(pgn.contains("[TimeControl \"900+10\"]"));
        assertTrue(pgn.contains("[Mode \"tournament\"]"));
        assertTrue(pgn.replaceAll("\\s+", " ").contains("17. Rd8# {[%clk 0:"), pgn);
        assertTrue(pgn.strip().endsWith("1-0"));
        assertTrue(text.contains("PGN written to " + folder.resolve("opera-game.pgn").toAbsolutePath()));
        assertTrue(text.contains(folder.resolve("opera-game.brf").toAbsolutePath().toString()));
        assertTrue(Files.size(folder.resolve("opera-game.brf")) > 100);
        assertTrue(Files.readString(folder.resolve("opera-game-braille.txt")).chars().anyMatch(c -> c >= 0x2800 && c <= 0x28ff));
        // The demo may run again over its own files.
        out.getBuffer().setLength(0);
        assertEquals(0, run("demo", "--out", folder.toString(), "--pace", "200", "--speech", "text"), err.toString());
    }

    @Test
    void theDemoPlaysOnSimulatedMillenniumAndCertaboBoards() {
        Path folder = dir.resolve("boards");
        assertEquals(0, run("demo", "--out", folder.toString(), "--pace", "200", "--speech", "none",
                "--board", "millennium", "--opponent-board", "certabo"), err.toString());
        assertTrue(out.toString().contains("White checkmates (1-0)."), out.toString());
        assertEquals(java.util.List.of("annabella demo: White's board: Certabo board calibrated from the starting position: "
                + "32 pieces known"), err.toString().lines().toList(), "the Certabo board learns its set, and nothing else is said");
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        assertEquals(2, run("demo", "--board", "none"));
        assertEquals("annabella demo: --board must be peg, dgt, millennium or certabo, not 'none'\n", err.toString());
        err.getBuffer().setLength(0);
        assertEquals(2, run("demo", "--pace", "0"));
        assertTrue(err.toString().contains("--pace"));
        err.getBuffer().setLength(0);
        assertEquals(2, run("resume", dir.resolve("missing.journal").toString()));
        assertTrue(err.toString().contains("does not exist"), err.toString());
        assertEquals(1, err.toString().strip().lines().count());
        err.getBuffer().setLength(0);
        assertEquals(2, run("play", "--laws", "2010", "--journal", dir.resolve("x.journal").toString()));
        assertTrue(err.toString().contains("2009, 2014, 2018 or 2023"), err.toString());
        err.getBuffer().setLength(0);
        assertEquals(2, run("play", "--hearing-impaired", "white", "--assistant", "none",
                "--journal", dir.resolve("y.journal").toString()));
        assertTrue(err.toString().contains("requires an assistant"), err.toString());
        err.getBuffer().setLength(0);
        assertEquals(2, run("play", "--speech", "loud", "--journal", dir.resolve("s.journal").toString()));
        assertTrue(err.toString().contains("--speech must be one of"), err.toString());
        assertFalse(java.nio.file.Files.exists(dir.resolve("s.journal")), "no journal for a refused game");
        err.getBuffer().setLength(0);
        assertEquals(2, run("play", "--time-control", "fast", "--journal", dir.resolve("z.journal").toString()));
        assertTrue(err.toString().contains("time control"), err.toString());
    }

    @Test
    void resumeRefusesAFileThatIsNotAJournal() throws Exception {
        Path notes = dir.resolve("notes.txt");
        Files.writeString(notes, "not a journal at all");
        assertEquals(2, run("resume", notes.toString()));
        assertTrue(err.toString().contains("not an annabella journal"), err.toString());
    }
}
