package org.annabella.clock;

import java.time.Duration;
import java.util.Objects;

/**
 * One period of a time control: {@code moves} moves in {@code time}, or, when {@code moves} is
 * zero, all remaining moves in {@code time} (sudden death, a "quickplay finish" in 2009 10.1).
 * Times are whole seconds, as on tournament clocks and in the PGN TimeControl tag.
 *
 * @param moves     moves to be made in this period; 0 for the rest of the game
 * @param time      time given at the start of the period (added to any time saved, 2009 6.2.b)
 * @param bonusKind increment, delay or none, applied to every move made in this period
 * @param bonus     the increment or delay per move; zero exactly when {@code bonusKind} is NONE
 */
public record Period(int moves, Duration time, BonusKind bonusKind, Duration bonus) {

    public Period {
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(bonusKind, "bonusKind");
        Objects.requireNonNull(bonus, "bonus");
        if (moves < 0) {
            throw new IllegalArgumentException("a period cannot have a negative number of moves: " + moves);
        }
        if (time.isNegative() || bonus.isNegative()) {
            throw new IllegalArgumentException("period times cannot be negative");
        }
        if (time.getNano() != 0 || bonus.getNano() != 0) {
            throw new IllegalArgumentException("period times are whole seconds");
        }
        if ((bonusKind == BonusKind.NONE) != bonus.isZero()) {
            throw new IllegalArgumentException("a bonus needs both a kind and a non-zero amount");
        }
        if (time.isZero() && bonus.isZero()) {
            throw new IllegalArgumentException("a period needs some time");
        }
        // Bounds far beyond any game's, so that a slip of the keyboard is refused, not obeyed.
        if (time.compareTo(MAX_TIME) > 0 || bonus.compareTo(MAX_BONUS) > 0 || moves > MAX_MOVES) {
            throw new IllegalArgumentException("a period is at most " + MAX_MOVES + " moves in " + MAX_TIME.toHours()
                    + " hours, with at most " + MAX_BONUS.toMinutes() + " minutes a move");
        }
    }

    /** The most a period may hold: longer than any adjourned game's session (2009 Guidelines for adjourned games). */
    public static final Duration MAX_TIME = Duration.ofHours(24);
    public static final Duration MAX_BONUS = Duration.ofHours(1);
    public static final int MAX_MOVES = 1_000;

    /** {@code moves} moves in {@code time}, without increment. */
    public static Period movesIn(int moves, Duration time) {
        if (moves <= 0) {
            throw new IllegalArgumentException("a period of moves needs at least one move: " + moves);
        }
        return new Period(moves, time, BonusKind.NONE, Duration.ZERO);
    }

    /** The rest of the game in {@code time}, without increment. */
    public static Period rest(Duration time) {
        return new Period(0, time, BonusKind.NONE, Duration.ZERO);
    }

    public Period withIncrement(Duration amount) {
        return new Period(moves, time, BonusKind.INCREMENT, amount);
    }

    public Period withSimpleDelay(Duration amount) {
        return new Period(moves, time, BonusKind.SIMPLE_DELAY, amount);
    }

    public Period withBronsteinDelay(Duration amount) {
        return new Period(moves, time, BonusKind.BRONSTEIN_DELAY, amount);
    }

    /** True for a period covering all remaining moves. */
    public boolean isRestOfGame() {
        return moves == 0;
    }
}
