package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.announce.Refusal;
import org.annabella.laws.Adjournment;
import org.annabella.rules.Color;
import org.annabella.session.Event.Origin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An adjourned game end to end through the session and its journal (issue 30, item 1): sealed,
 * the program left, resumed from the journal, the envelope opened at the resumption. 2009
 * Guidelines for adjourned games 4-10, 2014 Appendix E.4-E.11, 2018 and 2023 Guidelines I.4-I.11,
 * each edition citing its own numbers. Each resumption step is journalled: every test resumes
 * the journal between steps, as after a crash, and the game goes on from where it stood.
 */
class AdjournedGameTest {
    static final LocalDateTime RESUMPTION = LocalDateTime.of(2026, 11, 28, 10, 0);
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong();
    final List<Notice> notices = new ArrayList<>();
    Path journal;
    int games;

    Session start(int edition, String fen) {
        journal = dir.resolve("adj-" + edition + "-" + games++ + ".journal");
        Setup setup = new Setup(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, edition, GameTimeControl.parse("5400+30"), Mode.TOURNAMENT, fen,
                BoardKind.NONE, BoardKind.NONE, "Open", "Madrid", "2026.11.27", "3");
        Session s = Session.start(setup, Journal.create(journal), now::get);
        s.onNotice(notices::add);
        s.startClock();
        return s;
    }

    /** e4 e5 Nf3 Nc6 Bb5, and Black seals {@code sealed}: the game of the issue. */
    Session adjourned(int edition, String sealed) {
        Session s = start(edition, null);
        for (String m : List.of("e4", "e5", "Nf3", "Nc6", "Bb5")) {
            SessionTest.play(s, now, m, 10_000);
        }
        now.addAndGet(60_000);
        s.seal(Color.BLACK, sealed, RESUMPTION, "Madrid");
        return s;
    }

    /** The program leaves and the journal is resumed, as after quit or a crash. */
    Session resumed(Session s) {
        s.close();
        Session r = Session.resume(Journal.open(journal), now::get);
        r.onNotice(notices::add);
        return r;
    }

