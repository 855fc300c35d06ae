package org.annabella.rules.dead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;

/** Quick mode's look-ahead: what it proves, what it refuses to, and its table of proved positions. */
class LookAheadTest {
    /** Only pawns move; within 15 plies every line ends in stalemate (CHA walks millions for it). */
    private static final String PAWNS_INTO_STALEMATE = "k7/p1p1p3/8/8/P1P5/4P1p1/6Pp/7K w - -";

    @Test
    void provesPawnMovesIntoStalemateWithinItsAllowanceAndLeavesThePositionAsItWas() {
        Position position = Position.fromFenLenient(PAWNS_INTO_STALEMATE);
        String fen = position.toFen();
        long key = position.key();
        LookAhead lookAhead = new LookAhead();
        assertTrue(lookAhead.provesDead(position, Color.WHITE, 15, 20_000));
        assertTrue(lookAhead.nodes() < 20_000, lookAhead.nodes() + " positions");
        assertEquals(fen, position.toFen());
        assertEquals(key, position.key());
    }

    @Test
    void tooFewPliesOrPositionsProveNothing() {
        LookAhead lookAhead = new LookAhead();
        assertFalse(lookAhead.provesDead(Position.fromFenLenient(PAWNS_INTO_STALEMATE), Color.WHITE, 7, 20_000));
        assertFalse(new LookAhead().provesDead(Position.fromFenLenient(PAWNS_INTO_STALEMATE), Color.WHITE, 15, 100));
    }

    /** What one proof remembers never proves what a fresh look-ahead cannot: the table holds facts. */
    @Test
    void aRememberedProofServesOnlyWithAsManyPliesLeft() {
        LookAhead lookAhead = new LookAhead();
        Position position = Position.fromFenLenient(PAWNS_INTO_STALEMATE);
        assertTrue(lookAhead.provesDead(position, Color.BLACK, 15, 20_000));
        assertFalse(lookAhead.provesDead(position, Color.BLACK, 7, 20_000));
        assertTrue(lookAhead.provesDead(position, Color.BLACK, 16, 20_000));
        assertEquals(0, lookAhead.nodes(), "proved at once from the table");
    }

    @Test
    void aWinnablePositionIsNeverProved() {
        LookAhead lookAhead = new LookAhead();
        Position start = Position.startPosition();
        for (int plies = 0; plies <= 4; plies++) {
            assertFalse(lookAhead.provesDead(start, Color.WHITE, plies, 1_000_000));
        }
        // Fool's mate is one ply away for Black, not for White: a mate of the winner counts as dead.
        Position beforeMate = Position.fromFen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
        assertFalse(lookAhead.provesDead(beforeMate, Color.BLACK, 1, 1_000));
    }

    @Test
    void aMateOfTheWinnerOnTheLastPlyCounts() {
        Position mated = Position.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assertTrue(new LookAhead().provesDead(mated, Color.WHITE, 0, 1));
        assertFalse(new LookAhead().provesDead(mated, Color.BLACK, 0, 1));
    }

    @Test
    void pliesOutsideItsRangeAreAProgrammingError() {
        LookAhead lookAhead = new LookAhead();
        Position start = Position.startPosition();
        assertThrows(IllegalArgumentException.class, () -> lookAhead.provesDead(start, Color.WHITE, -1, 10));
        assertThrows(IllegalArgumentException.class,
                () -> lookAhead.provesDead(start, Color.WHITE, LookAhead.MAX_PLIES + 1, 10));
    }
}
