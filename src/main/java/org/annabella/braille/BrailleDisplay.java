package org.annabella.braille;

/** A refreshable braille display: one line of cells, and keys that include routing keys. */
public interface BrailleDisplay extends AutoCloseable {
    /** What a key press asks for. */
    enum Action { ROUTE, LINE_UP, LINE_DOWN, OTHER }

    /** A key press: for ROUTE, {@code cell} is the routing key's cell (from 0). */
    record Key(Action action, int cell) {
    }

    /** Cells on the display's line. */
    int width();

    /** Shows cells (dot bits as in {@link Dots}), cut or padded to the width. */
    void show(int[] cells);

    /** Waits for the next key press. */
    Key readKey() throws InterruptedException;

    @Override
    void close();
}
