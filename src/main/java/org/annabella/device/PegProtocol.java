package org.annabella.device;

import java.util.List;
import org.annabella.rules.InputException;
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
    /** The results an end-of-game line may give (docs/protocols/pegboard.md), and nothing else. */
    public static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

    private PegProtocol() {
    }

    public static String event(boolean seated, int square, int seq) {
        return (seated ? "S " : "L ") + Square.name(square) + " " + (seq & 0xFF);
    }

    public static String snapshot(long occupied) {
        return "B " + String.format("%016X", occupied);
    }

    /** Parses the hex of a B line: exactly 16 upper-case hexadecimal digits. */
    public static long parseOccupancy(String hex) {
        if (hex.length() != 16) {
            throw new InputException("occupancy needs 16 hex digits, got " + hex.length());
        }
        long bits = 0;
        for (int i = 0; i < 16; i++) {
            char c = hex.charAt(i);
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0) {
                throw new InputException("occupancy digit '" + c + "' is not upper-case hexadecimal");
            }
            bits = bits << 4 | d;
        }
        return bits;
    }

    /** A square as the protocol names it, a1 to h8 in lower case. */
    static int square(String name) {
        if (name.length() != 2 || name.charAt(0) < 'a' || name.charAt(0) > 'h'
                || name.charAt(1) < '1' || name.charAt(1) > '8') {
            throw new InputException("no square " + name);
        }
        return Square.parse(name);
    }

    /** The result of an end-of-game line: one of {@link #RESULTS}. */
    static String result(String text) {
        if (!RESULTS.contains(text)) {
            throw new InputException("no result " + text + " (the protocol's results are 1-0, 0-1, 1/2-1/2 and *)");
        }
        return text;
    }
}
