package org.annabella.clock;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;

/**
 * A chess clock (2009 Art. 6, 2018 Art. 6): two faces of which at most one runs, over an
 * injectable monotonic {@link TimeSource}. States: not started, running, paused (by the arbiter,
 * or by a player seeking the arbiter, 2009 6.12). Not thread-safe.
 *
 * <ul>
 * <li>{@link #start()} starts White's clock (6.5).</li>
 * <li>{@link #press(Side)} ends the turn of the side whose clock runs: charges the time used,
 *     adds the increment or Bronstein bonus (none once his flag has fallen), counts the move, enters the next period when its move
 *     count is reached (time saved carries over, 2009 6.2.b), starts the opponent's clock and keeps
 *     a {@link ClockReading}.</li>
 * <li>A flag falls at the exact instant the remaining time (after any simple delay) reaches zero;
 *     {@link #flagInstant(Side)} tells when, whenever it is asked (6.1, 6.8).</li>
 * <li>{@link #addTime}/{@link #subtractTime} for penalties and compensation (2009 7.4.b, 9.5.b,
 *     13.4; 2014+ 7.5, 9.5, 12.9); {@link #restore(int)} puts the clocks back to the reading after
 *     an earlier move (2009 6.13, E.2.8; 2018 D.2.9); {@link #setTime}/{@link #setMoves} for an
 *     arbiter's correction (2009 6.10.b).</li>
 * <li>{@link #timeUsed(Side)} is what the clock consumed, whatever the arbiter added or took
 *     ({@link #timeAdded(Side)}): the adjourned game's envelope needs both (2009 Guidelines for
 *     adjourned games 2 and 5, 2014 E.2 and E.5, 2018 I.2 and I.5).</li>
 * </ul>
 * Remaining time never goes below zero: time overdrawn after a flag has fallen is not counted.
 * Operations that do not fit the state are refused ({@link Refusal}, the reason as a phrase said in
 * the listener's language) and change nothing; a negative time or count is a caller's error.
 */
public final class Clock {
    /** The clock's state machine. */
    public enum State { NOT_STARTED, RUNNING, PAUSED }

    private static final long NO_FLAG = Long.MIN_VALUE;

    private TimeControl control;
    private final TimeSource time;

    private State state = State.NOT_STARTED;
    private Side toMove;
    private final long[] remaining = new long[2];   // nanos; for the side to move: at the start of its turn
    private final int[] moves = new int[2];
    private final int[] periodIndex = new int[2];
    private final int[] movesInPeriod = new int[2];
    private final long[] flagAt = {NO_FLAG, NO_FLAG};
    private final long[] adjusted = new long[2];   // nanos the arbiter added (less any he took) per side
    private long turnUsed;       // nanos used this turn before the current running interval
    private long runningSince;   // instant the current running interval began
    private int ply;
    private final List<Snapshot> history = new ArrayList<>();

    /** A clock set for {@code control}, White to move first. */
    public Clock(TimeControl control, TimeSource time) {
        this(control, time, Side.WHITE);
    }

    /** A clock whose first turn is {@code firstToMove}'s (for games set up from a position). */
    public Clock(TimeControl control, TimeSource time, Side firstToMove) {
        this.control = Objects.requireNonNull(control, "control");
        this.time = Objects.requireNonNull(time, "time");
        this.toMove = Objects.requireNonNull(firstToMove, "firstToMove");
        long first = control.period(0).time().toNanos();
        remaining[0] = first;
        remaining[1] = first;
        history.add(snapshot());
    }

    private Clock(Clock other) {
        control = other.control;
        time = other.time;
        state = other.state;
        toMove = other.toMove;
        System.arraycopy(other.remaining, 0, remaining, 0, 2);
        System.arraycopy(other.moves, 0, moves, 0, 2);
        System.arraycopy(other.periodIndex, 0, periodIndex, 0, 2);
        System.arraycopy(other.movesInPeriod, 0, movesInPeriod, 0, 2);
        System.arraycopy(other.flagAt, 0, flagAt, 0, 2);
        turnUsed = other.turnUsed;
        runningSince = other.runningSince;
        ply = other.ply;
        history.addAll(other.history); // snapshots are never changed once taken
    }

