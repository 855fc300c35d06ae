package org.annabella.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Reading a time control said in plain words: {@link TimeControl#fromDescription} and {@link TimeControl#read}. */
class TimeControlDescriptionTest {

    /** Every form describe() writes: each kind of period, each bonus, a bonus carried, changed, ended, started later. */
    @ParameterizedTest
    @ValueSource(strings = {"300", "1", "5430", "3600+1", "180+2", "40/7200:20/3600", "40/7200:3600", "1/60",
        "5400d5", "900b10", "40/6000+30:20/3000+30:900+30", "40/5400+30:1800", "40/5400:1800+30",
        "40/7200:20/3600:900+30", "40/5400d5:1800b5", "40/5400b5:1800", "40/5400+30:1800+10", "20/3600+5"})
    void everyDescriptionReadsBackToTheSameControl(String tag) {
        TimeControl tc = TimeControl.fromPgn(tag).orElseThrow();
        String said = tc.describe();
        assertEquals(tc, TimeControl.fromDescription(said), said);
    }

    @Test
    void theWriterSaysWhereAnIncrementStarts() {
        assertEquals("40 moves in 90 minutes, 30 seconds added per move from move 1, then 30 minutes for the rest of the game",
                TimeControl.fromPgn("40/5400+30:1800+30").orElseThrow().describe());
        assertEquals("40 moves in 2 hours, then 20 moves in 1 hour, then 15 minutes for the rest of the game, "
                + "30 seconds added per move from move 61", TimeControl.fromPgn("40/7200:20/3600:900+30").orElseThrow().describe());
        assertEquals("40 moves in 90 minutes, 30 seconds added per move from move 1, then 30 minutes for the rest of the game, "
                + "no increment", TimeControl.fromPgn("40/5400+30:1800").orElseThrow().describe());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "90 minutes plus 30 seconds per move|5400+30",
        "5 minutes plus 3 seconds increment|300+3",
        "5 min + 3 sec|300+3",
        "5 mins + 3 secs increment per move.|300+3",
        "an hour and a half with 30 seconds increment|5400+30",
        "1 hour 30 minutes, 30 seconds added per move from move 1|5400+30",
        "1 h and 30 min plus 30 s|5400+30",
        "game in 60 minutes|3600",
        "all moves in 25 minutes|1500",
        "90 minutes sudden death|5400",
        "3 minutes 30 seconds for the game|210",
        "25 minutes plus 10 seconds Bronstein delay|1500b10",
        "2 hours plus 5 seconds delay|7200d5",
        "2 hours with 5 seconds simple delay per move|7200d5",
        "40 moves in 2 hours, then 1 hour for the rest of the game|40/7200:3600",
        "40 moves in 2 hours; then 20 moves in 1 hour, repeated|40/7200:20/3600",
        "90 minutes for 40 moves followed by 30 minutes for the rest of the game with an addition of 30 seconds per move starting from move one|40/5400+30:1800+30",
    })
    void spokenVariants(String said, String tag) {
        assertEquals(tag, TimeControl.fromDescription(said).toPgn(), said);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "90 fortnights|time control '90 fortnights': expected hours, minutes or seconds after '90' but found 'fortnights'",
        "90 minutes plus thirty seconds|time control '90 minutes plus thirty seconds': expected 'then' or 'followed' but found 'plus'",
        "minutes 90|time control 'minutes 90': expected a number for the time but found 'minutes'",
        "40 moves 90 minutes|time control '40 moves 90 minutes': expected 'in' or 'per' but found '90'",
        "40 moves in|time control '40 moves in': expected a number for the time for 40 moves but found the end",
        "90 minutes, then|time control '90 minutes, then': expected a number for the time but found the end",
        "90 minutes, 30 seconds added per move from move 5|time control '90 minutes, 30 seconds added per move from move 5': no period starts at move 5",
        "90 minutes plus 0 seconds|time control '90 minutes plus 0 seconds': an increment or delay of 0 seconds; leave it out",
        "90 minutes, then 30 minutes|time control '90 minutes, then 30 minutes': only the last period can be for the rest of the game",
    })
    void badDescriptionsAreRefusedNamingTheWord(String said, String message) {
        assertEquals(message, assertThrows(IllegalArgumentException.class, () -> TimeControl.fromDescription(said)).getMessage());
    }

    @Test
    void anEmptyDescriptionIsRefused() {
        assertEquals("the time control description is empty",
                assertThrows(IllegalArgumentException.class, () -> TimeControl.fromDescription("  ")).getMessage());
    }

    @Test
    void readTakesATagOrADescription() {
        assertEquals(Optional.of(TimeControl.fromPgn("40/5400+30:1800+30").orElseThrow()), TimeControl.read(" 40/5400+30:1800+30 "));
        assertEquals("5400d5", TimeControl.read("5400d5").orElseThrow().toPgn());
        assertTrue(TimeControl.read("?").isEmpty());
        assertEquals("300+3", TimeControl.read("5 minutes plus 3 seconds increment").orElseThrow().toPgn());
        assertEquals("TimeControl field 1 '40/x': expected seconds, moves/seconds, optionally followed by +increment",
                assertThrows(IllegalArgumentException.class, () -> TimeControl.read("40/x")).getMessage());
    }
}
