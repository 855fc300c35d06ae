package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;
import org.annabella.announce.Words;
import org.annabella.laws.Result;
import org.annabella.rules.Color;
import org.annabella.session.Event.Illegality;
import org.annabella.session.Event.Origin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The clock's evidence survives everything (issue 30): a fallen flag, the time at quit, penalties,
 * the arbiter's settings and what stood pending are in the journal, so a resume after a quit or a
 * kill knows them exactly. A "crash" here is a session closed without {@link Session#leave}.
 */
class ClockEvidenceTest {
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong();
    final List<Notice> notices = new ArrayList<>();

    Session start(String file, String control, boolean whiteVi, boolean blackVi) {
        Session s = Session.start(Setup.of(new Player("Ann", whiteVi, false), new Player("Bob", blackVi, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse(control), Mode.TOURNAMENT),
                Journal.create(dir.resolve(file)), now::get);
        s.onNotice(notices::add);
        return s;
    }

    Session resume(String file) {
        Session r = Session.resume(Journal.open(dir.resolve(file)), now::get);
        r.onNotice(notices::add);
        return r;
    }

    static void play(Session s, AtomicLong now, String san, long thinkMillis) {
        SessionTest.play(s, now, san, thinkMillis);
    }

    List<String> told() {
        return notices.stream().map(Notice::text).toList();
    }

    static String english(Phrase p) {
        return Words.of(Language.ENGLISH).say(p);
    }

    @Test
    void aFallenFlagIsJournalledAtOnceAndAResumeAfterAKillKnowsIt() {
        Session s = start("flag.journal", "10", true, false);
        s.startClock();
        now.addAndGet(10_400);
        s.noteClock(); // the first tick after the fall, well within the interval of the regular notes
        List<String> lines = s.journal().records();
        assertTrue(lines.get(lines.size() - 1).contains("\tclock\t0\t10000"), "a reading of zero, journalled now: " + lines);
        s.close(); // killed: nothing more is written
        now.addAndGet(60_000);
        notices.clear();
        Session r = resume("flag.journal");
        assertTrue(r.flagFallen(Color.WHITE));
        assertEquals(0, r.remaining(Color.WHITE));
        List<String> pending = r.pending().stream().map(ClockEvidenceTest::english).toList();
        assertTrue(pending.contains("White's flag has fallen; Black may claim it"), pending.toString());
        r.startClock();
        r.noteClock();
        assertTrue(told().stream().noneMatch(t -> t.contains("flag")), "told with what is pending, not again: " + told());
        r.claimFlag(Color.BLACK);
        assertEquals(Result.winFor(Color.BLACK), r.state().outcome().orElseThrow());
    }

    @Test
    void theIncrementIsNotAddedAfterTheFlagHasFallen_andThePgnSaysZero() {
        Session s = start("inc.journal", "3+2", true, false);
        s.startClock();
        now.addAndGet(3_500);
        s.noteClock();
        assertEquals(List.of("White's flag has fallen; Black may claim it"), told());
        play(s, now, "e4", 500);
        assertEquals(0, s.remaining(Color.WHITE), "the clock stays at zero (2018 6.1, 6.8)");
        assertTrue(s.flagFallen(Color.WHITE));
        assertEquals(List.of(0L), s.state().clock().afterEachMove());
        assertTrue(PgnExport.write(s.state()).contains("1. e4 {[%clk 0:00:00]}"), PgnExport.write(s.state()));
        play(s, now, "e5", 1_000);
        assertEquals(4_000, s.remaining(Color.BLACK), "Black's increment is his");
    }

    @Test
    void theFlagsClaimantIsTheOpponentAndHisAssistantOnlyWhenHeIsTheVisuallyImpairedPlayer() {
        Session s = start("vi-black.journal", "5", false, true);
        s.startClock();
        now.addAndGet(6_000);
        s.noteClock();
        assertEquals(List.of("White's flag has fallen; Black or his assistant may claim it"), told(),
                "Black is visually impaired: his assistant claims for him (2018 D.2.10.5)");
        notices.clear();
        Session w = start("vi-white.journal", "5", true, false);
        w.startClock();
        now.addAndGet(6_000);
        w.noteClock();
        assertEquals(List.of("White's flag has fallen; Black may claim it"), told(), "White's assistant claims nothing against White");
        assertEquals("ha caído la bandera de las blancas; las negras pueden reclamarlo",
                Words.of(Language.SPANISH).say(w.pending().get(1)));
    }

    @Test
    void quittingStopsTheClocksWithTheirTimeAndIsNoCrash() {
        Session s = start("quit.journal", "300", true, false);
        s.startClock();
        now.addAndGet(3_700);
        s.noteClock(); // no reading is due yet: within the interval
        s.leave();
        assertNull(s.clockRunning());
        s.close();
        now.addAndGet(600_000);
        Session r = resume("quit.journal");
        assertTrue(r.resumedClock().isEmpty(), "a quit is not a crash: nothing may be missing");
        assertEquals(296_300, r.remaining(Color.WHITE), "the time at quit, to the millisecond");
        assertEquals(3_700, r.used(Color.WHITE));
        r.leave();
        r.close();
        // 296.3 s left is said as a clock shows it, rounded up: "0 seconds" only once the flag has fallen.
        assertEquals(List.of("Arbiter: the clocks stand at White 4 minutes 57 seconds left, Black 5 minutes left; start runs White's clock"),
                resume("quit.journal").pending().stream().map(ClockEvidenceTest::english).toList());
    }

    @Test
    void aPenaltyIsJournalledWithItsRulingAndTimeUsedSurvivesAResume() {
        Session s = start("penalty.journal", "5400+30", true, false);
        s.startClock();
        play(s, now, "e4", 10_000);
        now.addAndGet(5_000);
        s.illegalMove(Color.BLACK, Illegality.MOVE);
        assertEquals(5_400_000 + 30_000 - 10_000 + 120_000, s.remaining(Color.WHITE));
        assertEquals(10_000, s.used(Color.WHITE), "time given is not time used");
        List<String> lines = s.eventLog();
        String set = lines.stream().filter(l -> l.contains("clock-set")).findFirst().orElseThrow();
        assertTrue(set.endsWith("ruling " + s.state().rulings().size()), set);
        assertTrue(s.state().ruledOnTime(s.state().rulings().size()));
        assertEquals(Color.BLACK, s.clockRunning(), "the clocks run on as they ran");
        s.close();
        Session r = resume("penalty.journal");
        assertEquals(10_000, r.used(Color.WHITE), "the journal keeps what the ruling gave");
        assertEquals(120_000, r.state().clock().added(Color.WHITE));
        notices.clear();
        r.override(r.state().rulings().size(), "No penalty: the move was legal");
        assertTrue(told().get(told().size() - 1).startsWith("Ruling " + r.state().rulings().size()
                + " gave or took time, and the clocks keep it"), told().toString());
    }

    @Test
    void theArbiterSetsTheStoppedClocksWithAReason_aRulingInTheJournal() {
        Session s = start("set.journal", "300+2", true, false);
        s.startClock();
        play(s, now, "e4", 4_000);
        assertThrows(Refusal.class, () -> s.setClocks(60_000, 60_000, "wrong setting"), "stop the clocks first");
        s.pauseClock();
        Refusal noReason = assertThrows(Refusal.class, () -> s.setClocks(60_000, 60_000, " "));
        assertEquals("give the reason for setting the clocks after the times, in your words", english(noReason.reason()));
        int n = s.setClocks(3_900_000, 3_490_000, "the clock was set for the wrong control");
        assertEquals(3_900_000, s.remaining(Color.WHITE));
        assertNull(s.clockRunning(), "stopped until started");
        RulingRecord ruling = s.state().rulings().get(n - 1);
        assertEquals("2018 6.10.2", ruling.article());
        assertEquals("the arbiter sets the clocks: White 1 hour 5 minutes left, Black 58 minutes 10 seconds left."
                + " Reason: the clock was set for the wrong control", english(ruling.phrase()));
        s.close();
        Session r = resume("set.journal");
        assertEquals(3_490_000, r.remaining(Color.BLACK));
        assertEquals(4_000, r.used(Color.WHITE), "what the arbiter added is not time used, after a resume too");
        r.startClock();
        play(r, now, "e5", 10_000);
        assertTrue(PgnExport.write(r.state()).contains("e5 {[%clk 0:58:02]}"), PgnExport.write(r.state()));
    }

    @Test
    void resumeSaysWhatIsPending_anOfferATouchAndAMoveNotPressed() {
        Session s = start("pending.journal", "300", true, false);
        s.startClock();
        play(s, now, "e4", 1_000);
        s.offerDraw(Color.BLACK);
        s.touch(Color.BLACK, org.annabella.rules.Square.parse("g8"));
        s.makeMove(Color.BLACK, "Nf6", Origin.TYPED);
        s.announce(Color.BLACK);
        s.close(); // before the press
        List<String> pending = resume("pending.journal").pending().stream().map(ClockEvidenceTest::english).toList();
        assertEquals(3, pending.size(), pending.toString());
        assertTrue(pending.get(1).equals("Black's draw offer stands; White has not answered it"), pending.toString());
        assertEquals("Arbiter: Black's move Nf6 is made but Black's clock was not pressed; start runs Black's clock",
                pending.get(2));

        Session t = start("touched.journal", "-", true, false);
        play(t, now, "e4", 0);
        t.touch(Color.BLACK, org.annabella.rules.Square.parse("g8"));
        t.close();
        assertEquals(List.of("Black must move the knight on g8 (2018 4.3.1)"),
                resume("touched.journal").pending().stream().map(ClockEvidenceTest::english).toList());
    }
}
