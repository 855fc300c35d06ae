package org.annabella.rules;

/**
 * The 960 start positions by their standard (Scharnagl) number, 0 to 959; 518 is the usual
 * arrangement. 2009/2014 Appendix F, 2018/2023 Guidelines II: the white pieces on the first rank
 * at random with the king between the rooks and bishops on opposite colours, Black mirroring.
 */
public final class Chess960 {
    /** Where the two knights go among the five files left after bishops and queen. */
    private static final int[][] KNIGHTS = {
        {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

    private Chess960() {
    }

    /** The white back rank of start position {@code number}, e.g. "RNBQKBNR" for 518. */
    public static String backRank(int number) {
        if (number < 0 || number > 959) {
            throw new InputException("Chess960 positions are numbered 0 to 959, not " + number);
        }
        char[] rank = new char[8];
        int n = number;
        rank[2 * (n % 4) + 1] = 'B';
        n /= 4;
        rank[2 * (n % 4)] = 'B';
        n /= 4;
        place(rank, 'Q', n % 6);
        n /= 6;
        int[] knights = KNIGHTS[n];
        place(rank, 'N', knights[1]); // the later one first, so the earlier index still counts the same files
        place(rank, 'N', knights[0]);
        place(rank, 'R', 0);
        place(rank, 'K', 0);
        place(rank, 'R', 0);
        return new String(rank);
    }

    private static void place(char[] rank, char piece, int emptyIndex) {
        for (int f = 0, seen = 0; f < 8; f++) {
            if (rank[f] == 0 && seen++ == emptyIndex) {
                rank[f] = piece;
                return;
            }
        }
    }

    /** Start position {@code number} as a Chess960 position, castling rights on both rooks. */
    public static Position startPosition(int number) {
        String white = backRank(number);
        String rooks = "";
        for (int f = 7; f >= 0; f--) {
            if (white.charAt(f) == 'R') {
                rooks += (char) ('A' + f);
            }
        }
        String fen = white.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w " + rooks
                + rooks.toLowerCase() + " - 0 1";
        return Position.fromFen(fen, true);
    }

    /** The number of a white back rank such as "BQNBRKRN", or -1 if it is no Chess960 arrangement. */
    public static int numberOf(String backRank) {
        for (int n = 0; n < 960; n++) {
            if (backRank(n).equals(backRank)) {
                return n;
            }
        }
        return -1;
    }
}
