package org.annabella.laws;

import static org.annabella.laws.Referee.name;
import static org.annabella.laws.Referee.side;

import java.util.List;
import org.annabella.announce.Phrase;
import org.annabella.clock.Clock;
import org.annabella.laws.RefereeEvent.PlayerArrived;
import org.annabella.laws.RefereeEvent.ReplySealed;
import org.annabella.laws.RefereeEvent.ResumptionTime;
import org.annabella.laws.RefereeEvent.ResumptionTimeWrong;
import org.annabella.rules.Color;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Notation;

/**
 * The resumption of an adjourned game for a {@link Referee}: 2009 Guidelines for adjourned games
 * 5-12, 2014 Appendix E.5-E.13, 2018 and 2023 Guidelines I.5-I.13. The referee starts from the
 * position before the sealed move with the clocks as at adjournment; this class opens the
 * envelope when the player who must reply is present, handles absent and late players, a reply
 * sealed by the sealer's opponent, a missing envelope and wrongly set clocks.
 */
final class Resumption {
    private static final Phrase NOT_RESUMED = Phrase.of("refusal.not-resumed");
    private static final Phrase ALREADY_RESUMED = Phrase.of("refusal.already-resumed");

    private final Referee referee;
    private final SealedEnvelope envelope;
    private final Color sealer;
    private final Color replier;
    private final boolean[] present = new boolean[2];
    private boolean begun;
    private boolean opened;
    /** Plies in the record once the sealed move is on the board: the players' first moves come after. */
    private int openedAtPly = -1;
    private String sealedReply;

    Resumption(Referee referee, SealedEnvelope envelope) {
        this.referee = referee;
        this.envelope = envelope;
        this.sealer = envelope.sealer();
        this.replier = sealer.opposite();
    }

    /** The set-up of 2009 Guidelines 5, 2014 E.5, 2018 I.5, and a draw offer that still stands (E.2.f, E.4). */
    void setUp(List<Ruling> out) {
        Clock clock = referee.clock;
        if (clock != null) {
            if (clock.state() != Clock.State.NOT_STARTED || clock.toMove() != side(sealer)) {
                throw new IllegalArgumentException("the clock for an adjourned game must be unstarted, with "
                        + name(sealer) + " (the sealer) to move");
            }
            int number = envelope.moveNumber();
            clock.setMoves(side(Color.WHITE), sealer == Color.WHITE ? number - 1 : number);
            clock.setMoves(side(Color.BLACK), number - 1);
            clock.setTimeUsed(side(Color.WHITE), envelope.whiteTimeUsed());
            clock.setTimeUsed(side(Color.BLACK), envelope.blackTimeUsed());
        }
        Edition edition = referee.edition();
        out.add(referee.ruling(Rule.ADJOURNED_POSITION_SET, "ruling.adjourned-position-set",
                "white", envelope.whiteTimeUsed(), "black", envelope.blackTimeUsed()));
        envelope.standingDrawOffer().ifPresent(by -> {
            referee.drawOfferBy = by;
            out.add(SealedEnvelope.offerAfterSealing(edition, by));
        });
    }

    /** Why a move cannot be made now, or null. */
    Phrase refuseMove() {
        if (!opened) {
            return begun ? Phrase.of("refusal.envelope-waits-for-replier", "player", replier,
                    "rule", referee.edition().cite(Rule.ENVELOPE_OPENED_WITH_REPLIER))
                    : NOT_RESUMED;
        }
        return sealedReply != null ? Phrase.of("refusal.reply-sealed", "replier", replier, "sealer", sealer) : null;
    }

    Phrase time(ResumptionTime e, List<Ruling> out) {
        if (begun || opened) {
            return ALREADY_RESUMED;
        }
        begun = true;
        present[replier.ordinal()] = e.replierPresent();
        present[sealer.ordinal()] = e.sealerPresent();
        Edition edition = referee.edition();
        Clock clock = referee.clock;
        if (clock != null && clock.state() == Clock.State.NOT_STARTED) {
            clock.start();
        }
        if (e.replierPresent()) {
            if (openAndMake(true, out) && !e.sealerPresent()) {
                out.add(referee.ruling(Rule.RESUMPTION_SEALER_ABSENT, "ruling.sealer-absent", "sealer", sealer, "replier", replier));
            }
            return null;
        }
        if (clock != null) {
            clock.press(side(sealer));
        }
        Rule rule = !e.sealerPresent() && Rule.RESUMPTION_NEITHER_PRESENT.existsIn(edition)
                ? Rule.RESUMPTION_NEITHER_PRESENT : Rule.RESUMPTION_REPLIER_ABSENT;
        out.add(referee.ruling(rule, rule == Rule.RESUMPTION_NEITHER_PRESENT ? "ruling.replier-absent-loses-time" : "ruling.replier-absent",
                "player", replier));
        return null;
    }

