package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TextBrailleTest {
    private final TextBraille text = TextBraille.standard();
    private final Brf brf = Brf.standard();

    @Test
    void capitalsAndNumbersAsUnifiedEnglishBraille() {
        assertEquals("⠠⠅⠁⠎⠏⠁⠗⠕⠧⠂⠀⠠⠛", Dots.unicode(text.write("Kasparov, G")));
        assertEquals("⠼⠁⠊⠊⠛⠲⠚⠑⠲⠁⠁", Dots.unicode(text.write("1997.05.11")));
        // A letter a-j straight after a number takes the grade 1 indicator.
        assertEquals("⠼⠃⠰⠁", Dots.unicode(text.write("2a")));
        assertEquals(",KASPAROV1 ,G", brf.encode(text.write("Kasparov, G")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Kasparov, Garry", "IBM Man-Machine, New York USA", "1997.05.11", "Round 6",
        "8.2", "40/7200:3600", "90+30", "rnbqkbnr pppppppp 8 8 4P3 8 PPPP1PPP RNBQKBNR b KQkq e3 0 1",
        "2a", "Time control: 40/90 (30)", "Lewis, An", "\"quoted\" & 50% [x] #1 * _ @ ? !"})
    void readsBackWhatItWrites(String s) {
        assertEquals(s, text.read(text.write(s), 1, 1));
    }

    @Test
    void accentsAreDropped() {
        assertEquals("Reti", text.read(text.write("Réti"), 1, 1));
    }

    @Test
    void aCapitalWithNoBrailleFormIsAQuestionMarkThatReadsBack() {
        // A capital sign before the question mark would read as no sign at all.
        assertEquals("? Ivanov ?ukasz ??", text.read(text.write("И Ivanov Łukasz 你好"), 1, 1));
    }

    @Test
    void aCellOutsideTheTableIsNamed() {
        int[] cells = {Dots.parse("1"), Dots.parse("78")};
        BrailleReadException e = assertThrows(BrailleReadException.class, () -> text.read(cells, 4, 3));
        assertEquals(4, e.line());
        assertEquals(4, e.cell());
    }

    @Test
    void aNumericIndicatorNeedsADigit() {
        int[] cells = text.write("#");
        int[] bad = {Dots.parse("3456"), Dots.parse("1346")};
        assertEquals("#", text.read(cells, 1, 1));
        assertThrows(BrailleReadException.class, () -> text.read(bad, 1, 1));
    }
}
