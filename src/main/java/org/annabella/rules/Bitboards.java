package org.annabella.rules;

/**
 * Precomputed attack tables. Sliding pieces use "fancy" magic bitboards: the magic multipliers
 * are found once at class load with a fixed-seed search (as Stockfish does), so there is no
 * table of opaque constants to get wrong, and the result is the same on every run.
 */
public final class Bitboards {
    public static final long FILE_A = 0x0101010101010101L;
    public static final long RANK_1 = 0xFFL;
    public static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
    public static final long DARK_SQUARES = ~LIGHT_SQUARES;

    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** PAWN_ATTACKS[color][square]: squares a pawn of that colour on that square attacks. */
    static final long[][] PAWN_ATTACKS = new long[2][64];
    /** BETWEEN[a][b]: squares strictly between a and b on a line, else 0. */
    static final long[][] BETWEEN = new long[64][64];
    /** LINE[a][b]: the whole line through a and b (edge to edge), else 0. */
    static final long[][] LINE = new long[64][64];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] SLIDER_TABLE;

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private Bitboards() {
    }

    public static long bit(int sq) {
        return 1L << sq;
    }

    public static long fileMask(int file) {
        return FILE_A << file;
    }

    public static long rankMask(int rank) {
        return RANK_1 << (8 * rank);
    }

    public static long knightAttacks(int sq) {
        return KNIGHT[sq];
    }

    public static long kingAttacks(int sq) {
        return KING[sq];
    }

    public static long pawnAttacks(Color c, int sq) {
        return PAWN_ATTACKS[c.ordinal()][sq];
    }

    public static long between(int a, int b) {
        return BETWEEN[a][b];
    }

    public static long line(int a, int b) {
        return LINE[a][b];
    }

    public static long rookAttacks(int sq, long occupied) {
        return SLIDER_TABLE[ROOK_OFFSET[sq] + (int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    public static long bishopAttacks(int sq, long occupied) {
        return SLIDER_TABLE[BISHOP_OFFSET[sq]
                + (int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    public static long queenAttacks(int sq, long occupied) {
        return rookAttacks(sq, occupied) | bishopAttacks(sq, occupied);
    }

    /** Attacks of a piece type (not pawns) from a square. */
    public static long attacks(PieceType type, int sq, long occupied) {
        switch (type) {
            case KNIGHT: return KNIGHT[sq];
            case BISHOP: return bishopAttacks(sq, occupied);
            case ROOK: return rookAttacks(sq, occupied);
            case QUEEN: return queenAttacks(sq, occupied);
            case KING: return KING[sq];
            default: throw new IllegalArgumentException("pawn attacks depend on colour");
        }
    }

    private static long slide(int sq, long occupied, int[][] dirs) {
        long result = 0;
        int f0 = Square.file(sq), r0 = Square.rank(sq);
        for (int[] d : dirs) {
            int f = f0 + d[0], r = r0 + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long b = 1L << Square.of(f, r);
                result |= b;
                if ((occupied & b) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return result;
    }

    /** Relevant occupancy: the slide on an empty board less the last square of each ray. */
    private static long mask(int sq, int[][] dirs) {
        long result = 0;
        int f0 = Square.file(sq), r0 = Square.rank(sq);
        for (int[] d : dirs) {
            int f = f0 + d[0], r = r0 + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                result |= 1L << Square.of(f, r);
                f += d[0];
                r += d[1];
            }
        }
        return result;
    }

    private static long seed = 0x9E3779B97F4A7C15L;

    private static long random() {
        seed ^= seed >>> 12;
        seed ^= seed << 25;
        seed ^= seed >>> 27;
        return seed * 2685821657736338717L;
    }

    /** Finds a magic for one square and fills its slice of the table; returns the slice size. */
    private static int initMagic(int sq, int[][] dirs, long[] masks, long[] magics, int[] shifts,
                                 int[] offsets, int offset, long[] table) {
        long m = mask(sq, dirs);
        int bits = Long.bitCount(m);
        int size = 1 << bits;
        long[] occ = new long[size];
        long[] ref = new long[size];
        long sub = 0;
        for (int i = 0; i < size; i++) {
            occ[i] = sub;
            ref[i] = slide(sq, sub, dirs);
            sub = (sub - m) & m; // Carry-Rippler: next subset of the mask
        }
        int[] epoch = new int[size];
        int attempt = 0;
        while (true) {
            long magic;
            do {
                magic = random() & random() & random();
            } while (Long.bitCount((m * magic) >>> 56) < 6);
            attempt++;
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int idx = (int) ((occ[i] * magic) >>> (64 - bits));
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    table[offset + idx] = ref[i];
                } else if (table[offset + idx] != ref[i]) {
                    ok = false;
                }
            }
            if (ok) {
                masks[sq] = m;
                magics[sq] = magic;
                shifts[sq] = 64 - bits;
                offsets[sq] = offset;
                return size;
            }
        }
    }

    static {
        for (int sq = 0; sq < 64; sq++) {
            int f = Square.file(sq), r = Square.rank(sq);
            for (int[] d : new int[][]{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}) {
                int nf = f + d[0], nr = r + d[1];
                if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8) {
                    KNIGHT[sq] |= 1L << Square.of(nf, nr);
                }
            }
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    int nf = f + df, nr = r + dr;
                    if ((df != 0 || dr != 0) && nf >= 0 && nf < 8 && nr >= 0 && nr < 8) {
                        KING[sq] |= 1L << Square.of(nf, nr);
                    }
                }
            }
            for (int df = -1; df <= 1; df += 2) {
                int nf = f + df;
                if (nf >= 0 && nf < 8 && r < 7) {
                    PAWN_ATTACKS[0][sq] |= 1L << Square.of(nf, r + 1);
                }
                if (nf >= 0 && nf < 8 && r > 0) {
                    PAWN_ATTACKS[1][sq] |= 1L << Square.of(nf, r - 1);
                }
            }
        }
        SLIDER_TABLE = new long[102400 + 5248];
        int offset = 0;
        for (int sq = 0; sq < 64; sq++) {
            offset += initMagic(sq, ROOK_DIRS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, offset, SLIDER_TABLE);
        }
        for (int sq = 0; sq < 64; sq++) {
            offset += initMagic(sq, BISHOP_DIRS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, offset,
                    SLIDER_TABLE);
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long ab = (1L << a) | (1L << b);
                if ((rookAttacks(a, 0) & (1L << b)) != 0) {
                    LINE[a][b] = (rookAttacks(a, 0) & rookAttacks(b, 0)) | ab;
                    BETWEEN[a][b] = rookAttacks(a, ab) & rookAttacks(b, ab);
                } else if ((bishopAttacks(a, 0) & (1L << b)) != 0) {
                    LINE[a][b] = (bishopAttacks(a, 0) & bishopAttacks(b, 0)) | ab;
                    BETWEEN[a][b] = bishopAttacks(a, ab) & bishopAttacks(b, ab);
                }
            }
        }
    }
}
