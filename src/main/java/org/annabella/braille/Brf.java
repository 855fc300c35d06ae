package org.annabella.braille;

import java.util.Arrays;
import java.util.Map;
import org.annabella.rules.InputException;

/**
 * BRF, North American Braille ASCII: one printable character per six-dot cell, the form
 * embossers and braille notetakers read. The table is {@code braille/brf.tbl}.
 */
public final class Brf {
    private final char[] charOfCell = new char[64];
    private final int[] cellOfChar = new int[128];

    public Brf(BrailleTable table) {
        Arrays.fill(cellOfChar, -1);
        for (Map.Entry<String, int[]> e : table.entries().entrySet()) {
            String key = e.getKey();
            char c = key.equals("space") ? ' ' : key.equals("hash") ? '#' : key.charAt(0);
            int cell = e.getValue()[0];
            if (key.length() != 1 && c != ' ' && c != '#' || cell > 63) {
                throw new InputException("braille table brf.tbl: " + InputException.quote(key) + " must be one character on a six-dot cell");
            }
            if (charOfCell[cell] != 0) {
                throw new InputException("braille table brf.tbl gives " + Dots.describe(cell) + " two characters");
            }
            charOfCell[cell] = c;
            cellOfChar[c] = cell;
            if (c >= 'A' && c <= 'Z') {
                cellOfChar[Character.toLowerCase(c)] = cell;
            }
        }
        for (int cell = 0; cell < 64; cell++) {
            if (charOfCell[cell] == 0) {
                throw new InputException("braille table brf.tbl has no character for " + Dots.describe(cell));
            }
        }
        // The lower-case forms some BRF writers use for @ [ \ ] ^.
        String upper = "@[\\]^";
        String lower = "`{|}~";
        for (int i = 0; i < upper.length(); i++) {
            cellOfChar[lower.charAt(i)] = cellOfChar[upper.charAt(i)];
        }
    }

    public static Brf standard() {
        return new Brf(BrailleTable.load("brf.tbl"));
    }

    /** The BRF character of a six-dot cell; an eight-dot cell cannot be embossed in BRF. */
    public char encode(int cell) {
        if (cell < 0 || cell > 63) {
            throw new IllegalArgumentException(Dots.describe(cell) + " has dot 7 or 8, which BRF cannot carry");
        }
        return charOfCell[cell];
    }

    public String encode(int[] cells) {
        StringBuilder sb = new StringBuilder(cells.length);
        for (int cell : cells) {
            sb.append(encode(cell));
        }
        return sb.toString();
    }

    /** The cell of a BRF character, or -1 when the character is not braille ASCII. */
    public int decode(char c) {
        return c < 128 ? cellOfChar[c] : -1;
    }
}
