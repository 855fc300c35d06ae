package org.annabella.laws;

import static org.annabella.laws.IllegalMoveTest.last;
import static org.annabella.rules.Color.BLACK;
import static org.annabella.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.annabella.clock.Clock;
import org.annabella.clock.ManualTimeSource;
import org.annabella.clock.Side;
import org.annabella.clock.TimeControl;
import org.annabella.laws.RefereeEvent.Claim;
import org.annabella.laws.RefereeEvent.ClaimKind;
import org.annabella.laws.RefereeEvent.DrawAccepted;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.laws.RefereeEvent.PieceTouched;
import org.annabella.rules.Move;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

/** Threefold (9.2), fifty moves (9.3), the touched piece (9.4) and what follows a claim (9.5). */
class DrawClaimTest {
    private static final String FIFTY = "4k3/8/8/8/8/8/8/R3K3 w - - 99 80";

    /** 1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1: Black's 4...Ng8 would bring the start position a third time. */
    private static Table nearThreefold(Edition e, String tc) {
        return new Table(e, tc).moves("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1");
    }

    @Test
    void art9_2a_threefoldWithTheAnnouncedMove() {
        Table t = nearThreefold(Edition.FIDE_2009, "5400");
        Response r = t.handle(Claim.withMove(BLACK, ClaimKind.THREEFOLD, t.move("Ng8")));
        assertEquals("2009 9.2.a: Black claims the same position for at least the third time with the announced move Ng8",
                r.rulings().get(0).toString());
        assertEquals("2009 9.5.a: the claim is correct: draw (1/2-1/2)", last(r));
        assertEquals(Optional.of(Result.DRAW), t.referee.result());
        assertEquals(7, t.referee.game().ply(), "the announced move is written, not played");
    }

    @Test
    void art9_2_1_1_2018_sameClaimCitedByTheNewNumbers() {
        Table t = nearThreefold(Edition.FIDE_2018, "5400");
        Response r = t.handle(Claim.withMove(BLACK, ClaimKind.THREEFOLD, t.move("Ng8")));
        assertTrue(r.rulings().get(0).toString().startsWith("2018 9.2.1.1: "));
        assertEquals("2018 9.5.2: the claim is correct: draw (1/2-1/2)", last(r));
    }

    @Test
    void art9_2b_threefoldOnTheBoard() {
        Table t = nearThreefold(Edition.FIDE_2014, "5400").moves("Ng8");
        Response r = t.handle(Claim.of(WHITE, ClaimKind.THREEFOLD));
        assertTrue(r.rulings().get(0).toString().startsWith("2014 9.2.b: White claims the same position"));
        assertEquals(Optional.of(Result.DRAW), t.referee.result());
    }

    @Test
    void art9_3a_fiftyMovesWithTheAnnouncedMove() {
        Table t = Table.fromFen(Edition.FIDE_2014, "5400", FIFTY);
        Response r = t.handle(Claim.withMove(WHITE, ClaimKind.FIFTY_MOVES, t.move("Ra2")));
        assertTrue(r.rulings().get(0).toString().startsWith("2014 9.3.a: White claims 50 moves"));
        assertEquals(Optional.of(Result.DRAW), t.referee.result());
    }

    @Test
    void art9_3b_fiftyMovesOnTheBoard_2018_9_3_2() {
        Table t = Table.fromFen(Edition.FIDE_2018, "5400", FIFTY).moves("Ra2");
        Response r = t.handle(Claim.of(BLACK, ClaimKind.FIFTY_MOVES));
        assertTrue(r.rulings().get(0).toString().startsWith("2018 9.3.2: Black claims 50 moves"));
        assertEquals(Optional.of(Result.DRAW), t.referee.result());
    }

    @Test
    void art9_5b_2009_incorrectClaimThreeMinutes() {
        Table t = new Table(Edition.FIDE_2009, "5400").moves("e4");
        Response r = t.handle(Claim.of(BLACK, ClaimKind.THREEFOLD));
        assertEquals("2009 9.5.b: the claim is incorrect: 3 minutes added to White's time; the game continues",
                r.rulings().get(1).toString());
        assertEquals(Duration.ofMinutes(93), t.remaining(WHITE));
        assertFalse(t.referee.isOver());
    }

