package org.annabella.laws;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.Phrase;
import org.annabella.clock.Pace;
import org.annabella.laws.RefereeEvent.IllegalMoveFound;
import org.annabella.laws.RefereeEvent.IllegalMoveKind;
import org.annabella.rules.Color;
import org.annabella.rules.Position;

/**
 * The illegal-move part of a {@link Referee}: the position before the irregularity restored
 * (2009 7.4.a, 2014 7.5.a, 2018 7.5.1) with the clocks (2009 6.13, 2014+ 7.1), the count per
 * player and its penalty (2009 7.4.b, 2014 7.5.b, 2018 7.5.5), and the rapid and blitz rules
 * without adequate supervision (A.4 / B.3). A value, the counts: each illegal move found gives a
 * {@link Verdict} with the next counts and the effects for the referee to make.
 *
 * @param white completed illegal moves found against White
 * @param black completed illegal moves found against Black
 */
record IllegalMoves(int white, int black) {

    /** None found yet. */
    static final IllegalMoves NONE = new IllegalMoves(0, 0);

    /** Completed illegal moves found against {@code side}. */
    int count(Color side) {
        return side == Color.WHITE ? white : black;
    }

    private IllegalMoves plusOne(Color side) {
        return side == Color.WHITE ? new IllegalMoves(white + 1, black) : new IllegalMoves(white, black + 1);
    }

    Verdict<IllegalMoves> found(IllegalMoveFound e, RefereeView v) {
        Color offender = e.offender();
        IllegalMoveKind kind = e.kind();
        Edition edition = v.edition();
        if (!kind.rule().existsIn(edition)) {
            return Verdict.refuse(Phrase.of("refusal.not-illegal-in-edition", "edition", edition.year(),
                    "rule", edition.cite(Rule.PENALTIES)));
        }
        int plies = v.game().ply();
        if (e.restoreToPly() < 0 || e.restoreToPly() > plies) {
            return Verdict.refuse(Phrase.of("refusal.no-position-to-restore", "ply", e.restoreToPly(), "plies", plies));
        }
        if (v.pace() != Pace.STANDARD && !v.supervised()) {
            Rule rule = v.pace() == Pace.BLITZ ? Rule.BLITZ_ILLEGAL_MOVE_UNSUPERVISED : Rule.RAPID_ILLEGAL_MOVE_UNSUPERVISED;
            if (e.opponentHasMoved()) {
                return Verdict.accept(this, new Effect.Say(v.ruling(rule, "ruling.illegal-move-stands", "player", offender.opposite())));
            }
            boolean loses = edition == Edition.FIDE_2014 || (edition == Edition.FIDE_2009 && v.pace() == Pace.BLITZ);
            if (loses) {
                return Verdict.accept(this, lossUnlessCannotMate(offender, rule, Phrase.of("ruling.which-illegal-move.claimed-in-time"),
                        v.game().position(), v));
            }
        }
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Restore(e.restoreToPly()));
        Position p = v.game().positionAt(e.restoreToPly());
        if (e.movedFrom() >= 0 && e.movedFrom() < 64 && p.pieceAt(e.movedFrom()) != null
                && p.pieceAt(e.movedFrom()).color() == offender && p.sideToMove() == offender) {
            fx.add(new Effect.Touched(e.movedFrom()));
        }
        IllegalMoves next = plusOne(offender);
        int count = next.count(offender);
        // A press without a move changed nothing on the board: say what happened, not a restoration (2018 7.5.3).
        fx.add(new Effect.Say(v.ruling(kind.rule(), kind == IllegalMoveKind.PRESS_WITHOUT_MOVE
                ? "ruling.press-without-move" : "ruling.illegal-move-restored", "player", offender)));
        Phrase ordinal = Phrase.of("ruling.which-illegal-move." + (count == 1 ? "first" : count == 2 ? "second" : "third"));
        if (count >= edition.illegalMovesToLose()) {
            fx.add(lossUnlessCannotMate(offender, Rule.ILLEGAL_MOVE_PENALTY, ordinal, p, v));
            return Verdict.accept(next, fx);
        }
        Duration penalty = edition.illegalMovePenalty(v.pace());
        if (v.clock() != null) {
            fx.add(new Effect.AddTime(offender.opposite(), penalty));
        }
        fx.add(new Effect.Say(v.ruling(Rule.ILLEGAL_MOVE_PENALTY, "ruling.illegal-move-penalty", "which", ordinal,
                "penalty", v.timeAdded(offender.opposite(), penalty, true))));
        fx.add(new Effect.SayTouchObligation(offender));
        return Verdict.accept(next, fx);
    }

    /** The game lost for the illegal move {@code which}, or drawn when the opponent cannot mate in {@code p}. */
    private static Effect lossUnlessCannotMate(Color loser, Rule rule, Phrase which, Position p, RefereeView v) {
        Color other = loser.opposite();
        return v.mate().canMate(p, other)
                ? v.end(rule, Result.winFor(other), "ruling.illegal-move-loses", "which", which, "player", loser)
                : v.end(rule, Result.DRAW, "ruling.illegal-move-opponent-cannot-mate", "which", which, "opponent", other);
    }
}
