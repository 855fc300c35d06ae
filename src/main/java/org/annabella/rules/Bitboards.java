package org.annabella.rules;

/**
 * Precomputed attack tables. Sliding pieces use "fancy" magic bitboards. The magic multipliers
 * below are what a fixed-seed search (as Stockfish's) finds; MagicsTest runs that search again and
 * requires the same numbers, and each one is checked here as its table is filled, so a wrong
 * constant cannot pass unseen. Searching at class load instead cost every command a second of
 * start-up on a busy machine.
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

    /** ROOK_RAYS[sq], BISHOP_RAYS[sq]: the lines a rook or bishop on sq sees on an empty board, edges included. */
    static final long[] ROOK_RAYS = new long[64];
    static final long[] BISHOP_RAYS = new long[64];

    private static final long[] ROOK_MASK = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] SLIDER_TABLE;

    static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

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
        return SLIDER_TABLE[ROOK_OFFSET[sq] + (int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGICS[sq]) >>> ROOK_SHIFT[sq])];
    }

    public static long bishopAttacks(int sq, long occupied) {
        return SLIDER_TABLE[BISHOP_OFFSET[sq]
                + (int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGICS[sq]) >>> BISHOP_SHIFT[sq])];
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

    static long slide(int sq, long occupied, int[][] dirs) {
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
    static long mask(int sq, int[][] dirs) {
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

    /** The rook's magic multiplier for each square (the search's result, see MagicsTest). */
    static final long[] ROOK_MAGICS = {
            0x1080004008801020L, 0x0840092002C03000L, 0x1900200010400900L, 0x0880100008000480L,
            0x4200100420080200L, 0x8100020100080400L, 0x0200040110886200L, 0x0200008040220411L,
            0x0404800084400220L, 0x0000401000402000L, 0x0086001081220440L, 0x0408800800100280L,
            0x000A001201040820L, 0x8848800200840080L, 0x4001000100040200L, 0x0442000102105084L,
            0x9080010020804100L, 0x0040404000201009L, 0x0000808010002009L, 0x2200090021D00100L,
            0x0008008008040080L, 0x0004004002010040L, 0x0011040008015042L, 0x00000A0001768104L,
            0x0000800080204009L, 0x2010004140002001L, 0x9800200280100080L, 0x1000100080080080L,
            0x0442000A00049020L, 0x2100040080020080L, 0x0800120400900148L, 0x0010040A00128541L,
            0x2800804000800030L, 0x1010002000400041L, 0x4000200011004100L, 0x0610008410800800L,
            0x0400802402800800L, 0xC100020080800400L, 0x0002000802000401L, 0x0182085882000401L,
            0x0220204000808000L, 0x2860100040024022L, 0x0001002004110040L, 0x99101042000A0020L,
            0x0004080004008080L, 0x0010040002008080L, 0x2012004881020004L, 0x8300842444820011L,
            0x0088403882010200L, 0x0820400080210100L, 0x0110910040A00300L, 0x0801100280080480L,
            0x0242009008200600L, 0x1002000489500200L, 0x0040800200010080L, 0x0091800041000080L,
            0x0000209300488001L, 0x04C1002414824001L, 0x020020000B001041L, 0x7000100004200901L,
            0x8002002004100802L, 0x30010002084C0007L, 0x0888221800813004L, 0x4000002840840112L
    };

    /** The bishop's magic multiplier for each square (the search's result, see MagicsTest). */
    static final long[] BISHOP_MAGICS = {
            0xA010041108003100L, 0x006082020A002900L, 0x6810010619200000L, 0x08281A0520000408L,
            0x0001104001000400L, 0x0018901008048400L, 0x00040A0210245280L, 0x000200210808A402L,
            0x9140048410821200L, 0x0800091010820041L, 0x20504804832202C0L, 0x0100091401081000L,
            0x8021011140000012L, 0x0810020804450400L, 0x208B0542109008A2L, 0x0080084A08040204L,
            0x0040E2A80811244CL, 0x2505022008008108L, 0x0430220100420040L, 0x010A040420220040L,
            0x1105000290400000L, 0x0093001200822120L, 0x4000A62048043004L, 0x280120048A015004L,
            0x006090002A020814L, 0x44042000240800D0L, 0x01102800040A4400L, 0x1004080080220040L,
            0x0001001011004024L, 0x0010044000805040L, 0x0914041200820100L, 0x0004821012821480L,
            0x0024040500C05021L, 0x0088611002080200L, 0x0116080A00040020L, 0x4000020080080080L,
            0x2450450140840040L, 0x0000880201484100L, 0x0222020404020092L, 0x8081110600002E00L,
            0x2842101105000801L, 0x1100809008001025L, 0x00020202221C0400L, 0x0422014022009020L,
            0x0210046102100C00L, 0xC004008082029102L, 0x00AA461801101200L, 0x0404080080201108L,
            0x020542108C205002L, 0x0410544804100100L, 0x0040910841100000L, 0x0400200042021100L,
            0x00004204850400C0L, 0x0200100410A42102L, 0x1040020801210102L, 0x0805040410420000L,
            0x2884804130100200L, 0x800C262201242000L, 0x1058000194108800L, 0x0014221054420204L,
            0x0104000012A02200L, 0x0200881003300100L, 0x0140400202840100L, 0x0402020801010201L
    };

    /** Fills one square's slice of the table through its magic; returns the slice size. */
    private static int initMagic(int sq, int[][] dirs, long magic, long[] masks, int[] shifts,
                                 int[] offsets, int offset, long[] table) {
        long m = mask(sq, dirs);
        int bits = Long.bitCount(m);
        int size = 1 << bits;
        boolean[] filled = new boolean[size];
        long sub = 0;
        for (int i = 0; i < size; i++) {
            int idx = (int) ((sub * magic) >>> (64 - bits));
            long attacks = slide(sq, sub, dirs);
            if (filled[idx] && table[offset + idx] != attacks) {
                throw new IllegalStateException("the magic for square " + sq + " maps two different attack sets together");
            }
            filled[idx] = true;
            table[offset + idx] = attacks;
            sub = (sub - m) & m; // Carry-Rippler: next subset of the mask
        }
        masks[sq] = m;
        shifts[sq] = 64 - bits;
        offsets[sq] = offset;
        return size;
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
            ROOK_RAYS[sq] = slide(sq, 0, ROOK_DIRS);
            BISHOP_RAYS[sq] = slide(sq, 0, BISHOP_DIRS);
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
            offset += initMagic(sq, ROOK_DIRS, ROOK_MAGICS[sq], ROOK_MASK, ROOK_SHIFT, ROOK_OFFSET, offset, SLIDER_TABLE);
        }
        for (int sq = 0; sq < 64; sq++) {
            offset += initMagic(sq, BISHOP_DIRS, BISHOP_MAGICS[sq], BISHOP_MASK, BISHOP_SHIFT, BISHOP_OFFSET, offset,
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
