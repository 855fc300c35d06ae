package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Chess960 start positions (2018 Guidelines II.1-2) and castling (II.3, 2009 F.3). */
class Chess960Test {
    @ParameterizedTest
    @CsvSource({"518, RNBQKBNR", "0, BBQNNRKR", "959, RKRNNQBB", "1, BQNBNRKR", "4, QBBNNRKR"})
    void numberedStartPositions(int number, String backRank) {
        assertEquals(backRank, Chess960.backRank(number));
        assertEquals(number, Chess960.numberOf(backRank));
    }

    @Test
    void all960AreDistinctAndFollowTheRules() {
        Set<String> seen = new HashSet<>();
        for (int n = 0; n < 960; n++) {
            String r = Chess960.backRank(n);
            assertTrue(seen.add(r), r);
            int b1 = r.indexOf('B'), b2 = r.lastIndexOf('B');
            assertTrue((b1 + b2) % 2 == 1, "bishops on opposite colours: " + r);
            int k = r.indexOf('K');
            assertTrue(r.indexOf('R') < k && r.lastIndexOf('R') > k, "king between the rooks: " + r);
            Position p = Chess960.startPosition(n);
            assertEquals(r.lastIndexOf('R'), p.castlingRook(Color.WHITE, true), r);
            assertEquals(56 + r.indexOf('R'), p.castlingRook(Color.BLACK, false), r);
        }
        assertThrows(IllegalArgumentException.class, () -> Chess960.backRank(960));
    }

    @Test
    void startPosition518IsTheUsualOneButCastlesAsChess960() {
        Position p = Chess960.startPosition(518);
        assertTrue(p.isChess960());
        assertEquals(Perft.perft(Position.startPosition(), 4), Perft.perft(p, 4));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", p.toShredderFen());
    }

    private static int castle(String fen, boolean kingSide) {
        Position p = Position.fromFen(fen);
        for (int m : p.legalMoves()) {
            if (Move.isCastling(m) && Move.isKingSideCastling(m) == kingSide) {
                return m;
            }
        }
        return Move.NONE;
    }

    @Test
    void onlyTheRookMoves() {
        // King already on g1: O-O moves only the rook h1 -> f1.
        String fen = "4k3/8/8/8/8/8/8/R5KR w HA - 0 1";
        int m = castle(fen, true);
        Position p = Position.fromFen(fen);
        p.makeMove(m);
        assertEquals("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1", p.toFen());
        assertEquals("O-O", Notation.san(Position.fromFen(fen), m));
    }

    @Test
    void onlyTheKingMoves() {
        // Rook already on f1 and king on e1... the rook on f1 is the king-side rook: king e1 -> g1, rook stays.
        String fen = "4k3/8/8/8/8/8/8/4KR2 w F - 0 1";
        Position p = Position.fromFen(fen);
        p.makeMove(castle(fen, true));
        assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 1 1", p.toFen());
    }

    @Test
    void kingAndRookSwapSquares() {
        // King f1, rook g1: O-O puts the king on g1 and the rook on f1.
        String fen = "4k3/8/8/8/8/8/8/5KR1 w G - 0 1";
        Position p = Position.fromFen(fen);
        p.makeMove(castle(fen, true));
        assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 1 1", p.toFen());
    }

    @Test
    void aRookShieldingTheKingsDestinationMayNotCastleAway() {
        // Enemy queen a1, castling rook b1, king c1: O-O-O would leave the king on c1 open to the queen.
        assertEquals(Move.NONE, castle("4k3/8/8/8/8/8/8/qRK5 w B - 0 1", false));
        // Without the queen it is legal, and only the rook moves (b1 -> d1).
        String fen = "4k3/8/8/8/8/8/8/1RK5 w B - 0 1";
        Position p = Position.fromFen(fen);
        p.makeMove(castle(fen, false));
        assertEquals("4k3/8/8/8/8/8/8/2KR4 b - - 1 1", p.toFen());
    }

    @Test
    void castlingAsSoonAsTheSquaresAreClear() {
        // King b1 and rooks a1/e1 with c1 and d1 empty: O-O-O is legal on White's first move.
        String fen = "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1";
        Position p = Position.fromFen(fen);
        p.makeMove(castle(fen, false));
        assertEquals("rk2r3/pppppppp/8/8/8/8/PPPPPPPP/2KRR3 b kq - 1 1", p.toFen());
    }

    @Test
    void uciCastlingIsKingTakesRookInChess960() {
        String fen = "4k3/8/8/8/8/8/8/R3K2R w HA - 0 1";
        Position p = Position.fromFen(fen, true);
        int m = castle(fen, true);
        assertEquals("e1h1", Notation.uci(p, m));
        assertEquals("e1g1", Notation.uci(Position.fromFen(fen), m));
        assertEquals(m, Notation.parse(p, "e1h1"));
        assertEquals(m, Notation.parse(p, "e1g1"));
    }
}
