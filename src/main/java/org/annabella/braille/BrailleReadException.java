package org.annabella.braille;

import org.annabella.rules.InputException;

/**
 * Braille input that cannot be read, named by line and cell (both counted from 1) so that a
 * braille reader can put a finger on it.
 */
public class BrailleReadException extends InputException {
    private final int line;
    private final int cell;

    public BrailleReadException(int line, int cell, String message) {
        super("line " + line + ", cell " + cell + ": " + message);
        this.line = line;
        this.cell = cell;
    }

    public int line() {
        return line;
    }

    public int cell() {
        return cell;
    }
}
