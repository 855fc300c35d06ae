package org.annabella.testkit;

/** The FEN piece placement of a board drawn as 64 characters, a1 first, for tests that make positions. */
public final class Placements {
    private Placements() {
    }

    /** Ranks 8 to 1, runs of {@code empty} squares as digits: "4k3/8/.../4K3". */
    public static String of(char[] board, char empty) {
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int run = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == empty) {
                    run++;
                    continue;
                }
                if (run > 0) {
                    fen.append(run);
                    run = 0;
                }
                fen.append(c);
            }
            if (run > 0) {
                fen.append(run);
            }
            fen.append(rank > 0 ? "/" : "");
        }
        return fen.toString();
    }
}
