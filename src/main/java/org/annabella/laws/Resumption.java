package org.annabella.laws;

import static org.annabella.laws.Referee.name;
import static org.annabella.laws.Referee.side;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
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
 * position before the sealed move with the clocks as at adjournment; this part decides when the
 * envelope is opened (the player who must reply is present), and what absent and late players, a
 * reply sealed by the sealer's opponent, a missing envelope and wrongly set clocks lead to.
 *
 * <p>A value: each event gives a {@link Verdict} with the next resumption and the effects for the
 * referee to make.
 *
 * @param begun the resumption time has come (or the envelope was found missing)
 * @param opened the sealed move is on the board, or the envelope is missing
 * @param present the players at the board since the resumption time
 * @param openedAtPly plies in the record once the sealed move is on the board (the players' first
 *     moves come after), or -1
 * @param sealedReply the reply the sealer's opponent sealed in the sealer's absence, or null
 */
record Resumption(SealedEnvelope envelope, boolean begun, boolean opened, Set<Color> present, int openedAtPly,
        String sealedReply) {
    private static final Phrase NOT_RESUMED = Phrase.of("refusal.not-resumed");
    private static final Phrase ALREADY_RESUMED = Phrase.of("refusal.already-resumed");

    Resumption {
        present = Set.copyOf(present);
    }

    /** The resumption of the game adjourned with {@code envelope}, before the resumption time. */
    Resumption(SealedEnvelope envelope) {
        this(envelope, false, false, Set.of(), -1, null);
    }

    Color sealer() {
        return envelope.sealer();
    }

    Color replier() {
        return sealer().opposite();
    }

    /** Where the resumption stands with {@code ply} half-moves in the record. */
    Adjournment phase(int ply) {
        if (!begun) {
            return Adjournment.SEALED;
        }
        if (!opened) {
            return Adjournment.ENVELOPE_WAITS;
        }
        if (sealedReply != null) {
            return Adjournment.REPLY_SEALED;
        }
        return !present.contains(sealer()) && ply == openedAtPly ? Adjournment.SEALER_ABSENT : Adjournment.NONE;
    }

    /** The set-up of 2009 Guidelines 5, 2014 E.5, 2018 I.5, and a draw offer that still stands (E.2.f, E.4). */
    List<Effect> setUp(RefereeView v) {
        Color sealer = sealer();
        Clock clock = v.clock();
        List<Effect> fx = new ArrayList<>();
        if (clock != null) {
            if (clock.state() != Clock.State.NOT_STARTED || clock.toMove() != side(sealer)) {
                throw new IllegalArgumentException("the clock for an adjourned game must be unstarted, with "
                        + name(sealer) + " (the sealer) to move");
            }
            int number = envelope.moveNumber();
            fx.add(new Effect.SetMoves(Color.WHITE, sealer == Color.WHITE ? number - 1 : number));
            fx.add(new Effect.SetMoves(Color.BLACK, number - 1));
            fx.add(new Effect.SetTimeUsed(Color.WHITE, envelope.whiteTimeUsed(), envelope.whiteTimeAdded()));
            fx.add(new Effect.SetTimeUsed(Color.BLACK, envelope.blackTimeUsed(), envelope.blackTimeAdded()));
        }
        fx.add(new Effect.Say(v.ruling(Rule.ADJOURNED_POSITION_SET, "ruling.adjourned-position-set",
                "white", envelope.whiteTimeUsed(), "black", envelope.blackTimeUsed())));
        envelope.standingDrawOffer().ifPresent(by -> {
            fx.add(new Effect.OfferDraw(by));
            fx.add(new Effect.Say(SealedEnvelope.offerAfterSealing(v.edition(), by)));
        });
        return fx;
    }

    /** Why a move cannot be made now, or null. */
    Phrase refuseMove(RefereeView v) {
        if (!opened) {
            return begun ? Phrase.of("refusal.envelope-waits-for-replier", "player", replier(),
                    "rule", v.edition().cite(Rule.ENVELOPE_OPENED_WITH_REPLIER))
                    : NOT_RESUMED;
        }
        return sealedReply != null ? Phrase.of("refusal.reply-sealed", "replier", replier(), "sealer", sealer()) : null;
    }

    Verdict<Resumption> time(ResumptionTime e, RefereeView v) {
        if (begun || opened) {
            return Verdict.refuse(ALREADY_RESUMED);
        }
        Set<Color> there = EnumSet.noneOf(Color.class);
        if (e.replierPresent()) {
            there.add(replier());
        }
        if (e.sealerPresent()) {
            there.add(sealer());
        }
        Resumption started = new Resumption(envelope, true, false, there, openedAtPly, sealedReply);
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.StartClock());
        if (e.replierPresent()) {
            Resumption next = started.openAndMake(true, v, fx);
            if (!e.sealerPresent()) {
                fx.add(new Effect.Say(v.ruling(Rule.RESUMPTION_SEALER_ABSENT, "ruling.sealer-absent",
                        "sealer", sealer(), "replier", replier())));
            }
            return Verdict.accept(next, fx);
        }
        if (v.clock() != null) {
            fx.add(new Effect.Press(sealer()));
        }
        Rule rule = !e.sealerPresent() && Rule.RESUMPTION_NEITHER_PRESENT.existsIn(v.edition())
                ? Rule.RESUMPTION_NEITHER_PRESENT : Rule.RESUMPTION_REPLIER_ABSENT;
        fx.add(new Effect.Say(v.ruling(rule, rule == Rule.RESUMPTION_NEITHER_PRESENT
                ? "ruling.replier-absent-loses-time" : "ruling.replier-absent", "player", replier())));
        return Verdict.accept(started, fx);
    }

    Verdict<Resumption> arrived(PlayerArrived e, RefereeView v) {
        Color who = e.side();
        if (!begun) {
            return Verdict.refuse(NOT_RESUMED);
        }
        if (present.contains(who)) {
            return Verdict.refuse(Phrase.of("refusal.already-at-the-board", "player", who));
        }
        Set<Color> there = EnumSet.of(who);
        there.addAll(present);
        Resumption next = new Resumption(envelope, begun, opened, there, openedAtPly, sealedReply);
        List<Effect> fx = new ArrayList<>();
        if (who == replier() && !opened) {
            fx.add(new Effect.PauseClock());
            fx.add(new Effect.Say(v.ruling(Rule.RESUMPTION_REPLIER_ABSENT, "ruling.replier-arrives", "player", replier())));
            next = next.openAndMake(false, v, fx);
            if (v.clockRunning()) {
                fx.add(new Effect.ResumeClock());
            }
        } else if (who == sealer() && sealedReply != null) {
            next = new Resumption(envelope, begun, opened, there, openedAtPly, null);
            try {
                int move = Notation.parse(v.game().position(), sealedReply);
                fx.add(new Effect.Say(v.ruling(Rule.RESUMPTION_SEALER_ABSENT, "ruling.sealed-reply-made",
                        "sealer", sealer(), "replier", replier(), "move", Notation.san(v.game().position(), move))));
                fx.add(new Effect.Play(move));
                fx.add(new Effect.EndIfOver(replier()));
            } catch (MoveParseException ex) {
                fx.add(v.end(Rule.SEALED_MOVE_BAD, Result.winFor(sealer()), "ruling.sealed-reply-unplayable",
                        "player", replier(), "reply", sealedReply,
                        "why", SealedEnvelope.fault("ruling.reply-fault.", ex, "message", ex.getMessage())));
            }
        }
        return Verdict.accept(next, fx);
    }

    Verdict<Resumption> replySealed(ReplySealed e, RefereeView v) {
        Color replier = replier();
        Color sealer = sealer();
        if (e.side() != replier || !opened || present.contains(sealer) || sealedReply != null
                || v.game().ply() != openedAtPly || v.pendingPress() != null) {
            return Verdict.refuse(Phrase.of("refusal.only-replier-seals", "replier", replier, "sealer", sealer));
        }
        if (e.move().isBlank()) {
            return Verdict.refuse(Phrase.of("refusal.sealed-reply-empty"));
        }
        List<Effect> fx = new ArrayList<>();
        if (v.clock() != null) {
            fx.add(new Effect.Press(replier));
        }
        fx.add(new Effect.Say(v.ruling(Rule.RESUMPTION_SEALER_ABSENT, "ruling.reply-sealed", "replier", replier, "sealer", sealer)));
        return Verdict.accept(new Resumption(envelope, begun, opened, present, openedAtPly, e.move().strip()), fx);
    }

    /**
     * A player absent at the default time loses unless the arbiter decides otherwise (2009
     * Guidelines 10, 2014 E.10, 2018 I.10); but if the sealed move ended the game, that result
     * stands, and (2009 10.c) so does a loss on time of the player present (6.9, which draws when
     * the absent player cannot mate).
     */
    Verdict<Resumption> lateAtDefaultTime(Color absent, RefereeView v) {
        if (!begun) {
            return Verdict.refuse(NOT_RESUMED);
        }
        if (present.contains(absent)) {
            return Verdict.refuse(Phrase.of("refusal.at-the-board", "player", absent));
        }
        Color there = absent.opposite();
        if (v.clock() != null && v.clock().flagFallen(side(there))) {
            return Verdict.accept(this, new Effect.Flag(there, false));
        }
        List<Effect> fx = new ArrayList<>();
        Resumption next = this;
        if (absent == replier() && !opened) {
            fx.add(new Effect.PauseClock());
            fx.add(new Effect.Say(v.ruling(Rule.LATE_AT_RESUMPTION, "ruling.late-envelope-opened", "player", absent)));
            next = openAndMake(false, v, fx);
        }
        fx.add(v.end(Rule.LATE_AT_RESUMPTION, Result.winFor(there), "ruling.late-loses", "player", absent));
        return Verdict.accept(next, fx);
    }

    /** 2009 Guidelines 11.a, 2014 E.12, 2018 I.12.1. */
    Verdict<Resumption> envelopeMissing(RefereeView v) {
        if (begun || opened) {
            return Verdict.refuse(ALREADY_RESUMED);
        }
        return Verdict.accept(new Resumption(envelope, true, true, EnumSet.allOf(Color.class), v.game().ply(), sealedReply),
                new Effect.StartClock(),
                new Effect.Say(v.ruling(Rule.ENVELOPE_MISSING, "ruling.envelope-missing", "player", sealer())));
    }

    /** 2009 Guidelines 12, 2014 E.13, 2018 I.13: corrected only if pointed out before one's first move. */
    Verdict<Resumption> timeWrong(ResumptionTimeWrong e, RefereeView v) {
        if (v.clock() == null) {
            return Verdict.refuse(Referee.NO_CLOCK);
        }
        if (hasMovedSinceResumption(e.pointedOutBy(), v)) {
            return Verdict.refuse(Phrase.of("refusal.time-pointed-out-too-late", "player", e.pointedOutBy(), "rule",
                    v.edition().cite(Rule.RESUMPTION_TIME_WRONG)));
        }
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.PauseClock());
        fx.add(new Effect.SetTimeUsed(e.clockOf(), e.timeUsed(), v.clock().timeAdded(side(e.clockOf()))));
        if (v.clockRunning()) {
            fx.add(new Effect.ResumeClock());
        }
        fx.add(new Effect.Say(v.ruling(Rule.RESUMPTION_TIME_WRONG, "ruling.time-used-corrected",
                "player", e.clockOf(), "time", e.timeUsed())));
        return Verdict.accept(this, fx);
    }

    private boolean hasMovedSinceResumption(Color player, RefereeView v) {
        if (openedAtPly < 0) {
            return false;
        }
        int firstMovePly = openedAtPly + (player == replier() ? 1 : 2);
        return v.game().ply() >= firstMovePly;
    }

    /**
     * Adds to {@code fx} the opening of the envelope and the sealed move, with {@code press} also
     * completed on the clock so the replier's clock runs; the game may end there, and the effects
     * after then lapse. Returns the resumption with the envelope opened.
     */
    private Resumption openAndMake(boolean press, RefereeView v, List<Effect> fx) {
        SealedEnvelope.Opening o = envelope.open(v.edition(), v.mate());
        if (!o.gameContinues()) {
            fx.add(new Effect.End(o.ruling()));
            return new Resumption(envelope, begun, true, present, openedAtPly, sealedReply);
        }
        fx.add(new Effect.Say(o.ruling()));
        fx.add(new Effect.Play(o.move()));
        if (press && v.clock() != null) {
            fx.add(new Effect.Press(sealer()));
        }
        fx.add(new Effect.EndIfOver(sealer()));
        return new Resumption(envelope, begun, true, present, v.game().ply() + 1, sealedReply);
    }
}
