package org.annabella.clock;

import org.annabella.rules.Color;

/**
 * The two clock faces: the clock's own two-valued side, as a device shows them; {@link
 * #ofWhite(boolean)} and {@link #color()} convert from and to the rules core's Color.
 */
public enum Side {
    WHITE, BLACK;

    public Side opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    public static Side ofWhite(boolean white) {
        return white ? WHITE : BLACK;
    }

    /** The colour whose clock this is, as phrases say it. */
    public Color color() {
        return this == WHITE ? Color.WHITE : Color.BLACK;
    }

}
