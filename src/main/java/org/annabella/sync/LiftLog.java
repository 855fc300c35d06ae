package org.annabella.sync;

import java.util.Arrays;
import org.annabella.rules.Piece;

/**
 * The game's pieces taken from their squares since the last move, in the order they left: the
 * touches (2018 D.2.2). A lift may be put back (touched, not moved) or undone as noise, and is
 * told as a {@link SyncFact.Touched} once.
 */
final class LiftLog {
    // Times are System.nanoTime() values, which may be negative, so "not lifted" is a value of its own.
    private static final long NOT_LIFTED = Long.MIN_VALUE;

    private final long[] at = new long[64];
    private final Piece[] piece = new Piece[64];
    private final boolean[] told = new boolean[64];
    private final boolean[] putBack = new boolean[64];
    private final int[] order = new int[64];
    private int count;
    private int touches;

    LiftLog() {
        Arrays.fill(at, NOT_LIFTED);
    }

    int size() {
        return count;
    }

    /** The i-th square lifted, in order. */
    int square(int i) {
        return order[i];
    }

    boolean lifted(int sq) {
        return at[sq] != NOT_LIFTED;
    }

    long at(int sq) {
        return at[sq];
    }

    Piece piece(int sq) {
        return piece[sq];
    }

    boolean told(int sq) {
        return told[sq];
    }

    boolean putBack(int sq) {
        return putBack[sq];
    }

    void setPutBack(int sq, boolean back) {
        putBack[sq] = back;
    }

    /** A piece left its square; lifted again after being put back, it keeps its first time. */
    void lift(int sq, Piece p, long nanos) {
        if (lifted(sq)) {
            putBack[sq] = false;
            return;
        }
        at[sq] = nanos;
        piece[sq] = p;
        told[sq] = false;
        putBack[sq] = false;
        order[count++] = sq;
    }

    /** The lift was noise: as if it never happened. */
    void forget(int sq) {
        int j = 0;
        for (int i = 0; i < count; i++) {
            if (order[i] != sq) {
                order[j++] = order[i];
            }
        }
        count = j;
        at[sq] = NOT_LIFTED;
    }

    /** The touch fact for this lift, numbered from 1 since the last move. */
    SyncFact.Touched tell(int sq) {
        told[sq] = true;
        return new SyncFact.Touched(sq, piece[sq], ++touches, at[sq]);
    }

    void clear() {
        for (int i = 0; i < count; i++) {
            at[order[i]] = NOT_LIFTED;
        }
        count = 0;
        touches = 0;
    }
}
