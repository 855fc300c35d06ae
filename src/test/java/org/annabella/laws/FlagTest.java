package org.annabella.laws;

import static org.annabella.laws.IllegalMoveTest.last;
import static org.annabella.rules.Color.BLACK;
import static org.annabella.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.annabella.laws.RefereeEvent.BothFlagsFell;
import org.annabella.laws.RefereeEvent.Claim;
import org.annabella.laws.RefereeEvent.ClaimKind;
import org.annabella.laws.RefereeEvent.FlagFell;
import org.annabella.rules.Game;
import org.junit.jupiter.api.Test;

/** Flag fall: 6.8, 6.9, both flags (2009 6.11, 2018 III.3.1) and the rapid/blitz claims without supervision. */
class FlagTest {

    @Test
    void art6_9_flagFallLoses() {
        Table t = new Table(Edition.FIDE_2009, "60").after(61);
        Response r = t.handle(new FlagFell(WHITE));
        assertEquals("2009 6.9: White's flag has fallen: White loses on time (0-1)", r.toString());
        assertEquals(Optional.of(Result.BLACK_WINS), t.referee.result());
    }

    @Test
    void art6_9_drawWhenTheOpponentCannotMate() {
        Table t = Table.fromFen(Edition.FIDE_2018, "60", "q3k3/8/8/8/8/8/8/4K1N1 w - - 0 1").moves("Nf3").after(61);
        Response r = t.handle(new FlagFell(BLACK));
        assertEquals("2018 6.9: Black's flag has fallen, but White cannot checkmate by any series of legal moves: draw (1/2-1/2)", r.toString());
        Table t2 = Table.fromFen(Edition.FIDE_2018, "60", "q3k3/8/8/8/8/8/8/4K1N1 w - - 0 1").after(61);
        assertEquals(Optional.of(Result.BLACK_WINS), t2.handle(new FlagFell(WHITE)).rulings().get(0).ending(),
                "Black's queen can still mate");
    }

    @Test
    void art6_8_aFlagThatHasNotFallenCannotBeReported() {
        Table t = new Table(Edition.FIDE_2014, "60").after(30);
        Response r = t.handle(new FlagFell(WHITE));
        assertFalse(r.accepted());
        assertEquals("White's flag has not fallen", r.refusal());
        assertFalse(t.handle(Claim.of(BLACK, ClaimKind.WIN_ON_TIME)).accepted());
    }

    @Test
    void art6_8_aPlayerMayClaimTheFlag() {
        Table t = new Table(Edition.FIDE_2014, "60").after(61);
        Response r = t.handle(Claim.of(BLACK, ClaimKind.WIN_ON_TIME));
        assertEquals("2014 6.9: White's flag has fallen: White loses on time (0-1)", r.toString());
    }

    @Test
    void art6_11_2009_bothFlagsInTheLastPeriodDraw_beforeItContinue() {
        Table t = new Table(Edition.FIDE_2009, "40/5400:1800");
        Response earlier = t.handle(new BothFlagsFell(false));
        assertEquals("2009 6.11: both flags have fallen before the last period: the game continues", earlier.toString());
        assertFalse(t.referee.isOver());
        Response last = t.handle(new BothFlagsFell(true));
        assertEquals(Optional.of(Result.DRAW), t.referee.result());
        assertTrue(last.toString().startsWith("2009 6.11: both flags have fallen in the last period"));
    }

    @Test
    void artIII_3_1_2018_bothFlags() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        assertTrue(t.handle(new BothFlagsFell(true)).toString().startsWith("2018 III.3.1: "));
    }

    @Test
    void bothFlagsOnThisClockTheFirstToFallLoses() {
        Table t = new Table(Edition.FIDE_2018, "10").after(11);
        t.play("e4"); // nobody claimed: the game went on
        t.after(11);
        Response r = t.handle(Claim.of(BLACK, ClaimKind.WIN_ON_TIME));
        assertEquals("2018 6.9: White's flag has fallen: White loses on time (0-1)", r.toString());
    }

    @Test
    void artA4d_2009_unsupervisedRapidTheArbiterDoesNotCallTheFlag() {
        Table t = new Table(Edition.FIDE_2009, "1200", Game.fromStart(), false).after(1300);
        Response r = t.handle(new FlagFell(WHITE));
        assertFalse(r.accepted());
        assertEquals("without adequate supervision a flag counts only when the opponent claims it (2009 A.4.d)", r.refusal());
        Response claim = t.handle(Claim.of(BLACK, ClaimKind.WIN_ON_TIME));
        assertEquals("2009 6.9: White's flag has fallen: White loses on time (0-1)", last(claim));
    }

    @Test
    void artA4d3_2009_unsupervisedBothFlagsDraw() {
        Table t = new Table(Edition.FIDE_2009, "1200", Game.fromStart(), false).after(1300);
        t.play("e4");
        t.after(1300);
        Response r = t.handle(Claim.of(BLACK, ClaimKind.WIN_ON_TIME));
        assertEquals("2009 A.4.d: both flags have fallen: draw (1/2-1/2)", r.toString());
    }

    @Test
    void artA4c_2014_claimantMustStillHaveTime() {
        Table t = new Table(Edition.FIDE_2014, "1200", Game.fromStart(), false).after(1300);
        t.play("e4");
        t.after(1300);
        Response r = t.handle(Claim.of(BLACK, ClaimKind.WIN_ON_TIME));
        assertFalse(r.accepted());
        assertEquals("the claimant must still have time on his own clock (2014 A.4.c)", r.refusal());
    }

    @Test
    void aFlagAfterMateChangesNothing() {
        Table t = new Table(Edition.FIDE_2018, "60").moves("f3", "e5", "g4");
        t.play("Qh4#");
        t.after(100);
        Response r = t.handle(new FlagFell(WHITE));
        assertFalse(r.accepted());
        assertEquals("the game is over: Black wins", r.refusal());
    }

    @Test
    void art6_8_theArbiterReportingTheLaterFlagStillCountsTheFirst() {
        Table t = new Table(Edition.FIDE_2023, "10").after(11);
        t.play("e4");
        t.after(11);
        assertEquals("2023 6.9: White's flag has fallen: White loses on time (0-1)", t.handle(new FlagFell(BLACK)).toString());
    }
}
