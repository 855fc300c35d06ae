package org.annabella.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.annabella.announce.Language;
import org.annabella.announce.Refusal;
import org.junit.jupiter.api.Test;

class ClockTest {
    private final ManualTimeSource t = new ManualTimeSource(1_000_000_000L);

    private Clock clock(String tag) {
        return new Clock(TimeControl.fromPgn(tag).orElseThrow(), t);
    }

    private static Duration s(long seconds) {
        return Duration.ofSeconds(seconds);
    }

    @Test
    void art6_5_whitesClockStartsAtTheStart() {
        Clock c = clock("300");
        assertEquals(Clock.State.NOT_STARTED, c.state());
        t.advanceSeconds(10);
        assertEquals(s(300), c.remaining(Side.WHITE), "no time runs before the start");
        c.start();
        t.advanceSeconds(7);
        assertEquals(s(293), c.remaining(Side.WHITE));
        assertEquals(s(300), c.remaining(Side.BLACK));
        assertThrows(Refusal.class, c::start);
    }

    @Test
    void aCopyKeepsTimeOnItsOwnFromTheMomentItIsTaken() {
        Clock c = clock("300+2");
        c.start();
        t.advanceSeconds(10);
        c.press(Side.WHITE);
        Clock copy = c.copy();
        t.advanceSeconds(5);
        copy.press(Side.BLACK);
        copy.addTime(Side.WHITE, s(60));

        assertEquals(s(292), c.remaining(Side.WHITE));
        assertEquals(s(295), c.remaining(Side.BLACK), "the original's Black is still thinking");
        assertEquals(1, c.ply());
        assertEquals(s(352), copy.remaining(Side.WHITE));
        assertEquals(s(297), copy.remaining(Side.BLACK));
        assertEquals(2, copy.ply());
        copy.restore(1);
        assertEquals(s(292), copy.remaining(Side.WHITE), "the copy keeps the readings taken before it");
    }

    @Test
    void pressingSwitchesClocksAndCountsMoves() {
        Clock c = clock("300");
        c.start();
        t.advanceSeconds(5);
        ClockReading r = c.press(Side.WHITE);
        assertEquals(new ClockReading(1, Side.BLACK, s(295), s(300), 1, 0), r);
        t.advanceSeconds(3);
        assertEquals(s(297), c.remaining(Side.BLACK));
        assertEquals(s(295), c.remaining(Side.WHITE));
        assertEquals(Side.BLACK, c.toMove());
    }

    @Test
    void pressThatDoesNotFitIsRefusedAndChangesNothing() {
        Clock c = clock("300");
        Refusal before = assertThrows(Refusal.class, () -> c.press(Side.WHITE));
        assertEquals("the clock has not been started", before.getMessage());
        c.start();
        t.advanceSeconds(4);
        Refusal wrong = assertThrows(Refusal.class, () -> c.press(Side.BLACK));
        assertEquals("Black's clock is not running", wrong.getMessage());
        assertEquals(0, c.ply());
        assertEquals(s(296), c.remaining(Side.WHITE));
        assertEquals(1, c.readings().size());
    }

    @Test
    void art6_2a_fischerIncrementFromMoveOne() {
        Clock c = clock("180+2");
        c.start();
        t.advanceSeconds(1);
        c.press(Side.WHITE);
        assertEquals(s(181), c.remaining(Side.WHITE));
    }

    @Test
    void art6_2b_2009_simpleDelayMainTimeStartsAfterTheFixedTime() {
        Clock c = clock("300d5");
        c.start();
        t.advanceSeconds(4);
        assertEquals(s(300), c.remaining(Side.WHITE), "within the delay the main time does not change");
        c.press(Side.WHITE);
        assertEquals(s(300), c.remaining(Side.WHITE), "unused delay is not saved");
        t.advanceSeconds(8);
        assertEquals(s(297), c.remaining(Side.BLACK));
        c.press(Side.BLACK);
        assertEquals(s(297), c.remaining(Side.BLACK));
    }

    @Test
    void bronsteinDelayGivesBackTheTimeUsedUpToTheDelay() {
        Clock c = clock("300b5");
        c.start();
        t.advanceSeconds(3);
        c.press(Side.WHITE);
        assertEquals(s(300), c.remaining(Side.WHITE));
        t.advanceSeconds(9);
        c.press(Side.BLACK);
        assertEquals(s(296), c.remaining(Side.BLACK));
    }

