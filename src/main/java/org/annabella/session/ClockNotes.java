package org.annabella.session;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Asks the session every second to journal its running clock ({@link Session#noteClock}), so that
 * a crash costs the running side at most {@link Session#CLOCK_NOTE_MILLIS} of its time. Ticks hold
 * the session's monitor, the lock every caller of a shared session holds.
 */
public final class ClockNotes implements AutoCloseable {
    static final long TICK_MILLIS = 1_000;

    private final ScheduledExecutorService ticker;

    private ClockNotes(Session session) {
        ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "clock-notes");
            t.setDaemon(true);
            return t;
        });
        // A failed write stops the notes; the next act at the board meets the same failure and reports it.
        ticker.scheduleWithFixedDelay(() -> {
            synchronized (session) {
                session.noteClock();
            }
        }, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Starts noting the session's clock until closed. */
    public static ClockNotes start(Session session) {
        return new ClockNotes(session);
    }

    /** Stops the ticks, letting one under way finish: an interrupt would close the journal's channel. */
    @Override
    public void close() {
        ticker.shutdown();
        try {
            ticker.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
