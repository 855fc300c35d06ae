package org.annabella.device;

import org.annabella.rules.Square;

/**
 * annabella's open line protocol for pegged (occupancy-only) boards; see docs/protocols/pegboard.md.
 * Every line is framed by {@link LineCodec}. Board to computer:
 * {@code V <name> <protocol> <firmware>}, {@code L <square> <seq>} (hole emptied),
 * {@code S <square> <seq>} (hole filled), {@code B <16 hex digits>} (occupancy, bit n = square n,
 * a1 = 0), {@code H <seq>} (heartbeat, last event number), {@code X <result>} (end-of-game
 * button), {@code E <text>} (device error). Computer to board: {@code ?V}, {@code ?B}.
 */
public final class PegProtocol {
    public static final int BAUD = 115200;
    public static final String NAME = "annabella-peg";
    public static final int VERSION = 1;
    /** The board sends a heartbeat every second; this long without a line means trouble. */
    public static final long SILENCE_MS = 3000;

    private PegProtocol() {
    }

    public static String event(boolean seated, int square, int seq) {
        return (seated ? "S " : "L ") + Square.name(square) + " " + (seq & 0xFF);
    }

    public static String snapshot(long occupied) {
        return "B " + String.format("%016X", occupied);
    }

    /** Parses the hex of a B line, or throws IllegalArgumentException. */
    public static long parseOccupancy(String hex) {
        if (hex.length() != 16) {
            throw new IllegalArgumentException("occupancy needs 16 hex digits, got " + hex.length());
        }
        return Long.parseUnsignedLong(hex, 16);
    }
}
