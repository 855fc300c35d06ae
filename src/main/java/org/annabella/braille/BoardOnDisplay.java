package org.annabella.braille;

import java.util.List;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * The board on a one-line braille display: the status line first, then a rank per line; the
 * display's line keys move between them, and a routing key on a rank line picks the square
 * under it.
 */
public final class BoardOnDisplay {
    private final BrailleDisplay display;
    private final BoardView view;
    private List<int[]> ranks;
    private int[] status;
    private boolean fromBlack;
    /** 0 is the status line; 1-8 the ranks from the top; 9 the files. */
    private int line;

    public BoardOnDisplay(BrailleDisplay display, BoardView view) {
        this.display = display;
        this.view = view;
    }

    /** Shows a position (and keeps the line the reader is on). */
    public void update(Position position, int[] statusLine, boolean seenFromBlack) {
        ranks = view.lines(position, seenFromBlack);
        status = statusLine;
        fromBlack = seenFromBlack;
        refresh();
    }

    public int line() {
        return line;
    }

    private void refresh() {
        display.show(line == 0 ? status : ranks.get(line - 1));
    }

    /**
     * Handles key presses until a routing key picks a square, and returns it. Line keys move
     * through the status and the ranks; other keys are left to BRLTTY.
     */
    public int pickSquare() throws InterruptedException {
        while (true) {
            BrailleDisplay.Key key = display.readKey();
            switch (key.action()) {
                case LINE_UP -> line = Math.max(0, line - 1);
                case LINE_DOWN -> line = Math.min(ranks.size(), line + 1);
                case ROUTE -> {
                    int square = BoardView.squareAt(line - 1, key.cell(), fromBlack);
                    if (square != Square.NONE) {
                        return square;
                    }
                }
                case OTHER -> {
                }
            }
            refresh();
        }
    }
}