    /** An independent copy on the same time source: pressing or setting one leaves the other as it was. */
    public Clock copy() {
        return new Clock(this);
    }

    public TimeControl control() {
        return control;
    }

    public State state() {
        return state;
    }

    /** The side whose clock runs, or would run when started or resumed. */
    public Side toMove() {
        return toMove;
    }

    /** Half-moves completed by pressing the clock since the start (or since the restored reading). */
    public int ply() {
        return ply;
    }

    /** Starts the clock of the side to move: White at the start of a game (6.5). */
    public void start() {
        if (state != State.NOT_STARTED) {
            throw Refusal.of("clock.refusal.already-started");
        }
        runningSince = time.nanos();
        state = State.RUNNING;
    }

    /**
     * The player whose clock runs completes his move. Returns the reading now kept for that move.
     * A press by the other side, or while the clock is stopped, is refused.
     */
    public ClockReading press(Side side) {
        if (state != State.RUNNING) {
            throw Refusal.of(state == State.PAUSED ? "clock.refusal.stopped" : "clock.refusal.not-started");
        }
        if (side != toMove) {
            throw Refusal.of("clock.refusal.not-running", "player", side.color());
        }
        long now = time.nanos();
        recordFlag(now);
        long used = turnUsed + (now - runningSince);
        int s = side.ordinal();
        Period period = control.period(periodIndex[s]);
        remaining[s] = Math.max(0, remaining[s] - charge(period, used));
        // A fallen flag is a fact (2018 6.1, 6.8): the clock stays at zero, no increment or
        // Bronstein bonus raises it. A later period's time is still added when its moves are made.
        remaining[s] += flagAt[s] != NO_FLAG ? 0 : switch (period.bonusKind()) {
            case INCREMENT -> period.bonus().toNanos();
            case BRONSTEIN_DELAY -> Math.min(used, period.bonus().toNanos());
            case NONE, SIMPLE_DELAY -> 0;
        };
        moves[s]++;
        movesInPeriod[s]++;
        if (!period.isRestOfGame() && movesInPeriod[s] == period.moves()) {
            periodIndex[s]++;
            movesInPeriod[s] = 0;
            remaining[s] += control.period(periodIndex[s]).time().toNanos();
        }
        ply++;
        toMove = side.opposite();
        turnUsed = 0;
        runningSince = now;
        Snapshot snap = snapshot();
        history.add(snap);
        return snap.reading();
    }

    /** Stops both clocks: the arbiter interrupting the game, or a player seeking the arbiter (2009 6.12, 2018 6.11/6.12). */
    public void pause() {
        if (state != State.RUNNING) {
            throw Refusal.of(state == State.PAUSED ? "clock.refusal.already-stopped" : "clock.refusal.not-started");
        }
        long now = time.nanos();
        recordFlag(now);
        turnUsed += now - runningSince;
        state = State.PAUSED;
    }

    /** Restarts the stopped clock of the side to move (2009 6.12.c: the arbiter decides when). */
    public void resume() {
        if (state != State.PAUSED) {
            throw Refusal.of(state == State.RUNNING ? "clock.refusal.already-running" : "clock.refusal.not-started");
        }
        runningSince = time.nanos();
        state = State.RUNNING;
    }

    /** The time {@code side} has left now. */
    public Duration remaining(Side side) {
        return Duration.ofNanos(remainingNanos(side, time.nanos()));
    }

    /** The moves {@code side} has completed, as on the clock's move counter. */
    public int moves(Side side) {
        return moves[side.ordinal()];
    }

    /** The period {@code side} is in: 0 for the first. */
    public int periodIndex(Side side) {
        return periodIndex[side.ordinal()];
    }

    /** Whether {@code side}'s flag has fallen by now. */
    public boolean flagFallen(Side side) {
        return flagInstant(side).isPresent();
    }

