package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The perft and check commands against shared/spec/cli.md. */
class PerftAndCheckCommandTest {
    @Test
    void perftPrintsTheTotalAsTheLastLine() {
        CliRun r = CliRun.of("perft", "--depth", "3");
        assertEquals(0, r.exit);
        assertEquals("8902", r.out.strip());
        assertTrue(r.err.contains("nodes/s"), r.err);
    }

    @Test
    void divideListsRootMovesSortedByUci() {
        CliRun r = CliRun.of("perft", "--depth", "2", "--divide");
        String[] lines = r.out.strip().split("\n");
        assertEquals(21, lines.length);
        assertEquals("a2a3 20", lines[0]);
        assertEquals("h2h4 20", lines[19]);
        assertEquals("400", lines[20]);
    }

    @Test
    void chess960CastlingIsKingTakesRookInDivide() {
        CliRun r = CliRun.of("perft", "--depth", "1", "--divide", "--fen", "4k3/8/8/8/8/8/8/R3K2R w HA - 0 1");
        assertTrue(r.out.contains("e1h1 1\n") && r.out.contains("e1a1 1\n"), r.out);
        CliRun standard = CliRun.of("perft", "--depth", "1", "--divide", "--fen", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertTrue(standard.out.contains("e1g1 1\n") && standard.out.contains("e1c1 1\n"), standard.out);
        assertEquals("26", standard.lastLine());
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        CliRun r = CliRun.of("perft", "--depth", "2", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w KQkq - 0 1");
        assertEquals(2, r.exit);
        assertEquals(1, r.err.strip().split("\n").length, r.err);
        assertTrue(r.err.contains("2 white kings"), r.err);
        assertEquals("", r.out);
        assertEquals(2, CliRun.of("perft", "--depth", "-1").exit);
        assertEquals(2, CliRun.of("perft").exit);
        assertEquals(2, CliRun.of("nonsense").exit);
    }

    @Test
    void checkReportsEveryGameAndExitsTwoOnABrokenOne(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("sheets.pgn");
        Files.writeString(f, "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 1-0\n\n[White \"C\"]\n[Black \"D\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                + "[White \"E\"]\n[Black \"F\"]\n\n1. d4 d5 1/2-1/2\n");
        CliRun r = CliRun.of("check", "--pgn", f.toString());
        assertEquals(2, r.exit);
        assertEquals("game 1: ok, 2 half-moves, A - B, 1-0\n"
                + "game 2, line 9, move 2. Ke3: illegal move \"Ke3\": no white king can move to e3\n"
                + "game 3: ok, 2 half-moves, E - F, 1/2-1/2\n", r.out.replace("\r", ""));
        assertTrue(r.err.contains("1 of 3 games"), r.err);
        Files.writeString(f, "1. e4 e5 *\n");
        assertEquals(0, CliRun.of("check", "--pgn", f.toString()).exit);
        CliRun missing = CliRun.of("check", "--pgn", dir.resolve("none.pgn").toString());
        assertEquals(2, missing.exit);
        assertFalse(missing.err.contains("Exception"), missing.err);
    }

    /**
     * A capture sign on a move that captures nothing and a wrong '+' or '#' do not make a move
     * wrong (the text still names one legal move): the game is accepted, and each is noted on
     * stdout after the game's verdict, with line and move. Notes never change the exit code.
     */
    @Test
    void checkAcceptsFalseSignsButNotesEachWithLineAndMove(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("signs.pgn");
        Files.writeString(f, "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nxf3 d6+\n3. Bc4# Bg4 4. Bxf7+ Kxf7 5. Qe2+?! *\n");
        CliRun r = CliRun.of("check", "--pgn", f.toString());
        assertEquals(0, r.exit, r.err);
        assertEquals("game 1: ok, 9 half-moves, A - B, *\n"
                + "game 1, line 4, move 2. Nxf3: note: written as a capture, but it captures nothing\n"
                + "game 1, line 4, move 2... d6+: note: written as check ('+'), but it gives no check\n"
                + "game 1, line 5, move 3. Bc4#: note: written as mate ('#'), but it gives no check\n"
                + "game 1, line 5, move 5. Qe2+?!: note: written as check ('+'), but it gives no check\n", r.out.replace("\r", ""));
        assertEquals("", r.err);
        Files.writeString(f, "1. e4 e5 2. Bc4 Nc6 3. Bxf7# *\n");
        CliRun wrongMate = CliRun.of("check", "--pgn", f.toString());
        assertEquals("game 1: ok, 5 half-moves, ? - ?, *\n"
                + "game 1, line 1, move 3. Bxf7#: note: written as mate ('#'), but it only gives check\n",
                wrongMate.out.replace("\r", ""));
    }

    /** A PGN written in English descriptive notation (seed 003) is checked like SAN. */
    @Test
    void checkReadsEnglishDescriptiveNotation(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("old.pgn");
        Files.writeString(f, "[White \"A\"]\n[Black \"B\"]\n\n1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 4. BxN QPxB 5. O-O *\n"
                + "\n[White \"C\"]\n[Black \"D\"]\n\n1. P-K4 P-Q4 2. P-QB4 PxP *\n");
        CliRun r = CliRun.of("check", "--pgn", f.toString());
        assertEquals(2, r.exit);
        assertEquals("game 1: ok, 9 half-moves, A - B, *\n"
                + "game 2, line 9, move 2... PxP: \"PxP\" could be P4Qx5QB or P4Qx5K\n", r.out.replace("\r", ""),
                "an ambiguous capture is refused naming both, with the from and to squares as seed 003 says");
    }

    @Test
    void perftRefusesADepthThatWouldNeverFinish() {
        CliRun r = CliRun.of("perft", "--depth", "99");
        assertEquals(2, r.exit);
        assertEquals("annabella perft: --depth must be from 0 to 15 plies (deeper would never finish), not 99", r.err.strip());
        // The bound itself is counted: here quickly, from a stalemate.
        assertEquals("0", CliRun.of("perft", "--depth", "15", "--fen", "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1").lastLine());
    }

    @Test
    void checkPlaysEveryVariationFromWhereItBranchesOff(@TempDir Path dir) throws IOException {
        Path pgn = Files.writeString(dir.resolve("v.pgn"), """
                1. e4 (1. d4 d5 (1... Nf6 2. c4 g6) 2. c4) e5 2. Nf3 (2. Bc4 {a comment (with parentheses)} Nf6) Nc6 *

                1. e4 (1. Ke2) e5 *

                1. e4 e5 2. Nf3 (2. d4 exd4 (2... Ke7 3. Ke3) 3. Qxd4) Nc6 *
                """);
        CliRun r = CliRun.of("check", "--pgn", pgn.toString());
        assertEquals(2, r.exit, r.err);
        assertEquals(java.util.List.of("game 1: ok, 4 half-moves, ? - ?, *",
                "game 2, the variation instead of 1. e4, move 1. Ke2: illegal move \"Ke2\": e2 is occupied by a white pawn",
                "game 3, the variation instead of 2. Nf3, the variation instead of 2... exd4, move 3. Ke3: illegal move \"Ke3\": "
                        + "no white king can move to e3"), r.out.lines().toList());
    }

    @Test
    void checkShowsNamesAndTagsWithTheirControlCharactersNamed(@TempDir Path dir) throws IOException {
        Path pgn = Files.writeString(dir.resolve("x\u001by\nz.pgn"), "[White \"A\u001b[2Jb\"]\n\n1. e4 *\n\n1. Ke2 *\n");
        CliRun r = CliRun.of("check", "--pgn", pgn.toString());
        assertEquals(2, r.exit);
        assertTrue(r.out.startsWith("game 1: ok, 1 half-move, AU+001B[2Jb - ?, *\n"), r.out);
        assertEquals("annabella check: 1 of 2 games in " + dir + "/xU+001ByU+000Az.pgn have errors\n", r.err);
    }
}
