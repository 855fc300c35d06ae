package org.annabella.laws;

import java.time.Duration;
import java.util.List;
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

    String found(IllegalMoveFound e, List<Ruling> out) {
        Color offender = e.offender();
        IllegalMoveKind kind = e.kind();
        if (!kind.rule().existsIn(r.edition())) {
            return "in the " + r.edition() + " Laws this is not an illegal move; the arbiter may penalise it under "
                    + r.edition().cite(Rule.PENALTIES);
        }
        if (e.restoreToPly() < 0 || e.restoreToPly() > r.game.ply()) {
            return "there is no position after half-move " + e.restoreToPly() + " to restore; the game has " + r.game.ply();
        }
        boolean rapidOrBlitz = r.pace() != Pace.STANDARD;
        if (rapidOrBlitz && !r.supervised) {
            Rule rule = r.pace() == Pace.BLITZ ? Rule.BLITZ_ILLEGAL_MOVE_UNSUPERVISED : Rule.RAPID_ILLEGAL_MOVE_UNSUPERVISED;
            if (e.opponentHasMoved()) {
                out.add(Ruling.of(r.edition(), rule, Referee.name(offender.opposite()) + " has made his next move: the illegal move stands"));
                return null;
            }
            boolean loses = r.edition() == Edition.FIDE_2014 || (r.edition() == Edition.FIDE_2009 && r.pace() == Pace.BLITZ);
            if (loses) {
                r.pauseClock();
                lossUnlessCannotMate(offender, rule, "completed illegal move, claimed in time", out);
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
        out.add(Ruling.of(r.edition(), kind.rule(), Referee.name(offender) + "'s completed illegal move: the position before it is restored"));
        String ordinal = count == 1 ? "first" : count == 2 ? "second" : "third";
        if (count >= r.edition().illegalMovesToLose()) {
            r.pauseClock();
            lossUnlessCannotMate(offender, Rule.ILLEGAL_MOVE_PENALTY, ordinal + " completed illegal move", out);
            return null;
        }
        Duration penalty = r.edition().illegalMovePenalty(r.pace());
        if (r.clock != null) {
            r.clock.addTime(Referee.side(offender.opposite()), penalty);
        }
        out.add(Ruling.of(r.edition(), Rule.ILLEGAL_MOVE_PENALTY, ordinal + " completed illegal move: " + Referee.minutes(penalty)
                + " added to " + Referee.name(offender.opposite()) + "'s time" + r.oneMinuteNote()));
        if (!r.touched.isEmpty()) {
            TouchObligation o = r.touchObligation();
            out.add(Ruling.of(r.edition(), o.rule(), Referee.name(offender) + " " + o.reason()));
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
            out.add(Ruling.of(r.edition(), Rule.CLOCKS_RESTORED, "the clocks are set back to their reading after half-move " + ply));
        }
    }

    private void lossUnlessCannotMate(Color loser, Rule rule, String why, List<Ruling> out) {
        Color other = loser.opposite();
        if (!r.mate.canMate(r.game.position(), other)) {
            r.end(out, rule, why + ", but " + Referee.name(other) + " cannot checkmate by any series of legal moves: draw", Result.DRAW);
        } else {
            r.end(out, rule, why + ": " + Referee.name(loser) + " loses the game", Result.winFor(other));
        }
    }
}
