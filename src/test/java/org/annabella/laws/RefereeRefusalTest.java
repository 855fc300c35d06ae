package org.annabella.laws;

import static org.annabella.rules.Color.BLACK;
import static org.annabella.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.annabella.clock.Clock;
import org.annabella.clock.ManualTimeSource;
import org.annabella.clock.Pace;
import org.annabella.clock.Side;
import org.annabella.clock.TimeControl;
import org.annabella.laws.RefereeEvent.ArbiterDecision;
import org.annabella.laws.RefereeEvent.Claim;
import org.annabella.laws.RefereeEvent.ClaimKind;
import org.annabella.laws.RefereeEvent.ClockPressed;
import org.annabella.laws.RefereeEvent.Decision;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.laws.RefereeEvent.PieceTouched;
import org.annabella.laws.RefereeEvent.PromotionPieceTouched;
import org.annabella.laws.RefereeEvent.Resigned;
import org.annabella.rules.Move;
import org.annabella.rules.PieceType;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

/** Events that do not fit the state are refused with the reason and change nothing; touch-move claims (4.7/4.8). */
class RefereeRefusalTest {

    private static void assertRefused(Response r, String reason) {
        assertFalse(r.accepted());
        assertEquals(reason, r.refusal());
        assertTrue(r.rulings().isEmpty());
    }

