package org.annabella.laws;

import java.time.Duration;
import java.util.List;
import org.annabella.announce.Phrase;
import org.annabella.clock.Clock;
import org.annabella.clock.Pace;
import org.annabella.laws.RefereeEvent.IllegalMoveFound;
import org.annabella.laws.RefereeEvent.IllegalMoveKind;
import org.annabella.rules.Color;
import org.annabella.rules.Position;

/**
 * The illegal-move part of a {@link Referee}: the position before the irregularity restored
 * (2009 7.4.a, 2014 7.5.a, 2018 7.5.1) with the clocks (2009 6.13, 2014+ 7.1), the count per
 * player and its penalty (2009 7.4.b, 2014 7.5.b, 2018 7.5.5), and the rapid and blitz rules
 * without adequate supervision (A.4 / B.3). Methods return a refusal reason, or null with the
 * rulings added to {@code out}.
 */
final class IllegalMoves {
    private final Referee r;
    private final int[] counts = new int[2];

    IllegalMoves(Referee referee) {
        this.r = referee;
    }

    /** Completed illegal moves found against {@code side}. */
    int count(Color side) {
        return counts[side.ordinal()];
    }

    Phrase found(IllegalMoveFound e, List<Ruling> out) {
        Color offender = e.offender();
        IllegalMoveKind kind = e.kind();
        if (!kind.rule().existsIn(r.edition())) {
            return Phrase.of("refusal.not-illegal-in-edition", "edition", r.edition().year(), "rule", r.edition().cite(Rule.PENALTIES));
        }
        if (e.restoreToPly() < 0 || e.restoreToPly() > r.game.ply()) {
            return Phrase.of("refusal.no-position-to-restore", "ply", e.restoreToPly(), "plies", r.game.ply());
        }
        boolean rapidOrBlitz = r.pace() != Pace.STANDARD;
        if (rapidOrBlitz && !r.supervised) {
            Rule rule = r.pace() == Pace.BLITZ ? Rule.BLITZ_ILLEGAL_MOVE_UNSUPERVISED : Rule.RAPID_ILLEGAL_MOVE_UNSUPERVISED;
            if (e.opponentHasMoved()) {
                out.add(r.ruling(rule, "ruling.illegal-move-stands", "player", offender.opposite()));
                return null;
            }
            boolean loses = r.edition() == Edition.FIDE_2014 || (r.edition() == Edition.FIDE_2009 && r.pace() == Pace.BLITZ);
            if (loses) {
                r.pauseClock();
                lossUnlessCannotMate(offender, rule, Phrase.of("ruling.which-illegal-move.claimed-in-time"), out);
                return null;
            }
        }
        restore(e.restoreToPly(), out);
        Position p = r.game.position();
        if (e.movedFrom() >= 0 && e.movedFrom() < 64 && p.pieceAt(e.movedFrom()) != null
                && p.pieceAt(e.movedFrom()).color() == offender && p.sideToMove() == offender) {
            r.touched.clear();
            r.touched.add(e.movedFrom());
        }
        int count = ++counts[offender.ordinal()];
        out.add(r.ruling(kind.rule(), "ruling.illegal-move-restored", "player", offender));
        Phrase ordinal = Phrase.of("ruling.which-illegal-move." + (count == 1 ? "first" : count == 2 ? "second" : "third"));
        if (count >= r.edition().illegalMovesToLose()) {
            r.pauseClock();
            lossUnlessCannotMate(offender, Rule.ILLEGAL_MOVE_PENALTY, ordinal, out);
            return null;
        }
        Duration penalty = r.edition().illegalMovePenalty(r.pace());
        if (r.clock != null) {
            r.clock.addTime(Referee.side(offender.opposite()), penalty);
        }
        out.add(r.ruling(Rule.ILLEGAL_MOVE_PENALTY, "ruling.illegal-move-penalty", "which", ordinal,
                "penalty", r.timeAdded(offender.opposite(), penalty, true)));
        if (!r.touched.isEmpty()) {
            out.add(r.obligation(offender, r.touchObligation()));
        }
        return null;
    }

    /** Takes the r.game back to {@code ply} half-moves and the clocks to their reading then (2009 6.13, 2014+ 7.1). */
    private void restore(int ply, List<Ruling> out) {
        if (ply == r.game.ply()) {
            return;
        }
        while (r.game.ply() > ply) {
            r.game.undo();
        }
        r.pendingPress = null;
        r.touched.clear();
        r.promotionTouched = null;
        r.breach = null;
        if (r.clock != null && r.clock.state() != Clock.State.NOT_STARTED && r.clock.ply() >= ply) {
            boolean wasRunning = r.clock.state() == Clock.State.RUNNING;
            r.clock.restore(ply);
            r.resumeIf(wasRunning);
            out.add(r.ruling(Rule.CLOCKS_RESTORED, "ruling.clocks-restored", "ply", ply));
        }
    }

    /** The game lost for the illegal move {@code which}, or drawn when the opponent cannot mate. */
    private void lossUnlessCannotMate(Color loser, Rule rule, Phrase which, List<Ruling> out) {
        Color other = loser.opposite();
        if (!r.mate.canMate(r.game.position(), other)) {
            r.end(out, rule, Result.DRAW, "ruling.illegal-move-opponent-cannot-mate", "which", which, "opponent", other);
        } else {
            r.end(out, rule, Result.winFor(other), "ruling.illegal-move-loses", "which", which, "player", loser);
        }
    }
}
