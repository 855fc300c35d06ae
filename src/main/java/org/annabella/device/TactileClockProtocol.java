package org.annabella.device;

import org.annabella.rules.Color;
import org.annabella.rules.InputException;

/**
 * annabella's open line protocol for tactile or talking clocks; see docs/protocols/tactile-clock.md.
 * Lines framed by {@link LineCodec}. Computer to clock: {@code T <whiteMs> <blackMs> <W|B|->},
 * {@code A <seconds> <pattern>} (alert when the running side's time falls to that many seconds),
 * {@code A -} (clear alerts), {@code P <pattern>} (play now), {@code ?V}. Clock to computer:
 * {@code V <name> <protocol> <firmware>}, {@code K <W|B>} (lever pressed on that side),
 * {@code Q <W|B>} ("tell me the time" pressed), {@code H} (heartbeat), {@code E <text>}.
 * Patterns: {@code v} short vibration, {@code V} long vibration, {@code t} short tone,
 * {@code T} long tone, {@code _} pause; 1 to 16 of them.
 */
public final class TactileClockProtocol {
    public static final int BAUD = 115200;
    public static final String NAME = "annabella-clock";
    public static final int VERSION = 1;

    private TactileClockProtocol() {
    }

    public static String times(long whiteMs, long blackMs, Color running) {
        return "T " + Math.max(0, whiteMs) + " " + Math.max(0, blackMs) + " "
                + (running == null ? "-" : running == Color.WHITE ? "W" : "B");
    }

    public static boolean isPattern(String p) {
        return p.length() >= 1 && p.length() <= 16 && p.chars().allMatch(c -> "vVtT_".indexOf(c) >= 0);
    }

    /** A pattern lasting about this long, made of long and short units. */
    public static String patternFor(int millis) {
        return millis >= 500 ? "V" : "v";
    }

    static Color side(String s) {
        return switch (s) {
            case "W" -> Color.WHITE;
            case "B" -> Color.BLACK;
            default -> throw new InputException("no side " + s);
        };
    }
}
