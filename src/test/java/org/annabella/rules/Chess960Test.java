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

    /** F.3 / Guidelines II.3: king and rook end on g1/f1 or c1/d1 whatever squares they started on. */
    @ParameterizedTest(name = "{3}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/R5KR w HA - 0 1 | true | 4k3/8/8/8/8/8/8/R4RK1 b - - 1 1 | only the rook moves (king already on g1)",
        "4k3/8/8/8/8/8/8/4KR2 w F - 0 1 | true | 4k3/8/8/8/8/8/8/5RK1 b - - 1 1 | only the king moves (rook already on f1)",
        "4k3/8/8/8/8/8/8/5KR1 w G - 0 1 | true | 4k3/8/8/8/8/8/8/5RK1 b - - 1 1 | king and rook swap squares",
        "4k3/8/8/8/8/8/8/1RK5 w B - 0 1 | false | 4k3/8/8/8/8/8/8/2KR4 b - - 1 1 | long castling moving only the rook",
        "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1 | false | rk2r3/pppppppp/8/8/8/8/PPPPPPPP/2KRR3 b kq - 1 1 | castling on the first move, the squares being clear",
    })
    void castlingEndsOnTheStandardSquares(String fen, boolean kingSide, String expected, String what) {
        Position p = Position.fromFen(fen);
        int m = castle(fen, kingSide);
        assertEquals(kingSide ? "O-O" : "O-O-O", Notation.san(p, m));
        p.makeMove(m);
        assertEquals(expected, p.toFen());
        p.unmakeMove();
        assertEquals(fen, p.toShredderFen());
    }

    @Test
    void aRookShieldingTheKingsDestinationMayNotCastleAway() {
        // Enemy queen a1, castling rook b1, king c1: O-O-O would leave the king on c1 open to the queen.
        assertEquals(Move.NONE, castle("4k3/8/8/8/8/8/8/qRK5 w B - 0 1", false));
        // A square the king crosses is attacked (3.8.b.2): a rook on f8 covers f1.
        assertEquals(Move.NONE, castle("4kr2/8/8/8/8/8/8/4K2R w K - 0 1", true));
    }

    @Test
    void uciCastlingIsKingTakesRookInChess960() {
        String fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        Position p = Position.fromFen(fen, true);
        int m = castle(fen, true);
        assertEquals("e1h1", Notation.uci(p, m));
        assertEquals("e1g1", Notation.uci(Position.fromFen(fen), m));
        assertEquals("e1h1", Notation.uci(Position.fromFen("4k3/8/8/8/8/8/8/R3K2R w HA - 0 1"), m));
        assertEquals(m, Notation.parse(p, "e1h1"));
        assertEquals(m, Notation.parse(p, "e1g1"));
    }
}
