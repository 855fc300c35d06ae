package org.annabella.reconcile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

/**
 * What an illegal move written on a sheet does to a board (2009 7.4.a, 2018 7.5.1: the position
 * before it is reinstated, so the arbiter must know whether a board shows it made), read from
 * notation or from the announcement words alike (2018 D.2.9 compares the moves of both sheets).
 */
class IllegalMoveTest {
    /** 1. e4 e5 2. Nf3 d6 3. Bb5+ Nd7 4. O-O: the knight on d7 is pinned against the king. */
    private static final Position PINNED = Position.fromFen("r1bqkbnr/pppn1ppp/3p4/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 3 4");

    @Test
    void theSameIllegalMoveInSanAndInWordsIsOneMove() {
        IllegalMove san = IllegalMove.interpret(PINNED, "4...Nb6", PieceLetters.ENGLISH);
        IllegalMove words = IllegalMove.interpret(PINNED, "Springer Bella sechs", PieceLetters.ENGLISH);
        assertEquals(new IllegalMove(Square.parse("d7"), Square.parse("b6")), san);
        assertEquals(san, words);
        assertEquals(san, IllegalMove.interpret(PINNED, "Cb6", PieceLetters.SPANISH));
        assertNull(IllegalMove.interpret(PINNED, "Springer Anna sechs", PieceLetters.ENGLISH), "no knight reaches a6");
    }

    @Test
    void aBishopTakenThroughAPawnIsTheOnlyBishopThatCouldHaveMadeIt() {
        Position p = Position.fromFen("r1bqkb1r/ppp2pp1/2n2n1p/3pp3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 0 6");
        assertEquals(new IllegalMove(Square.parse("c4"), Square.parse("f7")), IllegalMove.interpret(p, "Bxf7+", PieceLetters.ENGLISH));
        assertEquals(new IllegalMove(Square.parse("c4"), Square.parse("f7")),
                IllegalMove.interpret(p, "Laeufer schlaegt Felix sieben", PieceLetters.ENGLISH));
    }

    /**
     * With an illegal move recorded, a board may show it made, so it may be the other side's turn
     * there: a king in check on it is no proof that the position is unreachable.
     */
    @Test
    void aBoardAfterARecordedIllegalMoveIsNotCalledUnreachableForACheck() {
        WrittenSheet sheet = ScoresheetFiles.read("A", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 d5 5. Nc3 h6\n");
        Line line = Line.of(SheetReader.read(sheet));
        // Bxf7+ made, and the d5 pawn also knocked off: nothing names what happened, but Black is in check.
        BoardSnapshot board = BoardSnapshot.fromFen("r1bqkb1r/ppp2Bp1/2n2n1p/4p3/4P3/2NP1N2/PPP2PPP/R1BQK2R");
        BoardVerdict recorded = BoardJudge.judge("A", board, line, line.plies(), List.of(), null, true);
        assertNotEquals(BoardVerdict.Status.UNREACHABLE, recorded.status());
        assertEquals(BoardVerdict.Status.DISPLACED, recorded.status());
        BoardVerdict otherwise = BoardJudge.judge("A", board, line, line.plies(), List.of(), null, false);
        assertEquals(BoardVerdict.Status.UNREACHABLE, otherwise.status(), "White to move with Black in check");
    }
}
