package org.annabella.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** 2009 A.1/B.1 against 2014 A.1/B.1 (unchanged in 2018 and 2023). */
class PaceTest {
    private static Pace pace(String tag, int year) {
        return Pace.of(TimeControl.fromPgn(tag).orElseThrow(), year);
    }

    @Test
    void art2009A1_rapidIsAtLeast15AndUnder60Minutes() {
        assertEquals(Pace.RAPID, pace("900", 2009));
        assertEquals(Pace.RAPID, pace("3599", 2009));
        assertEquals(Pace.STANDARD, pace("3600", 2009));
        assertEquals(Pace.RAPID, pace("600+5", 2009)); // 10 min + 60 x 5 s = 15 min
    }

    @Test
    void art2009B1_blitzIsUnder15Minutes() {
        assertEquals(Pace.BLITZ, pace("899", 2009));
        assertEquals(Pace.BLITZ, pace("600", 2009));
        assertEquals(Pace.BLITZ, pace("180+2", 2009));
    }

    @Test
    void art2014A1_rapidIsOver10AndUnder60Minutes() {
        assertEquals(Pace.RAPID, pace("601", 2014));
        assertEquals(Pace.RAPID, pace("900", 2018));
        assertEquals(Pace.RAPID, pace("900+10", 2023));
        assertEquals(Pace.STANDARD, pace("3000+10", 2023)); // 50 + 10 = 60 minutes
    }

    @Test
    void art2014B1_blitzIsTenMinutesOrLess() {
        assertEquals(Pace.BLITZ, pace("600", 2014));
        assertEquals(Pace.BLITZ, pace("180+2", 2018));
        assertEquals(Pace.RAPID, pace("600+1", 2023));
    }

    @Test
    void elevenMinutesIsBlitzIn2009ButRapidFrom2014() {
        assertEquals(Pace.BLITZ, pace("660", 2009));
        assertEquals(Pace.RAPID, pace("660", 2014));
    }
}
