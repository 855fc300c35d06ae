package org.annabella.device;

/**
 * Says once when a board that should answer at once has said nothing since its port opened: a
 * serial port with no board on it, or one switched off. Set by the port's thread, read by the
 * follower's timer.
 */
final class AnswerWatch {
    /** A board answers the first request at once; this long without a message means nobody is there. */
    static final long NO_ANSWER_NANOS = 3_000_000_000L;

    private final String board;
    private volatile long connectedAt = Long.MIN_VALUE;
    private volatile boolean answered;
    private volatile boolean told;

    /** board: how the warning names it, e.g. "DGT board". */
    AnswerWatch(String board) {
        this.board = board;
    }

    void connected(long nanos) {
        connectedAt = nanos;
        answered = false;
        told = false;
    }

    void answered() {
        answered = true;
    }

    /** Gives the warning when it is due, once per connection. */
    void poll(long nanos, BoardListener listener) {
        if (answered || told || connectedAt == Long.MIN_VALUE || nanos - connectedAt < NO_ANSWER_NANOS) {
            return;
        }
        told = true;
        listener.warning("no " + board + " has answered for " + NO_ANSWER_NANOS / 1_000_000_000L
                + " seconds: is it plugged in and switched on? still waiting for it");
    }
}
