package org.annabella.braille;

import java.util.List;

/**
 * A braille scoresheet on a one-line braille display, a line at a time: the header in the
 * sheet's language, the moves in the chess code, as the writer lays them out for the display's
 * width. The display's line keys move through the lines; other keys are left to BRLTTY.
 */
public final class SheetOnDisplay {
    private final BrailleDisplay display;
    private final List<int[]> lines;
    private int line;

    /** Shows the first line of {@code lines}, which is not empty. */
    public SheetOnDisplay(BrailleDisplay display, List<int[]> lines) {
        this.display = display;
        this.lines = List.copyOf(lines);
        display.show(this.lines.get(0));
    }

    /** The line shown, from 0. */
    public int line() {
        return line;
    }

    /** Moves to the line above or below on a line key, and shows it. */
    public void handle(BrailleDisplay.Key key) {
        switch (key.action()) {
            case LINE_UP -> line = Math.max(0, line - 1);
            case LINE_DOWN -> line = Math.min(lines.size() - 1, line + 1);
            default -> {
                return;
            }
        }
        display.show(lines.get(line));
    }
}
