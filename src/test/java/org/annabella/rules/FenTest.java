package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** FEN, X-FEN and Shredder-FEN reading, writing and validation. */
class FenTest {
    @ParameterizedTest
    @ValueSource(strings = {
        Fen.START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/8/8/8/8/8/8/K6k b - - 99 120",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    })
    void roundTrips(String fen) {
        Position p = Position.fromFen(fen);
        String written = fen.contains("HFhf") ? p.toShredderFen() : p.toFen();
        assertEquals(fen, written);
        assertEquals(p.key(), Position.fromFen(written).key());
    }

    @Test
    void xFenKqMeansTheOutermostRook() {
        Position p = Position.fromFen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
        assertTrue(p.isChess960());
        assertEquals(Square.H1, p.castlingRook(Color.WHITE, true));
        assertEquals(Square.F1, p.castlingRook(Color.WHITE, false));
        assertEquals("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9", p.toFen());
        assertEquals("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", p.toShredderFen());
    }

    @Test
    void anInnerRookIsWrittenByItsFile() {
        // Two white rooks on the king side: the right belongs to the inner one (g1), so X-FEN writes G.
        Position p = Position.fromFen("4k3/8/8/8/8/8/8/4K1RR w G - 0 1");
        assertEquals(Square.G1, p.castlingRook(Color.WHITE, true));
        assertEquals("4k3/8/8/8/8/8/8/4K1RR w G - 0 1", p.toFen());
    }

    @Test
    void enPassantSquareIsWrittenAfterEveryDoublePushButCountsOnlyWhenLegal() {
        // PGN standard 16.1.3.4: the square behind the pawn, whether or not a capture is possible.
        Position p = Position.startPosition();
        p.makeMove(Notation.parse(p, "e4"));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", p.toFen());
        assertEquals(Square.NONE, p.legalEnPassantSquare());
        // A capturer pinned along the rank (the discovered-check case): the square is there, the capture is not.
        Position pinned = Position.fromFen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
        assertEquals(Square.NONE, pinned.legalEnPassantSquare());
        assertEquals("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", pinned.toFen());
        assertEquals(Square.parse("d6"), Position.fromFen("8/8/8/3pP3/8/8/8/K6k w - d6 0 1").legalEnPassantSquare());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 7 | FEN has 7 fields",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR | FEN has 1 field",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1 | piece placement field: has 7 ranks",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | piece placement field: '9' on rank 6 is not a piece letter",
        "rnbqkbnr/pppppppp/54/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | piece placement field: rank 6 has more than 8",
        "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | piece placement field: rank 6 has only 7",
        "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 'x' on rank 7 is not a piece letter",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w KQkq - 0 1 | 2 white kings",
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1 | no black king",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/PNBQKBNR w Kkq - 0 1 | white pawn on a1",
        "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | White has 17",
        "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1 | White has 9 pawns",
        "4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1 | 2 promoted pieces but only 1 pawns missing",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1 | side to move field: 'x' is not w or b",
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1 | castling field: 'K' but there is no white rook on the king side",
        "4k3/8/8/8/8/8/4K3/7R w K - 0 1 | castling field: 'K' but the white king is not on its first rank",
        "4k3/8/8/8/8/8/8/4K2R w KX - 0 1 | castling field: 'X' is not a castling letter",
        "4k3/8/8/8/8/8/8/4K2R w KH - 0 1 | two king-side castling rights",
        "4k3/8/8/8/8/8/8/4K2R w - e3 0 1 | en passant field: e3 cannot be: with White to move it must be on rank 6",
        "4k3/8/8/8/8/8/8/4K2R w - e6 0 1 | en passant field: e6 cannot be: no black pawn",
        "4k3/8/8/8/8/8/8/4K2R w - z9 0 1 | en passant field: 'z9' is not a square",
        "4k3/8/8/8/8/8/8/4K2R w - - -1 1 | halfmove clock field: '-1' is not a whole number",
        "4k3/8/8/8/8/8/8/4K2R w - - 0 0 | fullmove number field: '0' is not a whole number of 1 or more",
        "4k3/8/8/8/8/8/8/4K2R w - - x 1 | halfmove clock field: 'x'",
        "4k2R/8/8/8/8/8/8/4K3 w - - 0 1 | Black, not to move, is in check",
        "    | FEN is empty",
    })
    void invalidFenNamesFieldAndFault(String fen, String expected) {
        InvalidFenException e = assertThrows(InvalidFenException.class, () -> Position.fromFen(fen == null ? "" : fen));
        assertTrue(e.getMessage().contains(expected.trim()), e.getMessage());
    }

    @Test
    void theLenientReaderAcceptsUnreachableMaterialOnly() {
        String eightPawnsThreeBishops = "8/8/8/p1p5/P1P1p1p1/pBp1P1P1/P1P1PBPB/1k2K2R w - -";
        assertThrows(InvalidFenException.class, () -> Position.fromFen(eightPawnsThreeBishops));
        assertEquals(3, Long.bitCount(Position.fromFenLenient(eightPawnsThreeBishops).pieces(Color.WHITE, PieceType.BISHOP)));
        assertThrows(InvalidFenException.class, () -> Position.fromFenLenient("4k3/8/8/8/8/8/8/4KK2 w - - 0 1"));
        assertThrows(InvalidFenException.class, () -> Position.fromFenLenient("4k2P/8/8/8/8/8/8/4K3 w - - 0 1"));
    }

    @Test
    void missingTrailingFieldsTakeTheirDefaults() {
        assertEquals("4k3/8/8/8/8/8/8/4K2R b - - 0 1", Position.fromFen("4k3/8/8/8/8/8/8/4K2R b").toFen());
        assertEquals("4k3/8/8/8/8/8/8/4K2R w K - 7 1", Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 7").toFen());
    }

    @Test
    void fourFieldEpdIsAccepted() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K -");
        assertEquals(0, p.halfmoveClock());
        assertEquals(1, p.fullmoveNumber());
        assertFalse(p.isChess960());
        assertTrue(Position.fromFen("4k3/8/8/8/8/8/8/4K2R w H - 0 1").isChess960(), "Shredder-FEN letters mean Chess960");
    }
}
