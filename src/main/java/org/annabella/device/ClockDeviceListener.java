package org.annabella.device;

import org.annabella.rules.Color;

/** Presses reported by a clock device. */
public interface ClockDeviceListener {
    /** The lever (or button) on this player's side was pressed. */
    void leverPressed(Color side);

    /** A "tell me the time" button on this player's side was pressed. */
    default void timeRequested(Color side) {
    }

    /** Any other named button (DGT 3000: back, minus, run, plus, ok). */
    default void button(String name) {
    }

    /** A command was not acknowledged after its resends; one line for a person. */
    default void warning(String message) {
    }
}
