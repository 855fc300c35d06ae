package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;
import org.annabella.announce.Words;
import org.annabella.rules.Color;
import org.annabella.session.Event.Origin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * After a crash the running side gets back at most {@link Session#CLOCK_NOTE_MILLIS} of its time,
 * not its whole thinking time since the last press, and the arbiter is told what the clock was
 * set to (2018 6.10, 6.11); a move executed but not pressed counts in the record.
 */
class ResumedClockTest {
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong();

    Session start(Path p) {
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("5400+30"), Mode.TOURNAMENT);
        return Session.start(setup, Journal.create(p), now::get);
    }

    /** The clock is noted as the ticker would: every second of the manual time source. */
    void think(Session s, long millis) {
        for (long t = 0; t < millis; t += 1000) {
            now.addAndGet(Math.min(1000, millis - t));
            s.noteClock();
        }
    }

    @Test
    void theResumedClockIsTheLastReadingWithinTheIntervalNotTheLastPress() {
        Path p = dir.resolve("noted.journal");
        Session s = start(p);
        s.startClock();
        SessionTest.play(s, now, "e4", 10_000);
        think(s, 27_300); // Black thinks; the crash comes 27.3 s after White's press
        long truth = s.remaining(Color.BLACK);
        assertEquals(5_400_000 - 27_300, truth);
        s.close();

        Session r = Session.resume(Journal.open(p), now::get);
        long restored = r.remaining(Color.BLACK);
        assertTrue(restored >= truth && restored - truth <= Session.CLOCK_NOTE_MILLIS,
                "restored " + restored + " within the interval of the truth " + truth);
        assertTrue(restored < 5_400_000 - 20_000, "not the reading of the last press");
        assertEquals(5_400_000 - 10_000 + 30_000, r.remaining(Color.WHITE));
        assertNull(r.clockRunning(), "stopped until the arbiter starts it");
        Phrase told = r.resumedClock().orElseThrow();
        assertEquals("session.clock-noted", told.key());
        assertEquals(Duration.ofMillis(restored), told.values().get("black"));
        assertEquals(Color.BLACK, told.values().get("player"));
        assertEquals(Duration.ofMillis(Session.CLOCK_NOTE_MILLIS), told.values().get("bound"));
        assertTrue(told.values().get("time").toString().matches("\\d\\d:\\d\\d:\\d\\d"));
        String english = Words.of(Language.ENGLISH).say(told);
        assertTrue(english.contains("Black 1 hour 29 minutes 3") && english.contains("up to 5 seconds"), english);
        String spanish = Words.of(Language.SPANISH).say(told);
        assertTrue(spanish.contains("negras 1 hora 29 minutos 3") && spanish.contains("5 segundos"), spanish);
    }

    @Test
    void readingsAreNotedOnlyWhileAClockRunsAndAtMostEveryInterval() throws Exception {
        Path p = dir.resolve("rate.journal");
        Session s = start(p);
        think(s, 60_000);
        assertEquals(1, s.journal().records().size(), "no reading while the clocks stand");
        s.startClock();
        int before = s.journal().records().size();
        think(s, 60_000);
        long readings = s.journal().records().stream().filter(r -> r.contains("\tclock\t")).count();
        assertEquals(before + readings, s.journal().records().size());
        assertTrue(s.eventLog().stream().noneMatch(l -> l.contains(" clock ")), "readings are not for reading");
        assertTrue(readings >= 60_000 / Session.CLOCK_NOTE_MILLIS && readings <= 60_000 / 4_000,
                readings + " readings in a minute");
        s.pauseClock();
        int paused = s.journal().records().size();
        think(s, 30_000);
        assertEquals(paused, s.journal().records().size());
        s.close();
    }

    @Test
    void theArbiterSetsStoppedClocksOnly() {
        Path p = dir.resolve("set.journal");
        Session s = start(p);
        s.startClock();
        assertThrows(Refusal.class, () -> s.setClocks(60_000, 60_000), "not while a clock runs");
        s.pauseClock();
        s.setClocks(3_000_000, 3_100_000);
        assertEquals(3_000_000, s.remaining(Color.WHITE));
        assertEquals(3_100_000, s.remaining(Color.BLACK));
        assertNull(s.clockRunning());
        s.close();
        Session r = Session.resume(Journal.open(p), now::get);
        assertEquals(3_100_000, r.remaining(Color.BLACK), "the arbiter's times are in the journal");
    }

    @Test
    void aClockStoppedAtTheCrashNeedsNoNotice() {
        Path p = dir.resolve("stopped.journal");
        Session s = start(p);
        s.startClock();
        think(s, 12_000);
        s.pauseClock();
        s.close();
        Session r = Session.resume(Journal.open(p), now::get);
        assertTrue(r.resumedClock().isEmpty());
        assertEquals(5_400_000 - 12_000, r.remaining(Color.WHITE));
    }

    @Test
    void anOldJournalWithoutReadingsReplaysAsBeforeAndSaysTheGapIsUnknown() throws Exception {
        Path p = dir.resolve("old.journal");
        Session s = start(p);
        s.startClock();
        SessionTest.play(s, now, "e4", 10_000);
        now.addAndGet(40_000); // no noteClock: as a journal written before readings
        s.close();
        assertTrue(Files.readString(p, java.nio.charset.StandardCharsets.ISO_8859_1).indexOf("\tclock\t") < 0);
        Session r = Session.resume(Journal.open(p), now::get);
        assertEquals(5_400_000, r.remaining(Color.BLACK), "the reading of the last press, as before");
        Phrase told = r.resumedClock().orElseThrow();
        assertEquals("session.clock-unnoted", told.key());
        assertFalse(told.values().containsKey("bound"));
    }

    @Test
    void aMoveExecutedButNotPressedCountsAndIsTheLastMove() {
        Path p = dir.resolve("pending.journal");
        Session s = start(p);
        s.startClock();
        SessionTest.play(s, now, "e4", 3_000);
        SessionTest.play(s, now, "e5", 3_000);
        s.makeMove(Color.WHITE, "Nf3", Origin.TYPED);
        s.announce(Color.WHITE);
        assertEquals(List.of("e4", "e5"), s.state().moves(), "only on the mover's board: not yet told");
        s.repeat(Color.BLACK);
        s.execute(Color.BLACK);
        s.close(); // the crash, before the press

        Session r = Session.resume(Journal.open(p), now::get);
        assertEquals(List.of("e4", "e5", "Nf3"), r.state().moves(), "the position holds Nf3");
        assertEquals("Nf3", r.state().lastMove());
        assertEquals(Color.BLACK, r.state().position().sideToMove());
        assertEquals("Nf3", r.state().lastAnnouncement());
        assertEquals(2, r.state().completedGame().ply(), "the PGN waits for the press");
        assertEquals(List.of("e4", "e5"), r.state().scoresheet(Color.WHITE));
        assertEquals(GameState.Step.PRESS, r.state().step());
        r.press(Color.WHITE);
        assertEquals(List.of("e4", "e5", "Nf3"), r.state().moves());
        assertEquals(3, r.state().completedGame().ply());
    }
}
