package org.annabella.rules;

/** The two sides. The ordinal is used as an array index throughout the rules core. */
public enum Color {
    WHITE, BLACK;

    public Color opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The FEN side-to-move letter: {@code w} or {@code b}. */
    public char fenChar() {
        return this == WHITE ? 'w' : 'b';
    }

    public static Color of(int index) {
        return index == 0 ? WHITE : BLACK;
    }
}
