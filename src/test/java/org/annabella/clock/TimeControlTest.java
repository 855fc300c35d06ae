package org.annabella.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TimeControlTest {

    @Test
    void readsClassicalTwoPeriodControlWithIncrement() {
        TimeControl tc = TimeControl.fromPgn("40/5400+30:1800+30").orElseThrow();
        assertEquals(List.of(
                Period.movesIn(40, Duration.ofMinutes(90)).withIncrement(Duration.ofSeconds(30)),
                Period.rest(Duration.ofMinutes(30)).withIncrement(Duration.ofSeconds(30))), tc.periods());
        assertEquals("40/5400+30:1800+30", tc.toPgn());
    }

    @ParameterizedTest
    @ValueSource(strings = {"300", "180+2", "40/7200:20/3600", "40/7200:3600", "5400d5", "900b10", "40/6000+30:20/3000+30:900+30"})
    void pgnRoundTrips(String tag) {
        assertEquals(tag, TimeControl.fromPgn(tag).orElseThrow().toPgn());
    }

    @Test
    void unknownAndNoControlReadAsEmpty() {
        assertTrue(TimeControl.fromPgn("?").isEmpty());
        assertTrue(TimeControl.fromPgn(" - ").isEmpty());
    }

    @Test
    void zeroIncrementIsNoIncrement() {
        assertEquals(TimeControl.suddenDeath(Duration.ofMinutes(5)), TimeControl.fromPgn("300+0").orElseThrow());
    }

    @Test
    void badFieldsAreNamedWithTheirPosition() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TimeControl.fromPgn("40/5400:30x"));
        assertEquals("TimeControl field 2 '30x': expected seconds, moves/seconds, optionally followed by +increment",
                e.getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TimeControl.fromPgn("*180"))
                .getMessage().contains("sandglass"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TimeControl.fromPgn("300:40/5400"))
                .getMessage().startsWith("TimeControl field 1 '300': only the last field"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TimeControl.fromPgn("0/300"))
                .getMessage().startsWith("TimeControl field 1 '0/300'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TimeControl.fromPgn("0"))
                .getMessage().contains("needs some time"));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.fromPgn(""));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.fromPgn("99999999999999999999"));
    }

    @Test
    void describesControlsAsPeopleSayThem() {
        assertEquals("40 moves in 90 minutes, 30 seconds added per move from move 1, "
                        + "then 30 minutes for the rest of the game",
                TimeControl.fromPgn("40/5400+30:1800+30").orElseThrow().describe());
        assertEquals("40 moves in 2 hours, then 20 moves in 1 hour, repeated",
                TimeControl.fromPgn("40/7200:20/3600").orElseThrow().describe());
        assertEquals("5 minutes for the game", TimeControl.fromPgn("300").orElseThrow().describe());
        assertEquals("3 minutes for the game, 2 seconds added per move from move 1",
                TimeControl.fromPgn("180+2").orElseThrow().describe());
        assertEquals("90 minutes for the game, 5 seconds delay per move before the main time runs",
                TimeControl.fromPgn("5400d5").orElseThrow().describe());
        assertEquals("1 minute 30 seconds", TimeControl.spoken(Duration.ofSeconds(90)));
        assertEquals("1 second", TimeControl.spoken(Duration.ofSeconds(1)));
    }

    @Test
    void lastPeriodWithMoveCountRepeats() {
        TimeControl tc = TimeControl.fromPgn("40/7200:20/3600").orElseThrow();
        assertEquals(tc.periods().get(1), tc.period(5));
    }

    @Test
    void timeForSixtyMovesCountsIncrementsAndPeriodsBegunWithinSixtyMoves() {
        assertEquals(Duration.ofMinutes(15).plusSeconds(60 * 10), TimeControl.fromPgn("900+10").orElseThrow().timeForSixtyMoves());
        // 40/90 then 30: both periods begin within 60 moves; 60 increments of 30 s.
        assertEquals(Duration.ofMinutes(150), TimeControl.fromPgn("40/5400+30:1800+30").orElseThrow().timeForSixtyMoves());
        // 40/2h then 20/1h repeating: the third period begins at move 60, after the 60 moves.
        assertEquals(Duration.ofHours(3), TimeControl.fromPgn("40/7200:20/3600").orElseThrow().timeForSixtyMoves());
    }

    @Test
    void periodsValidateTheirFields() {
        assertThrows(IllegalArgumentException.class, () -> Period.movesIn(-1, Duration.ofMinutes(1)));
        assertThrows(IllegalArgumentException.class, () -> Period.rest(Duration.ofMillis(1500)));
        assertThrows(IllegalArgumentException.class, () -> new Period(0, Duration.ofMinutes(1), BonusKind.INCREMENT, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.of(Period.rest(Duration.ofMinutes(1)), Period.rest(Duration.ofMinutes(1))));
    }
}
