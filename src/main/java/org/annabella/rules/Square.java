package org.annabella.rules;

/**
 * Squares are ints 0..63: a1 = 0, b1 = 1, ..., h8 = 63. This class only names and splits them;
 * it is never instantiated, so squares cost nothing on the move generator's hot path.
 */
public final class Square {
    public static final int NONE = -1;
    public static final int A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
    public static final int A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank * 8 + file;
    }

    /** File 0..7 (a..h). */
    public static int file(int sq) {
        return sq & 7;
    }

    /** Rank 0..7 (1..8). */
    public static int rank(int sq) {
        return sq >>> 3;
    }

    public static boolean isValid(int sq) {
        return sq >= 0 && sq < 64;
    }

    /** Lower-case algebraic name, e.g. "e4". */
    public static String name(int sq) {
        return sq >= 0 && sq < 64 ? NAMES[sq] : spelled(sq);
    }

    /** Every square's name, made once: a name is asked for every move written. */
    private static final String[] NAMES = new String[64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            NAMES[sq] = spelled(sq);
        }
    }

    private static String spelled(int sq) {
        return "" + (char) ('a' + file(sq)) + (char) ('1' + rank(sq));
    }

    /** Parses "e4" (any case) into a square, or returns {@link #NONE}. */
    public static int parse(CharSequence s) {
        if (s == null || s.length() != 2) {
            return NONE;
        }
        int f = Character.toLowerCase(s.charAt(0)) - 'a';
        int r = s.charAt(1) - '1';
        return f >= 0 && f < 8 && r >= 0 && r < 8 ? of(f, r) : NONE;
    }

    /** The same square seen from the other side of the board (a1 <-> h8). */
    public static int rotate(int sq) {
        return 63 - sq;
    }

    /** The same file, ranks mirrored (a1 <-> a8). */
    public static int flipRank(int sq) {
        return sq ^ 56;
    }
}
