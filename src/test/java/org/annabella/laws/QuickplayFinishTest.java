package org.annabella.laws;

import static org.annabella.laws.IllegalMoveTest.last;
import static org.annabella.rules.Color.BLACK;
import static org.annabella.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.annabella.clock.BonusKind;
import org.annabella.clock.Clock;
import org.annabella.laws.RefereeEvent.ArbiterDecision;
import org.annabella.laws.RefereeEvent.Claim;
import org.annabella.laws.RefereeEvent.ClaimKind;
import org.annabella.laws.RefereeEvent.Decision;
import org.annabella.laws.RefereeEvent.DrawDeclined;
import org.annabella.laws.RefereeEvent.FlagFell;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.rules.Game;
import org.junit.jupiter.api.Test;

/** Quickplay finish: 2009 10.2 (and D.1), 2014 Appendix G, 2018/2023 Guidelines III. */
class QuickplayFinishTest {

    /** Sudden death of an hour; White thinks 58 min 20 s over his first move, leaving 100 seconds. */
    private static Table shortOfTime(Edition e) {
        return new Table(e, "3600").after(3500);
    }

    private static Response claim(Table t) {
        return t.handle(Claim.of(WHITE, ClaimKind.QUICKPLAY_FINISH));
    }

    @Test
    void art10_2a_2009_arbiterAgreesDraw() {
        Table t = shortOfTime(Edition.FIDE_2009);
        Response r = claim(t);
        assertTrue(r.toString().startsWith("2009 10.2: White claims a draw with less than two minutes"));
        assertEquals(Clock.State.PAUSED, t.clock.state());
        assertFalse(t.handle(new MoveMade(BLACK, 0)).accepted());
        Response d = t.handle(ArbiterDecision.of(Decision.QUICKPLAY_DRAW));
        assertTrue(d.toString().startsWith("2009 10.2.a: the arbiter agrees"));
        assertEquals(Optional.of(Result.DRAW), t.referee.result());
    }

    @Test
    void art10_2c_2009_rejectedClaimGivesTheOpponentTwoMinutes() {
        Table t = shortOfTime(Edition.FIDE_2009);
        claim(t);
        Response d = t.handle(ArbiterDecision.of(Decision.QUICKPLAY_REJECT));
        assertEquals("2009 10.2.c: the arbiter rejects the claim: 2 minutes added to Black's time; the game continues", d.toString());
        assertEquals(Duration.ofMinutes(62), t.remaining(BLACK));
        assertEquals(Clock.State.RUNNING, t.clock.state());
    }

    @Test
    void art10_2b_2009_postponedThenDecidedAfterTheFlag() {
        Table t = shortOfTime(Edition.FIDE_2009);
        claim(t);
        Response p = t.handle(new ArbiterDecision(Decision.QUICKPLAY_POSTPONE, null, Duration.ofMinutes(2)));
        assertTrue(p.toString().startsWith("2009 10.2.b: the arbiter postpones his decision; 2 minutes added to Black's time"));
        t.after(200);
        Response flag = t.handle(new FlagFell(WHITE));
        assertEquals("2009 10.2.b: White's flag has fallen: the arbiter now gives his decision on the claim", flag.toString());
        assertFalse(t.referee.isOver());
        t.handle(ArbiterDecision.of(Decision.QUICKPLAY_DRAW));
        assertEquals(Optional.of(Result.DRAW), t.referee.result());
    }

    @Test
    void art10_2b_postponedThenRejectedAfterTheFlagLosesOnTime() {
        Table t = shortOfTime(Edition.FIDE_2009);
        claim(t);
        t.handle(ArbiterDecision.of(Decision.QUICKPLAY_POSTPONE));
        t.after(200);
        t.handle(new FlagFell(WHITE));
        Response r = t.handle(ArbiterDecision.of(Decision.QUICKPLAY_REJECT));
        assertEquals("2009 6.9: White's flag has fallen: White loses on time (0-1)", last(r));
    }