    private static String articles(Session s) {
        return String.join("\n", s.state().rulings().stream().map(r -> r.article() + " " + r.phrase()).toList());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"2009, Guidelines 9.a", "2014, E.9.a", "2018, I.9.1", "2023, I.9.1"})
    void replierPresent_theEnvelopeIsOpenedTheSealedMoveMadeAndHisClockStarted(int edition, String article) {
        Session sealed = adjourned(edition, "a6");
        long white = sealed.remaining(Color.WHITE);
        long black = sealed.remaining(Color.BLACK);
        assertNull(sealed.clockRunning(), "the clocks stop at adjournment");
        Session s = resumed(sealed);
        assertEquals(GameState.Step.ADJOURNED, s.state().step());
        assertEquals(Adjournment.SEALED, s.state().adjournment());
        for (Runnable act : List.<Runnable>of(() -> s.makeMove(Color.BLACK, "a6", Origin.TYPED), s::startClock,
                () -> s.touch(Color.BLACK, org.annabella.rules.Square.parse("a7")))) {
            assertThrows(Refusal.class, act::run);
        }
        assertEquals("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3", s.state().position().toFen(),
                "the position before the sealed move (E.5)");
        assertEquals(white, s.remaining(Color.WHITE), "the clocks as at adjournment (E.5)");
        assertEquals(black, s.remaining(Color.BLACK));

        now.addAndGet(86_400_000);
        s.open(Set.of());
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6"), s.state().moves());
        assertEquals(s.state().moves(), s.state().scoresheet(Color.WHITE));
        assertEquals(s.state().moves(), s.state().scoresheet(Color.BLACK));
        assertEquals(Color.WHITE, s.clockRunning(), "the replier's clock starts");
        assertEquals(white, s.remaining(Color.WHITE), "no time passed on it while adjourned");
        assertEquals(black + 30_000, s.remaining(Color.BLACK), "the sealed move completes Black's move: its increment");
        assertTrue(articles(s).contains(edition + " " + article + " "), articles(s));
        assertEquals(GameState.Step.MOVE, s.state().step());
        assertEquals(Adjournment.NONE, s.state().adjournment());
        Session again = resumed(s);
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6"), again.state().moves(), "a resumed resumption");
        again.startClock();
        SessionTest.play(again, now, "Ba4", 5_000);
        assertEquals(Color.BLACK, again.clockRunning());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"2009, Guidelines 9.b", "2014, E.9.b", "2018, I.9.2", "2023, I.9.2"})
    void replierAbsent_hisClockRunsAndTheEnvelopeWaitsForHim(int edition, String article) {
        Session s = resumed(adjourned(edition, "a6"));
        s.open(Set.of(Color.WHITE));
        assertEquals(Adjournment.ENVELOPE_WAITS, s.state().adjournment());
        assertEquals(Color.WHITE, s.clockRunning(), "the absent replier's clock runs");
        assertEquals(5, s.state().moves().size(), "the envelope is not opened without him (E.7)");
        assertTrue(articles(s).contains(edition + " " + article + " "), articles(s));
        assertThrows(Refusal.class, () -> s.makeMove(Color.BLACK, "a6", Origin.TYPED));
        now.addAndGet(600_000);
        Session r = resumed(s);
        assertEquals(Adjournment.ENVELOPE_WAITS, r.state().adjournment(), "a crash while he is away loses nothing");
        assertTrue(r.state().nextStep().toString().contains("White is absent"), r.state().nextStep().toString());
        r.startClock();
        assertEquals(Color.WHITE, r.clockRunning(), "his clock, not the sealer's, goes on running");
        now.addAndGet(60_000);
        r.open(Set.of());
        assertEquals("a6", r.state().lastMove(), "he arrives: the envelope is opened");
        assertEquals(Color.WHITE, r.clockRunning());
        assertEquals(GameState.Step.MOVE, r.state().step());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"2009, Guidelines 9.c", "2014, E.9.c", "2018, I.9.3", "2023, I.9.3"})
    void sealerAbsent_theReplierMaySealHisReply_madeWhenTheSealerArrives(int edition, String article) {
        Session s = resumed(adjourned(edition, "a6"));
        s.open(Set.of(Color.BLACK));
        assertEquals("a6", s.state().lastMove());
        assertEquals(Adjournment.SEALER_ABSENT, s.state().adjournment());
        assertTrue(articles(s).contains(edition + " " + article + " "), articles(s));
        s.seal(Color.WHITE, "Ba4", RESUMPTION, "Madrid");
        assertEquals(Adjournment.REPLY_SEALED, s.state().adjournment());
        assertEquals(Color.BLACK, s.clockRunning(), "the absent sealer's clock is started");
        assertEquals("a6", s.state().lastMove(), "the reply is not on the board");
        Session r = resumed(s);
        assertEquals(Adjournment.REPLY_SEALED, r.state().adjournment());
        r.open(Set.of());
        assertEquals("Ba4", r.state().lastMove(), "the sealer arrives: the reply is made");
        assertEquals(Color.BLACK, r.state().position().sideToMove());
        assertEquals(GameState.Step.MOVE, r.state().step());
    }

    @Test
    void sealerAbsent_theReplierMayAlsoSimplyMove_andTheSealerArrivesLater() {
        Session s = resumed(adjourned(2014, "a6"));
        s.open(Set.of(Color.BLACK));
        SessionTest.play(s, now, "Ba4", 4_000);
        assertEquals(Adjournment.NONE, s.state().adjournment());
        s.arrive(Color.BLACK);
        assertThrows(Refusal.class, () -> s.forfeit(Color.BLACK), "he is at the board");
        SessionTest.play(s, now, "Nf6", 4_000);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"2009, Guidelines 4", "2014, E.4", "2018, I.4", "2023, I.4"})
    void aDrawOfferedAfterSealingStands_andAgreedBeforeResumptionEndsTheGame(int edition, String article) {
        Session s = adjourned(edition, "a6");
        s.offerDraw(Color.WHITE);
        assertTrue(articles(s).contains(edition + " " + article + " "), articles(s));
        s = resumed(s);
        assertEquals(Color.WHITE, s.state().drawOfferBy(), "it stands until answered");
        s.answerDraw(Color.BLACK, true);
        assertEquals("1/2-1/2", s.state().outcome().orElseThrow().pgn(), "E.6");
    }

    @Test
    void aDrawOfferStandingInTheEnvelopeMayBeAcceptedAfterTheOpening_E4() {
        Session s = start(2014, null);
        for (String m : List.of("e4", "e5", "Nf3", "Nc6")) {
            SessionTest.play(s, now, m, 10_000);
        }
        s.offerDraw(Color.BLACK);
        s.seal(Color.WHITE, "Bb5", RESUMPTION, "Madrid");
        assertTrue(String.join("\n", EnvelopeExport.write(s.state())).contains("a draw offer by Black stands"));
        s = resumed(s);
        s.open(Set.of());
        assertEquals(Color.BLACK, s.state().drawOfferBy());
        s.answerDraw(Color.WHITE, true);
        assertEquals("1/2-1/2", s.state().outcome().orElseThrow().pgn());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"2009", "2014", "2018", "2023"})
    void aResignationBeforeResumptionEndsTheGame_E6(int edition) {
        Session s = resumed(adjourned(edition, "a6"));
        s.resign(Color.BLACK);
        assertEquals("1-0", s.state().outcome().orElseThrow().pgn());
        assertThrows(Refusal.class, () -> s.open(Set.of()));
    }

    @ParameterizedTest(name = "{0} {1}: {2}")
    @CsvSource({
        "2009, Nge7, Guidelines 8, ambiguous",
        "2014, Ke6, E.8, illegal",
        "2018, zz9, I.8, written so that its meaning cannot be established",
        "2023, Nge7, I.8, ambiguous"})
    void aSealedMoveAmbiguousUnreadableOrIllegalLoses(int edition, String sealed, String article, String why) {
        Session s = start(edition, "r1bqkb1r/pppp1ppp/2n2n2/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        SessionTest.play(s, now, "O-O", 3_000);
        if (sealed.equals("Nge7")) {
            // Both knights can go to e7 once the one on f6 is free: Nf6-g8 first.
            SessionTest.play(s, now, "Ng8", 3_000);
            SessionTest.play(s, now, "d3", 3_000);
            sealed = "Ne7";
        }
        Color sealer = s.state().position().sideToMove();
        s.seal(sealer, sealed, RESUMPTION, "Madrid");
        assertTrue(notices.stream().anyMatch(n -> n.kind() == Notice.Kind.WARNING
                && n.phrase().toString().contains("loses the game")), "the sealer is warned, privately, at once");
        s = resumed(s);
        s.open(Set.of());
        assertEquals(sealer == Color.WHITE ? "0-1" : "1-0", s.state().outcome().orElseThrow().pgn());
        String all = articles(s);
        assertTrue(all.contains(edition + " " + article + " ") && all.contains(why), all);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"2009, Guidelines 10", "2014, E.10", "2018, I.10", "2023, I.10"})
    void aPlayerAbsentAtTheDefaultTimeLoses(int edition, String article) {
        Session s = resumed(adjourned(edition, "a6"));
        s.open(Set.of(Color.WHITE));
        now.addAndGet(3_600_000);
        s.forfeit(Color.WHITE);
        assertEquals("0-1", s.state().outcome().orElseThrow().pgn());
        assertEquals("a6", s.state().lastMove(), "the envelope was opened to see whether the sealed move ended the game");
        assertTrue(articles(s).contains(edition + " " + article + " "), articles(s));
    }

    @Test
    void aSealedMoveThatMatesWinsThoughTheOpponentIsAbsent_E10() {
        Session s = start(2014, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 40");
        s.seal(Color.WHITE, "Ra8", RESUMPTION, "Madrid");
        s = resumed(s);
        s.open(Set.of(Color.BLACK));
        s.forfeit(Color.BLACK);
        assertEquals("1-0", s.state().outcome().orElseThrow().pgn());
        assertEquals("Ra8#", s.state().lastMove());
    }

    @Test
    void neitherPresent_theReplierLosesTheTimeUntilHeArrives_E11() {
        Session s = resumed(adjourned(2014, "a6"));
        s.open(Set.of(Color.WHITE, Color.BLACK));
        assertEquals(Color.WHITE, s.clockRunning());
        assertTrue(articles(s).contains("2014 E.11 "), articles(s));
        s.arrive(Color.BLACK);
        s.open(Set.of());
        assertEquals("a6", s.state().lastMove());
    }

    @Test
    void aSpanishSealedMoveReadsAsWrittenInSpanish_andTheEnvelopeKeepsIt() {
        Session s = adjourned(2018, "Cf6");
        assertEquals("Nf6", s.state().envelope().sealedMove());
        s = resumed(s);
        s.open(Set.of());
        assertEquals("Nf6", s.state().lastMove());
    }

    @Test
    void aGameResumedMayBeAdjournedAgain_andOpenedAgain() {
        Session s = resumed(adjourned(2014, "a6"));
        s.open(Set.of());
        SessionTest.play(s, now, "Ba4", 4_000);
        s.seal(Color.BLACK, "Nf6", RESUMPTION.plusDays(1), "Madrid");
        assertEquals(Adjournment.SEALED, s.state().adjournment());
        s = resumed(s);
        s.open(Set.of());
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"), s.state().moves());
    }

    @Test
    void openIsRefusedWhenNoEnvelopeWaits_andAbsenceIsNamedOnlyAtTheResumptionTime() {
        Session s = start(2014, null);
        Refusal none = assertThrows(Refusal.class, () -> s.open(Set.of()));
        assertEquals("session.refusal.no-envelope", none.reason().key());
        s.close();
        Session a = resumed(adjourned(2014, "a6"));
        a.open(Set.of(Color.WHITE));
        Refusal begun = assertThrows(Refusal.class, () -> a.open(Set.of(Color.BLACK)));
        assertEquals("session.refusal.resumption-begun", begun.reason().key());
        assertThrows(Refusal.class, () -> a.seal(Color.BLACK, "", RESUMPTION, "Madrid"));
    }

    @Test
    void aJournalWhoseResumptionCannotFollowIsRefusedAsDamage_namingTheRecord() {
        Session s = start(2014, null);
        s.close();
        List<String> records = new ArrayList<>(Journal.open(journal).records());
        records.add(EventCodec.encode(System.currentTimeMillis() + 60_000, new Event.ResumptionBegan(true, true, 1000, 1000)));
        org.annabella.rules.InputException notAdjourned = assertThrows(org.annabella.rules.InputException.class,
                () -> GameState.replayed(journal, records, Wording.SAN));
        assertTrue(notAdjourned.getMessage().contains("record " + records.size() + ":"), notAdjourned.getMessage());
        String badDate = EventCodec.encode(1, new Event.Sealed(Color.WHITE, "e4",
                new Event.EnvelopeFace(0, 0, 0, 0, RESUMPTION, "Madrid"))).replace("2026-11-28T10:00", "tomorrow");
        org.annabella.rules.InputException unreadable = assertThrows(org.annabella.rules.InputException.class,
                () -> EventCodec.decode(badDate));
        assertEquals("it is not a valid event: a date field holds something else", unreadable.getMessage());
    }

    @Test
    void theEnvelopeIsWrittenForTheArbiterWithItsBrailleCopy() throws Exception {
        Session s = adjourned(2014, "a6");
        List<Path> files = EnvelopeExport.files(s.state(), dir, "adj", org.annabella.announce.Words.of(
                org.annabella.announce.Language.ENGLISH), org.annabella.braille.BrailleLanguage.ENGLISH);
        assertEquals(List.of("adj-envelope.txt", "adj-envelope.brf", "adj-envelope-braille.txt"),
                files.stream().map(p -> p.getFileName().toString()).toList());
        String text = java.nio.file.Files.readString(files.get(0));
        assertTrue(text.contains("2014 E.2: players: White Ann, Black Bob"), text);
        assertTrue(text.contains("sealed by Bob (Black)"), text);
        assertTrue(text.contains("sealed move number 3"), text);
        assertTrue(text.contains("resumption on"), text);
        assertFalse(text.contains("a6"), "the sealed move is inside, not on the envelope: " + text);
        String brf = java.nio.file.Files.readString(files.get(1));
        assertTrue(brf.lines().allMatch(l -> l.length() <= BrailleExport.WIDTH), brf);
        String unicode = java.nio.file.Files.readString(files.get(2));
        assertTrue(unicode.chars().allMatch(c -> c == '\n' || c >= 0x2800 && c <= 0x28FF), unicode);
        assertTrue(unicode.lines().count() >= text.lines().count());
    }
}
