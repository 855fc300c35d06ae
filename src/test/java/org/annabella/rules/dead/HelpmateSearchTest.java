package org.annabella.rules.dead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The deepening search in each move order: the mates it finds are legal lines, it proves no mate
 * only where no line was cut off, and a spent allowance decides nothing.
 */
class HelpmateSearchTest {
    private final HelpmateSearch search = new HelpmateSearch(16);

    /** A knight against a rook: the rook must block beside its king (the search's hard kind). */
    @ParameterizedTest
    @EnumSource(HelpmateSearch.MoveOrder.class)
    void findsALegalMatingLineInEitherOrder(HelpmateSearch.MoveOrder order) {
        Position start = Position.fromFen("8/8/4N3/1r6/8/8/8/1k5K b - - 0 1");
        String fen = start.toFen();
        assertEquals(HelpmateSearch.Outcome.MATE, search.run(start, Color.WHITE, 400_000, 100_000, order));
        assertEquals(fen, start.toFen(), "the search leaves the position as it was");
        Position replay = start.copy();
        for (int move : search.mate()) {
            assertTrue(replay.isLegal(move), "illegal move in the line");
            replay.makeMove(move);
        }
        assertTrue(replay.isCheckmate());
        assertEquals(Color.BLACK, replay.sideToMove());
    }

    /** Every line ends at once (a stalemate, a lone knight): nothing is cut off, so no mate exists. */
    @ParameterizedTest
    @EnumSource(HelpmateSearch.MoveOrder.class)
    void provesNoMateWhereNoLineGoesOn(HelpmateSearch.MoveOrder order) {
        Position stalemate = Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertEquals(HelpmateSearch.Outcome.NO_MATE_EXISTS, search.run(stalemate, Color.WHITE, 1_000, 1_000, order));
        Position knight = Position.fromFen("8/8/8/4k3/8/8/4KN2/8 w - - 0 1");
        assertEquals(HelpmateSearch.Outcome.NO_MATE_EXISTS, search.run(knight, Color.WHITE, 1_000, 1_000, order));
    }

    /** Kings behind a locked wall, with too small an allowance: it says so rather than guess. */
    @ParameterizedTest
    @EnumSource(HelpmateSearch.MoveOrder.class)
    void aSpentAllowanceDecidesNothing(HelpmateSearch.MoveOrder order) {
        Position wall = Position.fromFen("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1");
        assertEquals(HelpmateSearch.Outcome.UNDECIDED, search.run(wall, Color.WHITE, 50, 20_000, order));
        assertTrue(search.nodes() <= 51, search.nodes() + " positions");
        // The walk, given enough, visits every position once and proves it.
        assertEquals(HelpmateSearch.Outcome.NO_MATE_EXISTS, search.exhaust(wall, Color.WHITE, 400_000));
    }
}
