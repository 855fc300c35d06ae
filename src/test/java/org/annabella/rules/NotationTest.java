package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** SAN exactly per Appendix C, lenient reading, refusals, ICCF numeric. */
class NotationTest {
    private static String san(String fen, String uci) {
        Position p = Position.fromFen(fen);
        return Notation.san(p, Notation.parse(p, uci));
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', value = {
        // C.10 disambiguation: file first, then rank, then both.
        "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1 | g1f3 | Ngf3",
        "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1 | g5f3 | N5f3",
        "1k6/8/8/8/7Q/8/K7/7Q w - - 0 1 | h4e1 | Q4e1",
        "1k6/8/8/8/4Q2Q/8/K7/7Q w - - 0 1 | h4e1 | Qh4e1",
        "4k3/8/8/8/8/8/4K3/R6R w - - 0 1 | a1d1 | Rad1",
        // Captures, en passant, promotion with capture and check, mate.
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1 | e4d5 | exd5",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 | e5d6 | exd6",
        "3kr3/5P2/8/8/8/8/8/4K3 w - - 0 1 | f7e8n | fxe8=N",
        "k5r1/5P2/8/8/8/8/8/4K3 w - - 0 1 | f7g8n | fxg8=N",
        "7k/5P2/8/8/8/8/8/4K3 w - - 0 1 | f7f8q | f8=Q+",
        "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1 | f1f8 | Qf8#",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 | e1g1 | O-O",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 | e1c1 | O-O-O",
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1 | e1c1 | O-O-O+",
        "5rk1/5ppp/8/8/8/8/8/4K2R w K - 0 1 | e1g1 | O-O",
        "6k1/6pp/8/8/8/8/8/R3K3 b Q - 0 1 | g8f8 | Kf8",
    })
    void sanPerAppendixC(String fen, String uci, String expected) {
        assertEquals(expected, san(fen, uci));
    }

    @Test
    void mateByCastling() {
        // Black king d8 walled in by its own rooks and pawns; the rook lands on d1 with mate.
        assertEquals("O-O-O#", san("2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Nf3 | g1f3", "Ng1-f3 | g1f3", "Ng1f3 | g1f3", "Nxf3 | g1f3", "Cf3 | g1f3", "Sf3 | g1f3",
        "nf3 | g1f3", "e4 | e2e4", "e2-e4 | e2e4", "e2e4 | e2e4", "e2xe4 | e2e4", "Pe4 | e2e4",
        "5254 | e2e4", "1. e4 | e2e4", "e4!? | e2e4", "e4 (=) | e2e4",
        "o-o-o | e1c1", "O-O-O+ | e1c1", "0 - 0 - 0 | e1c1", "OOO | e1c1",
    })
    void lenientForms(String text, String uci) {
        Position p = Position.fromFen("4k3/8/8/8/8/8/4P3/R3K1NR w KQ - 0 1");
        assertEquals(uci, Notation.uci(p, Notation.parse(p, text)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "e8Q | e7e8q", "e8=q | e7e8q", "e8(Q) | e7e8q", "e8=D | e7e8q", "e8/Q | ", "e7e8n | e7e8n", "e8N+ | e7e8n",
        "57584 | e7e8n", "57581 | e7e8q",
    })
    void promotionForms(String text, String uci) {
        Position p = Position.fromFen("1k6/4P3/8/8/8/8/8/4K3 w - - 0 1");
        if (uci == null) {
            assertThrows(MoveParseException.class, () -> Notation.parse(p, text));
        } else {
            assertEquals(uci, Notation.uci(p, Notation.parse(p, text)));
        }
    }

    @Test
    void kingSideCastlingSpellings() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        for (String s : new String[]{"O-O", "0-0", "o-o", "O-O+", "0 - 0", "OO"}) {
            assertEquals("e1g1", Notation.uci(p, Notation.parse(p, s)), s);
        }
    }

    @Test
    void enPassantMarks() {
        Position p = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        for (String s : new String[]{"exd6", "exd6e.p.", "exd6 e.p.", "exd6ep", "ed6", "e5xd6", "exd6 ep"}) {
            assertEquals("e5d6", Notation.uci(p, Notation.parse(p, s)), s);
        }
    }

    @Test
    void languagesDecideTheLetterR() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertEquals("a1a2", Notation.uci(p, Notation.parse(p, "Ra2")));
        assertEquals("e1d2", Notation.uci(p, Notation.parse(p, "Rd2", PieceLetters.SPANISH)));
        assertEquals("a1a2", Notation.uci(p, Notation.parse(p, "Ta2", PieceLetters.SPANISH)));
        assertEquals("e1d2", Notation.uci(p, Notation.parse(p, "Rd2", PieceLetters.FRENCH)));
        assertEquals("Ta2", Notation.san(p, Notation.parse(p, "Ra2"), PieceLetters.GERMAN));
    }

    @Test
    void ambiguityNamesEveryCandidate() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1");
        MoveParseException e = assertThrows(MoveParseException.class, () -> Notation.parse(p, "Nf3"));
        assertEquals(MoveParseException.Kind.AMBIGUOUS, e.kind());
        assertTrue(e.getMessage().contains("Ndf3") && e.getMessage().contains("Ngf3"), e.getMessage());
        assertEquals(2, e.candidates().length);
        Position q = Position.fromFen("1k6/4P3/8/8/8/8/8/4K3 w - - 0 1");
        MoveParseException promo = assertThrows(MoveParseException.class, () -> Notation.parse(q, "e8"));
        assertTrue(promo.getMessage().contains("say which piece the pawn becomes: e8=N, e8=B, e8=R or e8=Q")
                || promo.getMessage().contains("e8=Q"), promo.getMessage());
        assertEquals(4, promo.candidates().length);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | Nf3 | there is no white knight",
        "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1 | Ng4 | no white knight can move to g4",
        "4k3/8/8/8/8/6P1/8/4KN2 w - - 0 1 | Ng3 | g3 is occupied by a white pawn",
        "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1 | Nf4 | it would leave the white king in check",
        "4k3/8/8/8/8/8/8/r3K2R w K - 0 1 | Nf3 | there is no white knight",
        "4k3/8/8/8/8/8/8/R3K2r w Q - 0 1 | O-O | lost the right to castle on the king side",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 | e4 | there is no white pawn",
        "4k3/8/8/8/8/5r2/8/R3K2R w KQ - 0 1 | O-O | 3.8.b.2",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | Zf3 | cannot read",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | hello | cannot read \"hello\" as a move",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | Ke1-e3 | no white king can move to e3",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | d2d4 | there is no white piece on d2",
    })
    void refusalsSayWhy(String fen, String text, String expected) {
        Position p = Position.fromFen(fen);
        String before = p.toFen();
        MoveParseException e = assertThrows(MoveParseException.class, () -> Notation.parse(p, text));
        assertTrue(e.getMessage().contains(expected.trim()), e.getMessage());
        assertEquals(before, p.toFen(), "a refused move changes nothing");
    }

    @Test
    void iccfNumericBothWays() {
        Position p = Position.startPosition();
        assertEquals("5254", Notation.iccf(Notation.parse(p, "e4")));
        assertEquals("7163", Notation.iccf(Notation.parse(p, "Nf3")));
        Position castle = Position.fromFen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertEquals("5171", Notation.iccf(Notation.parse(castle, "O-O")));
        assertEquals("5131", Notation.iccf(Notation.parse(castle, "O-O-O")));
        assertEquals(Notation.parse(castle, "O-O"), Notation.parse(castle, "5171"));
    }

    @Test
    void nullMoves() {
        Position p = Position.startPosition();
        assertEquals(Move.NULL, Notation.parse(p, "--"));
        assertEquals(Move.NULL, Notation.parse(p, "Z0"));
        assertEquals("--", Notation.san(p, Move.NULL));
        Position check = Position.fromFen("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1");
        assertThrows(MoveParseException.class, () -> Notation.parse(check, "--"));
        p.makeNullMove();
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1", p.toFen());
        p.unmakeMove();
        assertEquals(Fen.START, p.toFen());
        assertArrayEquals(Position.startPosition().legalMoves(), p.legalMoves());
        assertTrue(Arrays.stream(p.legalMoves()).noneMatch(Move::isNull));
    }
}
