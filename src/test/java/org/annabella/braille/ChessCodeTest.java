package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.annabella.rules.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ChessCodeTest {
    private final ChessCode code = ChessCode.standard();
    private final Brf brf = Brf.standard();

    @Test
    void theBaukExampleSecondMoveKnightToF3() {
        // Braille Chess Code and Layout (BAUK 2015) 1.3: 2.Nf3 is ⠆ ⠎⠋⠒
        assertEquals("⠆", Dots.unicode(code.number(2)));
        assertEquals("⠎⠋⠒", Dots.unicode(code.move("Nf3", false, false)));
        assertEquals("2", brf.encode(code.number(2)));
        assertEquals("SF3", brf.encode(code.move("Nf3", false, false)));
    }

    @ParameterizedTest
    @CsvSource({
        "Ke2, ⠅⠑⠆", "Qd8, ⠟⠙⠦", "Rh1, ⠗⠓⠂", "Bb5, ⠇⠃⠢", "Nc6, ⠎⠉⠖",
        "exd6, ⠑⠭⠙⠖", "Nbd7, ⠎⠃⠙⠶", "R1e2, ⠗⠂⠑⠆", "Qh4xe1, ⠟⠓⠲⠭⠑⠂",
        "e8=Q+, ⠑⠦⠟⠬", "bxa1=N#, ⠃⠭⠁⠂⠎⠼", "O-O, ⠕⠤⠕", "O-O-O#, ⠕⠤⠕⠤⠕⠼", "Qxf7#, ⠟⠭⠋⠶⠼"})
    void movesInTheCode(String san, String braille) {
        assertEquals(braille, Dots.unicode(code.move(san, false, false)));
        ChessCode.Token token = code.read(code.move(san, false, false), 1, 1);
        assertEquals(ChessCode.Kind.MOVE, token.kind());
        assertEquals(san, token.text());
    }

    @Test
    void blackMarkerAndDrawOffer() {
        int[] cells = code.move("Nf6", true, true);
        assertEquals("⠤⠎⠋⠖⠷⠿⠾", Dots.unicode(cells));
        assertEquals("-SF6(=)", brf.encode(cells));
        ChessCode.Token token = code.read(cells, 3, 5);
        assertTrue(token.blackMarker());
        assertTrue(token.drawOffer());
        assertEquals("Nf6", token.text());
    }

    @Test
    void promotionIsWrittenWithoutTheEqualsSign() {
        assertEquals("A8Q", brf.encode(code.move("a8=Q", false, false)));
        assertEquals("a8=Q", code.read(code.move("a8Q", false, false), 1, 1).text());
    }

    @Test
    void numbersClocksAndResults() {
        assertEquals("⠂⠴⠴", Dots.unicode(code.number(100)));
        assertEquals("1:05:00", brf.encode(code.clock("1:05:00")));
        assertEquals(ChessCode.Kind.CLOCK, code.read(code.clock("1:05:00"), 1, 1).kind());
        for (String r : new String[] {"1-0", "0-1", "1/2-1/2", "*"}) {
            ChessCode.Token token = code.read(code.result(r), 1, 1);
            assertEquals(ChessCode.Kind.RESULT, token.kind());
            assertEquals(r, token.text());
        }
        assertEquals("1/2-1/2", brf.encode(code.result("1/2-1/2")));
        ChessCode.Token number = code.read(code.number(37), 1, 1);
        assertEquals(ChessCode.Kind.NUMBER, number.kind());
        assertEquals("37", number.text());
        assertFalse(number.blackMarker());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Nf9", "Zz", "e4!!!", "e4?x", "", "O-O-O-O", "Kxx4"})
    void notSan(String san) {
        assertThrows(IllegalArgumentException.class, () -> code.move(san, false, false));
    }

    @Test
    void anUnknownCellIsNamedByLineAndCell() {
        int[] cells = {Dots.parse("234"), Dots.parse("124"), Dots.parse("3")}; // ⠎⠋⠄
        BrailleReadException e = assertThrows(BrailleReadException.class, () -> code.read(cells, 7, 10));
        assertEquals(7, e.line());
        assertEquals(12, e.cell());
        assertTrue(e.getMessage().contains("(dot 3)"), e.getMessage());
    }

    @Test
    void aReviewsMarksFollowTheMoveAndItsDrawOfferAndReadBack() {
        ChessCode.Token t = code.read(code.move("Nxe5??", true, true), 1, 1);
        assertEquals("Nxe5??", t.text());
        assertTrue(t.blackMarker() && t.drawOffer());
        assertTrue(brf.encode(code.move("e4?!", false, false)).endsWith("?!"), "embossed as the print signs");
        assertEquals("e4!?", code.read(code.move("e4!?", false, false), 1, 1).text());
    }

    @Test
    void aGroupThatIsNoMoveIsNamedAtTheFirstCellThatCannotStand() {
        int[] cells = {Dots.parse("234"), Dots.parse("124"), Dots.parse("13"), Dots.parse("2")}; // ⠎⠋⠅⠂: NfK1
        BrailleReadException e = assertThrows(BrailleReadException.class, () -> code.read(cells, 2, 1));
        assertEquals(3, e.cell(), e.getMessage());
        int[] shortMove = {Dots.parse("234"), Dots.parse("124")}; // ⠎⠋: Nf
        BrailleReadException e2 = assertThrows(BrailleReadException.class, () -> code.read(shortMove, 2, 1));
        assertTrue(e2.getMessage().contains("stops before"), e2.getMessage());
    }

    @Test
    void everyMoveSignIsUnambiguous() {
        // The table's loader refuses a cell given two meanings; the standard table must load.
        BrailleTable bad = BrailleTable.parse("bad", java.util.List.of("piece.K 13", "piece.Q 12345",
                "piece.R 1235", "piece.B 123", "piece.N 1", "file.a 1"));
        assertThrows(InputException.class, () -> new ChessCode(bad));
    }
}