    Phrase arrived(PlayerArrived e, List<Ruling> out) {
        Color who = e.side();
        if (!begun) {
            return NOT_RESUMED;
        }
        if (present[who.ordinal()]) {
            return Phrase.of("refusal.already-at-the-board", "player", who);
        }
        present[who.ordinal()] = true;
        if (who == replier && !opened) {
            boolean wasRunning = referee.pauseClock();
            out.add(referee.ruling(Rule.RESUMPTION_REPLIER_ABSENT, "ruling.replier-arrives", "player", replier));
            if (openAndMake(false, out)) {
                referee.resumeIf(wasRunning);
            }
            return null;
        }
        if (who == sealer && sealedReply != null) {
            String reply = sealedReply;
            sealedReply = null;
            try {
                int move = Notation.parse(referee.game.position(), reply);
                out.add(referee.ruling(Rule.RESUMPTION_SEALER_ABSENT, "ruling.sealed-reply-made", "sealer", sealer, "replier", replier,
                        "move", Notation.san(referee.game.position(), move)));
                referee.game.play(move);
                referee.endAfterMove(replier, out);
            } catch (MoveParseException ex) {
                referee.end(out, Rule.SEALED_MOVE_BAD, Result.winFor(sealer), "ruling.sealed-reply-unplayable", "player", replier,
                        "reply", reply, "why", SealedEnvelope.fault("ruling.reply-fault.", ex, "message", ex.getMessage()));
            }
        }
        return null;
    }

    Phrase replySealed(ReplySealed e, List<Ruling> out) {
        if (e.side() != replier || !opened || present[sealer.ordinal()] || sealedReply != null
                || referee.game.ply() != openedAtPly || referee.pendingPress != null) {
            return Phrase.of("refusal.only-replier-seals", "replier", replier, "sealer", sealer);
        }
        if (e.move().isBlank()) {
            return Phrase.of("refusal.sealed-reply-empty");
        }
        sealedReply = e.move().strip();
        if (referee.clock != null) {
            referee.clock.press(side(replier));
        }
        out.add(referee.ruling(Rule.RESUMPTION_SEALER_ABSENT, "ruling.reply-sealed", "replier", replier, "sealer", sealer));
        return null;
    }

    /**
     * A player absent at the default time loses unless the arbiter decides otherwise (2009
     * Guidelines 10, 2014 E.10, 2018 I.10); but if the sealed move ended the game, that result
     * stands, and (2009 10.c) so does a loss on time of the player present (6.9, which draws when
     * the absent player cannot mate).
     */
    Phrase lateAtDefaultTime(Color absent, List<Ruling> out) {
        if (!begun) {
            return NOT_RESUMED;
        }
        if (present[absent.ordinal()]) {
            return Phrase.of("refusal.at-the-board", "player", absent);
        }
        Clock clock = referee.clock;
        Color there = absent.opposite();
        if (clock != null && clock.flagFallen(side(there))) {
            return referee.flag(there, false, out);
        }
        if (absent == replier && !opened) {
            referee.pauseClock();
            out.add(referee.ruling(Rule.LATE_AT_RESUMPTION, "ruling.late-envelope-opened", "player", absent));
            if (!openAndMake(false, out)) {
                return null;
            }
        }
        referee.end(out, Rule.LATE_AT_RESUMPTION, Result.winFor(there), "ruling.late-loses", "player", absent);
        return null;
    }

    /** 2009 Guidelines 11.a, 2014 E.12, 2018 I.12.1. */
    Phrase envelopeMissing(List<Ruling> out) {
        if (begun || opened) {
            return ALREADY_RESUMED;
        }
        begun = true;
        opened = true;
        present[0] = present[1] = true;
        openedAtPly = referee.game.ply();
        if (referee.clock != null && referee.clock.state() == Clock.State.NOT_STARTED) {
            referee.clock.start();
        }
        out.add(referee.ruling(Rule.ENVELOPE_MISSING, "ruling.envelope-missing", "player", sealer));
        return null;
    }

    /** 2009 Guidelines 12, 2014 E.13, 2018 I.13: corrected only if pointed out before one's first move. */
    Phrase timeWrong(ResumptionTimeWrong e, List<Ruling> out) {
        if (referee.clock == null) {
            return Referee.NO_CLOCK;
        }
        if (hasMovedSinceResumption(e.pointedOutBy())) {
            return Phrase.of("refusal.time-pointed-out-too-late", "player", e.pointedOutBy(), "rule",
                    referee.edition().cite(Rule.RESUMPTION_TIME_WRONG));
        }
        boolean wasRunning = referee.pauseClock();
        referee.clock.setTimeUsed(side(e.clockOf()), e.timeUsed());
        referee.resumeIf(wasRunning);
        out.add(referee.ruling(Rule.RESUMPTION_TIME_WRONG, "ruling.time-used-corrected", "player", e.clockOf(), "time", e.timeUsed()));
        return null;
    }

    private boolean hasMovedSinceResumption(Color player) {
        if (openedAtPly < 0) {
            return false;
        }
        int firstMovePly = openedAtPly + (player == replier ? 1 : 2);
        return referee.game.ply() >= firstMovePly;
    }

    /**
     * Opens the envelope and makes the sealed move; with {@code press} also completes it on the
     * clock so the replier's clock runs. Returns whether the game goes on.
     */
    private boolean openAndMake(boolean press, List<Ruling> out) {
        opened = true;
        SealedEnvelope.Opening o = envelope.open(referee.edition(), referee.mate);
        if (!o.gameContinues()) {
            referee.end(out, o.ruling());
            return false;
        }
        out.add(o.ruling());
        referee.game.play(o.move());
        openedAtPly = referee.game.ply();
        if (press && referee.clock != null) {
            referee.clock.press(side(sealer));
        }
        return !referee.endAfterMove(sealer, out);
    }
}