    /** The exact instant (time source nanos) at which {@code side}'s flag fell, if it has. */
    public Optional<Long> flagInstant(Side side) {
        recordFlag(time.nanos());
        long at = flagAt[side.ordinal()];
        return at == NO_FLAG ? Optional.empty() : Optional.of(at);
    }

    /**
     * When the running side's flag will fall if he does not press first (time source nanos): for
     * a simulator or a display to schedule its next update. Empty when the clock is not running or
     * that flag has already fallen.
     */
    public Optional<Long> flagDueAt() {
        recordFlag(time.nanos());
        if (state != State.RUNNING || flagAt[toMove.ordinal()] != NO_FLAG) {
            return Optional.empty();
        }
        return Optional.of(runningSince + budget() - turnUsed);
    }

    /** The side whose flag fell first, if any has (2009 6.11: with this clock it is always known). */
    public Optional<Side> firstFlag() {
        recordFlag(time.nanos());
        long w = flagAt[0];
        long b = flagAt[1];
        if (w == NO_FLAG && b == NO_FLAG) {
            return Optional.empty();
        }
        if (b == NO_FLAG || (w != NO_FLAG && w <= b)) {
            return Optional.of(Side.WHITE);
        }
        return Optional.of(Side.BLACK);
    }

    /** Both flags have fallen. */
    public boolean bothFlagsFallen() {
        return flagFallen(Side.WHITE) && flagFallen(Side.BLACK);
    }

    /**
     * Whether {@code side} is in the last period, in which all remaining moves must be made (the
     * "quickplay finish" of 2009 10.1; relevant to both flags falling, 2009 6.11.b).
     */
    public boolean inLastPeriod(Side side) {
        return control.period(periodIndex(side)).isRestOfGame();
    }

    /**
     * Adds time to {@code side}'s clock: a penalty to the opponent or a compensation (2009 13.4.b,
     * 13.5). A flag that has already fallen stays fallen: the fact that it fell is not undone.
     */
    public void addTime(Side side, Duration amount) {
        requirePositive(amount);
        recordFlag(time.nanos());
        remaining[side.ordinal()] += amount.toNanos();
        adjusted[side.ordinal()] += amount.toNanos();
    }

    /**
     * Takes time from {@code side}'s clock (2009 13.4.c). Taking all that is left makes the flag
     * fall now.
     */
    public void subtractTime(Side side, Duration amount) {
        requirePositive(amount);
        long now = time.nanos();
        recordFlag(now);
        long left = remainingNanos(side, now);
        long take = Math.min(amount.toNanos(), left);
        remaining[side.ordinal()] -= take;
        adjusted[side.ordinal()] -= take;
        if (take == left && flagAt[side.ordinal()] == NO_FLAG) {
            flagAt[side.ordinal()] = now;
        }
    }

    /**
     * The arbiter sets {@code side}'s remaining time (2009 6.10.b, 6.13). The clock must be
     * stopped. A flag that had fallen is raised again when time is given back.
     */
    public void setTime(Side side, Duration remainingTime) {
        long before = remainingNanos(side, time.nanos());
        long added = adjusted[side.ordinal()];
        setRemaining(side, remainingTime);
        adjusted[side.ordinal()] = added + remainingTime.toNanos() - before;
    }

    /**
     * Sets {@code side}'s remaining time as a record left it (a journal replayed after a crash),
     * not as an arbiter's adjustment: what the periods allotted less this reading then counts as
     * used. The clock must be stopped.
     */
    public void setRemaining(Side side, Duration remainingTime) {
        setRemaining(side, remainingTime, Duration.ZERO);
    }

    /**
     * Sets {@code side}'s remaining time as a record left it, with the time the arbiter had
     * {@code added} by then (negative when he had taken time), so that {@link #timeUsed} does not
     * count it as used. The clock must be stopped. A reading of zero is a fallen flag.
     */
    public void setRemaining(Side side, Duration remainingTime, Duration added) {
        requireStopped("clock.act.set-time");
        if (remainingTime.isNegative()) {
            throw new IllegalArgumentException("remaining time cannot be negative");
        }
        int s = side.ordinal();
        remaining[s] = remainingTime.toNanos() + (side == toMove ? chargedSoFar() : 0);
        flagAt[s] = remainingTime.isZero() ? time.nanos() : NO_FLAG;
        adjusted[s] = added.toNanos();
    }

