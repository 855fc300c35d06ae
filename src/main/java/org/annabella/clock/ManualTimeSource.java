package org.annabella.clock;

import java.time.Duration;

/**
 * A time source that moves only when told to: for tests, simulators and replaying recorded
 * games. Not thread-safe.
 */
public final class ManualTimeSource implements TimeSource {
    private long now;

    public ManualTimeSource() {
        this(0);
    }

    public ManualTimeSource(long startNanos) {
        this.now = startNanos;
    }

    @Override
    public long nanos() {
        return now;
    }

    /** Moves time forward; time never goes back. */
    public ManualTimeSource advance(Duration d) {
        if (d.isNegative()) {
            throw new IllegalArgumentException("time cannot go back: " + d);
        }
        now += d.toNanos();
        return this;
    }

    public ManualTimeSource advanceSeconds(long seconds) {
        return advance(Duration.ofSeconds(seconds));
    }
}
