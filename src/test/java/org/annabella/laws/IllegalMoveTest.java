package org.annabella.laws;

import static org.annabella.rules.Color.BLACK;
import static org.annabella.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.annabella.laws.RefereeEvent.IllegalMoveFound;
import org.annabella.laws.RefereeEvent.IllegalMoveKind;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

/** Completed illegal moves: 2009 7.4, 2014 7.5, 2018/2023 7.5.5, and the rapid/blitz appendices. */
class IllegalMoveTest {

    private static IllegalMoveFound found(Table t, Color offender) {
        return new IllegalMoveFound(offender, IllegalMoveKind.ILLEGAL_MOVE, t.referee.game().ply(), Square.NONE, false);
    }

    @Test
    void art7_4b_2009_twoMinutesForEachOfTheFirstTwoThirdLoses() {
        Table t = new Table(Edition.FIDE_2009, "5400");
        Response first = t.handle(found(t, WHITE));
        assertEquals("2009 7.4.b: first completed illegal move: 2 minutes added to Black's time", first.rulings().get(1).toString());
        assertEquals(Duration.ofMinutes(92), t.remaining(BLACK));
        Response second = t.handle(found(t, WHITE));
        assertTrue(second.accepted());
        assertFalse(t.referee.isOver());
        assertEquals(Duration.ofMinutes(94), t.remaining(BLACK));
        Response third = t.handle(found(t, WHITE));
        assertEquals(Optional.of(Result.BLACK_WINS), t.referee.result());
        assertEquals("2009 7.4.b: third completed illegal move: White loses the game (0-1)", last(third));
    }

    @Test
    void art7_5b_2014_twoMinutesForTheFirstSecondLoses() {
        Table t = new Table(Edition.FIDE_2014, "5400");
        t.handle(found(t, BLACK));
        assertEquals(Duration.ofMinutes(92), t.remaining(WHITE));
        Response second = t.handle(found(t, BLACK));
        assertEquals("2014 7.5.b: second completed illegal move: Black loses the game (1-0)", last(second));
    }

    @Test
    void art7_5_5_2018_secondCompletedIllegalMoveLoses() {
        Table t = new Table(Edition.FIDE_2018, "5400+30");
        t.handle(found(t, WHITE));
        Response second = t.handle(found(t, WHITE));
        assertEquals("2018 7.5.5: second completed illegal move: White loses the game (0-1)", last(second));
    }

    @Test
    void art7_5_5_2023_drawWhenTheOpponentCannotMate() {
        Table t = Table.fromFen(Edition.FIDE_2023, "5400", "4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1");
        t.handle(found(t, WHITE));
        Response second = t.handle(found(t, WHITE));
        assertEquals(Optional.of(Result.DRAW), t.referee.result());
        assertTrue(last(second).startsWith("2023 7.5.5: second completed illegal move, but Black cannot checkmate"));
    }

    @Test
    void artB2_2014_blitzPenaltyIsOneMinute() {
        Table t = new Table(Edition.FIDE_2014, "180+2");
        Response r = t.handle(found(t, WHITE));
        assertEquals(Duration.ofMinutes(4), t.remaining(BLACK));
        assertEquals("2014 7.5.b: first completed illegal move: 1 minute added to Black's time (blitz: 2014 B.2)", r.rulings().get(1).toString());
    }

    @Test
    void art7_4b_2009_blitzWithSupervisionStillTwoMinutes() {
        Table t = new Table(Edition.FIDE_2009, "300");
        t.handle(found(t, WHITE));
        assertEquals(Duration.ofMinutes(7), t.remaining(BLACK));
    }

    @Test
    void artA3_2023_rapidPenaltyIsOneMinute_butTwoIn2018() {
        Table t2023 = new Table(Edition.FIDE_2023, "900+10");
        t2023.handle(found(t2023, WHITE));
        assertEquals(Duration.ofMinutes(16), t2023.remaining(BLACK));
        Table t2018 = new Table(Edition.FIDE_2018, "900+10");
        t2018.handle(found(t2018, WHITE));
        assertEquals(Duration.ofMinutes(17), t2018.remaining(BLACK));
    }

