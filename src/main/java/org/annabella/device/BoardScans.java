package org.annabella.device;

import org.annabella.rules.Piece;

/**
 * Turns the whole boards that Millennium and Certabo boards send, again and again, into what the
 * sync wants: a snapshot when a whole board is asked for (after connecting, after garbled data),
 * and otherwise only the squares that changed since the last one, as a DGT board reports them.
 * Within one scan, squares emptied are reported before squares whose piece changed, and those
 * before squares filled, as a hand makes them.
 */
final class BoardScans {
    private final BoardListener listener;
    private Piece[] last;
    /** Set by any thread (the follower asks holding its own lock), read by the one that decodes. */
    private volatile boolean wholeNext = true;

    BoardScans(BoardListener listener) {
        this.listener = listener;
    }

    /** The next board is passed on whole. */
    void askWhole() {
        wholeNext = true;
    }

    /** A board by square (a1 = 0), as the board sees it now. */
    void scan(Piece[] now, long nanos) {
        if (wholeNext || last == null) {
            wholeNext = false;
            last = now.clone();
            long occupied = 0;
            for (int sq = 0; sq < 64; sq++) {
                if (now[sq] != null) {
                    occupied |= 1L << sq;
                }
            }
            listener.snapshot(now.clone(), occupied, nanos);
            return;
        }
        for (int pass = 0; pass < 3; pass++) {
            for (int sq = 0; sq < 64; sq++) {
                Piece was = last[sq], is = now[sq];
                if (was == is) {
                    continue;
                }
                int kind = is == null ? 0 : was == null ? 2 : 1;
                if (kind == pass) {
                    listener.squareChanged(sq, is, is != null, nanos);
                }
            }
        }
        last = now.clone();
    }
}