    @Test
    void art9_5b_2014_incorrectClaimTwoMinutes_oneInBlitz() {
        Table standard = new Table(Edition.FIDE_2014, "5400");
        standard.handle(Claim.of(WHITE, ClaimKind.FIFTY_MOVES));
        assertEquals(Duration.ofMinutes(92), standard.remaining(BLACK));
        Table blitz = new Table(Edition.FIDE_2014, "300");
        Response r = blitz.handle(Claim.of(WHITE, ClaimKind.FIFTY_MOVES));
        assertEquals(Duration.ofMinutes(6), blitz.remaining(BLACK));
        assertTrue(r.rulings().get(1).toString().contains("1 minute added to Black's time (blitz: 2014 B.2)"));
    }

    @Test
    void art9_5_3_incorrectClaimInRapid_twoMinutesIn2018_oneIn2023() {
        Table r2018 = new Table(Edition.FIDE_2018, "1500");
        r2018.handle(Claim.of(WHITE, ClaimKind.THREEFOLD));
        assertEquals(Duration.ofMinutes(27), r2018.remaining(BLACK));
        Table r2023 = new Table(Edition.FIDE_2023, "1500");
        Response r = r2023.handle(Claim.of(WHITE, ClaimKind.THREEFOLD));
        assertEquals(Duration.ofMinutes(26), r2023.remaining(BLACK));
        assertEquals("2023 9.5.3: the claim is incorrect: 1 minute added to Black's time (rapid: 2023 A.3); the game continues",
                r.rulings().get(1).toString());
    }

    @Test
    void art9_5b_theAnnouncedMoveMustThenBeMade() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        t.handle(Claim.withMove(WHITE, ClaimKind.THREEFOLD, t.move("Nf3")));
        Response other = t.handle(new MoveMade(WHITE, t.move("e4")));
        assertFalse(other.accepted());
        assertEquals("after the incorrect claim the announced move Nf3 must be made (2018 9.5.3)", other.refusal());
        assertTrue(t.play("Nf3").accepted());
    }

    @Test
    void art9_1b3_anIncorrectClaimStandsAsADrawOffer() {
        Table t = new Table(Edition.FIDE_2009, "5400");
        Response r = t.handle(Claim.of(WHITE, ClaimKind.THREEFOLD));
        assertEquals("2009 9.1.b.3: the claim stands as a draw offer by White", last(r));
        assertEquals(Optional.of(WHITE), t.referee.standingDrawOffer());
        t.handle(new DrawAccepted(BLACK));
        assertEquals(Optional.of(Result.DRAW), t.referee.result());
    }

    @Test
    void art9_4_touchingAPieceLosesTheRightToClaimOnThatMove() {
        Table t = nearThreefold(Edition.FIDE_2018, "5400");
        t.handle(PieceTouched.touch(BLACK, Square.parse("f6")));
        Response r = t.handle(Claim.withMove(BLACK, ClaimKind.THREEFOLD, t.move("Ng8")));
        assertFalse(r.accepted());
        assertEquals("Black touched a piece without claiming first and has lost the right to claim on this move (2018 9.4)", r.refusal());
        assertFalse(t.referee.isOver());
    }

    @Test
    void onlyThePlayerHavingTheMoveMayClaim() {
        Table t = nearThreefold(Edition.FIDE_2009, "5400");
        Response r = t.handle(Claim.of(WHITE, ClaimKind.THREEFOLD));
        assertFalse(r.accepted());
        assertEquals("only the player having the move may claim a draw (2009 9.2.b)", r.refusal());
    }

    @Test
    void anIllegalAnnouncedMoveMakesTheClaimIncorrect() {
        Table t = new Table(Edition.FIDE_2014, "5400");
        int illegal = Move.of(Square.parse("g1"), Square.parse("g3"));
        Response r = t.handle(Claim.withMove(WHITE, ClaimKind.THREEFOLD, illegal));
        assertTrue(r.rulings().get(0).toString().contains("announced move (illegal)"));
        assertEquals(Duration.ofMinutes(92), t.remaining(BLACK));
        assertEquals(Rule.TOUCH_OWN_PIECE, t.referee.touchObligation().rule(), "the knight on g1 must now move (Art. 4)");
    }

    @Test
    void art9_5_aClaimWithStoppedClocksLeavesThemStopped() {
        Clock clock = new Clock(
                TimeControl.suddenDeath(Duration.ofMinutes(90)), new ManualTimeSource());
        Referee r = Referee.builder(Edition.FIDE_2018).clock(clock).build();
        Response claim = r.handle(Claim.of(WHITE, ClaimKind.THREEFOLD));
        assertTrue(claim.accepted());
        assertEquals(Clock.State.NOT_STARTED, clock.state());
        assertEquals(Duration.ofMinutes(92), clock.remaining(Side.BLACK));
    }
}
