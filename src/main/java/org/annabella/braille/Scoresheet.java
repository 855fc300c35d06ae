package org.annabella.braille;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a scoresheet holds (2009 E.2.5; 2018/2023 D.2.7: the visually impaired player keeps score
 * in braille): header fields in order ("Event", "Date", "Round", "White", "Black",
 * "Time control"...), the starting position when it is not the usual one, the moves of both
 * players, and the result.
 *
 * @param header      labels and values, in the order they are written
 * @param startFen    the FEN of the starting position, or null for the usual one
 * @param firstNumber the number of the first move
 * @param blackStarts true when the first move is Black's
 * @param moves       the moves in order
 * @param result      "1-0", "0-1", "1/2-1/2", "*", or null when not written
 */
public record Scoresheet(Map<String, String> header, String startFen, int firstNumber, boolean blackStarts,
        List<Entry> moves, String result) {

    /** One move as written: SAN, whether a draw was offered with it (Appendix C "(=)"), the clock after it. */
    public record Entry(String san, boolean drawOffer, String clock) {
        public Entry(String san) {
            this(san, false, null);
        }
    }

    public Scoresheet {
        header = new LinkedHashMap<>(header);
        moves = List.copyOf(moves);
    }

    /**
     * Whether a clock time as written on a sheet (h:mm:ss or m:ss) is one a clock can show:
     * minutes after hours and seconds up to 59, and less than 100 hours, more than any time
     * control gives (as a clock log's readings, docs/reconcile.md).
     */
    public static boolean isClockTime(String text) {
        return text.matches("[0-9]{1,2}:[0-5][0-9]:[0-5][0-9]|[0-9]{1,4}:[0-5][0-9]")
                && (text.chars().filter(c -> c == ':').count() == 2 || Integer.parseInt(text.split(":")[0]) < 100 * 60);
    }

    /** Formats seconds on a clock as h:mm:ss, as PGN's %clk does. */
    public static String clockText(double seconds) {
        long s = Math.max(0, Math.round(Math.floor(seconds)));
        return String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
}
