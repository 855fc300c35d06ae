package org.annabella.laws;

import java.time.Duration;
import java.util.List;
import org.annabella.clock.BonusKind;
import org.annabella.clock.Pace;
import org.annabella.clock.Side;
import org.annabella.laws.RefereeEvent.ArbiterDecision;
import org.annabella.laws.RefereeEvent.Claim;
import org.annabella.laws.RefereeEvent.ClaimKind;
import org.annabella.rules.Color;

/**
 * The quickplay-finish part of a {@link Referee}: a player with less than two minutes claims a
 * draw (2009 10.2, 2014 G.5, 2018 III.5) or, from 2014, asks for a five-second increment, which
 * is also a draw offer (2014 G.4, 2018 III.4); the arbiter then agrees, postpones or rejects.
 * Methods return a refusal reason, or null with the rulings added to {@code out}.
 */
final class QuickplayFinish {
    private static final Duration THRESHOLD = Duration.ofMinutes(2);
    private static final Duration BONUS = Duration.ofMinutes(2);
    private static final Duration INCREMENT = Duration.ofSeconds(5);

    private enum State { NONE, CLAIMED, INCREMENT_REQUESTED, POSTPONED }

    private final Referee r;
    private State state = State.NONE;
    private Color claimant;

    QuickplayFinish(Referee referee) {
        this.r = referee;
    }

    /** A claim or request waits for the arbiter; the clocks are stopped. */
    boolean awaitingDecision() {
        return state == State.CLAIMED || state == State.INCREMENT_REQUESTED;
    }

    boolean incrementRequested() {
        return state == State.INCREMENT_REQUESTED;
    }

    /** The arbiter postponed {@code side}'s claim: his flag falling calls for the decision (2009 10.2.b). */
    boolean postponedFor(Color side) {
        return state == State.POSTPONED && claimant == side;
    }

    Color claimant() {
        return claimant;
    }

    /** 2009 10.2 / 2014 G.4-G.5 / 2018 III.4-III.5: less than two minutes in a quickplay finish. */
    String claim(Claim e, List<Ruling> out) {
        Color by = e.player();
        boolean request = e.kind() == ClaimKind.QUICKPLAY_INCREMENT;
        if (request && !Rule.QUICKPLAY_INCREMENT_REQUEST.existsIn(r.edition())) {
            return "the " + r.edition() + " Laws have no request for an increment; claim under " + r.edition().cite(Rule.QUICKPLAY_CLAIM);
        }
        if (r.clock == null) {
            return "a quickplay-finish claim needs the clock";
        }
        if (state != State.NONE) {
            return "a quickplay-finish claim is already before the arbiter";
        }
        if (by != r.game().position().sideToMove() || r.pendingPress != null) {
            return "only the player having the move may claim (" + r.edition().cite(Rule.QUICKPLAY_CLAIM) + ")";
        }
        if (r.pace() == Pace.BLITZ && (r.edition() != Edition.FIDE_2009 || !r.supervised)) {
            return "the quickplay-finish rules do not apply to blitz";
        }
        Side s = Referee.side(by);
        if (!r.clock.inLastPeriod(s)) {
            return "this is not a quickplay finish: not all remaining moves must be made in this period";
        }
        if (r.edition() != Edition.FIDE_2009 && r.clock.control().period(r.clock.periodIndex(s)).bonusKind() != BonusKind.NONE) {
            return "the quickplay-finish guideline applies only to games without increment (" + r.edition().cite(Rule.QUICKPLAY_CLAIM) + ")";
        }
        if (r.clock.flagFallen(s)) {
            return Referee.name(by) + "'s flag has already fallen";
        }
        if (r.clock.remaining(s).compareTo(THRESHOLD) >= 0) {
            return Referee.name(by) + " has two minutes or more on his clock";
        }
        r.pauseClock();
        claimant = by;
        r.drawOfferBy = by;
        if (request) {
            state = State.INCREMENT_REQUESTED;
            out.add(Ruling.of(r.edition(), Rule.QUICKPLAY_INCREMENT_REQUEST, Referee.name(by) + " asks for five seconds per move for both players; "
                    + "this is also a draw offer, which " + Referee.name(by.opposite()) + " may accept"));
        } else {
            state = State.CLAIMED;
            Rule rule = r.supervised ? Rule.QUICKPLAY_CLAIM : Rule.QUICKPLAY_NO_ARBITER;
            out.add(Ruling.of(r.edition(), rule, Referee.name(by) + " claims a draw with less than two minutes: the opponent cannot win, "
                    + "or makes no effort to win, by normal means; the arbiter decides"));
            out.add(Ruling.of(r.edition(), Rule.CLAIM_IS_OFFER, "the claim also stands as a draw offer"));
        }
        return null;
    }

