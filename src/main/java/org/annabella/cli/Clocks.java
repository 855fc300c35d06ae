package org.annabella.cli;

import java.util.function.LongSupplier;

/** Time sources for the game clock. */
final class Clocks {
    private Clocks() {
    }

    /** Milliseconds from a monotonic source, immune to changes of the wall clock. */
    static LongSupplier system() {
        return () -> System.nanoTime() / 1_000_000;
    }
}
