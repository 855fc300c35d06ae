package org.annabella.session;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** Runs a task every so often on a daemon thread of its own until closed: the table's clock ticks. */
public final class Ticker implements AutoCloseable {
    private final ScheduledExecutorService ticker;

    public Ticker(String name, long millis, Runnable tick) {
        ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
        ticker.scheduleWithFixedDelay(tick, millis, millis, TimeUnit.MILLISECONDS);
    }

    /** Stops the ticks, letting one under way finish: an interrupt would close a journal's channel. */
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