    /**
     * Sets {@code side}'s clock from an adjourned game's envelope (2009 Guidelines 5, 2014 E.5,
     * 2018 I.5): the time of every period reached after the moves the counter shows, plus their
     * increments, less {@code used}, plus the time the arbiter had {@code added} (negative when
     * he had taken time), so the player finds the time his clock showed. Set the move counter first.
     */
    public void setTimeUsed(Side side, Duration used, Duration added) {
        if (used.isNegative()) {
            throw new IllegalArgumentException("time used cannot be negative");
        }
        Duration left = Duration.ofNanos(allotted(side)).minus(used).plus(added);
        setRemaining(side, left.isNegative() ? Duration.ZERO : left);
        adjusted[side.ordinal()] = added.toNanos();
    }

    /**
     * The time {@code side}'s clock has consumed: what the periods reached and their increments
     * allotted, plus what the arbiter added, less what remains (a simple delay is not counted).
     * Time added as a penalty or compensation is not "used", so it is not lost (2009 Guidelines
     * for adjourned games 5; 2014 E.5).
     */
    public Duration timeUsed(Side side) {
        long used = allotted(side) + adjusted[side.ordinal()] - remainingNanos(side, time.nanos());
        return Duration.ofNanos(Math.max(0, used));
    }

    /** The time the arbiter added to {@code side}'s clock, less any he took (2009 7.4.b, 9.5.b, 13.4). */
    public Duration timeAdded(Side side) {
        return Duration.ofNanos(adjusted[side.ordinal()]);
    }

    /**
     * The arbiter sets {@code side}'s move counter (2009 6.10.b, 6.13), which also fixes the
     * period the side is in. The clock must be stopped.
     */
    public void setMoves(Side side, int completed) {
        requireStopped("clock.act.set-moves");
        if (completed < 0) {
            throw new IllegalArgumentException("the move counter cannot be negative");
        }
        int s = side.ordinal();
        moves[s] = completed;
        int index = 0;
        int left = completed;
        while (!control.period(index).isRestOfGame() && left >= control.period(index).moves()) {
            left -= control.period(index).moves();
            index++;
        }
        periodIndex[s] = index;
        movesInPeriod[s] = left;
    }

    /**
     * Gives both players {@code amount} of increment per move from now on, in every period: the
     * arbiter granting a quickplay-finish request (2014 G.4, 2018 III.4). The clock must be stopped.
     */
    public void introduceIncrement(Duration amount) {
        requireStopped("clock.act.change-control");
        requirePositive(amount);
        control = TimeControl.of(control.periods().stream().map(p -> p.withIncrement(amount)).toList());
    }

    /** The readings kept after every move, the first being the one before any move. */
    public List<ClockReading> readings() {
        return history.stream().map(Snapshot::reading).toList();
    }