    @Test
    void art6_2b_2009_timeSavedCarriesIntoTheNextPeriod() {
        Clock c = clock("2/60:30");
        c.start();
        t.advanceSeconds(10);
        c.press(Side.WHITE);
        c.press(Side.BLACK);
        t.advanceSeconds(10);
        c.press(Side.WHITE);
        assertEquals(s(40 + 30), c.remaining(Side.WHITE));
        assertEquals(1, c.periodIndex(Side.WHITE));
        assertTrue(c.inLastPeriod(Side.WHITE));
        assertFalse(c.inLastPeriod(Side.BLACK));
    }

    @Test
    void repeatingLastPeriodAddsItsTimeEachTime() {
        Clock c = clock("1/10:1/5");
        c.start();
        for (int i = 0; i < 3; i++) {
            c.press(Side.WHITE);
            c.press(Side.BLACK);
        }
        assertEquals(s(10 + 3 * 5), c.remaining(Side.WHITE));
        assertEquals(3, c.periodIndex(Side.WHITE));
    }

    @Test
    void art6_1_flagFallsAtTheExactInstant() {
        Clock c = clock("60");
        c.start();
        long start = t.nanos();
        t.advanceSeconds(100);
        assertTrue(c.flagFallen(Side.WHITE));
        assertEquals(Optional.of(start + s(60).toNanos()), c.flagInstant(Side.WHITE));
        assertEquals(Duration.ZERO, c.remaining(Side.WHITE));
        assertFalse(c.flagFallen(Side.BLACK));
    }

    @Test
    void flagInstantIsExactAcrossAPause() {
        Clock c = clock("60");
        c.start();
        long start = t.nanos();
        t.advanceSeconds(20);
        c.pause();
        t.advanceSeconds(500);
        assertFalse(c.flagFallen(Side.WHITE), "no time runs while stopped");
        c.resume();
        long resumed = t.nanos();
        t.advanceSeconds(50);
        assertEquals(Optional.of(resumed + s(40).toNanos()), c.flagInstant(Side.WHITE));
        assertTrue(resumed > start);
    }

    @Test
    void flagWithSimpleDelayFallsAfterDelayPlusMainTime() {
        Clock c = clock("10d5");
        c.start();
        long start = t.nanos();
        t.advanceSeconds(14);
        assertFalse(c.flagFallen(Side.WHITE));
        t.advanceSeconds(2);
        assertEquals(Optional.of(start + s(15).toNanos()), c.flagInstant(Side.WHITE));
    }

    @Test
    void art6_8_noIncrementOrBonusRaisesAFallenFlag() {
        Clock c = clock("3+2");
        c.start();
        t.advanceSeconds(4);
        assertTrue(c.flagFallen(Side.WHITE));
        ClockReading r = c.press(Side.WHITE);
        assertEquals(Duration.ZERO, r.white(), "the increment is not added after the flag has fallen");
        assertEquals(Duration.ZERO, c.remaining(Side.WHITE));
        assertTrue(c.flagFallen(Side.WHITE), "the flag stays shown");
        t.advanceSeconds(1);
        c.press(Side.BLACK);
        assertEquals(s(4), c.remaining(Side.BLACK), "the other side still gets his increment");

        Clock bronstein = clock("3b2");
        bronstein.start();
        t.advanceSeconds(5);
        bronstein.press(Side.WHITE);
        assertEquals(Duration.ZERO, bronstein.remaining(Side.WHITE), "no Bronstein bonus after the flag either");
    }

    @Test
    void aLaterPeriodsTimeIsStillAddedAfterAFallenFlag() {
        Clock c = clock("1/3:60");
        c.start();
        t.advanceSeconds(5);
        c.press(Side.WHITE);
        assertEquals(s(60), c.remaining(Side.WHITE), "the next period's time comes with its move count (2009 6.11.a)");
        assertTrue(c.flagFallen(Side.WHITE), "the fact that the flag fell stays");
    }

    @Test
    void art6_11_bothFlagsAndWhichFellFirst() {
        Clock c = clock("10");
        c.start();
        t.advanceSeconds(12);
        c.press(Side.WHITE); // game continued: nobody claimed
        t.advanceSeconds(11);
        assertTrue(c.bothFlagsFallen());
        assertEquals(Optional.of(Side.WHITE), c.firstFlag());
    }

    @Test
    void aRefusalIsSaidInTheListenersLanguage() {
        Clock c = clock("300");
        c.start();
        Refusal wrong = assertThrows(Refusal.class, () -> c.press(Side.BLACK));
        assertEquals("el reloj de las negras no está en marcha", wrong.say(Language.SPANISH));
        Refusal running = assertThrows(Refusal.class, () -> c.setMoves(Side.WHITE, 3));
        assertEquals("stop the clock before you set the move counter", running.getMessage());
        assertEquals("pare el reloj antes de ajustar el contador de jugadas", running.say(Language.SPANISH));
        assertEquals(0, c.moves(Side.WHITE), "a refused act changes nothing");
    }