    String decide(ArbiterDecision d, List<Ruling> out) {
        if (state == State.NONE) {
            return "there is no quickplay-finish claim to decide";
        }
        Color claimant = this.claimant;
        Color other = claimant.opposite();
        boolean flagDown = r.clock.flagFallen(Referee.side(claimant));
        switch (d.decision()) {
            case QUICKPLAY_DRAW -> {
                if (state == State.INCREMENT_REQUESTED) {
                    return "a request for an increment is granted or rejected, not drawn";
                }
                r.pauseClock();
                r.end(out, Rule.QUICKPLAY_ACCEPTED, "the arbiter agrees that " + Referee.name(other)
                        + " cannot win, or was making no effort to win, by normal means: draw", Result.DRAW);
            }
            case QUICKPLAY_POSTPONE -> {
                if (state != State.CLAIMED) {
                    return "only a claim awaiting decision can be postponed";
                }
                state = State.POSTPONED;
                if (Referee.positive(d.time())) {
                    r.clock.addTime(Referee.side(other), d.time());
                }
                r.clock.resume();
                out.add(Ruling.of(r.edition(), Rule.QUICKPLAY_POSTPONED, "the arbiter postpones his decision"
                        + (Referee.positive(d.time()) ? "; " + Referee.minutes(d.time()) + " added to " + Referee.name(other) + "'s time" : "")
                        + "; the game continues, if possible with an arbiter present"));
            }
            case QUICKPLAY_REJECT -> {
                if (state == State.POSTPONED && flagDown) {
                    state = State.NONE;
                    return r.flag(claimant, true, out);
                }
                if (state == State.POSTPONED) {
                    return "a postponed claim is decided later in the game or after a flag has fallen";
                }
                Rule rule = state == State.INCREMENT_REQUESTED ? Rule.QUICKPLAY_INCREMENT_REQUEST : Rule.QUICKPLAY_REJECTED;
                state = State.NONE;
                r.clock.addTime(Referee.side(other), BONUS);
                r.clock.resume();
                out.add(Ruling.of(r.edition(), rule, "the arbiter rejects the " + (rule == Rule.QUICKPLAY_REJECTED ? "claim" : "request")
                        + ": " + Referee.minutes(BONUS) + " added to " + Referee.name(other) + "'s time; the game continues"));
            }
            case QUICKPLAY_GRANT_INCREMENT -> {
                if (state != State.INCREMENT_REQUESTED) {
                    return "there is no request for an increment";
                }
                if (r.drawOfferBy != null) {
                    return Referee.name(other) + " has not yet answered the draw offer that comes with the request";
                }
                state = State.NONE;
                r.clock.introduceIncrement(INCREMENT);
                r.clock.addTime(Referee.side(other), BONUS);
                r.clock.resume();
                out.add(Ruling.of(r.edition(), Rule.QUICKPLAY_INCREMENT_REQUEST, "the arbiter grants five seconds per move for both players; "
                        + Referee.minutes(BONUS) + " added to " + Referee.name(other) + "'s time; the game continues"));
            }
            default -> throw new IllegalStateException("not a quickplay decision: " + d.decision());
        }
        return null;
    }
}
