package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.announce.Refusal;
import org.annabella.laws.Result;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Square;
import org.annabella.session.Event.Claim;
import org.annabella.session.Event.Illegality;
import org.annabella.session.Event.Origin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

public class SessionTest {
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong();
    final List<Notice> notices = new ArrayList<>();

    Setup setup(Mode mode) {
        return Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("300+2"), mode);
    }

    Session start(Mode mode) {
        Session s = Session.start(setup(mode), Journal.create(dir.resolve("game.journal")), now::get);
        s.onNotice(notices::add);
        return s;
    }

    /** One move through every step, with {@code thinkMillis} on the mover's clock. */
    public static void play(Session s, AtomicLong now, String san, long thinkMillis) {
        Color side = s.state().position().sideToMove();
        now.addAndGet(thinkMillis);
        s.makeMove(side, san, Origin.TYPED);
        s.announce(side);
        s.press(side);
        s.repeat(side.opposite());
        s.execute(side.opposite());
    }

    @Test
    void aGameSetUpWithBlackToMoveRunsBlacksClockFirst() {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40";
        Setup setup = new Setup(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("300"), Mode.TOURNAMENT, fen,
                BoardKind.NONE, BoardKind.NONE, "?", "?", "2026.11.24", "?");
        Session s = Session.start(setup, Journal.create(dir.resolve("fen.journal")), now::get);
        s.startClock();
        assertEquals(Color.BLACK, s.clockRunning());
        now.addAndGet(7_000);
        s.makeMove(Color.BLACK, "Kd7", Origin.TYPED);
        s.announce(Color.BLACK);
        s.press(Color.BLACK);
        assertEquals(Color.WHITE, s.clockRunning());
        assertEquals(293_000, s.remaining(Color.BLACK));
        assertEquals(300_000, s.remaining(Color.WHITE));
        assertEquals(List.of("Kd7"), s.state().scoresheet(Color.WHITE));
        s.close();
    }

    private Session startEdition(int edition, String file) {
        Session s = Session.start(Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, edition, GameTimeControl.parse("5400+30"), Mode.TOURNAMENT),
                Journal.create(dir.resolve(file)), now::get);
        s.onNotice(notices::add);
        return s;
    }

    @Test
    void anIllegalMoveGivesTheOpponentTwoMinutesAndTheSecondLosesFrom2014() {
        Session s = startEdition(2018, "illegal.journal");
        s.startClock();
        play(s, now, "e4", 5_000);
        long white = s.remaining(Color.WHITE);
        s.illegalMove(Color.BLACK, Illegality.MOVE);
        assertEquals(white + 120_000, s.remaining(Color.WHITE), "two minutes to the opponent (2018 7.5.5)");
        assertEquals(Color.BLACK, s.state().position().sideToMove(), "the position before it stands (2018 7.5.1)");
        assertTrue(s.state().rulings().stream().anyMatch(r -> r.article().contains("7.5")), s.state().rulings().toString());
        assertFalse(s.state().isOver());
        s.illegalMove(Color.BLACK, Illegality.MOVE);
        assertEquals(Result.winFor(Color.WHITE), s.state().outcome().orElseThrow(), "the second loses (2018 7.5.5)");
        s.close();
        // The journal holds it: a resume comes back to the same end.
        Session r = Session.resume(Journal.open(dir.resolve("illegal.journal")), now::get);
        assertEquals(Result.winFor(Color.WHITE), r.state().outcome().orElseThrow());
        r.close();
    }

    @Test
    void anIllegalMoveMadeOnASensedBoardAndPressedIsAnIllegalMove() {
        Session s = startEdition(2009, "sensed-illegal.journal");
        s.startClock();
        Piece[] board = s.state().board(Color.WHITE);
        board[Square.parse("e5")] = board[Square.parse("e2")];
        board[Square.parse("e2")] = null;
        s.sensed(Color.WHITE, board);
        assertTrue(notices.stream().anyMatch(n -> n.kind() == Notice.Kind.WARNING && n.text().contains("e2, e5")),
                notices.toString());
        long black = s.remaining(Color.BLACK);
        s.press(Color.WHITE);
        assertTrue(s.state().rulings().stream().anyMatch(r -> r.article().equals("2009 7.4.a")), s.state().rulings().toString());
        assertEquals(black + 120_000, s.remaining(Color.BLACK), "two minutes to the opponent (2009 7.4.b)");
        assertEquals(0, s.state().moves().size(), "the position before it stands");
        s.close();
    }

    @Test
    void under2009TheThirdIllegalMoveLoses() {
        Session s = startEdition(2009, "illegal2009.journal");
        s.illegalMove(Color.WHITE, Illegality.MOVE);
        s.illegalMove(Color.WHITE, Illegality.MOVE);
        assertFalse(s.state().isOver(), "two illegal moves do not lose under 2009 7.4.b");
        s.illegalMove(Color.WHITE, Illegality.MOVE);
        assertEquals(Result.winFor(Color.BLACK), s.state().outcome().orElseThrow());
        s.close();
    }

    @Test
    void aPressWithoutAMoveIsPenalisedAsAnIllegalMoveFrom2014() {
        Session s = startEdition(2018, "press.journal");
        s.startClock();
        long black = s.remaining(Color.BLACK);
        s.press(Color.WHITE);
        assertEquals(Color.WHITE, s.state().position().sideToMove(), "no move was made");
        assertEquals(black + 120_000, s.remaining(Color.BLACK), "as an illegal move (2018 7.5.3)");
        assertTrue(s.state().rulings().stream().anyMatch(r -> r.article().contains("7.5.3")), s.state().rulings().toString());
        assertThrows(Refusal.class, () -> s.press(Color.BLACK), "the other side's press is no such thing");
        s.close();
        Session old = startEdition(2009, "press2009.journal");
        assertThrows(Refusal.class, () -> old.press(Color.WHITE), "2009 has no such rule");
        assertFalse(old.state().isOver());
        old.close();
    }

    @Test
    void aMovesRulingsAreToldAfterItsAnnouncement() {
        Session s = start(Mode.TOURNAMENT);
        play(s, now, "Nf3", 1_000);
        s.offerDraw(Color.WHITE);
        notices.clear();
        s.makeMove(Color.BLACK, "e5", Origin.TYPED);
        assertEquals(List.of(Notice.Kind.STEP), notices.stream().map(Notice::kind).toList(),
                "the lapsed offer waits for the announcement (2009 E.2.3)");
        s.announce(Color.BLACK);
        assertEquals(List.of(Notice.Kind.STEP, Notice.Kind.ANNOUNCEMENT, Notice.Kind.RULING),
                notices.stream().map(Notice::kind).toList());
        assertTrue(notices.get(2).text().contains("lapses"), notices.get(2).text());
        assertTrue(s.state().rulings().get(s.state().rulings().size() - 1).text().contains("lapses"),
                "journalled with the move all the same");
    }

    @Test
    void aFallenFlagIsToldOnceAndTheClaimIsLeftToThePlayers() {
        Session s = Session.start(Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("60"), Mode.TOURNAMENT),
                Journal.create(dir.resolve("flag.journal")), now::get);
        s.onNotice(notices::add);
        s.startClock();
        now.addAndGet(59_000);
        s.noteClock();
        assertTrue(notices.stream().noneMatch(n -> n.text().contains("flag")));
        now.addAndGet(2_000);
        s.noteClock();
        s.noteClock();
        List<String> flags = notices.stream().map(Notice::text).filter(t -> t.contains("flag")).toList();
        assertEquals(List.of("White's flag has fallen; Black may claim it"), flags, "White's own assistant claims nothing against him (2018 D.2.10.5)");
        assertFalse(s.state().isOver(), "a flag is considered fallen when observed or claimed (2018 6.8)");
        s.claimFlag(Color.BLACK);
        assertEquals(Result.winFor(Color.BLACK), s.state().outcome().orElseThrow());
    }

    @Test
    void aMoveGoesThroughTheAppendixStepsInOrder() {
        Session s = start(Mode.TOURNAMENT);
        s.startClock();
        now.addAndGet(10_000);
        s.makeMove(Color.WHITE, "e4", Origin.BOARD);
        assertEquals("White: announce e4", s.state().nextStep().toString());
        assertThrows(Refusal.class, () -> s.press(Color.WHITE), "no press before the announcement");
        assertThrows(Refusal.class, () -> s.makeMove(Color.BLACK, "e5", Origin.BOARD));
        s.announce(Color.WHITE);
        assertEquals("Black: repeat e4", s.state().nextStep().toString());
        s.repeat(Color.BLACK);
        assertEquals("Black: make e4 on your board", s.state().nextStep().toString());
        assertEquals(List.of(), s.state().moves(), "a move not yet pressed is not told (2018 12.6)");
        s.press(Color.WHITE);
        assertEquals(List.of("e4"), s.state().moves());
        assertEquals(292_000, s.remaining(Color.WHITE), "10 s used, 2 s increment");
        assertEquals(Color.BLACK, s.clockRunning());
        assertThrows(Refusal.class, () -> s.makeMove(Color.BLACK, "e5", Origin.BOARD),
                "Black must first make e4 on his board");
        s.execute(Color.BLACK);
        s.makeMove(Color.BLACK, "e5", Origin.BOARD);
        assertEquals(List.of("e4"), s.state().scoresheet(Color.WHITE));
    }

    @Test
    void aSlipOfTheTongueIsCorrectedBeforeThePressOrRuledOn() {
        Session s = start(Mode.TOURNAMENT);
        s.makeMove(Color.WHITE, "e4", Origin.BOARD);
        s.announce(Color.WHITE, "d4");
        assertEquals(Notice.Kind.WARNING, notices.get(notices.size() - 1).kind());
        assertEquals("White: announce e4", s.state().nextStep().toString());
        s.announce(Color.WHITE, "e4");
        assertEquals(Notice.Kind.ANNOUNCEMENT, notices.get(notices.size() - 1).kind());
        s.press(Color.WHITE);
        assertTrue(s.state().rulings().isEmpty());
        assertThrows(Refusal.class, () -> s.announce(Color.WHITE, "e4"), "too late after the press");

        s.execute(Color.BLACK);
        s.makeMove(Color.BLACK, "e5", Origin.BOARD);
        s.announce(Color.BLACK, "c5");
        s.press(Color.BLACK);
        assertEquals(1, s.state().rulings().size());
        assertEquals("2009 E.2.6", s.state().rulings().get(0).article());
    }

    @Test
    void phoneticAnnouncementsAreCheckedWordForWordAndSurviveReplay() {
        Path p = dir.resolve("fide.journal");
        Session s = Session.start(setup(Mode.TOURNAMENT), Journal.create(p), now::get, PhoneticWording.fide());
        s.makeMove(Color.WHITE, "Springer Felix drei", Origin.ASSISTANT);
        assertEquals("White: announce Springer Felix drei", s.state().nextStep().toString());
        s.announce(Color.WHITE, "Springer Hector drei");
        assertEquals(GameState.Step.ANNOUNCE, s.state().step(), "a slip of the tongue is still to correct");
        s.close();
        Session r = Session.resume(Journal.open(p), now::get, PhoneticWording.fide());
        assertEquals(GameState.Step.ANNOUNCE, r.state().step());
        r.announce(Color.WHITE, "springer felix drei");
        assertEquals(GameState.Step.REPEAT, r.state().step());
        r.close();
        Session again = Session.resume(Journal.open(p), now::get, PhoneticWording.fide());
        assertEquals(GameState.Step.REPEAT, again.state().step(), "the correction is in the journal");
    }

    @Test
    void tournamentModeRefusesComputedAidsAndTrainingModeGivesThem() {
        Session t = start(Mode.TOURNAMENT);
        Refusal e = assertThrows(Refusal.class, () -> t.state().legalMovesFrom(Square.parse("g1"), PieceLetters.ENGLISH));
        assertTrue(e.getMessage().contains("11.3.a"));
        assertThrows(Refusal.class, () -> t.state().attackers(Square.parse("f3"), Color.WHITE));
        t.close();
        Session s = Session.start(setup(Mode.TRAINING), Journal.create(dir.resolve("t.journal")), now::get);
        assertEquals(List.of("Na3", "Nc3"), s.state().legalMovesFrom(Square.parse("b1"), PieceLetters.ENGLISH));
        assertEquals(List.of("Ca3", "Cc3"), s.state().legalMovesFrom(Square.parse("b1"), PieceLetters.SPANISH));
        assertEquals(List.of("g1", "e2", "g2"), s.state().attackers(Square.parse("f3"), Color.WHITE));
    }

    @Test
    void tournamentModeNeverPromptsAPress() {
        Session s = start(Mode.TOURNAMENT);
        s.makeMove(Color.WHITE, "e4", Origin.BOARD);
        s.announce(Color.WHITE);
        s.repeat(Color.BLACK);
        s.execute(Color.BLACK);
        assertFalse(s.state().nextStep().toString().contains("press"), s.state().nextStep().toString());
        assertFalse(notices.stream().anyMatch(n -> n.text().toLowerCase().contains("press")));
    }

    @Test
    void aHearingImpairedPlayerNeedsAnAssistant() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Setup.of(
                new Player("Ann", true, true), new Player("Bob", false, false), Assistance.NONE, 2018,
                GameTimeControl.NONE, Mode.TOURNAMENT));
        assertTrue(e.getMessage().contains("requires an assistant"));
        assertDoesNotThrow(() -> Setup.of(new Player("Ann", true, true), new Player("Bob", false, false),
                Assistance.SIGHTED_PLAYER, 2018, GameTimeControl.NONE, Mode.TOURNAMENT));
    }

    @Test
    void assistantDutiesFollowD210AndD211() {
        for (Assistance.Duty d : Assistance.Duty.values()) {
            assertTrue(Assistance.VISUALLY_IMPAIRED_PLAYER.has(d));
            assertFalse(Assistance.NONE.has(d));
        }
        assertTrue(Assistance.SIGHTED_PLAYER.has(Assistance.Duty.MAKE_MOVES_ON_OPPONENT_BOARD));
        assertTrue(Assistance.SIGHTED_PLAYER.has(Assistance.Duty.ANNOUNCE_MOVES));
        assertFalse(Assistance.SIGHTED_PLAYER.has(Assistance.Duty.INFORM_ON_REQUEST));
        assertFalse(Assistance.SIGHTED_PLAYER.has(Assistance.Duty.KEEP_SCORE_AND_START_CLOCK));
    }

    @Test
    void touchMoveIsEnforced() {
        Session s = start(Mode.TOURNAMENT);
        s.touch(Color.WHITE, Square.parse("g1"));
        assertTrue(s.state().rulings().isEmpty(), "the obligation is the touched state, not a ruling");
        assertEquals("White touched the piece on g1", notices.get(notices.size() - 1).text());
        Refusal e = assertThrows(Refusal.class, () -> s.makeMove(Color.WHITE, "e4", Origin.TYPED));
        assertTrue(e.getMessage().startsWith("White must move"), e.getMessage());
        assertTrue(e.getMessage().endsWith("(2018 4.3.1)"), e.getMessage());
        assertEquals("g1", s.state().touched(Color.WHITE));
        assertNull(s.state().pending(), "the move is not made");
        assertEquals(1, s.state().rulings().size(), "the refusal is a ruling the record keeps");
        RulingRecord refused = s.state().rulings().get(0);
        assertEquals("2018 4.3.1", refused.article());
        assertEquals("White may not play e4; he must move the knight on g1", refused.text());
        assertEquals("Las blancas no pueden jugar e4; deben mover el caballo de g1",
                refused.text(org.annabella.announce.Language.SPANISH));
        s.makeMove(Color.WHITE, "Nf3", Origin.BOARD);
        assertNull(s.state().touched(Color.WHITE));
        assertEquals(1, s.state().rulings().size(), "a move that keeps the obligation needs no ruling");
        s.close();
        Session resumed = Session.resume(Journal.open(dir.resolve("game.journal")), now::get);
        assertEquals(s.state().rulings(), resumed.state().rulings(), "the journal keeps the ruling");
        resumed.close();
    }

    @Test
    void aMoveMadeOnABoardAgainstTouchMoveStandsWithARuling() {
        Session s = start(Mode.TOURNAMENT);
        s.touch(Color.WHITE, Square.parse("g1"));
        s.makeMove(Color.WHITE, "e4", Origin.BOARD);
        assertEquals("White: announce e4", s.state().nextStep().toString(), "the move stands");
        assertEquals(1, s.state().rulings().size());
        RulingRecord breach = s.state().rulings().get(0);
        assertEquals("2018 4.3.1", breach.article());
        assertTrue(breach.text().startsWith("White did not respect touch-move"), breach.text());
        assertTrue(breach.text().contains("Black may claim"), breach.text());
    }

    @Test
    void sensedBoardsMakeTouchAndExecuteMovesAndFlagDifferences() {
        Session s = start(Mode.TOURNAMENT);
        var board = s.state().board(Color.WHITE);
        board[Square.parse("e2")] = null;
        s.sensed(Color.WHITE, board);
        assertEquals("e2", s.state().touched(Color.WHITE), "lifting a piece from its hole touches it (2009 E.2.2)");
        board[Square.parse("e4")] = Piece.fromFenChar('P');
        s.sensed(Color.WHITE, board);
        assertEquals("White: announce e4", s.state().nextStep().toString());
        s.announce(Color.WHITE);
        s.press(Color.WHITE);
        var wrong = s.state().board(Color.BLACK);
        wrong[Square.parse("d2")] = null;
        wrong[Square.parse("d4")] = Piece.fromFenChar('P');
        s.sensed(Color.BLACK, wrong);
        assertEquals(Notice.Kind.WARNING, notices.get(notices.size() - 1).kind());
        assertTrue(notices.get(notices.size() - 1).text().contains("d2, d4"));
        assertTrue(s.state().diverged(Color.BLACK), "the two boards diverge, journalled for the arbiter");
        s.sensed(Color.BLACK, wrong);
        s.sensed(Color.BLACK, s.state().board(Color.WHITE));
        assertFalse(s.state().diverged(Color.BLACK));
        assertEquals(List.of("board-diverged", "board-agreed"), s.journal().records().stream().map(r -> r.split("\t")[1])
                .filter(k -> k.startsWith("board-")).toList(), "once an episode, and its end");
        assertArrayEquals(s.state().board(Color.WHITE), s.state().board(Color.BLACK));
        assertThrows(IllegalArgumentException.class, () -> s.sensed(Color.BLACK, new Piece[10]));
    }

    @Test
    void drawOffersAndClaims() {
        Session s = start(Mode.TOURNAMENT);
        for (String m : List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1")) {
            play(s, now, m, 1000);
        }
        s.offerDraw(Color.BLACK);
        assertEquals(Color.BLACK, s.state().drawOfferBy());
        assertThrows(Refusal.class, () -> s.answerDraw(Color.BLACK, true));
        s.answerDraw(Color.WHITE, false);
        assertNull(s.state().drawOfferBy());
        assertFalse(s.claim(Color.BLACK, Claim.FIFTY_MOVES, null));
        assertTrue(s.state().rulings().stream().anyMatch(r -> r.article().equals("2018 9.5.3")), "the incorrect claim is ruled on");
        assertTrue(s.claim(Color.BLACK, Claim.THREEFOLD, "Ng8"), "the announced move repeats the start a third time");
        assertEquals(Optional.of(Result.DRAW), s.state().outcome());
        assertThrows(Refusal.class, () -> s.resign(Color.WHITE));
    }

    @Test
    void anIncorrectClaimAddsTimeAndTheAnnouncedMoveMustBePlayed() {
        Session s = start(Mode.TOURNAMENT);
        s.startClock();
        play(s, now, "e4", 1000);
        long before = s.remaining(Color.WHITE);
        assertFalse(s.claim(Color.BLACK, Claim.THREEFOLD, "e5"));
        assertEquals(before + 60_000, s.remaining(Color.WHITE), "5+2 is blitz: one minute, not two (2018 B.2)");
        assertEquals("Black: announce e5", s.state().nextStep().toString());
    }

    @Test
    void rulingsCanBeOverriddenKeepingTheOriginal() {
        Session s = start(Mode.TOURNAMENT);
        int n = s.rule("2018 D.2.7", "Positions differ; correct Black's board.");
        s.override(n, "Restore the position after move 3.");
        RulingRecord r = s.state().rulings().get(0);
        assertEquals("Positions differ; correct Black's board.", r.text());
        assertEquals("Restore the position after move 3.", r.effective());
        assertThrows(Refusal.class, () -> s.override(2, "x"));
    }

    @Test
    void checkmateEndsTheGameAndResignationToo() {
        Session s = start(Mode.TOURNAMENT);
        for (String m : List.of("f3", "e5", "g4", "Qh4#")) {
            play(s, now, m, 500);
        }
        assertEquals(Optional.of(Result.BLACK_WINS), s.state().outcome());
        assertTrue(PgnExport.write(s.state()).contains("[Result \"0-1\"]"));
    }

    @Test
    void aClassicalTimeControlAddsTheNextPeriodAfterItsMovesAndSurvivesReplay() {
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("2/60:30"), Mode.TOURNAMENT);
        Path p = dir.resolve("classical.journal");
        Session s = Session.start(setup, Journal.create(p), now::get);
        s.startClock();
        play(s, now, "e4", 10_000);
        play(s, now, "e5", 10_000);
        assertEquals(50_000, s.remaining(Color.WHITE));
        play(s, now, "Nf3", 10_000);
        assertEquals(60_000 - 20_000 + 30_000, s.remaining(Color.WHITE), "the second period's 30 s after move 2");
        assertEquals("2/60:30", PgnExport.toPgn(s.state()).tag("TimeControl"));
        s.close();
        Session r = Session.resume(Journal.open(p), now::get);
        assertEquals(70_000, r.remaining(Color.WHITE));
        assertEquals(50_000, r.remaining(Color.BLACK));
        r.startClock();
        assertEquals(Color.BLACK, r.clockRunning());
        now.addAndGet(5_000);
        r.makeMove(Color.BLACK, "Nc6", Event.Origin.TYPED);
        r.announce(Color.BLACK);
        r.press(Color.BLACK);
        assertEquals(45_000 + 30_000, r.remaining(Color.BLACK), "Black's second move ends his first period: counters were replayed");
    }

    @Test
    void aSealedMoveGoesInTheEnvelopeWithTimeUsedAndTheStandingOffer() {
        Session s = start(Mode.TOURNAMENT);
        s.startClock();
        play(s, now, "e4", 20_000);
        play(s, now, "e5", 30_000);
        s.offerDraw(Color.BLACK);
        now.addAndGet(40_000);
        assertThrows(IllegalStateException.class, () -> EnvelopeExport.envelope(s.state()));
        s.seal(Color.WHITE, "Nf3", java.time.LocalDateTime.of(2026, 11, 23, 10, 0), "Hall B");
        assertNull(s.clockRunning(), "the clocks stop at adjournment");
        assertEquals(GameState.Step.ADJOURNED, s.state().step());
        List<String> lines = EnvelopeExport.write(s.state());
        String all = String.join("\n", lines);
        assertTrue(all.contains("White Ann, Black Bob"), all);
        assertTrue(all.contains(s.state().position().toFen()), all);
        assertTrue(all.contains("a draw offer by Black stands"), all);
        assertTrue(all.contains("sealed move number 2"), all);
        assertTrue(all.contains("Hall B"), all);
        assertTrue(all.contains("Mode: tournament"), all);
        assertEquals(60_000, EnvelopeExport.envelope(s.state()).whiteTimeUsed().toMillis(),
                "20 s for e4 and 40 s before sealing");
        assertEquals("Nf3", EnvelopeExport.envelope(s.state()).sealedMove());
        assertThrows(Refusal.class, () -> s.makeMove(Color.WHITE, "Nf3", Origin.BOARD));
    }

    @Test
    void aFallenFlagLosesUnlessTheOpponentCannotMate() {
        Session s = start(Mode.TOURNAMENT);
        s.startClock();
        now.addAndGet(301_000);
        s.checkFlag();
        assertEquals(Optional.of(Result.BLACK_WINS), s.state().outcome());
    }

    @Test
    void replayRestoresTheExactGameWithClocksStopped() {
        Path p = dir.resolve("game.journal");
        Session s = start(Mode.TRAINING);
        s.startClock();
        for (String m : List.of("e4", "e5", "Nf3", "Nc6")) {
            play(s, now, m, 7_000);
        }
        s.score(Color.BLACK, 3, "Nc3");
        s.offerDraw(Color.WHITE);
        s.touch(Color.WHITE, Square.parse("f1"));
        s.rule("2018 D.2.8", "Scoresheets differ at move 2.");
        s.override(1, "Scoresheets agree after correction.");
        now.addAndGet(5_000);
        s.makeMove(Color.WHITE, "Bc4", Origin.BOARD);
        s.announce(Color.WHITE, "Bb5");
        String fen = s.state().position().toFen();
        long white = s.state().clock().afterEachMove().get(2);
        s.close();

        Session r = Session.resume(Journal.open(p), now::get);
        assertEquals(fen, r.state().position().toFen());
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), r.state().scoresheet(Color.WHITE));
        assertEquals(List.of("e4", "e5", "Nc3", "Nc6"), r.state().scoresheet(Color.BLACK));
        assertEquals(Color.WHITE, r.state().drawOfferBy());
        assertNull(r.clockRunning(), "clocks come back stopped");
        assertEquals(white, r.state().clock().afterEachMove().get(2));
        assertEquals(300_000 - 14_000 + 4_000, r.remaining(Color.WHITE));
        assertEquals("Scoresheets agree after correction.", r.state().rulings().get(0).effective());
        assertEquals(Mode.TRAINING, r.state().mode());
        assertEquals("White: announce Bc4", r.state().nextStep().toString(), "the slip is still to correct");
        r.announce(Color.WHITE, "Bc4");
        r.startClock();
        r.press(Color.WHITE);
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bc4"), r.state().moves());
    }

    @Test
    void aJournalWithAnImpossibleEventIsRefusedNamingTheRecord() {
        Path p = dir.resolve("bad.journal");
        try (Journal j = Journal.create(p)) {
            j.append(EventCodec.encode(0, new Event.Started(setup(Mode.TOURNAMENT))));
            j.append(EventCodec.encode(0, new Event.MoveMade(Color.WHITE, "e2e5", Origin.BOARD)));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Session.resume(Journal.open(p), now::get));
        assertTrue(e.getMessage().contains("record 2"), e.getMessage());
    }
}
