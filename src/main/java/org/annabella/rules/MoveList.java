package org.annabella.rules;

import java.util.Arrays;

/** A reusable array of moves; the generator fills it without allocating. 218 is the known maximum. */
public final class MoveList {
    private final int[] moves = new int[256];
    private int size;

    public int size() {
        return size;
    }

    public int get(int i) {
        return moves[i];
    }

    public void clear() {
        size = 0;
    }

    void add(int move) {
        moves[size++] = move;
    }

    public boolean contains(int move) {
        for (int i = 0; i < size; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    public int[] toArray() {
        return Arrays.copyOf(moves, size);
    }
}
