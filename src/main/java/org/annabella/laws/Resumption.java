package org.annabella.laws;

import static org.annabella.laws.Referee.name;
import static org.annabella.laws.Referee.side;

import java.util.List;
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
        out.add(Ruling.of(edition, Rule.ADJOURNED_POSITION_SET, "the position before the sealed move is set up and the clocks show "
                + "the time used at adjournment: White " + SealedEnvelope.TimeText.of(envelope.whiteTimeUsed())
                + ", Black " + SealedEnvelope.TimeText.of(envelope.blackTimeUsed())));
        envelope.standingDrawOffer().ifPresent(by -> {
            referee.drawOfferBy = by;
            out.add(SealedEnvelope.offerAfterSealing(edition, by));
        });
    }

    /** Why a move cannot be made now, or null. */
    String refuseMove() {
        if (!opened) {
            return begun ? "the envelope is opened only when " + name(replier) + " is present ("
                    + referee.edition().cite(Rule.ENVELOPE_OPENED_WITH_REPLIER) + ")"
                    : "the game has not been resumed yet";
        }
        return sealedReply != null ? name(replier) + "'s reply is sealed until " + name(sealer) + " arrives" : null;
    }

    String time(ResumptionTime e, List<Ruling> out) {
        if (begun || opened) {
            return "the game has already been resumed";
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
                out.add(Ruling.of(edition, Rule.RESUMPTION_SEALER_ABSENT, name(sealer) + " is absent: " + name(replier)
                        + " may seal his reply in a fresh envelope for the arbiter, stop his clock and start "
                        + name(sealer) + "'s, instead of making his move"));
            }
            return null;
        }
        if (clock != null) {
            clock.press(side(sealer));
        }
        Rule rule = !e.sealerPresent() && Rule.RESUMPTION_NEITHER_PRESENT.existsIn(edition)
                ? Rule.RESUMPTION_NEITHER_PRESENT : Rule.RESUMPTION_REPLIER_ABSENT;
        out.add(Ruling.of(edition, rule, name(replier) + " is absent: his clock is started"
                + (rule == Rule.RESUMPTION_NEITHER_PRESENT ? " and he loses all the time until he arrives"
                        : "; when he arrives he may stop it and call the arbiter, who opens the envelope")));
        return null;
    }

    String arrived(PlayerArrived e, List<Ruling> out) {
        Color who = e.player();
        if (!begun) {
            return "the game has not been resumed yet";
        }
        if (present[who.ordinal()]) {
            return name(who) + " is already at the board";
        }
        present[who.ordinal()] = true;
        Edition edition = referee.edition();
        if (who == replier && !opened) {
            boolean wasRunning = referee.pauseClock();
            out.add(Ruling.of(edition, Rule.RESUMPTION_REPLIER_ABSENT, name(replier)
                    + " arrives and stops his clock; the arbiter opens the envelope"));
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
                out.add(Ruling.of(edition, Rule.RESUMPTION_SEALER_ABSENT, name(sealer) + " arrives: " + name(replier)
                        + "'s sealed reply " + Notation.san(referee.game.position(), move) + " is made on the board"));
                referee.game.play(move);
                referee.endAfterMove(replier, out);
            } catch (MoveParseException ex) {
                referee.end(out, Rule.SEALED_MOVE_BAD, name(replier) + "'s sealed reply '" + reply + "' cannot be played: "
                        + ex.getMessage() + "; " + name(replier) + " loses", Result.winFor(sealer));
            }
        }
        return null;
    }

    String replySealed(ReplySealed e, List<Ruling> out) {
        if (e.player() != replier || !opened || present[sealer.ordinal()] || sealedReply != null
                || referee.game.ply() != openedAtPly || referee.pendingPress != null) {
            return "only " + name(replier) + ", replying to the sealed move while " + name(sealer)
                    + " is absent, may seal his reply";
        }
        if (e.move().isBlank()) {
            return "the sealed reply is empty";
        }
        sealedReply = e.move().strip();
        if (referee.clock != null) {
            referee.clock.press(side(replier));
        }
        out.add(Ruling.of(referee.edition(), Rule.RESUMPTION_SEALER_ABSENT, name(replier) + " seals his reply in a fresh envelope, "
                + "kept by the arbiter and opened when " + name(sealer) + " arrives; " + name(sealer) + "'s clock is started"));
        return null;
    }

    /**
     * A player absent at the default time loses unless the arbiter decides otherwise (2009
     * Guidelines 10, 2014 E.10, 2018 I.10); but if the sealed move ended the game, that result
     * stands, and (2009 10.c) so does a loss on time of the player present (6.9, which draws when
     * the absent player cannot mate).
     */
    String lateAtDefaultTime(Color absent, List<Ruling> out) {
        if (!begun) {
            return "the game has not been resumed yet";
        }
        if (present[absent.ordinal()]) {
            return name(absent) + " is at the board";
        }
        Clock clock = referee.clock;
        Color there = absent.opposite();
        if (clock != null && clock.flagFallen(side(there))) {
            return referee.flag(there, false, out);
        }
        if (absent == replier && !opened) {
            referee.pauseClock();
            out.add(Ruling.of(referee.edition(), Rule.LATE_AT_RESUMPTION, name(absent)
                    + " did not arrive within the default time; the arbiter opens the envelope to see whether the sealed move ended the game"));
            if (!openAndMake(false, out)) {
                return null;
            }
        }
        referee.end(out, Rule.LATE_AT_RESUMPTION, name(absent) + " did not arrive within the default time and loses",
                Result.winFor(there));
        return null;
    }

    /** 2009 Guidelines 11.a, 2014 E.12, 2018 I.12.1. */
    String envelopeMissing(List<Ruling> out) {
        if (begun || opened) {
            return "the game has already been resumed";
        }
        begun = true;
        opened = true;
        present[0] = present[1] = true;
        openedAtPly = referee.game.ply();
        if (referee.clock != null && referee.clock.state() == Clock.State.NOT_STARTED) {
            referee.clock.start();
        }
        out.add(Ruling.of(referee.edition(), Rule.ENVELOPE_MISSING, "the envelope is missing: the game continues from the adjourned "
                + "position with the clock times recorded at adjournment; " + name(sealer) + " makes on the board the move he says he sealed"));
        return null;
    }

    /** 2009 Guidelines 12, 2014 E.13, 2018 I.13: corrected only if pointed out before one's first move. */
    String timeWrong(ResumptionTimeWrong e, List<Ruling> out) {
        Edition edition = referee.edition();
        if (referee.clock == null) {
            return "this game has no clock";
        }
        if (hasMovedSinceResumption(e.pointedOutBy())) {
            return name(e.pointedOutBy()) + " has made his first move: the game continues without correction unless the arbiter "
                    + "decides otherwise (" + edition.cite(Rule.RESUMPTION_TIME_WRONG) + ")";
        }
        boolean wasRunning = referee.pauseClock();
        referee.clock.setTimeUsed(side(e.clockOf()), e.timeUsed());
        referee.resumeIf(wasRunning);
        out.add(Ruling.of(edition, Rule.RESUMPTION_TIME_WRONG, "the time used on " + name(e.clockOf()) + "'s clock is corrected to "
                + SealedEnvelope.TimeText.of(e.timeUsed())));
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
