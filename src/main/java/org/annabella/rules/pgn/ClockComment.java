package org.annabella.rules.pgn;

import org.annabella.rules.InputException;

/**
 * The {@code [%clk h:mm:ss]} command in a PGN comment (the clock after the move, as chess servers
 * and DGT boards write it) and the comment's other words. Read by hand: hours of one to three
 * digits, minutes and seconds of one or two, seconds with an optional fraction; a clock command
 * of any other form is refused, not kept as words nor read as a wrong time.
 */
record ClockComment(Double seconds, String rest) {
    private static final String OPEN = "[%clk";

    static ClockComment of(String comment) {
        Double first = null;
        StringBuilder rest = new StringBuilder();
        int from = 0;
        for (int at = comment.indexOf(OPEN); at >= 0; at = comment.indexOf(OPEN, from)) {
            int end = comment.indexOf(']', at);
            if (end < 0) {
                throw new InputException("the clock command " + InputException.quote(comment.substring(at))
                        + " is not closed with ']'");
            }
            double s = seconds(comment.substring(at + OPEN.length(), end), comment.substring(at, end + 1));
            first = first == null ? s : first;
            rest.append(comment, from, at);
            from = end + 1;
        }
        rest.append(comment, from, comment.length());
        return new ClockComment(first, rest.toString());
    }

    private static double seconds(String body, String command) {
        if (body.isEmpty() || !Character.isWhitespace(body.charAt(0))) {
            throw bad(command);
        }
        String[] parts = body.strip().split(":", -1);
        if (parts.length != 3) {
            throw bad(command);
        }
        String sec = parts[2];
        int dot = sec.indexOf('.');
        String whole = dot < 0 ? sec : sec.substring(0, dot);
        String fraction = dot < 0 ? "" : sec.substring(dot + 1);
        if (!digits(parts[0], 1, 3) || !digits(parts[1], 1, 2) || !digits(whole, 1, 2)
                || dot >= 0 && !digits(fraction, 1, 9)
                || Integer.parseInt(parts[1]) > 59 || Integer.parseInt(whole) > 59) {
            throw bad(command);
        }
        // at most 3 + 2 + 2 + 9 digits: the parse cannot fail nor overflow
        return Integer.parseInt(parts[0]) * 3600 + Integer.parseInt(parts[1]) * 60
                + Double.parseDouble(whole + (dot < 0 ? "" : "." + fraction));
    }

    private static boolean digits(String s, int min, int max) {
        return s.length() >= min && s.length() <= max && s.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    private static InputException bad(String command) {
        return new InputException("the clock command " + InputException.quote(command)
                + " is not [%clk h:mm:ss] (hours up to 999, minutes and seconds up to 59, seconds may have a fraction)");
    }
}
