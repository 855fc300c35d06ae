package org.annabella.session;

/**
 * Asks the session every second to journal its running clock ({@link Session#noteClock}), so that
 * a crash costs the running side at most {@link Session#CLOCK_NOTE_MILLIS} of its time. Ticks hold
 * the session's monitor, the lock every caller of a shared session holds.
 */
public final class ClockNotes {
    static final long TICK_MILLIS = 1_000;

    private ClockNotes() {
    }

    /** Starts noting the session's clock until closed. */
    public static Ticker start(Session session) {
        // A failed write stops the notes; the next act at the board meets the same failure and reports it.
        return new Ticker("clock-notes", TICK_MILLIS, () -> {
            synchronized (session) {
                session.noteClock();
            }
        });
    }
}
