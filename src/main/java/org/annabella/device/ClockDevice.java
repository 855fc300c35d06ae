package org.annabella.device;

import org.annabella.rules.Color;

/**
 * A clock on the table that shows annabella's clock (the master) and reports presses. Plain
 * times in milliseconds and whose turn, so it needs nothing from the clock package.
 */
public interface ClockDevice {
    /** Show these times; running is the side whose time runs, null when the clock is stopped. */
    void show(long whiteMs, long blackMs, Color running);

    /** A short text for the display (DGT 3000: 8 characters). */
    void text(String text);

    /** A beep, tone or vibration of about this length. */
    void beep(int millis);

    void setListener(ClockDeviceListener listener);

    /** Drives resends and timeouts; call every few hundred milliseconds. */
    default void poll(long nowMs) {
    }
}
