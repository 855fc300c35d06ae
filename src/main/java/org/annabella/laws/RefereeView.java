package org.annabella.laws;

import java.time.Duration;
import org.annabella.announce.Phrase;
import org.annabella.clock.Clock;
import org.annabella.clock.Pace;
import org.annabella.rules.Color;
import org.annabella.rules.Game;

/**
 * The {@link Referee}'s state as its parts read it to decide a {@link Verdict}. The game and the
 * clock are the referee's own, to read only: only the referee changes them (LawsDecisionsTest).
 *
 * @param clock the clock, or null when the game has none
 * @param pendingPress the player who moved and must still press his clock, or null
 * @param drawOfferBy the player whose draw offer stands, or null
 */
record RefereeView(Edition edition, Pace pace, boolean supervised, MateAbility mate, Game game, Clock clock,
        Color pendingPress, Color drawOfferBy) {

    boolean clockRunning() {
        return clock != null && clock.state() == Clock.State.RUNNING;
    }

    /** A ruling in this game's edition, in the words of {@code key} with its named values. */
    Ruling ruling(Rule rule, String key, Object... namesAndValues) {
        return Ruling.of(edition, rule, Phrase.of(key, namesAndValues));
    }

    /** A ruling that ends the game with {@code result}, in the words of {@code key}. */
    Effect.End end(Rule rule, Result result, String key, Object... namesAndValues) {
        return new Effect.End(Ruling.ending(edition, rule, Phrase.of(key, namesAndValues), result));
    }

    /** See {@link Referee#timeAdded(Edition, Pace, Color, Duration, boolean)}. */
    Phrase timeAdded(Color player, Duration time, boolean penalty) {
        return Referee.timeAdded(edition, pace, player, time, penalty);
    }
}
