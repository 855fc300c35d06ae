package org.annabella.rules.dead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The classic cases, each decided in full mode and never contradicted in quick mode. */
class UnwinnabilityTest {
    private final Unwinnability analyser = new Unwinnability();

    @ParameterizedTest(name = "{2}: {1}")
    @CsvSource(delimiter = '|', value = {
        "--|8/8/8/4k3/8/8/4K3/8 w - - 0 1|lone kings",
        "--|8/8/8/4k3/8/8/4KB2/8 w - - 0 1|K+B vs K",
        "--|8/8/8/4k3/8/8/4KN2/8 b - - 0 1|K+N vs K",
        "WB|8/8/8/4k3/8/8/4K1N1/7n w - - 0 1|K+N vs K+N: each side can mate with the other's knight as blocker",
        "--|8/8/3b4/4k3/8/8/4KB2/8 w - - 0 1|bishops on the same colour",
        "--|8/1b6/8/4k3/2B5/8/B3K3/8 w - - 0 1|three bishops all on one colour",
        "WB|8/8/8/4k3/8/8/4K3/5Bb1 w - - 0 1|K+B vs K+B on opposite colours: the other bishop can block",
        "WB|7k/8/8/8/8/8/p7/K5N1 w - - 0 1|K+N vs K+P: the pawn can become the blocker, or a queen",
        "--|8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1|pawn wall without a breakthrough",
        "--|2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1|pawn wall with bishops that cannot pass",
        "WB|8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/7B w - - 0 1|pawn wall broken: the bishop takes a pawn",
        "--|8/4k3/8/p1p1p1p1/P1P1P1P1/3K4/8/8 w - - 0 1|pawn wall sealing the h-file too",
        "WB|8/4k3/8/p1p1p3/P1P1P3/3K4/8/8 w - - 0 1|the kings walk round the open g- and h-files",
        "--|2k5/6p1/6P1/6PK/6P1/6PR/7P/8 b - - 0 1|king and rook boxed in by their own pawns",
        "WB|r1bqkbnr/pppppppp/n7/8/8/N7/PPPPPPPP/R1BQKBNR w KQkq - 2 2|an opening: both sides can mate",
    })
    void classicCases(String expected, String fen, String what) {
        assertDecided(expected, Position.fromFen(fen), what);
    }