    @Test
    void art7_5_1_2018_positionAndClocksRestoredAndTheMovedPieceMustMove() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        t.moves("e4", "e5");
        t.after(10).moves("Nf3");
        t.after(20).moves("Nc6");
        // The arbiter finds Black's last move was illegal (say it had really been made as Ng8-e6):
        // restore the position after 1.e4 e5 2.Nf3 with Black to move, b8 knight must move.
        Response r = t.handle(new IllegalMoveFound(BLACK, IllegalMoveKind.ILLEGAL_MOVE, 3, Square.parse("b8"), false));
        assertTrue(r.accepted());
        assertEquals(3, t.referee.game().ply());
        assertEquals("2018 7.1: the clocks are set back to their reading after half-move 3", r.rulings().get(0).toString());
        assertEquals(Duration.ofMinutes(90).plusMinutes(2).minusSeconds(10), t.remaining(WHITE));
        assertEquals(Duration.ofMinutes(90), t.remaining(BLACK));
        assertEquals("2018 4.3.1: Black must move the knight on b8", last(r));
        Response wrong = t.handle(new MoveMade(BLACK, t.move("d6")));
        assertTrue(wrong.accepted(), "a move on the board is recorded even when it breaks touch-move");
        assertTrue(wrong.rulings().get(0).toString().startsWith("2018 4.3.1: Black did not respect touch-move"));
    }

    @Test
    void art7_5_3_2018_pressWithoutMoveIsAnIllegalMove_notIn2014() {
        Table t2018 = new Table(Edition.FIDE_2018, "5400");
        Response r = t2018.handle(new IllegalMoveFound(WHITE, IllegalMoveKind.PRESS_WITHOUT_MOVE, 0, Square.NONE, false));
        assertEquals("2018 7.5.3: White pressed the clock without making a move, which counts as a completed illegal move;"
                + " the position stands and White is still to move", r.rulings().get(0).toString());
        assertEquals(1, t2018.referee.illegalMoves(WHITE));
        Table t2014 = new Table(Edition.FIDE_2014, "5400");
        Response refused = t2014.handle(new IllegalMoveFound(WHITE, IllegalMoveKind.PRESS_WITHOUT_MOVE, 0, Square.NONE, false));
        assertFalse(refused.accepted());
        assertEquals("in the 2014 Laws this is not an illegal move; the arbiter may penalise it under 2014 12.9", refused.refusal());
        assertEquals(0, t2014.referee.illegalMoves(WHITE));
    }

    @Test
    void art7_5_4_2018_twoHands() {
        Table t = new Table(Edition.FIDE_2023, "5400");
        Response r = t.handle(new IllegalMoveFound(WHITE, IllegalMoveKind.TWO_HANDS, 0, Square.NONE, false));
        assertTrue(r.rulings().get(0).toString().startsWith("2023 7.5.4"));
    }

    @Test
    void artA4c_2009_rapidUnsupervisedFollows7_4AfterTheClaim() {
        Table t = new Table(Edition.FIDE_2009, "1500", Game.fromStart(), false);
        t.handle(found(t, WHITE));
        assertFalse(t.referee.isOver());
        assertEquals(Duration.ofMinutes(27), t.remaining(BLACK));
    }

    @Test
    void artB3c_2009_blitzUnsupervisedIllegalMoveLosesOnClaim() {
        Table t = new Table(Edition.FIDE_2009, "300", Game.fromStart(), false);
        Response r = t.handle(found(t, WHITE));
        assertEquals("2009 B.3.c: completed illegal move, claimed in time: White loses the game (0-1)", last(r));
    }

    @Test
    void artA4b_2014_rapidUnsupervisedIllegalMoveLoses_standsOnceOpponentMoved() {
        Table t = new Table(Edition.FIDE_2014, "1500", Game.fromStart(), false);
        Response late = t.handle(new IllegalMoveFound(WHITE, IllegalMoveKind.ILLEGAL_MOVE, 0, Square.NONE, true));
        assertEquals("2014 A.4.b: Black has made his next move: the illegal move stands", late.toString());
        assertFalse(t.referee.isOver());
        Response r = t.handle(found(t, WHITE));
        assertEquals("2014 A.4.b: completed illegal move, claimed in time: White loses the game (0-1)", last(r));
    }

    @Test
    void artA4_2_2018_rapidUnsupervisedFollows7_5_5() {
        Table t = new Table(Edition.FIDE_2018, "1500", Game.fromStart(), false);
        t.handle(found(t, WHITE));
        assertFalse(t.referee.isOver());
        assertEquals(Duration.ofMinutes(27), t.remaining(BLACK));
        Response late = t.handle(new IllegalMoveFound(WHITE, IllegalMoveKind.ILLEGAL_MOVE, 0, Square.NONE, true));
        assertEquals("2018 A.4.2: Black has made his next move: the illegal move stands", late.toString());
    }

    @Test
    void artA5_2_2023_blitzUnsupervisedOneMinute() {
        Table t = new Table(Edition.FIDE_2023, "180+2", Game.fromStart(), false);
        t.handle(found(t, WHITE));
        assertEquals(Duration.ofMinutes(4), t.remaining(BLACK));
    }

    @Test
    void restoringToAPlyThatDoesNotExistIsRefused() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        Response r = t.handle(new IllegalMoveFound(WHITE, IllegalMoveKind.ILLEGAL_MOVE, 5, Square.NONE, false));
        assertFalse(r.accepted());
        assertEquals("there is no position after half-move 5 to restore; the game has 0", r.refusal());
        assertEquals(0, t.referee.illegalMoves(WHITE));
    }

    static String last(Response r) {
        return r.rulings().get(r.rulings().size() - 1).toString();
    }
}
