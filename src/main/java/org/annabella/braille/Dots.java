package org.annabella.braille;

import org.annabella.rules.InputException;

/**
 * Braille cells as ints: bit 0 is dot 1 ... bit 7 is dot 8, as in the Unicode braille block
 * (U+2800 + the bits). Six-dot cells use bits 0-5 only.
 */
public final class Dots {
    public static final int BLANK = 0;
    private static final int UNICODE_BASE = 0x2800;

    private Dots() {
    }

    /** "1346" -> the cell with dots 1, 3, 4 and 6; "0" is the blank cell. */
    public static int parse(String digits) {
        if (digits.equals("0")) {
            return BLANK;
        }
        int cell = 0;
        for (char c : digits.toCharArray()) {
            if (c < '1' || c > '8' || (cell & bit(c)) != 0) {
                throw new InputException(InputException.quote(digits) + " is not a braille cell (dots 1 to 8, each once)");
            }
            cell |= bit(c);
        }
        return cell;
    }

    private static int bit(char dot) {
        return 1 << (dot - '1');
    }

    public static char unicode(int cell) {
        return (char) (UNICODE_BASE + cell);
    }

    public static String unicode(int[] cells) {
        StringBuilder sb = new StringBuilder(cells.length);
        for (int cell : cells) {
            sb.append(unicode(cell));
        }
        return sb.toString();
    }

    /** The cell of a Unicode braille character, or -1 when the character is not one. */
    public static int fromUnicode(char c) {
        return c >= UNICODE_BASE && c <= UNICODE_BASE + 0xFF ? c - UNICODE_BASE : -1;
    }

    /** Speakable dot numbers, "dots 1-3-4-6", for messages. */
    public static String describe(int cell) {
        if (cell == BLANK) {
            return "a blank cell";
        }
        StringBuilder sb = new StringBuilder();
        for (int dot = 1; dot <= 8; dot++) {
            if ((cell & 1 << (dot - 1)) != 0) {
                sb.append(sb.length() == 0 ? "" : "-").append(dot);
            }
        }
        return (sb.indexOf("-") < 0 ? "dot " : "dots ") + sb;
    }
}