    @Test
    void art6_12_pauseAndResume() {
        Clock c = clock("300");
        assertThrows(Refusal.class, c::pause);
        c.start();
        t.advanceSeconds(10);
        c.pause();
        assertThrows(Refusal.class, c::pause);
        assertThrows(Refusal.class, () -> c.press(Side.WHITE));
        t.advanceSeconds(60);
        assertEquals(s(290), c.remaining(Side.WHITE));
        c.resume();
        assertThrows(Refusal.class, c::resume);
        t.advanceSeconds(10);
        assertEquals(s(280), c.remaining(Side.WHITE));
    }

    @Test
    void art13_4_penaltiesAddAndSubtractTime() {
        Clock c = clock("300");
        c.start();
        t.advanceSeconds(100);
        c.addTime(Side.BLACK, Duration.ofMinutes(2));
        assertEquals(s(420), c.remaining(Side.BLACK));
        c.subtractTime(Side.WHITE, s(60));
        assertEquals(s(140), c.remaining(Side.WHITE));
        c.subtractTime(Side.WHITE, s(1000));
        assertEquals(Duration.ZERO, c.remaining(Side.WHITE));
        assertEquals(Optional.of(t.nanos()), c.flagInstant(Side.WHITE));
        assertThrows(IllegalArgumentException.class, () -> c.addTime(Side.WHITE, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> c.subtractTime(Side.WHITE, s(-1)));
    }

    @Test
    void art6_13_restoreToAnEarlierMove() {
        Clock c = clock("2/60:30");
        c.start();
        t.advanceSeconds(5);
        c.press(Side.WHITE);
        t.advanceSeconds(7);
        c.press(Side.BLACK);
        t.advanceSeconds(11);
        c.press(Side.WHITE);
        t.advanceSeconds(13);
        c.press(Side.BLACK);
        assertEquals(5, c.readings().size());
        ClockReading r = c.restore(1);
        assertEquals(new ClockReading(1, Side.BLACK, s(55), s(60), 1, 0), r);
        assertEquals(Clock.State.PAUSED, c.state());
        assertEquals(2, c.readings().size());
        assertEquals(0, c.periodIndex(Side.WHITE));
        t.advanceSeconds(100);
        assertEquals(s(60), c.remaining(Side.BLACK));
        c.resume();
        t.advanceSeconds(1);
        c.press(Side.BLACK);
        assertEquals(s(59), c.remaining(Side.BLACK));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> c.restore(9));
        assertEquals("no clock reading after half-move 9; readings exist for 0 to 2", e.getMessage());
    }

    @Test
    void art6_10b_arbiterCorrectsTimeAndMoveCounter() {
        Clock c = clock("40/5400:1800");
        c.start();
        t.advanceSeconds(30);
        assertThrows(Refusal.class, () -> c.setTime(Side.WHITE, s(100)));
        c.pause();
        c.setTime(Side.WHITE, s(100));
        c.setMoves(Side.WHITE, 40);
        assertThrows(IllegalArgumentException.class, () -> c.setMoves(Side.BLACK, -1));
        assertEquals(s(100), c.remaining(Side.WHITE));
        assertEquals(1, c.periodIndex(Side.WHITE));
        c.resume();
        t.advanceSeconds(10);
        assertEquals(s(90), c.remaining(Side.WHITE));
    }

    @Test
    void blackCanMoveFirstFromASetPosition() {
        Clock c = new Clock(TimeControl.suddenDeath(s(60)), t, Side.BLACK);
        c.start();
        t.advanceSeconds(1);
        assertEquals(s(59), c.remaining(Side.BLACK));
        assertThrows(Refusal.class, () -> c.press(Side.WHITE));
    }

    @Test
    void flagDueAtTellsWhenTheRunningFlagWillFall() {
        Clock c = clock("60d5");
        assertEquals(Optional.empty(), c.flagDueAt());
        c.start();
        long start = t.nanos();
        t.advanceSeconds(10);
        assertEquals(Optional.of(start + s(65).toNanos()), c.flagDueAt());
        c.pause();
        assertEquals(Optional.empty(), c.flagDueAt());
        c.resume();
        t.advanceSeconds(100);
        assertEquals(Optional.empty(), c.flagDueAt(), "already fallen");
        assertTrue(c.flagFallen(Side.WHITE));
    }

