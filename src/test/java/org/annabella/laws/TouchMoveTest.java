package org.annabella.laws;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

class TouchMoveTest {

    private static List<Integer> squares(String... names) {
        return Arrays.stream(names).map(Square::parse).toList();
    }

    private static String[] san(Position p, TouchObligation o) {
        return Arrays.stream(o.moves()).mapToObj(m -> Notation.san(p, m)).sorted().toArray(String[]::new);
    }

    @Test
    void art4_3a_firstTouchedOwnPieceThatCanMove() {
        Position p = Position.startPosition();
        // The rook on a1 cannot move, the knight on g1 can.
        TouchObligation o = TouchMove.obligation(p, squares("a1", "g1", "e2"), null);
        assertEquals(Rule.TOUCH_OWN_PIECE, o.rule());
        assertArrayEquals(new String[] {"Nf3", "Nh3"}, san(p, o));
        assertEquals("2009 4.3.a: must move the knight on g1", o.describe(Edition.FIDE_2009));
        assertEquals("2018 4.3.1: must move the knight on g1", o.describe(Edition.FIDE_2018));
        assertFalse(o.free());
    }

    @Test
    void art4_3b_firstTouchedOpponentPieceThatCanBeCaptured() {
        Position p = Position.fromFen("4k3/8/7r/3p4/4P3/8/8/4K3 w - - 0 1");
        TouchObligation o = TouchMove.obligation(p, squares("h6", "d5"), null);
        assertEquals(Rule.TOUCH_OPPONENT_PIECE, o.rule());
        assertArrayEquals(new String[] {"exd5"}, san(p, o), "the rook on h6 cannot be captured");
        assertEquals("2023 4.3.2: must capture the pawn on d5", o.describe(Edition.FIDE_2023));
    }

    @Test
    void art4_3c_ownThenOpponentMeansCaptureWithThatPiece() {
        Position p = Position.fromFen("4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1");
        TouchObligation o = TouchMove.obligation(p, squares("c3", "d5"), null);
        assertEquals(Rule.TOUCH_BOTH_COLOURS, o.rule());
        assertArrayEquals(new String[] {"Nxd5"}, san(p, o));
        // When that capture is illegal: the first touched piece that can move.
        TouchObligation pawnFirst = TouchMove.obligation(p, squares("e1", "d5"), null);
        assertEquals(Rule.TOUCH_BOTH_COLOURS, pawnFirst.rule());
        assertArrayEquals(new String[] {"Kd1", "Kd2", "Ke2", "Kf1", "Kf2"}, san(p, pawnFirst));
        assertEquals("2014 4.3.c: must move the king on e1", pawnFirst.describe(Edition.FIDE_2014));
    }

    @Test
    void art4_3c_enPassantCapturesTheTouchedPawn() {
        Position p = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        TouchObligation o = TouchMove.obligation(p, squares("e5", "d5"), null);
        assertArrayEquals(new String[] {"exd6"}, san(p, o));
    }

    @Test
    void art4_4a_kingThenRookMustCastleThatSide() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        TouchObligation o = TouchMove.obligation(p, squares("e1", "h1"), null);
        assertEquals(Rule.KING_THEN_ROOK, o.rule());
        assertArrayEquals(new String[] {"O-O"}, san(p, o));
        assertEquals("2018 4.4.1: must castle on the king side", o.describe(Edition.FIDE_2018));
        assertEquals("2009 4.4.a: must castle on the king side", o.describe(Edition.FIDE_2009));
    }

    @Test
    void art4_4b_rookThenKingMayNotCastleThatSide() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        TouchObligation o = TouchMove.obligation(p, squares("h1", "e1"), null);
        assertEquals(Rule.ROOK_THEN_KING, o.rule());
        String[] moves = san(p, o);
        assertFalse(Arrays.asList(moves).contains("O-O"));
        assertTrue(Arrays.asList(moves).contains("Rxh8+"));
        assertEquals(9, moves.length, "rook moves only: h2-h7, Rxh8, f1, g1");
        assertEquals("2018 4.4.2: must move the rook on h1", o.describe(Edition.FIDE_2018));
    }

    @Test
    void art4_4c_castlingIllegalMeansAnotherKingMove() {
        // The f1 square is attacked: no king-side castling.
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
        TouchObligation o = TouchMove.obligation(p, squares("e1", "h1"), null);
        assertEquals(Rule.CASTLING_ILLEGAL_AFTER_TOUCH, o.rule());
        String[] moves = san(p, o);
        assertTrue(Arrays.stream(moves).allMatch(m -> m.startsWith("K") || m.startsWith("O-O")));
        assertTrue(Arrays.asList(moves).contains("Kxf2"));
        assertEquals("2014 4.4.c: may not castle on the king side, so must make another king move", o.describe(Edition.FIDE_2014));
    }

    @Test
    void art4_4c_kingWithoutMovesLeavesAnyMove() {
        Position p = Position.fromFen("3r1r2/4r1k1/8/8/2B5/8/8/4K2R w K - 0 1");
        TouchObligation o = TouchMove.obligation(p, squares("e1", "h1"), null);
        assertEquals(Rule.CASTLING_ILLEGAL_AFTER_TOUCH, o.rule());
        assertTrue(o.free());
        assertArrayEquals(new String[] {"Be2", "Be6"}, san(p, o));
    }

    @Test
    void art4_4d_promotionPieceIsFinalOnceItTouchesTheSquare() {
        Position p = Position.fromFen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        TouchObligation o = TouchMove.obligation(p, squares("b7"), PieceType.KNIGHT);
        assertEquals(Rule.PROMOTION_PIECE_FIXED, o.rule());
        assertArrayEquals(new String[] {"b8=N"}, san(p, o));
        assertEquals("2018 4.4.4: must move the pawn on b7, promoting to a knight", o.describe(Edition.FIDE_2018));
    }

    @Test
    void art4_5_nothingTouchedCanMoveLeavesAnyMove() {
        Position p = Position.startPosition();
        TouchObligation o = TouchMove.obligation(p, squares("a1", "d8", "e4"), null);
        assertTrue(o.free());
        assertEquals(Rule.NOTHING_TOUCHED_CAN_MOVE, o.rule());
        assertEquals(20, o.moves().length);
        assertEquals("2009 4.5: can move or capture none of the touched pieces, so may make any legal move",
                o.describe(Edition.FIDE_2009));
    }
}
