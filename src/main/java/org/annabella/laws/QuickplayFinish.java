package org.annabella.laws;

import java.time.Duration;
import java.util.List;
import org.annabella.announce.Phrase;
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
    Phrase claim(Claim e, List<Ruling> out) {
        Color by = e.side();
        boolean request = e.kind() == ClaimKind.QUICKPLAY_INCREMENT;
        if (request && !Rule.QUICKPLAY_INCREMENT_REQUEST.existsIn(r.edition())) {
            return Phrase.of("refusal.no-increment-request-in-edition", "edition", r.edition().year(),
                    "rule", r.edition().cite(Rule.QUICKPLAY_CLAIM));
        }
        if (r.clock == null) {
            return Phrase.of("refusal.quickplay-needs-clock");
        }
        if (state != State.NONE) {
            return Phrase.of("refusal.quickplay-claim-pending");
        }
        if (by != r.game().position().sideToMove() || r.pendingPress != null) {
            return Phrase.of("refusal.quickplay-not-on-move", "rule", r.edition().cite(Rule.QUICKPLAY_CLAIM));
        }
        if (r.pace() == Pace.BLITZ && (r.edition() != Edition.FIDE_2009 || !r.supervised)) {
            return Phrase.of("refusal.quickplay-not-in-blitz");
        }
        Side s = Referee.side(by);
        if (!r.clock.inLastPeriod(s)) {
            return Phrase.of("refusal.not-a-quickplay-finish");
        }
        if (r.edition() != Edition.FIDE_2009 && r.clock.control().period(r.clock.periodIndex(s)).bonusKind() != BonusKind.NONE) {
            return Phrase.of("refusal.quickplay-with-increment", "rule", r.edition().cite(Rule.QUICKPLAY_CLAIM));
        }
        if (r.clock.flagFallen(s)) {
            return Phrase.of("refusal.flag-already-fallen", "player", by);
        }
        if (r.clock.remaining(s).compareTo(THRESHOLD) >= 0) {
            return Phrase.of("refusal.two-minutes-or-more", "player", by);
        }
        r.pauseClock();
        claimant = by;
        r.drawOfferBy = by;
        if (request) {
            state = State.INCREMENT_REQUESTED;
            out.add(r.ruling(Rule.QUICKPLAY_INCREMENT_REQUEST, "ruling.increment-requested", "player", by, "opponent", by.opposite()));
        } else {
            state = State.CLAIMED;
            Rule rule = r.supervised ? Rule.QUICKPLAY_CLAIM : Rule.QUICKPLAY_NO_ARBITER;
            out.add(r.ruling(rule, "ruling.quickplay-claim", "player", by));
            out.add(r.ruling(Rule.CLAIM_IS_OFFER, "ruling.quickplay-claim-is-offer"));
        }
        return null;
    }

    Phrase decide(ArbiterDecision d, List<Ruling> out) {
        if (state == State.NONE) {
            return Phrase.of("refusal.no-quickplay-claim");
        }
        Color claimant = this.claimant;
        Color other = claimant.opposite();
        boolean flagDown = r.clock.flagFallen(Referee.side(claimant));
        switch (d.decision()) {
            case QUICKPLAY_DRAW -> {
                if (state == State.INCREMENT_REQUESTED) {
                    return Phrase.of("refusal.increment-request-not-drawn");
                }
                r.pauseClock();
                r.end(out, Rule.QUICKPLAY_ACCEPTED, Result.DRAW, "ruling.quickplay-draw", "player", other);
            }
            case QUICKPLAY_POSTPONE -> {
                if (state != State.CLAIMED) {
                    return Phrase.of("refusal.postpone-only-awaiting");
                }
                state = State.POSTPONED;
                if (Referee.positive(d.time())) {
                    r.clock.addTime(Referee.side(other), d.time());
                }
                r.clock.resume();
                out.add(Referee.positive(d.time())
                        ? r.ruling(Rule.QUICKPLAY_POSTPONED, "ruling.quickplay-postponed-with-time", "extra", r.timeAdded(other, d.time(), false))
                        : r.ruling(Rule.QUICKPLAY_POSTPONED, "ruling.quickplay-postponed"));
            }
            case QUICKPLAY_REJECT -> {
                if (state == State.POSTPONED && flagDown) {
                    state = State.NONE;
                    return r.flag(claimant, true, out);
                }
                if (state == State.POSTPONED) {
                    return Phrase.of("refusal.postponed-decided-later");
                }
                Rule rule = state == State.INCREMENT_REQUESTED ? Rule.QUICKPLAY_INCREMENT_REQUEST : Rule.QUICKPLAY_REJECTED;
                state = State.NONE;
                r.clock.addTime(Referee.side(other), BONUS);
                r.clock.resume();
                out.add(r.ruling(rule, rule == Rule.QUICKPLAY_REJECTED ? "ruling.quickplay-claim-rejected" : "ruling.increment-request-rejected",
                        "extra", r.timeAdded(other, BONUS, false)));
            }
            case QUICKPLAY_GRANT_INCREMENT -> {
                if (state != State.INCREMENT_REQUESTED) {
                    return Phrase.of("refusal.no-increment-request");
                }
                if (r.drawOfferBy != null) {
                    return Phrase.of("refusal.offer-with-request-unanswered", "player", other);
                }
                state = State.NONE;
                r.clock.introduceIncrement(INCREMENT);
                r.clock.addTime(Referee.side(other), BONUS);
                r.clock.resume();
                out.add(r.ruling(Rule.QUICKPLAY_INCREMENT_REQUEST, "ruling.increment-granted", "extra", r.timeAdded(other, BONUS, false)));
            }
            default -> throw new IllegalStateException("not a quickplay decision: " + d.decision());
        }
        return null;
    }
}
