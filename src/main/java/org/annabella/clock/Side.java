package org.annabella.clock;

/**
 * The two clock faces. The clock package depends on nothing else in annabella, so it has its own
 * two-valued side rather than the rules core's Color; {@link #ofWhite(boolean)} converts.
 */
public enum Side {
    WHITE, BLACK;

    public Side opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    public static Side ofWhite(boolean white) {
        return white ? WHITE : BLACK;
    }

    public String spoken() {
        return this == WHITE ? "White" : "Black";
    }
}
