package org.annabella.rules;

/** Random keys for hashing positions; a fixed seed makes keys identical across runs and machines. */
final class Zobrist {
    static final long[][] PIECE_SQUARE = new long[12][64];
    static final long[] CASTLING = new long[16];
    static final long[] EN_PASSANT_FILE = new long[8];
    static final long BLACK_TO_MOVE;

    private Zobrist() {
    }

    static {
        long s = 0x2545F4914F6CDD1DL;
        for (int p = 0; p < 12; p++) {
            for (int sq = 0; sq < 64; sq++) {
                s = next(s);
                PIECE_SQUARE[p][sq] = s;
            }
        }
        for (int i = 0; i < 16; i++) {
            s = next(s);
            CASTLING[i] = s;
        }
        for (int f = 0; f < 8; f++) {
            s = next(s);
            EN_PASSANT_FILE[f] = s;
        }
        BLACK_TO_MOVE = next(s);
    }

    /** splitmix64 step. */
    private static long next(long x) {
        long z = x + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
