package org.annabella.laws;

import java.time.Duration;
import org.annabella.rules.Color;

/**
 * One change a part of the {@link Referee} (resumption, quickplay finish, illegal moves) decided
 * and the referee alone makes to its game, clock and offers. The referee applies a {@link Verdict}'s
 * effects in order; an effect that ends the game ends the list.
 */
sealed interface Effect {

    /** Tell this ruling. */
    record Say(Ruling ruling) implements Effect {
    }

    /** Tell {@code player} what the pieces he touched oblige him to do, if he touched any (Art. 4). */
    record SayTouchObligation(Color player) implements Effect {
    }

    /** Play this (legal) move on the board. */
    record Play(int move) implements Effect {
    }

    /** The game-ending facts after {@code mover}'s move (mate, stalemate, dead position...); ends the list if one holds. */
    record EndIfOver(Color mover) implements Effect {
    }

    /** End the game with this ruling, which carries the result. */
    record End(Ruling ending) implements Effect {
    }

    /** {@code side}'s flag has fallen, seen by the arbiter or ({@code claimed}) claimed: the referee's ruling on flags decides. */
    record Flag(Color side, boolean claimed) implements Effect {
    }

    /** Take the game back to {@code ply} half-moves, with the clocks as they read then. */
    record Restore(int ply) implements Effect {
    }

    /** The piece on {@code square} counts as touched by the player having the move (and no other). */
    record Touched(int square) implements Effect {
    }

    /** The draw offer of {@code by} stands. */
    record OfferDraw(Color by) implements Effect {
    }

    /**
     * Start the clock at the resumption of an adjourned game, if there is one: one set up from
     * the envelope has not started; one stopped when the move was sealed is restarted.
     */
    record StartClock() implements Effect {
    }

    /** Stop the clock, if there is one and it runs. */
    record PauseClock() implements Effect {
    }

    /** Restart the stopped clock. */
    record ResumeClock() implements Effect {
    }

    /** {@code side} completes his move on the clock. */
    record Press(Color side) implements Effect {
    }

    record AddTime(Color side, Duration time) implements Effect {
    }

    /** {@code side}'s clock shows {@code used} as used, with {@code added} given by the arbiter on top (2009 Guidelines 5, 2014 E.5). */
    record SetTimeUsed(Color side, Duration used, Duration added) implements Effect {
    }

    /** {@code side} has completed {@code moves} moves (for the time control's move counts). */
    record SetMoves(Color side, int moves) implements Effect {
    }

    /** From now on every move gains {@code time} (2014 G.4, 2018 III.4). */
    record IntroduceIncrement(Duration time) implements Effect {
    }
}