    /**
     * Puts the clock back to the reading taken after {@code ply} half-moves (2009 6.13 and E.2.8,
     * 2018 D.2.9): times, move counters, periods and the side to move. Later readings are
     * discarded, flags raised per the restored times, and the clock is left stopped for the
     * arbiter to restart (it stays not started if it never was).
     */
    public ClockReading restore(int ply) {
        Snapshot snap = history.stream().filter(h -> h.reading().ply() == ply).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no clock reading after half-move " + ply
                        + "; readings exist for 0 to " + this.ply));
        history.subList(history.indexOf(snap) + 1, history.size()).clear();
        for (Side side : Side.values()) {
            int s = side.ordinal();
            remaining[s] = snap.remaining[s];
            moves[s] = snap.moves[s];
            periodIndex[s] = snap.periodIndex[s];
            movesInPeriod[s] = snap.movesInPeriod[s];
            flagAt[s] = remaining[s] == 0 ? time.nanos() : NO_FLAG;
            adjusted[s] = snap.adjusted[s];
        }
        this.ply = snap.reading().ply();
        toMove = snap.reading().toMove();
        turnUsed = 0;
        if (state != State.NOT_STARTED) {
            state = State.PAUSED;
        }
        return snap.reading();
    }

    /** The current reading (times as of now). */
    public ClockReading reading() {
        long now = time.nanos();
        return new ClockReading(ply, toMove, Duration.ofNanos(remainingNanos(Side.WHITE, now)),
                Duration.ofNanos(remainingNanos(Side.BLACK, now)), moves[0], moves[1]);
    }

    // --- internals ---------------------------------------------------------------------------

    /** Nanos of every period {@code side} has reached, plus the increments of the moves he has made. */
    private long allotted(Side side) {
        long allotted = control.period(0).time().toNanos();
        int index = 0;
        int inPeriod = 0;
        for (int m = 0; m < moves[side.ordinal()]; m++) {
            Period p = control.period(index);
            if (p.bonusKind() == BonusKind.INCREMENT) {
                allotted += p.bonus().toNanos();
            }
            if (!p.isRestOfGame() && ++inPeriod == p.moves()) {
                index++;
                inPeriod = 0;
                allotted += control.period(index).time().toNanos();
            }
        }
        return allotted;
    }

    /** Main time charged for {@code used} nanos on one move; a simple delay is free (2009 6.2.b). */
    private static long charge(Period period, long used) {
        return period.bonusKind() == BonusKind.SIMPLE_DELAY ? Math.max(0, used - period.bonus().toNanos()) : used;
    }

    /** Nanos the side to move has used this turn up to {@code now}. */
    private long usedThisTurn(long now) {
        return turnUsed + (state == State.RUNNING ? now - runningSince : 0);
    }

    private long chargedSoFar() {
        return state == State.NOT_STARTED ? 0 : charge(control.period(periodIndex[toMove.ordinal()]), turnUsed);
    }

    private long remainingNanos(Side side, long now) {
        int s = side.ordinal();
        if (side != toMove || state == State.NOT_STARTED) {
            return remaining[s];
        }
        return Math.max(0, remaining[s] - charge(control.period(periodIndex[s]), usedThisTurn(now)));
    }

    /** Records the exact instant the running side's flag fell, if it fell by {@code now}. */
    private void recordFlag(long now) {
        int s = toMove.ordinal();
        if (state != State.RUNNING || flagAt[s] != NO_FLAG) {
            return;
        }
        long fallsAt = runningSince + (budget() - turnUsed);
        if (now >= fallsAt) {
            flagAt[s] = fallsAt;
        }
    }

    /** Time the side to move may use this turn before his flag falls: main time plus any simple delay. */
    private long budget() {
        int s = toMove.ordinal();
        Period period = control.period(periodIndex[s]);
        return remaining[s] + (period.bonusKind() == BonusKind.SIMPLE_DELAY ? period.bonus().toNanos() : 0);
    }

    /** The arbiter's act {@code act} (a key of voice/messages-LANG.phrases) needs the clock stopped. */
    private void requireStopped(String act) {
        if (state == State.RUNNING) {
            throw Refusal.of("clock.refusal.stop-first", "act", Phrase.of(act));
        }
    }

    private static void requirePositive(Duration amount) {
        if (amount.isNegative() || amount.isZero()) {
            throw new IllegalArgumentException("the time must be positive: " + amount);
        }
    }

    private Snapshot snapshot() {
        ClockReading r = new ClockReading(ply, toMove, Duration.ofNanos(remaining[0]), Duration.ofNanos(remaining[1]),
                moves[0], moves[1]);
        return new Snapshot(r, remaining.clone(), moves.clone(), periodIndex.clone(), movesInPeriod.clone(),
                adjusted.clone());
    }

    private record Snapshot(ClockReading reading, long[] remaining, int[] moves, int[] periodIndex, int[] movesInPeriod,
            long[] adjusted) {
    }
}
