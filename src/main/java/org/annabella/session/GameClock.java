package org.annabella.session;

import java.time.Duration;
import java.util.function.LongSupplier;
import org.annabella.clock.Clock;
import org.annabella.clock.Side;
import org.annabella.clock.TimeSource;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;

/**
 * The session's view of the chess clock ({@link Clock}): readings in milliseconds, sides as
 * colours, and a way to set it back to journalled readings after a replay. Without a time
 * control every reading is zero and nothing runs.
 */
public final class GameClock {
    /**
     * The highest reading kept, journalled or written (99:59:59.999): more than any time control
     * gives (a period is at most a day), and within every reader of a PGN's {@code [%clk]}
     * (reconcile reads up to 99 hours). Increments beyond it are not kept.
     */
    public static final long MAX_READING = 100L * 3_600_000 - 1;

    /**
     * Refuses readings, for an event that holds them, that the clock cannot show: below zero or
     * beyond {@link #MAX_READING} (a damaged journal, a mistyped time).
     */
    static void checkReadings(long whiteMillis, long blackMillis) {
        for (long millis : new long[] {whiteMillis, blackMillis}) {
            if (millis < 0 || millis > MAX_READING) {
                throw new InputException("a clock reading of " + millis + " ms is not between 0:00 and " + format(MAX_READING));
            }
        }
    }

    private final GameTimeControl control;
    private final LongSupplier nowMillis;
    private Clock clock;

    public GameClock(GameTimeControl control, LongSupplier nowMillis) {
        this(control, nowMillis, Color.WHITE);
    }

    /** A clock whose first turn is {@code firstToMove}'s: Black's in a game set up with Black to move. */
    public GameClock(GameTimeControl control, LongSupplier nowMillis, Color firstToMove) {
        this.control = control;
        this.nowMillis = nowMillis;
        this.clock = control.control().map(c -> new Clock(c, time(), side(firstToMove))).orElse(null);
    }

    private TimeSource time() {
        return () -> nowMillis.getAsLong() * 1_000_000L;
    }

    public GameTimeControl control() {
        return control;
    }

    /** Remaining milliseconds of a side now. */
    public long remaining(Color side) {
        return clock == null ? 0 : Math.min(MAX_READING, clock.remaining(side(side)).toMillis());
    }

    /** The side whose clock runs, or null. */
    public Color running() {
        return clock != null && clock.state() == Clock.State.RUNNING ? color(clock.toMove()) : null;
    }

    public boolean flagFallen(Color side) {
        return clock != null && clock.flagFallen(side(side));
    }

    /** Starts or resumes the clock of the side to move. */
    public void start() {
        if (clock == null || clock.state() == Clock.State.RUNNING) {
            return;
        }
        if (clock.state() == Clock.State.NOT_STARTED) {
            clock.start();
        } else {
            clock.resume();
        }
    }

    /** Stops the clock, keeping the readings. */
    public void stop() {
        if (clock != null && clock.state() == Clock.State.RUNNING) {
            clock.pause();
        }
    }

    /**
     * The mover completes his move: his time is charged, the increment or delay applied, the
     * opponent's clock started. A stopped clock is started first, so a press always completes
     * the move (time used while the clock stood is not charged). Returns {white, black} millis.
     */
    public long[] press(Color side) {
        if (clock == null) {
            return new long[] {0, 0};
        }
        start();
        clock.press(side(side));
        return new long[] {remaining(Color.WHITE), remaining(Color.BLACK)};
    }

    /**
     * Sets both readings (a pause with the arbiter's times); the clock is left stopped. A reading
     * the clock already shows, to the millisecond, is left as it is: a pause with the clock's own
     * readings adds nothing, not even the fraction of a millisecond the reading drops (the time
     * added goes on an adjourned game's envelope).
     */
    public void set(long whiteMillis, long blackMillis) {
        if (clock != null) {
            stop();
            for (Color c : Color.values()) {
                long millis = c == Color.WHITE ? whiteMillis : blackMillis;
                if (remaining(c) != millis) {
                    clock.setTime(side(c), Duration.ofMillis(millis));
                }
            }
        }
    }

    /**
     * A stopped clock standing as a journal left it ({@link ClockRecord}): the readings (a zero
     * reading is a fallen flag), the moves each side has completed, the time rulings and the
     * arbiter gave each side, and whose turn it is.
     */
    public void restore(ClockRecord record, Color toMove) {
        if (clock == null) {
            return;
        }
        clock = new Clock(control.control().get(), time(), side(toMove));
        for (Color c : Color.values()) {
            clock.setMoves(side(c), record.presses(c));
            clock.setRemaining(side(c), Duration.ofMillis(record.reading(c)), Duration.ofMillis(record.added(c)));
        }
    }

    /** The moves a side has completed, as on the clock's move counter (2018 D.2.10.4). */
    public int moves(Color c) {
        return clock == null ? 0 : clock.moves(side(c));
    }

    /**
     * Time a side's clock has consumed so far (see {@link Clock#timeUsed}): time the arbiter added
     * is not counted as used, after a replay too (the journal keeps what he added).
     */
    public long used(Color c) {
        return clock == null ? 0 : clock.timeUsed(side(c)).toMillis();
    }

    /** Time the arbiter added to a side's clock, less any he took (see {@link Clock#timeAdded}). */
    public long added(Color c) {
        return clock == null ? 0 : clock.timeAdded(side(c)).toMillis();
    }

    private static Side side(Color c) {
        return c == Color.WHITE ? Side.WHITE : Side.BLACK;
    }

    private static Color color(Side s) {
        return s == Side.WHITE ? Color.WHITE : Color.BLACK;
    }

    /**
     * A time typed as h:mm:ss or m:ss ("1:05:00", "58:10"), in milliseconds: minutes and seconds
     * after the first field are two digits under 60, and at most {@link #MAX_READING}. Anything
     * else is refused, naming the text.
     */
    public static long parse(String text) {
        String[] parts = text.strip().split(":", -1);
        InputException bad = new InputException(InputException.quote(text) + " is not a time such as 1:34:10 or 45:00");
        if (parts.length < 2 || parts.length > 3) {
            throw bad;
        }
        long total = 0;
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i];
            if (p.isEmpty() || p.length() > 4 || !p.chars().allMatch(c -> c >= '0' && c <= '9')
                    || i > 0 && (p.length() != 2 || Integer.parseInt(p) >= 60)) {
                throw bad;
            }
            total = total * 60 + Integer.parseInt(p);
        }
        if (total * 1000 > MAX_READING) {
            throw new InputException(InputException.quote(text) + " is more than a clock shows, " + format(MAX_READING));
        }
        return total * 1000;
    }

    /**
     * Time left as said, in whole seconds rounded up, as a clock shows it: "0 seconds" only once
     * the flag has fallen, never while part of a second remains.
     */
    public static Duration left(long millis) {
        return Duration.ofSeconds((millis + 999) / 1000);
    }

    /** A reading as shown: h:mm:ss, or m:ss under an hour. */
    public static String format(long millis) {
        long s = millis / 1000;
        long h = s / 3600;
        long m = s / 60 % 60;
        long sec = s % 60;
        return h > 0 ? String.format("%d:%02d:%02d", h, m, sec) : String.format("%d:%02d", m, sec);
    }
}