    @Test
    void artE5_2014_timeUsedGivesTheTimeLeftAcrossPeriodsAndIncrements() {
        Clock c = new Clock(TimeControl.fromPgn("40/5400+30:1800+30").orElseThrow(), t, Side.BLACK);
        c.setMoves(Side.WHITE, 45);
        c.setTimeUsed(Side.WHITE, Duration.ofMinutes(100), Duration.ZERO);
        // 90 + 30 minutes for the two periods reached, 45 increments of 30 seconds, less 100 minutes.
        assertEquals(Duration.ofMinutes(20).plusSeconds(45 * 30), c.remaining(Side.WHITE));
        c.setTimeUsed(Side.BLACK, Duration.ofMinutes(200), Duration.ZERO);
        assertTrue(c.flagFallen(Side.BLACK), "more time used than allotted leaves none");
        assertThrows(IllegalArgumentException.class, () -> c.setTimeUsed(Side.WHITE, Duration.ofSeconds(-1), Duration.ZERO));
        c.start();
        assertThrows(Refusal.class, () -> c.setTimeUsed(Side.WHITE, Duration.ZERO, Duration.ZERO));
    }

    /**
     * 2009 9.5.b: an incorrect claim adds three minutes to the opponent's time; 2009 Guidelines
     * for adjourned games 2.c and 5 (2014 E.2, E.5): the envelope records the time used and the
     * clocks show it on resumption. The three minutes are not time used, and they are not lost.
     */
    @Test
    void artGuidelines5_2009_timeUsedIsWhatTheClockConsumed_notTheTimeAdded() {
        Clock c = new Clock(TimeControl.fromPgn("5400").orElseThrow(), t);
        c.start();
        t.advanceSeconds(25);
        c.press(Side.WHITE);
        t.advanceSeconds(10);
        c.addTime(Side.WHITE, Duration.ofMinutes(3));
        assertEquals(Duration.ofMinutes(92).plusSeconds(35), c.remaining(Side.WHITE), "1:32:35");
        assertEquals(Duration.ofSeconds(25), c.timeUsed(Side.WHITE), "the 3 minutes are not used time");
        assertEquals(Duration.ofMinutes(3), c.timeAdded(Side.WHITE));
        assertEquals(Duration.ofSeconds(10), c.timeUsed(Side.BLACK), "the running side's turn counts as it goes");
        c.pause();
        c.setTime(Side.BLACK, Duration.ofMinutes(80));
        assertEquals(Duration.ofSeconds(10), c.timeUsed(Side.BLACK), "an arbiter's setting is not time used either");
        assertEquals(Duration.ofMinutes(80).minus(Duration.ofMinutes(90).minusSeconds(10)), c.timeAdded(Side.BLACK));

        // Resumption from the envelope: the clock shows what it showed at adjournment.
        Clock resumed = new Clock(TimeControl.fromPgn("5400").orElseThrow(), t, Side.BLACK);
        resumed.setMoves(Side.WHITE, 1);
        resumed.setTimeUsed(Side.WHITE, c.timeUsed(Side.WHITE), c.timeAdded(Side.WHITE));
        resumed.setTimeUsed(Side.BLACK, c.timeUsed(Side.BLACK), c.timeAdded(Side.BLACK));
        assertEquals(c.remaining(Side.WHITE), resumed.remaining(Side.WHITE));
        assertEquals(c.remaining(Side.BLACK), resumed.remaining(Side.BLACK));
        assertEquals(c.timeUsed(Side.WHITE), resumed.timeUsed(Side.WHITE), "a second adjournment keeps the record");

        // A record read back (a journal after a crash) is not an adjustment: allotted less the reading is used.
        c.setRemaining(Side.WHITE, Duration.ofMinutes(60));
        assertEquals(Duration.ofMinutes(30), c.timeUsed(Side.WHITE));
        assertEquals(Duration.ZERO, c.timeAdded(Side.WHITE));
    }

    @Test
    void art6_13_2009_restoringAnEarlierReadingRestoresTheTimeAddedUpToThen() {
        Clock c = new Clock(TimeControl.fromPgn("5400").orElseThrow(), t);
        c.start();
        t.advanceSeconds(20);
        c.press(Side.WHITE);
        t.advanceSeconds(20);
        c.addTime(Side.WHITE, Duration.ofMinutes(2));
        c.press(Side.BLACK);
        assertEquals(Duration.ofMinutes(2), c.timeAdded(Side.WHITE));
        c.restore(1);
        assertEquals(Duration.ZERO, c.timeAdded(Side.WHITE), "the reading after 1.e4 had no time added");
        assertEquals(Duration.ofSeconds(20), c.timeUsed(Side.WHITE));
    }
}
