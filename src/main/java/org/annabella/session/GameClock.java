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

    /** Sets both readings (a pause with the arbiter's times); the clock is left stopped. */
    public void set(long whiteMillis, long blackMillis) {
        if (clock != null) {
            stop();
            clock.setTime(Side.WHITE, Duration.ofMillis(whiteMillis));
            clock.setTime(Side.BLACK, Duration.ofMillis(blackMillis));
        }
    }

    /**
     * A stopped clock standing as a journal left it: the readings, the moves each side has
     * completed and whose turn it is.
     */
    public void restore(long whiteMillis, long blackMillis, int whiteMoves, int blackMoves, Color toMove) {
        if (clock == null) {
            return;
        }
        clock = new Clock(control.control().get(), time(), side(toMove));
        clock.setMoves(Side.WHITE, whiteMoves);
        clock.setMoves(Side.BLACK, blackMoves);
        clock.setRemaining(Side.WHITE, Duration.ofMillis(whiteMillis));
        clock.setRemaining(Side.BLACK, Duration.ofMillis(blackMillis));
    }

    /**
     * Time a side's clock has consumed so far (see {@link Clock#timeUsed}): time the arbiter added
     * is not counted as used. After a journal is replayed the additions made before are not
     * known, so the readings then count as the clock left them.
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

    /** A reading as spoken and shown: h:mm:ss, or m:ss under an hour. */
    public static String format(long millis) {
        long s = millis / 1000;
        long h = s / 3600;
        long m = s / 60 % 60;
        long sec = s % 60;
        return h > 0 ? String.format("%d:%02d:%02d", h, m, sec) : String.format("%d:%02d", m, sec);
    }
}
