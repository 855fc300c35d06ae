package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.annabella.rules.InputException;
import org.junit.jupiter.api.Test;

/** Braille a person hands in that is not a scoresheet, and tables an organiser edits (issue 13). */
class BrailleInputTest {
    private static final String HEADER = "⠠⠺⠓⠊⠞⠑⠒⠀⠠⠁\n⠠⠃⠇⠁⠉⠅⠒⠀⠠⠃\n\n";
    private final ScoresheetReader reader = ScoresheetReader.standard();

    @Test
    void aHugeMoveNumberIsAWrongNumberNotAnOverflow() {
        BrailleReadException e = assertThrows(BrailleReadException.class,
                () -> reader.readGame(HEADER + "⠔".repeat(15) + " ⠑⠲ ⠑⠢\n"));
        assertEquals("line 4, cell 1: move number 999999999999999 where 1 was expected", e.getMessage());
        assertEquals(List.of("e4", "e5"), reader.readGame(HEADER + "⠴⠂ ⠑⠲ ⠑⠢\n").sanMoves()); // "01"
    }

    @Test
    void anEmptySheetIsRefused() {
        for (String empty : new String[]{"", "\n\n", "   \n", "⠀⠀\n"}) {
            assertEquals("line 1, cell 1: the scoresheet is empty: no braille in it",
                    assertThrows(BrailleReadException.class, () -> reader.read(empty)).getMessage());
        }
    }

    @Test
    void aGroupLongerThanAnySignIsRefusedAtOnce() {
        BrailleReadException e = assertThrows(BrailleReadException.class,
                () -> reader.readGame(HEADER + "⠂ " + "⠑".repeat(5000) + "\n"));
        assertTrue(e.getMessage().startsWith("line 4, cell 3: a group of 5000 cells"), e.getMessage());
    }

    @Test
    void aControlCharacterIsNamedEscaped() {
        BrailleReadException e = assertThrows(BrailleReadException.class, () -> reader.readGame(HEADER + "⠂ ⠑⠲\u0000\n"));
        assertTrue(e.getMessage().contains("'U+0000' is not a Unicode braille character"), e.getMessage());
        assertFalse(e.getMessage().contains("\u0000"));
    }

    @Test
    void aBrokenTableOrSizeIsAnInputError() {
        assertThrows(InputException.class, () -> BrailleTable.parse("t.tbl", List.of("key 19")));
        assertEquals("braille table t.tbl line 2: \"a\" is given twice",
                assertThrows(InputException.class, () -> BrailleTable.parse("t.tbl", List.of("a 1", "a 2"))).getMessage());
        Scoresheet sheet = new Scoresheet(java.util.Map.of(), null, 1, false, List.of(), "*");
        assertThrows(InputException.class,
                () -> ScoresheetWriter.standard().write(sheet, ScoresheetWriter.Format.BRF, 40, 1));
    }
}
