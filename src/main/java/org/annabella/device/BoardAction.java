package org.annabella.device;

import org.annabella.rules.Piece;

/** One thing a hand does to a physical board at a moment: lift from a square, or put a piece on it. */
public record BoardAction(long atNanos, int square, Piece piece) {
    public boolean isLift() {
        return piece == null;
    }
}