    /** Full mode says {@code expected}; quick mode agrees wherever it answers. */
    private void assertDecided(String expected, Position position, String what) {
        assertEquals(expected, analyser.deadPositionCode(position, SearchMode.FULL), what);
        String quick = analyser.deadPositionCode(position, SearchMode.QUICK);
        for (int side = 0; side < 2; side++) {
            char q = quick.charAt(side);
            assertTrue(q == '?' || q == expected.charAt(side), what + ": quick mode said " + quick);
        }
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "WB|rnbqkbnr/pppppppp/p7/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1|33 pieces: nine black pawns",
        "WB|rnbqkbnr/pppppppp/pppppppp/8/8/PPPPPPPP/PPPPPPPP/RNBQKBNR w - - 0 1|48 pieces",
        "--|B1B1B1BK/1B1B1B1B/B1B1B1B1/1B1B1B1B/B1B1B1B1/1B1B1B1B/B1B1B1B1/kB1B1B1B w - - 0 1|34 pieces: 32 bishops on light squares cannot mate",
    })
    void materialNoGameReachesIsAnalysedNotAFault(String expected, String fen, String what) {
        // The lenient reader admits up to a full board (composed problems, test vectors): more
        // pieces than the 32 of a game must be analysed, not overflow a table.
        assertDecided(expected, Position.fromFenLenient(fen), what);
    }

    @Test
    void wallThatOnlyAStalemateCouldOpenIsProvedDeadWithoutSearch() {
        // White's king shuttles h3-h4 behind locked pawns. Black's king could take g2 or step to g5
        // only when that leaves White no move at all: a stalemate, so the wall never opens. Four
        // bishops give Black far too many positions to walk through.
        Position position = Position.fromFen("8/b7/1b5p/2b2p1P/3b1p1K/4bPp1/6P1/5kb1 b - - 0 1");
        for (Color side : Color.values()) {
            Analysis quick = analyser.analyse(position, side, SearchMode.QUICK);
            assertEquals(Verdict.UNWINNABLE, quick.verdict(), side + ": " + quick);
            assertEquals("reachability", quick.method());
        }
        // Without the stalemate the same king walk wins: with White's bishop on e1 able to move,
        // the wall can be opened, and full mode finds Black a mate.
        Position open = Position.fromFen("1k6/8/7p/5p1P/5p2/5PpK/6P1/4B3 w - - 0 1");
        assertEquals(Verdict.WINNABLE, analyser.analyse(open, Color.BLACK, SearchMode.FULL).verdict());
    }

    @Test
    void helpmateNeedingTheLosersCooperationIsStillWinnable() {
        // K+B vs K+N: White cannot force anything, but Black's knight can shut its own king in.
        Position position = Position.fromFen("7k/8/8/8/8/8/8/K4B1n w - - 0 1");
        Analysis white = analyser.analyse(position, Color.WHITE, SearchMode.FULL);
        assertEquals(Verdict.WINNABLE, white.verdict());
        assertEndsInMate(position, white.line(), Color.WHITE);
    }

    @Test
    void mateAlreadyOnTheBoardHasAnEmptyLine() {
        Position position = Position.fromFen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
        Analysis white = analyser.analyse(position, Color.WHITE, SearchMode.FULL);
        assertEquals(Verdict.WINNABLE, white.verdict());
        assertEquals(List.of(), white.line());
        assertEquals(Verdict.WINNABLE, analyser.analyse(position, Color.WHITE, SearchMode.QUICK).verdict());
    }

    @Test
    void forcedCaptureOfTheLastPieceIsUnwinnable() {
        // Black must take the rook at once; White is left with a lone king.
        Position position = Position.fromFen("8/8/8/8/8/8/1R1K4/k7 b - - 0 1");
        assertEquals(Verdict.UNWINNABLE, analyser.analyse(position, Color.WHITE, SearchMode.FULL).verdict());
        assertEquals(Verdict.UNWINNABLE, analyser.analyse(position, Color.WHITE, SearchMode.QUICK).verdict());
    }

    @Test
    void quickModeSaysPossiblyWinnableRatherThanGuess() {
        Analysis quick = analyser.analyse(Position.startPosition(), Color.WHITE, SearchMode.QUICK);
        assertEquals(Verdict.UNDETERMINED, quick.verdict());
        assertEquals('?', quick.letter());
    }

    @Test
    void tinyBudgetGivesUndeterminedNeverAWrongAnswer() {
        Unwinnability starved = new Unwinnability(1);
        Position kbnk = Position.fromFen("8/8/8/4k3/8/8/8/KBN5 w - - 0 1");
        Analysis a = starved.analyse(kbnk, Color.WHITE, SearchMode.FULL);
        assertNotEquals(Verdict.UNWINNABLE, a.verdict());
    }

    @Test
    void analysisLeavesThePositionUnchanged() {
        Position position = Position.fromFen("8/8/8/4k3/8/8/4K1N1/7n w - - 0 1");
        String before = position.toFen();
        analyser.analyse(position, Color.WHITE, SearchMode.FULL);
        assertEquals(before, position.toFen());
    }

    @Test
    void badArgumentsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Unwinnability(0));
        Analysis white = analyser.analyse(Position.startPosition(), Color.WHITE, SearchMode.QUICK);
        assertThrows(IllegalArgumentException.class, () -> Unwinnability.code(white, white));
        assertThrows(IllegalArgumentException.class,
                () -> new Analysis(Color.WHITE, Verdict.UNWINNABLE, List.of(12), "x", 0));
    }

    /** Replays a line independently: every move legal, and the last leaves the other side mated. */
    static void assertEndsInMate(Position start, List<Integer> line, Color winner) {
        Position p = start.copy();
        for (int move : line) {
            assertTrue(p.isLegal(move), "illegal move in the line from " + start.toFen());
            p.makeMove(move);
        }
        assertTrue(p.isCheckmate(), "the line does not end in mate from " + start.toFen());
        assertEquals(winner.opposite(), p.sideToMove(), "the wrong side is mated from " + start.toFen());
    }

    /**
     * Dead positions CHA's quick mode proves by looking every line through (after the forced
     * moves): here the winner has more than three men, and the proof is the quick look-ahead, not
     * the material rule nor reachability.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "bqn1KN2/rrk1pB2/nb1pPp1p/p1pP1PpP/PpP3P1/1P2N1R1/4Q3/1R4B1 w - - 0 1",
        "8/7p/5p2/5PpP/6P1/p1p3pB/PpP3Pk/1K6 w - - 0 1",
        "8/8/5k2/1p6/1Pp5/B1Pp4/RK1P4/QRB5 w - - 0 1",
    })
    void quickModeLooksEveryLineThrough(String fen) {
        Position position = Position.fromFenLenient(fen);
        for (Color side : Color.values()) {
            Analysis quick = analyser.analyse(position, side, SearchMode.QUICK);
            assertEquals(Verdict.UNWINNABLE, quick.verdict(), side + " " + quick.method());
            assertEquals("every line loses the mating material", quick.method());
            assertEquals(Verdict.UNWINNABLE, analyser.analyse(position, side, SearchMode.FULL).verdict());
        }
    }

    /**
     * Sides CHA's quick mode proves unwinnable that ours used to leave "possibly winnable" (issue
     * 19): a queen on the board, a king that must step where it can never come back from, a
     * wall whose only door is a stalemate although the stuck side's men could still be taken.
     * Full mode agrees. The first column names the sides CHA's quick mode proves.
     */
    @ParameterizedTest(name = "{2}: {1}")
    @CsvSource(delimiter = '|', value = {
        "WB|k7/Q6r/2b5/1pBp1p1p/1P1P1P1P/KP6/1P6/8 b - -|queens and rooks behind a wall",
        "W|knQ5/1q1p4/p1pPp3/P1P1Pp2/1K3Pp1/BbB3P1/8/8 w - -|White's queen shut in",
        "WB|7b/3B2Q1/4Bk2/p1p1p1p1/P1P1P1P1/8/8/4K3 b - -|the king must take the queen, then the wall holds",
        "WB|8/2b5/kp1p1p2/1PpP1Pp1/K1P3P1/3B4/8/8 b - -|the king in check must step back behind its wall for good",
        "WB|8/1p6/1p6/kPp5/2P5/1pP5/1P1K4/8 b - -|White can take b3, but taking b6 or c5 stalemates",
        "WB|1kb5/1p1p4/1P1P2p1/6p1/6Pb/6p1/6P1/7K w - -|White can take g6, but taking c8 stalemates",
        "WB|8/7p/k4p1P/5p1K/5Pp1/6P1/6P1/8 w - -|kings on either side of a wall that only a stalemate opens",
    })
    void quickModeProvesWhatChaQuickProves(String sides, String fen, String what) {
        assertQuickModeProves(sides, fen, "reachability", what);
    }

    /**
     * The last sides of CHA's test vector that CHA's quick mode proves and ours missed (issue 19):
     * look-aheads of 15 plies through pawn moves that CHA walks millions of positions for (the
     * positions proved are remembered, so a few thousand do), a mate of the winner on the last ply
     * of the look-ahead, and mates by bishops of one colour whose flight squares the loser's
     * pieces cannot all fill, although as many of them could reach some of those squares.
     */
    @ParameterizedTest(name = "{3}: {1}")
    @CsvSource(delimiter = '|', value = {
        "WB|1k6/1P5p/BP3p2/1P6/8/6K1/5P1P/8 b - -|every line loses the mating material|a king shut in behind its pawns",
        "WB|k7/p1p1p3/8/8/P1P5/4P1p1/6Pp/7K w - -|every line loses the mating material|pawns walking into a stalemate",
        "B|n6k/2p1q1Q1/pppp1PPK/5PPP/8/6PP/8/8 b - -|every line loses the mating material|Black mated at the last ply",
        "W|2b1bk1B/1p3p1p/1Pp1pP1P/2P1P3/8/7K/8/8 w - -|reachability|two bishops for two flight squares, one out of their reach",
        "B|8/8/2k5/8/1p1p1p1p/1PpP1PpP/2PbB1P1/1K3B2 w - -|reachability|the corner's flight square out of the bishops' reach",
    })
    void quickModeProvesTheLastSidesChaQuickProves(String sides, String fen, String method, String what) {
        assertQuickModeProves(sides, fen, method, what);
    }

    /** Quick mode proves the sides named (W, B) unwinnable by {@code method}, and full mode agrees. */
    private void assertQuickModeProves(String sides, String fen, String method, String what) {
        Position position = Position.fromFenLenient(fen);
        for (Color side : Color.values()) {
            if (sides.indexOf(side == Color.WHITE ? 'W' : 'B') < 0) {
                continue;
            }
            Analysis quick = analyser.analyse(position, side, SearchMode.QUICK);
            assertEquals(Verdict.UNWINNABLE, quick.verdict(), what + ", " + side + ": " + quick.method());
            assertEquals(method, quick.method(), what);
            assertEquals(Verdict.UNWINNABLE, analyser.analyse(position, side, SearchMode.FULL).verdict(), what);
        }
    }

    /**
     * One analyser following a game remembers the mating lines it found and joins them from the
     * next positions: every verdict is the one a fresh analyser gives, and every line mates.
     */
    @Test
    void analyserFollowingAGameGivesTheVerdictsOfAFreshOne() {
        org.annabella.rules.Game game = org.annabella.testkit.RandomGames.play(org.annabella.rules.Game.fromStart(),
                new java.util.Random(19), 160);
        Unwinnability following = new Unwinnability();
        for (int ply = 1; ply <= game.ply(); ply++) {
            Position position = game.positionAt(ply);
            for (Color side : Color.values()) {
                Analysis followed = following.analyse(position, side, SearchMode.FULL);
                Analysis fresh = new Unwinnability().analyse(position, side, SearchMode.FULL);
                assertEquals(fresh.verdict(), followed.verdict(), "ply " + ply + ", " + side + ": " + position.toFen());
                if (followed.verdict() == Verdict.WINNABLE) {
                    assertEndsInMate(position, followed.line(), side);
                }
            }
        }
    }
}
