package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SheetOnDisplayTest {
    private static BrailleDisplay.Key key(BrailleDisplay.Action action) {
        return new BrailleDisplay.Key(action, -1);
    }

    @Test
    void theLineKeysMoveThroughTheSheetItsHeaderInTheSheetsLanguage() {
        assumeTrue(LouisBraille.available(), "liblouis does not run on this machine (install the Debian package liblouis20)");
        Map<String, String> header = new LinkedHashMap<>();
        header.put("White", "Núñez");
        header.put("Black", "Peña");
        Scoresheet sheet = new Scoresheet(header, null, 1, false,
                List.of(new Scoresheet.Entry("e4"), new Scoresheet.Entry("e5")), "1-0");
        BoardViewTest.FakeDisplay display = new BoardViewTest.FakeDisplay();
        SheetOnDisplay shown = new SheetOnDisplay(display,
                ScoresheetWriter.in(BrailleLanguage.of("es", 1)).lines(sheet, display.width()));
        assertEquals(List.of("⠨⠃⠇⠁⠝⠉⠁⠎⠒⠀⠨⠝⠾⠻⠑⠵"), display.shown);
        shown.handle(key(BrailleDisplay.Action.LINE_UP)); // already at the top: stays
        shown.handle(key(BrailleDisplay.Action.OTHER)); // left to BRLTTY: nothing shown
        for (int i = 0; i < 6; i++) {
            shown.handle(key(BrailleDisplay.Action.LINE_DOWN));
        }
        assertEquals(4, shown.line());
        assertEquals(List.of("⠨⠃⠇⠁⠝⠉⠁⠎⠒⠀⠨⠝⠾⠻⠑⠵", "⠨⠃⠇⠁⠝⠉⠁⠎⠒⠀⠨⠝⠾⠻⠑⠵", "⠨⠝⠑⠛⠗⠁⠎⠒⠀⠨⠏⠑⠻⠁", "",
                "⠂⠀⠑⠲⠀⠑⠢", "⠂⠤⠴", "⠂⠤⠴", "⠂⠤⠴"), display.shown);
        shown.handle(key(BrailleDisplay.Action.LINE_UP));
        assertEquals("⠂⠀⠑⠲⠀⠑⠢", display.shown.get(display.shown.size() - 1));
    }
}
