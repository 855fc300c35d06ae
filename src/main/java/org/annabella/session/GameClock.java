package org.annabella.session;

import java.util.function.LongSupplier;
import org.annabella.rules.Color;

/**
 * The two clocks of a game with a Fischer increment. Remaining time is counted down only for
 * the side whose clock runs; readings are exact milliseconds from the time source.
 */
public final class GameClock {
    private final TimeControl control;
    private final LongSupplier nowMillis;
    private final long[] remaining = new long[2];
    private Color running;
    private long since;

    public GameClock(TimeControl control, LongSupplier nowMillis) {
        this.control = control;
        this.nowMillis = nowMillis;
        remaining[0] = remaining[1] = control.baseSeconds() * 1000;
    }

    public TimeControl control() {
        return control;
    }

    /** Remaining milliseconds of a side now (never below zero). */
    public long remaining(Color side) {
        long r = remaining[side.ordinal()];
        if (side == running) {
            r -= nowMillis.getAsLong() - since;
        }
        return Math.max(0, r);
    }

    public Color running() {
        return running;
    }

    public boolean flagFallen(Color side) {
        return !control.isNone() && remaining(side) == 0;
    }

    /** Starts the clock of {@code side} (the other stops). */
    public void start(Color side) {
        stop();
        running = side;
        since = nowMillis.getAsLong();
    }

    /** Stops both clocks, keeping the readings. */
    public void stop() {
        if (running != null) {
            remaining[running.ordinal()] = remaining(running);
            running = null;
        }
    }

    /** The readings a press by {@code side} leaves: its own time stopped and the increment added. */
    public long[] readingsAfterPress(Color side) {
        long[] r = {remaining(Color.WHITE), remaining(Color.BLACK)};
        if (!control.isNone()) {
            r[side.ordinal()] += control.incrementSeconds() * 1000;
        }
        return r;
    }

    /** Sets both readings (from a press, a pause or the arbiter); the clocks stay as they were running. */
    public void set(long whiteMillis, long blackMillis) {
        remaining[0] = whiteMillis;
        remaining[1] = blackMillis;
        if (running != null) {
            since = nowMillis.getAsLong();
        }
    }

    /** A reading as spoken and shown: h:mm:ss, or m:ss under an hour. */
    public static String format(long millis) {
        long s = millis / 1000;
        long h = s / 3600;
        long m = s / 60 % 60;
        long sec = s % 60;
        return h > 0 ? String.format("%d:%02d:%02d", h, m, sec) : String.format("%d:%02d", m, sec);
    }
}
