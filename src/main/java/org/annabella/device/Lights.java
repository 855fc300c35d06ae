package org.annabella.device;

import org.annabella.rules.Square;

/**
 * The move a board's lights show: sent to the board only when it changes, and again when the
 * board reconnects. Called from the follower's timer and the port's thread.
 */
final class Lights {
    /** How a board is told to light a move (from, to), or to go dark (Square.NONE twice). */
    interface Send {
        void show(int from, int to);
    }

    private final Send send;
    private int from = Square.NONE;
    private int to = Square.NONE;

    Lights(Send send) {
        this.send = send;
    }

    synchronized void show(int from, int to) {
        if (from != this.from || to != this.to) {
            this.from = from;
            this.to = to;
            send.show(from, to);
        }
    }

    /** Sends what should be showing again, as after the board restarted. */
    synchronized void resend() {
        send.show(from, to);
    }
}
