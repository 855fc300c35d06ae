package org.annabella.engine;

/**
 * An engine's evaluation of a position from the side to move's point of view: centipawns, or,
 * when {@code isMate}, a mate in {@code mate} moves (positive: the side to move mates; zero or
 * negative: it is mated, zero meaning now).
 */
public record Score(int centipawns, boolean isMate, int mate) {
    /** Above any material count, so that a mate outranks every advantage and a nearer mate a farther one. */
    private static final int MATE_VALUE = 100_000;

    public static Score centipawns(int cp) {
        return new Score(cp, false, 0);
    }

    public static Score mateIn(int moves) {
        return new Score(0, true, moves);
    }

    /** Whether the side to move is the one mated. */
    public boolean mated() {
        return isMate && mate <= 0;
    }

    /** A single number to compare and subtract: a mate is worth more than any material, the nearer the more. */
    public int value() {
        if (!isMate) {
            return centipawns;
        }
        return mate > 0 ? MATE_VALUE - mate : -MATE_VALUE - mate;
    }

    /** The same evaluation from the other side's point of view. */
    public Score negated() {
        return isMate ? mateIn(-mate) : centipawns(-centipawns);
    }
}
