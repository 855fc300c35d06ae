package org.annabella.rules.pgn;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One game as {@link PgnScanner} cut it from the file, before any move is played: its number, its
 * tags, and its movetext as a sequence of parts in file order, each with its line. A fault of the
 * text itself (an unclosed comment, a broken tag) is a part too, at its place, so that whoever
 * plays the game meets the faults in the order the file has them. Games are independent, so they
 * can be played on several threads.
 */
final class GameText {
    static final byte MOVE = 0;
    static final byte NAG = 1;
    static final byte COMMENT = 2;
    static final byte LINE_COMMENT = 3;
    static final byte VARIATION = 4;
    static final byte RESULT = 5;
    /** A fault of the text, said without a move. */
    static final byte FAULT = 6;
    /** A fault of the text, said with the move it follows. */
    static final byte FAULT_AFTER_MOVE = 7;

    final int number;
    final int startLine;
    final Map<String, String> tags = new LinkedHashMap<>();
    /** A fault in the tag section: the game's only part, said before its FEN is read. */
    boolean tagFault;
    /** Room for the parts of most games (their moves, and move numbers are not parts). */
    private static final int PARTS = 128;
    private byte[] kinds = new byte[PARTS];
    private int[] lines = new int[PARTS];
    private String[] texts = new String[PARTS];
    private int size;
    private long chars;

    GameText(int number, int startLine) {
        this.number = number;
        this.startLine = startLine;
    }

    void add(byte kind, int line, String text) {
        if (size == kinds.length) {
            kinds = Arrays.copyOf(kinds, size * 2);
            lines = Arrays.copyOf(lines, size * 2);
            texts = Arrays.copyOf(texts, size * 2);
        }
        kinds[size] = kind;
        lines[size] = line;
        texts[size] = text;
        size++;
        chars += text.length();
    }

    /** The characters of its parts (not its tags): how much there is to play. */
    long chars() {
        return chars;
    }

    int size() {
        return size;
    }

    byte kind(int i) {
        return kinds[i];
    }

    int line(int i) {
        return lines[i];
    }

    String text(int i) {
        return texts[i];
    }
}