    @Test
    void art10_2_claimNeedsLessThanTwoMinutesInTheLastPeriod() {
        Table t = new Table(Edition.FIDE_2009, "3600");
        assertEquals("White has two minutes or more on his clock", claim(t).refusal());
        Table periods = new Table(Edition.FIDE_2009, "40/300:3600").after(250);
        assertEquals("this is not a quickplay finish: not all remaining moves must be made in this period", claim(periods).refusal());
    }

    @Test
    void artG5_2014_andIII5_2018_claimAsIn2009() {
        Table t = shortOfTime(Edition.FIDE_2014);
        assertTrue(claim(t).toString().startsWith("2014 G.5: "));
        assertTrue(t.handle(ArbiterDecision.of(Decision.QUICKPLAY_REJECT)).toString().startsWith("2014 G.5.c: "));
        Table t2 = shortOfTime(Edition.FIDE_2023);
        assertTrue(claim(t2).toString().startsWith("2023 III.5: "));
    }

    @Test
    void artG3_2014_notWithIncrementNorInBlitz() {
        Table inc = new Table(Edition.FIDE_2014, "3600+30").after(3590);
        assertEquals("the quickplay-finish guideline applies only to games without increment (2014 G.5)", claim(inc).refusal());
        Table blitz = new Table(Edition.FIDE_2018, "300").after(200);
        assertEquals("the quickplay-finish rules do not apply to blitz", claim(blitz).refusal());
    }

    @Test
    void artG4_2014_incrementRequestIsADrawOffer_grantedAfterRefusal() {
        Table t = new Table(Edition.FIDE_2014, "3600").after(3550);
        Response r = t.handle(Claim.of(WHITE, ClaimKind.QUICKPLAY_INCREMENT));
        assertTrue(r.toString().startsWith("2014 G.4: White asks for five seconds per move"));
        assertEquals(Optional.of(WHITE), t.referee.standingDrawOffer());
        assertFalse(t.handle(ArbiterDecision.of(Decision.QUICKPLAY_GRANT_INCREMENT)).accepted(), "the offer must be answered first");
        t.handle(new DrawDeclined(BLACK));
        Response g = t.handle(ArbiterDecision.of(Decision.QUICKPLAY_GRANT_INCREMENT));
        assertEquals("2014 G.4: the arbiter grants five seconds per move for both players; 2 minutes added to Black's time; the game continues", g.toString());
        assertEquals(BonusKind.INCREMENT, t.clock.control().periods().get(0).bonusKind());
        assertEquals(Duration.ofMinutes(62), t.remaining(BLACK));
        Duration before = t.remaining(WHITE);
        t.play("e4");
        assertEquals(before.plusSeconds(5), t.remaining(WHITE));
    }

    @Test
    void artIII4_2018_requestNotIn2009() {
        Table t = new Table(Edition.FIDE_2009, "3600").after(3550);
        Response r = t.handle(Claim.of(WHITE, ClaimKind.QUICKPLAY_INCREMENT));
        assertEquals("the 2009 Laws have no request for an increment; claim under 2009 10.2", r.refusal());
        Table t2018 = new Table(Edition.FIDE_2018, "3600").after(3550);
        assertTrue(t2018.handle(Claim.of(WHITE, ClaimKind.QUICKPLAY_INCREMENT)).toString().startsWith("2018 III.4: "));
    }

    @Test
    void artD1_2009_noArbiterPresent() {
        Table t = new Table(Edition.FIDE_2009, "1800", Game.fromStart(), false).after(1750);
        assertTrue(claim(t).toString().startsWith("2009 D.1: "));
    }

    @Test
    void decisionsWithoutAClaimAreRefused() {
        Table t = new Table(Edition.FIDE_2018, "3600");
        assertEquals("there is no quickplay-finish claim to decide", t.handle(ArbiterDecision.of(Decision.QUICKPLAY_DRAW)).refusal());
    }
}
