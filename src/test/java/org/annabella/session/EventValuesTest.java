package org.annabella.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Random;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The values an event holds are bounded where the event is made, from the session or from a
 * journal's record: a clock reading is never below zero nor beyond {@link GameClock#MAX_READING}
 * (99:59:59), so every PGN {@code [%clk]} an export writes is one every reader takes; words (an
 * announcement, an override, a scoresheet entry, an ending) are one line of at most 2,000
 * characters, so a message or a sheet that says them stays one.
 */
class EventValuesTest {
    @TempDir
    Path dir;

    @Test
    void incrementsBeyondWhatAClockShowsAreNotKeptAndTheGameResumes() {
        // A day and an hour a move: after some 76 moves a side would have more than 100 hours.
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("86400+3600"), Mode.TOURNAMENT);
        Path p = dir.resolve("long.journal");
        long[] now = {0};
        Random random = new Random(3);
        long highest = 0;
        try (Session s = Session.start(setup, Journal.create(p), () -> now[0])) {
            s.startClock();
            for (int ply = 0; ply < 180; ply++) {
                now[0] += 1000;
                Color side = RandomMoves.play(s, random);
                if (side == null) {
                    break;
                }
                highest = Math.max(highest, s.remaining(side));
                assertTrue(s.remaining(side) <= GameClock.MAX_READING, "ply " + ply + ": " + s.remaining(side));
            }
        }
        assertEquals(GameClock.MAX_READING, highest, "the game reached the highest reading");
        try (Session resumed = Session.resume(Journal.open(p), () -> now[0])) {
            assertTrue(resumed.remaining(Color.WHITE) <= GameClock.MAX_READING);
        }
    }

    @Test
    void aReadingOutsideTheClocksRangeIsNoEvent() {
        for (long millis : new long[] {-1, GameClock.MAX_READING + 1, Long.MAX_VALUE, Long.MIN_VALUE}) {
            InputException e = assertThrows(InputException.class, () -> new Event.Pressed(Color.WHITE, millis, 0));
            assertTrue(e.getMessage().contains("99:59:59"), e.getMessage());
            assertThrows(InputException.class, () -> new Event.ClockNoted(0, millis));
            assertThrows(InputException.class, () -> new Event.Paused(millis, millis));
        }
        assertEquals(GameClock.MAX_READING, new Event.Paused(GameClock.MAX_READING, 0).whiteMillis());
    }

    @Test
    void wordsOfAnEventAreOneLine() {
        for (String bad : new String[] {"e4\ne5", "Eva\tvier", "\u001b[2J", "x".repeat(2_001)}) {
            assertThrows(InputException.class, () -> new Event.Announced(Color.WHITE, bad));
            assertThrows(InputException.class, () -> new Event.Overridden(1, bad));
            assertThrows(InputException.class, () -> new Event.Scored(Color.BLACK, 1, bad));
            InputException e = assertThrows(InputException.class, () -> new Event.Ended(org.annabella.laws.Result.DRAW, bad, null));
            assertTrue(!e.getMessage().contains("\n") && !e.getMessage().contains("\t"), e.getMessage());
        }
        assertEquals("Eva vier, Schach", new Event.Announced(Color.WHITE, "Eva vier, Schach").words());
    }
}
