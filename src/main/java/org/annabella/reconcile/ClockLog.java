package org.annabella.reconcile;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;

/**
 * Clock readings noted during the game: the time left on each clock after a move. Read from a
 * clock-log file (docs/cli.md, "Clock log"): one reading per line,
 * {@code <label> <white time> <black time> [<move counter>]}, where the label is {@code start},
 * {@code 12.} (after White's 12th move) or {@code 12...} (after Black's 12th), times are
 * {@code H:MM:SS} or {@code M:SS}, and a time may be {@code -} when it was not noted. A log with
 * no reading, a line that is not a reading, or a number out of range is refused as
 * {@link InputException} naming the line.
 */
public final class ClockLog {
    /** A reading: seconds left for White and for Black (null when not noted), and the counter if shown. */
    public record Reading(Long white, Long black, Integer moveCounter) {
        public boolean complete() {
            return white != null && black != null;
        }
    }

    private static final Pattern LINE = Pattern.compile(
            "(?i)^(start|(\\d+)\\s*(\\.\\.\\.|\\.))\\s+(\\S+)\\s+(\\S+)(?:\\s+(\\d+))?\\s*$");
    private static final Pattern TIME = Pattern.compile("^(?:(\\d+):)?(\\d{1,2}):(\\d{2})$");
    /** No time control gives a clock 100 hours; no game has 10,000 moves. */
    private static final long MAX_HOURS = 99;
    private static final int MAX_COUNTER = 9_999;
    /** A sheet holds at most 12,000 half-moves (InputText), so no reading can follow a later move. */
    private static final int MAX_MOVE = InputText.MAX_HALF_MOVES / 2;
    private static final ClockLog EMPTY = new ClockLog(Map.of());

    private final Map<String, Reading> readings;

    private ClockLog(Map<String, Reading> readings) {
        this.readings = readings;
    }

    public static ClockLog empty() {
        return EMPTY;
    }

    public static ClockLog parse(String text) {
        InputText.check("clock log", text);
        Map<String, Reading> map = new HashMap<>();
        int lineNo = 0;
        for (String raw : text.split("\\R")) {
            lineNo++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            Matcher m = LINE.matcher(line);
            if (!m.matches()) {
                throw new InputException("clock log line " + lineNo + " '" + InputText.shown(line)
                        + "' is not '<start|N.|N...> <white time> <black time> [counter]'");
            }
            if (m.group(2) != null && (m.group(2).length() > 4 || Integer.parseInt(m.group(2)) > MAX_MOVE)) {
                throw new InputException("clock log line " + lineNo + ": move " + InputText.shown(m.group(2))
                        + " is beyond any game (at most " + MAX_MOVE + ")");
            }
            String key = m.group(2) == null ? "start" : m.group(2) + (m.group(3).equals(".") ? "w" : "b");
            if (map.containsKey(key)) {
                throw new InputException("clock log line " + lineNo + " gives a second reading for '"
                        + InputText.shown(m.group(1)) + "'");
            }
            map.put(key, new Reading(time(m.group(4), lineNo), time(m.group(5), lineNo), counter(m.group(6), lineNo)));
        }
        if (map.isEmpty()) {
            throw new InputException("the clock log has no reading: each line is '<start|N.|N...> <white time> <black time> [counter]'");
        }
        return new ClockLog(map);
    }

    /** The readings a PGN sheet's %clk comments give: each move notes its mover's clock. */
    static ClockLog fromSheet(SheetReading sheet) {
        Map<String, Reading> map = new HashMap<>();
        Long white = null, black = null;
        for (int i = 0; i < sheet.plies(); i++) {
            MoveRef ref = sheet.refs().get(i);
            Double s = sheet.sheet().clockSeconds().get(i);
            if (s != null) {
                if (ref.side() == Color.WHITE) {
                    white = Math.round(s);
                } else {
                    black = Math.round(s);
                }
                map.put(key(ref.number(), ref.side()), new Reading(white, black, null));
            }
        }
        return new ClockLog(map);
    }

    public boolean isEmpty() {
        return readings.isEmpty();
    }

    /** The reading after a move (number and side of the mover), or null if none was noted. */
    public Reading after(int number, Color side) {
        return readings.get(key(number, side));
    }

    /** The reading before the first move, or null. */
    public Reading atStart() {
        return readings.get("start");
    }

    private static String key(int number, Color side) {
        return number + (side == Color.WHITE ? "w" : "b");
    }

    private static Long time(String text, int lineNo) {
        if (text.equals("-")) {
            return null;
        }
        Matcher m = TIME.matcher(text);
        if (!m.matches()) {
            throw new InputException("clock log line " + lineNo + ": time '" + InputText.shown(text)
                    + "' is not H:MM:SS, M:SS or -");
        }
        Long seconds = seconds(m.group(1), Long.parseLong(m.group(2)), Long.parseLong(m.group(3)));
        if (seconds == null) {
            throw new InputException("clock log line " + lineNo + ": time '" + InputText.shown(text) + "' is out of range");
        }
        return seconds;
    }

    /**
     * Hours (digits, or null when the time has none), minutes and seconds as seconds; null when out
     * of range: more than 99 hours, or minutes (after hours) or seconds above 59. The hours are
     * checked as text first, so no number of digits can overflow.
     */
    static Long seconds(String hours, long minutes, long seconds) {
        String h = hours == null ? "0" : hours.replaceFirst("^0+(?=\\d)", "");
        if (h.length() > 2 || Long.parseLong(h) > MAX_HOURS || seconds > 59 || hours != null && minutes > 59) {
            return null;
        }
        return Long.parseLong(h) * 3600 + minutes * 60 + seconds;
    }

    private static Integer counter(String text, int lineNo) {
        if (text == null) {
            return null;
        }
        String digits = text.replaceFirst("^0+(?=\\d)", "");
        if (digits.length() > 4 || Integer.parseInt(digits) > MAX_COUNTER) {
            throw new InputException("clock log line " + lineNo + ": move counter '" + InputText.shown(text)
                    + "' is out of range (at most " + MAX_COUNTER + ")");
        }
        return Integer.valueOf(digits);
    }

    /** Seconds as H:MM:SS. */
    public static String format(long seconds) {
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
}
