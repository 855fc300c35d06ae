package org.annabella.device;

/** Lets a repeated warning through at most once per interval, so noise on a line cannot flood speech. */
final class Throttle {
    private final long intervalNanos;
    private long last;
    private boolean any;

    Throttle(long intervalNanos) {
        this.intervalNanos = intervalNanos;
    }

    /** True if a warning may be given now. */
    boolean allow(long nowNanos) {
        if (any && nowNanos - last < intervalNanos) {
            return false;
        }
        any = true;
        last = nowNanos;
        return true;
    }
}
