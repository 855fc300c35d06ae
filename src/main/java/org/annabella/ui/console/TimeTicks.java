package org.annabella.ui.console;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Reads the console player's clock every second ({@link Console#tick}), so the time announcements
 * they chose are said as the clock passes each mark, whether or not anyone types; each line said
 * also goes to {@code voice}, the talking clock's part.
 */
public final class TimeTicks implements AutoCloseable {
    private final ScheduledExecutorService ticker;

    private TimeTicks(Console console, Consumer<String> voice) {
        ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "time-announcements");
            t.setDaemon(true);
            return t;
        });
        ticker.scheduleWithFixedDelay(() -> console.tick().ifPresent(voice), 1, 1, TimeUnit.SECONDS);
    }

    public static TimeTicks start(Console console, Consumer<String> voice) {
        return new TimeTicks(console, voice);
    }

    /** Stops the ticks, letting one under way finish. */
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
