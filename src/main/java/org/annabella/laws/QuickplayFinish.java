package org.annabella.laws;

import java.time.Duration;
import org.annabella.announce.Phrase;
import org.annabella.clock.BonusKind;
import org.annabella.clock.Clock;
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
 * A value: each event gives a {@link Verdict} with the next state and the effects for the referee
 * to make.
 */
final class QuickplayFinish {
    private static final Duration THRESHOLD = Duration.ofMinutes(2);
    private static final Duration BONUS = Duration.ofMinutes(2);
    private static final Duration INCREMENT = Duration.ofSeconds(5);

    private enum State { NONE, CLAIMED, INCREMENT_REQUESTED, POSTPONED }

    /** No claim made yet. */
    static final QuickplayFinish NONE = new QuickplayFinish(State.NONE, null);

    private final State state;
    private final Color claimant;

    private QuickplayFinish(State state, Color claimant) {
        this.state = state;
        this.claimant = claimant;
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

    /** Who claimed last, or null. */
    Color claimant() {
        return claimant;
    }

    /** 2009 10.2 / 2014 G.4-G.5 / 2018 III.4-III.5: less than two minutes in a quickplay finish. */
    Verdict<QuickplayFinish> claim(Claim e, RefereeView v) {
        Phrase refusal = refuseClaim(e, v);
        if (refusal != null) {
            return Verdict.refuse(refusal);
        }
        Color by = e.side();
        if (e.kind() == ClaimKind.QUICKPLAY_INCREMENT) {
            return Verdict.accept(new QuickplayFinish(State.INCREMENT_REQUESTED, by),
                    new Effect.PauseClock(), new Effect.OfferDraw(by),
                    new Effect.Say(v.ruling(Rule.QUICKPLAY_INCREMENT_REQUEST, "ruling.increment-requested",
                            "player", by, "opponent", by.opposite())));
        }
        Rule rule = v.supervised() ? Rule.QUICKPLAY_CLAIM : Rule.QUICKPLAY_NO_ARBITER;
        return Verdict.accept(new QuickplayFinish(State.CLAIMED, by),
                new Effect.PauseClock(), new Effect.OfferDraw(by),
                new Effect.Say(v.ruling(rule, "ruling.quickplay-claim", "player", by)),
                new Effect.Say(v.ruling(Rule.CLAIM_IS_OFFER, "ruling.quickplay-claim-is-offer")));
    }

    private Phrase refuseClaim(Claim e, RefereeView v) {
        Color by = e.side();
        Edition edition = v.edition();
        if (e.kind() == ClaimKind.QUICKPLAY_INCREMENT && !Rule.QUICKPLAY_INCREMENT_REQUEST.existsIn(edition)) {
            return Phrase.of("refusal.no-increment-request-in-edition", "edition", edition.year(),
                    "rule", edition.cite(Rule.QUICKPLAY_CLAIM));
        }
        Clock clock = v.clock();
        if (clock == null) {
            return Phrase.of("refusal.quickplay-needs-clock");
        }
        if (state != State.NONE) {
            return Phrase.of("refusal.quickplay-claim-pending");
        }
        if (by != v.game().position().sideToMove() || v.pendingPress() != null) {
            return Phrase.of("refusal.quickplay-not-on-move", "rule", edition.cite(Rule.QUICKPLAY_CLAIM));
        }
        if (v.pace() == Pace.BLITZ && (edition != Edition.FIDE_2009 || !v.supervised())) {
            return Phrase.of("refusal.quickplay-not-in-blitz");
        }
        Side s = Referee.side(by);
        if (!clock.inLastPeriod(s)) {
            return Phrase.of("refusal.not-a-quickplay-finish");
        }
        if (edition != Edition.FIDE_2009 && clock.control().period(clock.periodIndex(s)).bonusKind() != BonusKind.NONE) {
            return Phrase.of("refusal.quickplay-with-increment", "rule", edition.cite(Rule.QUICKPLAY_CLAIM));
        }
        if (clock.flagFallen(s)) {
            return Phrase.of("refusal.flag-already-fallen", "player", by);
        }
        if (clock.remaining(s).compareTo(THRESHOLD) >= 0) {
            return Phrase.of("refusal.two-minutes-or-more", "player", by);
        }
        return null;
    }

    Verdict<QuickplayFinish> decide(ArbiterDecision d, RefereeView v) {
        if (state == State.NONE) {
            return Verdict.refuse(Phrase.of("refusal.no-quickplay-claim"));
        }
        Color other = claimant.opposite();
        QuickplayFinish decided = new QuickplayFinish(State.NONE, claimant);
        switch (d.decision()) {
            case QUICKPLAY_DRAW -> {
                if (state == State.INCREMENT_REQUESTED) {
                    return Verdict.refuse(Phrase.of("refusal.increment-request-not-drawn"));
                }
                return Verdict.accept(this, v.end(Rule.QUICKPLAY_ACCEPTED, Result.DRAW, "ruling.quickplay-draw", "player", other));
            }
            case QUICKPLAY_POSTPONE -> {
                if (state != State.CLAIMED) {
                    return Verdict.refuse(Phrase.of("refusal.postpone-only-awaiting"));
                }
                QuickplayFinish postponed = new QuickplayFinish(State.POSTPONED, claimant);
                if (!Referee.positive(d.time())) {
                    return Verdict.accept(postponed, new Effect.ResumeClock(),
                            new Effect.Say(v.ruling(Rule.QUICKPLAY_POSTPONED, "ruling.quickplay-postponed")));
                }
                return Verdict.accept(postponed, new Effect.AddTime(other, d.time()), new Effect.ResumeClock(),
                        new Effect.Say(v.ruling(Rule.QUICKPLAY_POSTPONED, "ruling.quickplay-postponed-with-time",
                                "extra", v.timeAdded(other, d.time(), false))));
            }
            case QUICKPLAY_REJECT -> {
                if (state == State.POSTPONED) {
                    return v.clock().flagFallen(Referee.side(claimant))
                            ? Verdict.accept(decided, new Effect.Flag(claimant, true))
                            : Verdict.refuse(Phrase.of("refusal.postponed-decided-later"));
                }
                Rule rule = state == State.INCREMENT_REQUESTED ? Rule.QUICKPLAY_INCREMENT_REQUEST : Rule.QUICKPLAY_REJECTED;
                return Verdict.accept(decided, new Effect.AddTime(other, BONUS), new Effect.ResumeClock(),
                        new Effect.Say(v.ruling(rule, rule == Rule.QUICKPLAY_REJECTED
                                ? "ruling.quickplay-claim-rejected" : "ruling.increment-request-rejected",
                                "extra", v.timeAdded(other, BONUS, false))));
            }
            case QUICKPLAY_GRANT_INCREMENT -> {
                if (state != State.INCREMENT_REQUESTED) {
                    return Verdict.refuse(Phrase.of("refusal.no-increment-request"));
                }
                if (v.drawOfferBy() != null) {
                    return Verdict.refuse(Phrase.of("refusal.offer-with-request-unanswered", "player", other));
                }
                return Verdict.accept(decided, new Effect.IntroduceIncrement(INCREMENT), new Effect.AddTime(other, BONUS),
                        new Effect.ResumeClock(),
                        new Effect.Say(v.ruling(Rule.QUICKPLAY_INCREMENT_REQUEST, "ruling.increment-granted",
                                "extra", v.timeAdded(other, BONUS, false))));
            }
            default -> throw new IllegalStateException("not a quickplay decision: " + d.decision());
        }
    }
}
