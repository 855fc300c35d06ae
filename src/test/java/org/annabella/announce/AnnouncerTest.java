package org.annabella.announce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.annabella.rules.Move;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every row of the tables in shared/spec/announcements.md, and the special cases around them. */
class AnnouncerTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** The legal move from-to (and promotion piece letter, if any) in the position. */
    static int move(Position p, String uci) {
        int from = Square.parse(uci.substring(0, 2));
        int to = Square.parse(uci.substring(2, 4));
        PieceType promo = uci.length() > 4 ? PieceType.fromLetter(uci.charAt(4)) : null;
        for (int m : p.legalMoves()) {
            boolean castleMatch = Move.isCastling(m) && (Move.kingDestination(m) == to || Move.to(m) == to);
            if (Move.from(m) == from && (Move.to(m) == to || castleMatch) && Move.promotionPiece(m) == promo) {
                return m;
            }
        }
        throw new AssertionError("no legal move " + uci + " in " + p.toFen());
    }

    private static String say(Style style, Verbosity v, String fen, String uci) {
        Position p = Position.fromFen(fen);
        String before = p.toFen();
        String words = new Announcer(style, v).announce(p, move(p, uci));
        assertEquals(before, p.toFen(), "the position is left as it was");
        return words;
    }

    @ParameterizedTest(name = "{0}: {3}")
    @CsvSource(delimiter = ';', value = {
        // The spec's examples table (fide, short).
        "e4;" + START + ";e2e4;Eva vier",
        "Nf3;" + START + ";g1f3;Springer Felix drei",
        "Ngf3;4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1;g1f3;Springer Gustav Felix drei",
        "N5f3;4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1;g5f3;Springer fuenf Felix drei",
        "Qh4e1;1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1;h4e1;Dame Hector vier Eva eins",
        "Bxe5;4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;c3e5;Laeufer schlaegt Eva fuenf",
        "exd5;4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1;e4d5;Eva schlaegt David fuenf",
        "exd6 ep;4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1;e5d6;Eva schlaegt David sechs en passant",
        "e8=Q;8/4P3/k7/8/8/8/8/4K3 w - - 0 1;e7e8q;Eva acht Umwandlung Dame",
        "exf8=N+;5r2/4P3/6k1/8/8/8/8/4K3 w - - 0 1;e7f8n;Eva schlaegt Felix acht Umwandlung Springer Schach",
        "Qxf7#;r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 4;h5f7;Dame schlaegt Felix sieben Matt",
        "O-O;4k3/8/8/8/8/8/8/4K2R w K - 0 1;e1g1;Kurze Rochade",
        "O-O-O+;3k4/8/8/8/8/8/8/R3K3 w Q - 0 1;e1c1;Lange Rochade Schach",
        // Disambiguation by rank and by both file and rank; Black's moves.
        "R1a3;4k3/8/8/R7/8/8/8/R3K3 w - - 0 1;a1a3;Turm eins Anna drei",
        "R8a3;R7/8/8/7k/8/8/8/R3K3 w - - 0 1;a8a3;Turm acht Anna drei",
        "Black Nf6;" + "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1;g8f6;Springer Felix sechs",
        "Black O-O-O;r3k3/8/8/8/8/8/8/4K3 b q - 0 1;e8c8;Lange Rochade",
        // Every promotion piece, with capture and check.
        "dxe8=Q+;4r2k/3P4/8/8/8/8/8/K7 w - - 0 1;d7e8q;David schlaegt Eva acht Umwandlung Dame Schach",
        "dxe8=R+;4r2k/3P4/8/8/8/8/8/K7 w - - 0 1;d7e8r;David schlaegt Eva acht Umwandlung Turm Schach",
        "dxe8=B;4r2k/3P4/8/8/8/8/8/K7 w - - 0 1;d7e8b;David schlaegt Eva acht Umwandlung Laeufer",
        "dxe8=B+;4r3/3P4/8/7k/8/8/8/K7 w - - 0 1;d7e8b;David schlaegt Eva acht Umwandlung Laeufer Schach",
        "dxe8=N+;4r3/3P2k1/8/8/8/8/8/K7 w - - 0 1;d7e8n;David schlaegt Eva acht Umwandlung Springer Schach",
        "O-O+;5k2/8/8/8/8/8/8/4K2R w K - 0 1;e1g1;Kurze Rochade Schach",
        "dxe8=N;4r2k/3P4/8/8/8/8/8/K7 w - - 0 1;d7e8n;David schlaegt Eva acht Umwandlung Springer",
        "d8=B;7k/3P4/8/8/8/8/8/K7 w - - 0 1;d7d8b;David acht Umwandlung Laeufer",
        "b1=Q+ black;8/8/8/8/8/1K6/1p6/7k b - - 0 1;b2b1q;Bella eins Umwandlung Dame Schach",
        // Castling with mate.
        "O-O#;4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1;e1g1;Kurze Rochade Matt",
        "O-O-O#;2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1;e1c1;Lange Rochade Matt",
    })
    void fideShort(String what, String fen, String uci, String expected) {
        assertEquals(expected, say(Style.FIDE, Verbosity.SHORT, fen, uci), what);
    }

    @ParameterizedTest(name = "{0}: {3}")
    @CsvSource(delimiter = ';', value = {
        // The spec's full-verbosity table.
        "e4;" + START + ";e2e4;Bauer Eva zwei Eva vier",
        "Nf3;" + START + ";g1f3;Springer Gustav eins Felix drei",
        "Bxe5;4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;c3e5;Laeufer Cesar drei schlaegt Springer Eva fuenf",
        "exd6 ep;4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1;e5d6;Bauer Eva fuenf schlaegt Bauer David sechs en passant",
        // Castling stays as it is; promotion, capture and check all named.
        "O-O;4k3/8/8/8/8/8/8/4K2R w K - 0 1;e1g1;Kurze Rochade",
        "O-O-O+;3k4/8/8/8/8/8/8/R3K3 w Q - 0 1;e1c1;Lange Rochade Schach",
        "exf8=N+;5r2/4P3/6k1/8/8/8/8/4K3 w - - 0 1;e7f8n;Bauer Eva sieben schlaegt Turm Felix acht Umwandlung Springer Schach",
        "Qxf7#;r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 4;h5f7;Dame Hector fuenf schlaegt Bauer Felix sieben Matt",
        "Ngf3;4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1;g1f3;Springer Gustav eins Felix drei",
    })
    void fideFull(String what, String fen, String uci, String expected) {
        assertEquals(expected, say(Style.FIDE, Verbosity.FULL, fen, uci), what);
    }

    @ParameterizedTest(name = "{0} {1}: {4}")
    @CsvSource(delimiter = ';', value = {
        "ENGLISH;SHORT;" + START + ";g1f3;knight f3",
        "ENGLISH;SHORT;" + START + ";e2e4;e4",
        "ENGLISH;SHORT;4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1;e4d5;e takes d5",
        "ENGLISH;SHORT;4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1;g1f3;knight g f3",
        "ENGLISH;SHORT;4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1;e5d6;e takes d6 en passant",
        "ENGLISH;SHORT;5r2/4P3/6k1/8/8/8/8/4K3 w - - 0 1;e7f8n;e takes f8 promotes to knight check",
        "ENGLISH;SHORT;4k3/8/8/8/8/8/8/4K2R w K - 0 1;e1g1;short castling",
        "ENGLISH;SHORT;2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1;e1c1;long castling checkmate",
        "ENGLISH;FULL;" + START + ";e2e4;pawn e2 e4",
        "ENGLISH;FULL;4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;c3e5;bishop c3 takes knight e5",
        "SPANISH;SHORT;" + START + ";g1f3;caballo efe tres",
        "SPANISH;SHORT;" + START + ";e2e4;e cuatro",
        "SPANISH;SHORT;4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1;e4d5;e toma de cinco",
        "SPANISH;SHORT;4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1;e5d6;e toma de seis al paso",
        "SPANISH;SHORT;8/4P3/k7/8/8/8/8/4K3 w - - 0 1;e7e8q;e ocho corona dama",
        "SPANISH;SHORT;4k3/8/8/8/8/8/8/4K2R w K - 0 1;e1g1;enroque corto",
        "SPANISH;SHORT;3k4/8/8/8/8/8/8/R3K3 w Q - 0 1;e1c1;enroque largo jaque",
        "SPANISH;SHORT;r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 4;h5f7;dama toma efe siete jaque mate",
        "SPANISH;FULL;4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;c3e5;alfil ce tres toma caballo e cinco",
        "SPANISH;FULL;" + START + ";e2e4;peón e dos e cuatro",
    })
    void englishAndSpanish(Style style, Verbosity verbosity, String fen, String uci, String expected) {
        assertEquals(expected, say(style, verbosity, fen, uci));
    }

    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = ';', value = {
        // Chess960 (2018 Guidelines II.3): named by where the king ends, g-file short, c-file long,
        // even when the king moves towards the h-file for "Lange Rochade" or does not move at all.
        "4k3/8/8/8/8/8/8/RK6 w A - 0 1;b1a1;Lange Rochade",
        "4k3/8/8/8/8/8/8/5KR1 w G - 0 1;f1g1;Kurze Rochade",
        "6k1/8/8/8/8/8/8/6KR w H - 0 1;g1h1;Kurze Rochade",
        "4k3/8/8/8/8/8/8/1RK5 w B - 0 1;c1b1;Lange Rochade",
        "3k4/8/8/8/8/8/8/1R2K3 w B - 0 1;e1b1;Lange Rochade Schach",
    })
    void chess960Castling(String fen, String uci, String expected) {
        Position p = Position.fromFen(fen);
        int m = move(p, uci);
        assertTrue(p.isChess960() && Move.isCastling(m), fen);
        assertEquals(expected, Announcer.fide().announce(p, m));
        assertEquals(m, new AnnouncementReader().read(p, expected));
    }

    @Test
    void theStartPositionIsLeftAloneAndIllegalMovesAreRefused() {
        Position p = Position.startPosition();
        int illegal = Move.of(Square.parse("e2"), Square.parse("e5"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Announcer.fide().announce(p, illegal));
        assertEquals("not a legal move here: e2-e5", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Announcer.fide().announce(p, Move.NULL));
    }
}
