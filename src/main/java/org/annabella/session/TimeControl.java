package org.annabella.session;

/**
 * A time control in the PGN TimeControl form: base seconds plus a Fischer increment per move
 * ({@code 5400+30}), or none ({@code -}).
 */
public record TimeControl(long baseSeconds, long incrementSeconds) {
    public static final TimeControl NONE = new TimeControl(0, 0);

    public TimeControl {
        if (baseSeconds < 0 || incrementSeconds < 0) {
            throw new IllegalArgumentException("time control must not be negative");
        }
    }

    /** Parses {@code 300}, {@code 300+2}, {@code 90m+30s} (minutes and seconds) or {@code -}. */
    public static TimeControl parse(String text) {
        String t = text.trim();
        if (t.equals("-")) {
            return NONE;
        }
        String[] parts = t.split("\\+", -1);
        if (parts.length > 2 || parts[0].isEmpty()) {
            throw new IllegalArgumentException("time control '" + text + "' is not BASE or BASE+INCREMENT in seconds (like 5400+30)");
        }
        long base = seconds(parts[0], text);
        long inc = parts.length == 2 ? seconds(parts[1], text) : 0;
        if (base == 0) {
            throw new IllegalArgumentException("time control '" + text + "' has no base time");
        }
        return new TimeControl(base, inc);
    }

    private static long seconds(String part, String whole) {
        String p = part.trim().toLowerCase(java.util.Locale.ROOT);
        long unit = 1;
        if (p.endsWith("m")) {
            unit = 60;
            p = p.substring(0, p.length() - 1);
        } else if (p.endsWith("s")) {
            p = p.substring(0, p.length() - 1);
        }
        try {
            long v = Long.parseLong(p);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v * unit;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("time control '" + whole + "': '" + part + "' is not a number of seconds");
        }
    }

    public boolean isNone() {
        return baseSeconds == 0;
    }

    /** The PGN TimeControl tag value. */
    public String pgn() {
        if (isNone()) {
            return "-";
        }
        return incrementSeconds == 0 ? Long.toString(baseSeconds) : baseSeconds + "+" + incrementSeconds;
    }
}
