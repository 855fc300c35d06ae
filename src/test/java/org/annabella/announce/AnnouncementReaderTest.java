package org.annabella.announce;

import org.annabella.rules.MoveParseException;

import static org.annabella.announce.AnnouncerTest.move;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.annabella.rules.MoveParseException.Kind;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AnnouncementReaderTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final AnnouncementReader READER = new AnnouncementReader();

    private static MoveParseException refused(String fen, String text) {
        Position p = Position.fromFen(fen);
        MoveParseException e = assertThrows(MoveParseException.class, () -> READER.read(p, text));
        assertEquals(fen, p.toFen(), "the position is left as it was");
        assertTrue(!e.getMessage().contains("\n"), "one line");
        return e;
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = ';', value = {
        // The written form, and what people type or recognisers hear.
        START + ";Eva vier;e2e4",
        START + ";eva VIER;e2e4",
        START + ";Springer Felix drei;g1f3",
        START + ";Springer Felix drei Schach;g1f3",
        START + ";springer, felix drei.;g1f3",
        START + ";Springer Gustav eins Felix drei;g1f3",
        START + ";Bauer Eva zwei Eva vier;e2e4",
        START + ";Springer nach Felix drei;g1f3",
        START + ";Cesar vier;c2c4",
        START + ";Caesar vier;c2c4",
        START + ";Cäsar vier;c2c4",
        START + ";Hektor drei;h2h3",
        START + ";Gustaf vier;g2g4",
        START + ";Springer Hector drei;g1h3",
        // Notation, delegated to Notation.parse.
        START + ";Nf3;g1f3",
        START + ";Ng1-f3;g1f3",
        START + ";e2-e4;e2e4",
        START + ";g1f3;g1f3",
        START + ";e4;e2e4",
        START + ";Nf3 Schach;g1f3",
        START + ";e4 check;e2e4",
        // English and Spanish styles.
        START + ";knight f3;g1f3",
        START + ";pawn e2 e4;e2e4",
        START + ";knight g1 f3;g1f3",
        START + ";caballo efe tres;g1f3",
        START + ";peón e dos e cuatro;e2e4",
        START + ";peon e dos e cuatro;e2e4",
        START + ";e cuatro;e2e4",
        // Captures: schlaegt, schlägt, nimmt, takes, x; umlauts or not.
        "4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;Laeufer schlaegt Eva fuenf;c3e5",
        "4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;LÄUFER SCHLÄGT EVA FÜNF;c3e5",
        "4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;Laeufer nimmt Eva fuenf;c3e5",
        "4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;Laeufer takes Eva fuenf;c3e5",
        "4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;Laeufer x Eva fuenf;c3e5",
        "4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;Laeufer Eva fuenf;c3e5",
        "4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;Laeufer Cesar drei schlaegt Springer Eva fuenf;c3e5",
        "4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;bishop takes e5;c3e5",
        "4k3/8/8/4n3/8/2B5/8/4K3 w - - 0 1;alfil toma e cinco;c3e5",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1;Eva schlaegt David fuenf;e4d5",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1;e takes d5;e4d5",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1;e toma de cinco;e4d5",
        // En passant, promotion, castling.
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1;Eva schlaegt David sechs en passant;e5d6",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1;Eva schlaegt David sechs;e5d6",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1;Bauer Eva fuenf schlaegt Bauer David sechs en passant;e5d6",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1;e takes d6 e.p.;e5d6",
        "8/4P3/k7/8/8/8/8/4K3 w - - 0 1;Eva acht Umwandlung Dame;e7e8q",
        "8/4P3/k7/8/8/8/8/4K3 w - - 0 1;Eva acht Dame;e7e8q",
        "8/4P3/k7/8/8/8/8/4K3 w - - 0 1;e8 promotes to knight;e7e8n",
        "8/4P3/k7/8/8/8/8/4K3 w - - 0 1;e ocho corona torre;e7e8r",
        "8/4P3/k7/8/8/8/8/4K3 w - - 0 1;Bauer Eva sieben Eva acht Umwandlung Laeufer Schach;e7e8b",
        "5r2/4P3/6k1/8/8/8/8/4K3 w - - 0 1;Eva schlaegt Felix acht Umwandlung Springer;e7f8n",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1;Kurze Rochade;e1g1",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1;kurze rochade schach;e1g1",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1;short castling;e1g1",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1;enroque corto;e1g1",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1;O-O;e1g1",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1;Koenig Eva eins Gustav eins;e1g1",
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1;Lange Rochade;e1c1",
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1;long castling check;e1c1",
        "2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1;Lange Rochade;e1c1",
        "2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1;enroque largo jaque mate;e1c1",
        // Disambiguated forms and the full form resolving an ambiguity.
        "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1;Springer Gustav Felix drei;g1f3",
        "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1;Springer David zwei Felix drei;d2f3",
        "1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1;Dame Hector vier Eva eins;h4e1",
    })
    void reads(String fen, String text, String uci) {
        Position p = Position.fromFen(fen);
        assertEquals(move(p, uci), READER.read(p, text));
        assertEquals(fen, p.toFen());
    }

    @Test
    void ambiguousWordsNameEveryCandidateInTheFideForm() {
        MoveParseException e = refused("4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", "Springer Felix drei");
        assertEquals(Kind.AMBIGUOUS, e.kind());
        assertEquals("\"Springer Felix drei\" could be Springer David Felix drei or Springer Gustav Felix drei",
                e.getMessage());
        Position p = Position.fromFen("4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1");
        int[] expected = {move(p, "d2f3"), move(p, "g1f3")};
        int[] got = e.candidates();
        Arrays.sort(expected);
        Arrays.sort(got);
        assertArrayEquals(expected, got);
    }

    @Test
    void ambiguousSanIsNamedInTheFideFormToo() {
        MoveParseException e = refused("4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", "Nf3");
        assertEquals(Kind.AMBIGUOUS, e.kind());
        assertTrue(e.getMessage().endsWith("could be Springer David Felix drei or Springer Gustav Felix drei"),
                e.getMessage());
        assertEquals(2, e.candidates().length);
    }

    @Test
    void aPromotionWithoutItsPieceIsAmbiguous() {
        MoveParseException e = refused("8/4P3/k7/8/8/8/8/4K3 w - - 0 1", "Eva acht");
        assertEquals(Kind.AMBIGUOUS, e.kind());
        assertEquals(4, e.candidates().length);
        for (String piece : new String[] {"Dame", "Turm", "Laeufer", "Springer"}) {
            assertTrue(e.getMessage().contains("Eva acht Umwandlung " + piece), e.getMessage());
        }
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = ';', value = {
        START + ";Springer Felix vier;no white Springer can reach Felix vier",
        START + ";Dame Hector fuenf;no white Dame can reach Hector fuenf",
        START + ";Kurze Rochade;pieces stand between the Koenig and the Turm",
        START + ";Eva fuenf;no white Bauer can reach Eva fuenf",
        START + ";Springer Anna eins Bella drei;White has no Springer on Anna eins",
        START + ";Springer Gustav eins Eva zwei;a white Bauer stands on Eva zwei",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1;Kurze Rochade;White may no longer play Kurze Rochade",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1;Dame Eva vier;White has no Dame",
        "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1;Laeufer David drei;it would leave the white Koenig in check",
        "4k3/8/8/8/8/8/5r2/4K3 w - - 0 1;Koenig Felix eins;the Koenig would be in check on Felix eins",
        "4k3/4r3/8/8/8/8/8/N3K3 w - - 0 1;Springer Bella drei;White is in check and this move does not answer it",
        "4r1k1/8/8/8/8/8/8/4K2R w K - 0 1;Kurze Rochade;White is in check",
        "4k3/8/8/8/8/8/8/4K1NR w K - 0 1;short castling;pieces stand between the Koenig and the Turm",
        "4k1r1/8/8/8/8/8/8/4K2R w K - 0 1;Kurze Rochade;the Koenig would pass or land on an attacked square",
        "4k3/8/8/4b3/8/2B5/8/4K3 w - - 0 1;Laeufer schlaegt Springer Eva fuenf;there is no black Springer on Eva fuenf",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1;Eva schlaegt David fuenf en passant;en passant is not possible on David fuenf",
        START + ";Eva vier Umwandlung Dame;only a Bauer reaching the last rank is promoted",
    })
    void illegalMovesAreRefusedWithTheReason(String fen, String text, String reason) {
        MoveParseException e = refused(fen, text);
        assertEquals(Kind.ILLEGAL, e.kind(), e.getMessage());
        assertEquals("illegal move \"" + text + "\": " + reason, e.getMessage());
        assertEquals(0, e.candidates().length);
    }

    @Test
    void illegalNotationKeepsItsReason() {
        MoveParseException e = refused(START, "Nf4");
        assertEquals(Kind.ILLEGAL, e.kind());
        assertTrue(e.getMessage().contains("Nf4"), e.getMessage());
        e = refused(START, "Nf4 Schach");
        assertEquals(Kind.ILLEGAL, e.kind());
        assertTrue(e.getMessage().contains("Nf4"), e.getMessage());
        e = refused("4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", "Nf3 Schach");
        assertEquals(Kind.AMBIGUOUS, e.kind());
        assertEquals("\"Nf3 Schach\" could be Springer David Felix drei or Springer Gustav Felix drei", e.getMessage());
        assertEquals(Kind.UNREADABLE, refused(START, "Nf3 Felix").kind());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "hello world;the word \"hello\" is not part of an announcement",
        "Springer,Fritz;the word \"fritz\" is not part of an announcement",
        "Springer Felix;it names no square to move to",
        "Springer;it names no square to move to",
        "Eva vier Felix drei Gustav eins;it names too many squares",
        "Kurze Rochade Gustav eins;castling takes no piece or square",
        "Springer Dame Felix drei;the piece word \"Dame\" is out of place",
    })
    void unreadableWordsAreRefusedNamingTheFault(String text, String fault) {
        MoveParseException e = refused(START, text);
        assertEquals(Kind.UNREADABLE, e.kind());
        assertEquals("cannot read \"" + text + "\": " + fault, e.getMessage());
    }

    @Test
    void emptyAndSingleUnknownWordsAreRefused() {
        assertEquals(Kind.UNREADABLE, refused(START, "  ").kind());
        MoveParseException e = refused(START, "xyzzy");
        assertEquals(Kind.UNREADABLE, e.kind());
        assertTrue(e.getMessage().contains("xyzzy"), e.getMessage());
        assertEquals(Kind.UNREADABLE, refused(START, "0000").kind());
    }

    @Test
    void anyJumbleOfWordsGivesALegalMoveOrOneClearRefusal() {
        String[] vocabulary = {"Springer", "Dame", "Bauer", "Eva", "Felix", "vier", "drei", "acht", "schlaegt",
            "Umwandlung", "Schach", "Matt", "Kurze", "Rochade", "en", "passant", "x", "=", "+", "e4", "Nf3", "O-O",
            "knight", "takes", "caballo", "efe", "tres", "-", ".", "ü", "zzz", "8", "h", "Hector"};
        java.util.Random random = new java.util.Random(20240601);
        Position p = Position.fromFen("r3k2r/1P3ppp/8/3pP3/8/5N2/1p3PPP/R3K1NR w KQkq d6 0 1");
        String fen = p.toFen();
        for (int i = 0; i < 20000; i++) {
            StringBuilder text = new StringBuilder();
            for (int n = 1 + random.nextInt(6); n > 0; n--) {
                text.append(vocabulary[random.nextInt(vocabulary.length)]).append(random.nextBoolean() ? " " : "");
            }
            try {
                int m = READER.read(p, text.toString());
                assertTrue(p.isLegal(m), text::toString);
            } catch (MoveParseException e) {
                assertTrue(!e.getMessage().isBlank() && !e.getMessage().contains("\n"), text::toString);
                assertEquals(e.kind() == Kind.AMBIGUOUS, e.candidates().length > 1, text::toString);
            }
            assertEquals(fen, p.toFen());
        }
    }
}
