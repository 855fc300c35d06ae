package org.annabella.clock;

/**
 * A monotonic source of instants in nanoseconds, as {@link System#nanoTime()}. Only differences
 * between two readings mean anything; the wall clock is never used, so a change of the computer's
 * date or daylight saving time cannot move a chess clock.
 */
@FunctionalInterface
public interface TimeSource {
    /** The current instant in nanoseconds on an arbitrary but fixed origin. */
    long nanos();

    /** The JVM's monotonic timer. */
    static TimeSource system() {
        return System::nanoTime;
    }
}
