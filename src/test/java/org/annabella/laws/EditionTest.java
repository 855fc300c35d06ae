package org.annabella.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.annabella.announce.Phrase;
import org.annabella.clock.Pace;
import org.annabella.clock.TimeControl;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;

/** The editions as data: citations, what exists where, penalties and paces. */
class EditionTest {

    @Test
    void citesEditionAndArticle() {
        assertEquals("2018 7.5.5", Edition.FIDE_2018.cite(Rule.ILLEGAL_MOVE_PENALTY));
        assertEquals("2009 7.4.b", Edition.FIDE_2009.cite(Rule.ILLEGAL_MOVE_PENALTY));
        assertEquals("2014 7.1", Edition.FIDE_2014.cite(Rule.CLOCKS_RESTORED));
        assertEquals("2009 6.13", Edition.FIDE_2009.cite(Rule.CLOCKS_RESTORED));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Edition.FIDE_2009.cite(Rule.FIVEFOLD));
        assertEquals("the 2009 Laws have no rule FIVEFOLD", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Ruling.of(Edition.FIDE_2014, Rule.TWO_HANDS, Phrase.of("ruling.stalemate")));
    }

    @Test
    void art9_6_automaticDrawsExistFrom2014() {
        assertFalse(Edition.FIDE_2009.hasAutomaticDraws());
        assertFalse(Rule.SEVENTY_FIVE_MOVES.existsIn(Edition.FIDE_2009));
        for (Edition e : new Edition[] {Edition.FIDE_2014, Edition.FIDE_2018, Edition.FIDE_2023}) {
            assertTrue(e.hasAutomaticDraws());
        }
    }

    @Test
    void art7_penaltiesByEditionAndPace() {
        assertEquals(3, Edition.FIDE_2009.illegalMovesToLose());
        assertEquals(2, Edition.FIDE_2014.illegalMovesToLose());
        assertEquals(Duration.ofMinutes(2), Edition.FIDE_2009.illegalMovePenalty(Pace.BLITZ));
        assertEquals(Duration.ofMinutes(1), Edition.FIDE_2014.illegalMovePenalty(Pace.BLITZ));
        assertEquals(Duration.ofMinutes(2), Edition.FIDE_2018.illegalMovePenalty(Pace.RAPID));
        assertEquals(Duration.ofMinutes(1), Edition.FIDE_2023.illegalMovePenalty(Pace.RAPID));
        assertEquals(Duration.ofMinutes(2), Edition.FIDE_2023.illegalMovePenalty(Pace.STANDARD));
        assertEquals(Duration.ofMinutes(3), Edition.FIDE_2009.incorrectClaimPenalty(Pace.BLITZ));
        assertEquals(Duration.ofMinutes(2), Edition.FIDE_2018.incorrectClaimPenalty(Pace.STANDARD));
        assertNull(Edition.FIDE_2018.oneMinuteRule(Pace.RAPID));
    }

    @Test
    void artA1_paceUsesTheEditionsBoundaries() {
        TimeControl elevenMinutes = TimeControl.suddenDeath(Duration.ofMinutes(11));
        assertEquals(Pace.BLITZ, Edition.FIDE_2009.pace(elevenMinutes));
        assertEquals(Pace.RAPID, Edition.FIDE_2014.pace(elevenMinutes));
    }

    @Test
    void art5_1_2_2023_onlyThe2023EditionDrawsAResignation() {
        assertTrue(Edition.FIDE_2023.resignationDrawsWhenOpponentCannotMate());
        assertFalse(Edition.FIDE_2018.resignationDrawsWhenOpponentCannotMate());
    }

    @Test
    void parsesAndFindsTheEditionInForce() {
        assertEquals(Edition.FIDE_2014, Edition.parse(" 2014 "));
        assertEquals("unknown Laws edition '2017': expected 2009, 2014, 2018 or 2023",
                assertThrows(IllegalArgumentException.class, () -> Edition.parse("2017")).getMessage());
        assertEquals(Edition.FIDE_2009, Edition.inForce(1957));
        assertEquals(Edition.FIDE_2014, Edition.inForce(2017));
        assertEquals(Edition.FIDE_2023, Edition.inForce(2026));
    }

    @Test
    void everyRuleExistsIn2018IfItExistsIn2023() {
        for (Rule r : Rule.values()) {
            if (r != Rule.RAPID_ONE_MINUTE) {
                assertEquals(r.existsIn(Edition.FIDE_2018), r.existsIn(Edition.FIDE_2023), r.name());
            }
        }
    }

    @Test
    void defaultMateAbilityIsTheExactAnalysis() {
        MateAbility m = MateAbility.byAnalysis();
        Position kbk = Position.fromFen("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1");
        assertFalse(m.canMate(kbk, Color.WHITE));
        assertTrue(m.isDead(kbk));
        assertTrue(m.canMate(Position.startPosition(), Color.BLACK));
    }
}