    @Test
    void aPressWithNoMoveIsRefused_citing7_5_3From2018() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        assertRefused(t.handle(new ClockPressed(WHITE)),
                "White pressed the clock without making a move; if the arbiter finds it, report it as an illegal move (2018 7.5.3)");
        Table t2009 = new Table(Edition.FIDE_2009, "5400");
        assertRefused(t2009.handle(new ClockPressed(WHITE)), "White pressed the clock without making a move");
        assertEquals(0, t.clock.ply());
    }

    @Test
    void aMoveAfterTheGameEndedIsRefused() {
        Table t = new Table(Edition.FIDE_2014, "5400");
        t.handle(new Resigned(BLACK));
        assertRefused(t.handle(new MoveMade(WHITE, t.move("e4"))), "the game is over: White wins");
        assertEquals(0, t.referee.game().ply());
    }

    @Test
    void movesOutOfTurnIllegalOrBeforePressingAreRefused() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        int e5 = Move.of(Square.parse("e7"), Square.parse("e5"));
        assertRefused(t.handle(new MoveMade(BLACK, e5)), "it is White's move");
        assertRefused(t.handle(new MoveMade(WHITE, Move.of(Square.parse("e2"), Square.parse("e5")))),
                "that move is not legal here; an illegal move must be reported to the arbiter");
        assertTrue(t.handle(new MoveMade(WHITE, t.move("e4"))).accepted());
        assertRefused(t.handle(new MoveMade(BLACK, e5)), "White has not pressed the clock after his move");
        assertRefused(t.handle(new ClockPressed(BLACK)), "it is White who must press the clock");
        assertTrue(t.handle(new ClockPressed(WHITE)).accepted());
        assertEquals(1, t.referee.game().ply());
    }

    @Test
    void art6_5_2009_6_6_2014_movesWaitForTheClockToStart() {
        Clock clock = new Clock(TimeControl.suddenDeath(Duration.ofMinutes(5)), new ManualTimeSource());
        Referee r = Referee.builder(Edition.FIDE_2018).clock(clock).build();
        assertRefused(r.handle(new MoveMade(WHITE, Move.of(Square.parse("e2"), Square.parse("e4")))), "the clocks have not been started");
        assertEquals("2018 6.6: White's clock is started", r.handle(ArbiterDecision.of(Decision.START_CLOCKS)).toString());
        assertRefused(r.handle(ArbiterDecision.of(Decision.START_CLOCKS)), "the clocks have already been started");
        assertEquals(Pace.BLITZ, r.pace());
    }

    @Test
    void art6_12_arbiterPausesAndResumes() {
        Table t = new Table(Edition.FIDE_2009, "5400");
        assertEquals("2009 6.12.a: the arbiter stops the clocks", t.handle(ArbiterDecision.of(Decision.PAUSE_CLOCKS)).toString());
        assertRefused(t.handle(new MoveMade(WHITE, t.move("e4"))), "the clocks are stopped");
        assertRefused(t.handle(ArbiterDecision.of(Decision.PAUSE_CLOCKS)), "the clocks are not running");
        assertTrue(t.handle(ArbiterDecision.of(Decision.RESUME_CLOCKS)).accepted());
        assertTrue(t.play("e4").accepted());
    }

    @Test
    void touchingOutOfTurnOrAnEmptySquareIsRefused() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        assertRefused(t.handle(PieceTouched.touch(BLACK, Square.parse("e7"))),
                "only the player having the move is bound by touching a piece (2018 4.3.1)");
        assertRefused(t.handle(PieceTouched.touch(WHITE, Square.parse("e4"))), "there is no piece on e4");
        assertRefused(t.handle(new PromotionPieceTouched(WHITE, PieceType.KING)), "a pawn promotes to a queen, rook, bishop or knight");
    }

    @Test
    void art4_2_adjustingBindsToNothing() {
        Table t = new Table(Edition.FIDE_2009, "5400");
        Response r = t.handle(new PieceTouched(WHITE, Square.parse("g1"), true));
        assertEquals("2009 4.2: White adjusts the knight on g1; no obligation", r.toString());
        assertTrue(t.referee.touchObligation().free());
    }

    @Test
    void art4_3_touchingGivesTheObligation_andABreachMayBeClaimed() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        Response touch = t.handle(PieceTouched.touch(WHITE, Square.parse("g1")));
        assertEquals("2018 4.3.1: White must move the knight on g1", touch.toString());
        t.after(30);
        Response breach = t.play("e4");
        assertEquals("2018 4.3.1: White did not respect touch-move: he must move the knight on g1; Black may claim before touching a piece (2018 4.8)",
                breach.toString());
        Response claim = t.handle(Claim.of(BLACK, ClaimKind.TOUCH_MOVE));
        assertEquals("2018 4.3.1: Black's claim is upheld: the move is taken back and White must move the knight on g1", claim.toString());
        assertEquals(0, t.referee.game().ply());
        assertEquals(Duration.ofMinutes(90).minusSeconds(30), t.remaining(WHITE), "the time White used stays used");
        assertEquals(Side.WHITE, t.clock.toMove());
        assertEquals(0, t.clock.moves(Side.WHITE));
        assertTrue(t.play("Nf3").accepted());
    }

    @Test
    void art4_7_2009_claimRightLostOnceTheClaimantTouchesAPiece_2014_4_8() {
        Table t = new Table(Edition.FIDE_2009, "5400");
        t.handle(PieceTouched.touch(WHITE, Square.parse("g1")));
        t.play("e4");
        Response touch = t.handle(PieceTouched.touch(BLACK, Square.parse("e7")));
        assertEquals("2009 4.7: Black touched a piece: he can no longer claim the touch-move breach", touch.rulings().get(0).toString());
        assertRefused(t.handle(Claim.of(BLACK, ClaimKind.TOUCH_MOVE)), "there is no touch-move breach by White to claim");
        Table t2014 = new Table(Edition.FIDE_2014, "5400");
        t2014.handle(PieceTouched.touch(WHITE, Square.parse("g1")));
        t2014.play("e4");
        assertTrue(t2014.handle(PieceTouched.touch(BLACK, Square.parse("e7"))).rulings().get(0).toString().startsWith("2014 4.8: "));
    }

    @Test
    void art4_4d_promotionChoiceIsEnforcedThroughTheReferee() {
        Table t = Table.fromFen(Edition.FIDE_2023, "5400", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        t.handle(PieceTouched.touch(WHITE, Square.parse("b7")));
        assertEquals("2023 4.4.4: the knight has touched the promotion square; the choice is final",
                t.handle(new PromotionPieceTouched(WHITE, PieceType.KNIGHT)).toString());
        Response queen = t.play("b8=Q");
        assertTrue(queen.toString().startsWith("2023 4.4.4: White did not respect touch-move"));
    }

    @Test
    void art8_4_noRecordingUnderFiveMinutesWithoutA30SecondIncrement_A2_inRapid() {
        Table t = new Table(Edition.FIDE_2009, "3600").after(3400);
        assertEquals("2009 8.4: White has less than five minutes and no increment of 30 seconds: he need not record the moves for the rest of the period",
                t.referee.recordingExemption(WHITE).orElseThrow().toString());
        assertTrue(t.referee.recordingExemption(BLACK).isEmpty());
        Table inc = new Table(Edition.FIDE_2018, "3600+30").after(3400);
        assertTrue(inc.referee.recordingExemption(WHITE).isEmpty());
        Table rapid = new Table(Edition.FIDE_2023, "900+10");
        assertEquals("2023 A.2: in rapid players need not record the moves", rapid.referee.recordingExemption(BLACK).orElseThrow().toString());
    }
}
