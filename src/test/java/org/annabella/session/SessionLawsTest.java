package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;
import org.annabella.announce.Words;
import org.annabella.laws.Result;
import org.annabella.rules.Color;
import org.annabella.rules.PieceType;
import org.annabella.rules.Square;
import org.annabella.session.Event.Origin;
import org.annabella.sync.SquareFix;
import org.annabella.sync.SyncFact;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The session takes its rulings from the Laws' referee and says everything in English or Spanish. */
class SessionLawsTest {
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong();
    final List<Notice> notices = new ArrayList<>();

    Session start(int edition, String timeControl, String fen) {
        Setup setup = new Setup(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, edition, GameTimeControl.parse(timeControl), Mode.TOURNAMENT, fen,
                BoardKind.NONE, BoardKind.NONE, "?", "?", "?", "?");
        Session s = Session.start(setup, Journal.create(dir.resolve(edition + ".journal")), now::get);
        s.onNotice(notices::add);
        return s;
    }

    static String spanish(Phrase p) {
        return Words.of(Language.SPANISH).say(p);
    }

    @Test
    void aMateEndsTheGameWithTheRefereesRulingOnceTheMoveIsComplete() {
        Session s = start(2018, "300+2", null);
        for (String m : List.of("f3", "e5", "g4")) {
            SessionTest.play(s, now, m, 500);
        }
        s.makeMove(Color.BLACK, "Qh4#", Origin.TYPED);
        s.announce(Color.BLACK);
        assertFalse(s.state().isOver(), "the move is made when announced and the clock pressed (2009 E.2.3)");
        s.press(Color.BLACK);
        assertEquals(Optional.of(Result.BLACK_WINS), s.state().outcome());
        RulingRecord mate = s.state().rulings().get(s.state().rulings().size() - 1);
        assertEquals("2018 5.1.1", mate.article());
        Notice last = notices.get(notices.size() - 1);
        assertEquals(Notice.Kind.RESULT, last.kind());
        assertEquals("2018 5.1.1: " + mate.text(), last.text());
    }

    @Test
    void aBlockedPawnWallIsADeadPositionNotJustInsufficientMaterial() {
        Session s = start(2018, "-", "8/8/4k3/1p1p1p1p/1P1P1P1P/8/4K3/8 w - - 0 1");
        SessionTest.play(s, now, "Ke3", 500);
        assertEquals(Optional.of(Result.DRAW), s.state().outcome(), "no king can cross the pawn wall: dead position (2018 5.2.2)");
        assertEquals("2018 5.2.2", s.state().rulings().get(s.state().rulings().size() - 1).article());
    }

    @Test
    void resigningAgainstALoneKingIsADrawOnlyWhereTheEditionSaysSo() {
        String fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        Session in2018 = start(2018, "-", fen);
        in2018.resign(Color.WHITE);
        assertEquals(Optional.of(Result.BLACK_WINS), in2018.state().outcome(), "2018 5.1.2: a resignation loses");
        Session in2023 = start(2023, "-", fen);
        in2023.resign(Color.WHITE);
        assertEquals(Optional.of(Result.DRAW), in2023.state().outcome(), "2023 5.1.2: the opponent cannot mate, so a draw");
    }

    @Test
    void aFallenFlagAgainstALoneKingIsADraw() {
        Session s = start(2018, "60", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        s.startClock();
        now.addAndGet(61_000);
        s.checkFlag();
        assertEquals(Optional.of(Result.DRAW), s.state().outcome(), "Black cannot mate by any series of legal moves (2018 6.9)");
        assertEquals("2018 6.9", s.state().rulings().get(s.state().rulings().size() - 1).article());
    }

    @Test
    void anIncorrectClaimCostsTheEditionsPenalty() {
        Session s = start(2009, "5400", null);
        s.startClock();
        SessionTest.play(s, now, "e4", 1_000);
        long white = s.remaining(Color.WHITE);
        assertFalse(s.claim(Color.BLACK, Event.Claim.FIFTY_MOVES, null));
        assertEquals(white + 180_000, s.remaining(Color.WHITE), "2009 9.5.b: three minutes");
        assertEquals(Color.BLACK, s.state().drawOfferBy(), "the claim stands as an offer");
    }

    @Test
    void stepsAndRefusalsAreSaidInSpanish() {
        Session s = start(2018, "300+2", null);
        assertEquals("Juegan las blancas", spanish(s.state().nextStep()));
        assertEquals("White to move", s.state().nextStep().toString());
        s.makeMove(Color.WHITE, "e4", Origin.TYPED);
        assertEquals("Las blancas: anuncie e4", spanish(s.state().nextStep()));
        Refusal early = assertThrows(Refusal.class, () -> s.press(Color.WHITE));
        assertEquals("anuncie e4 antes de pulsar el reloj (2009 E.2.3)", spanish(early.reason()));
        s.announce(Color.WHITE);
        s.press(Color.WHITE);
        assertEquals("Las negras: repita e4", spanish(s.state().nextStep()));
        Refusal wrongSide = assertThrows(Refusal.class, () -> s.makeMove(Color.WHITE, "d4", Origin.TYPED));
        assertEquals("no juegan las blancas", spanish(wrongSide.reason()));
        assertEquals("White is not to move", wrongSide.getMessage());
    }

    @Test
    void anUnreadableOrIllegalTypedMoveSaysItsReasonInEnglishAndInSpanish() {
        Session s = start(2018, "-", null);
        Refusal illegal = assertThrows(Refusal.class, () -> s.makeMove(Color.WHITE, "Ke3", Origin.TYPED));
        assertTrue(illegal.getMessage().contains("Ke3"), illegal.getMessage());
        assertEquals("illegal move \"Ke3\": no white king can move to e3", illegal.getMessage());
        assertEquals("la jugada «Ke3» no es legal: las blancas no tienen rey que pueda ir a e3", spanish(illegal.reason()));
        Refusal unreadable = assertThrows(Refusal.class, () -> s.makeMove(Color.WHITE, "zz9", Origin.TYPED));
        assertTrue(unreadable.getMessage().contains("zz9"), unreadable.getMessage());
        assertEquals("no se entiende «zz9» como jugada: no es una jugada en notación algebraica, algebraica larga, UCI, ICCF "
                + "ni descriptiva, ni palabras de un anuncio", spanish(unreadable.reason()));
        assertEquals(0, s.state().moves().size(), "nothing changed");
        assertEquals(1, s.journal().records().size(), "nothing journalled but the setup");
    }

    @Test
    void aResumedGameSaysItsRulingsInAnyLanguage() {
        Session s = start(2018, "300+2", null);
        s.makeMove(Color.WHITE, "e4", Origin.TYPED);
        s.announce(Color.WHITE, "Eva vier");
        s.announce(Color.WHITE, "d4");
        s.press(Color.WHITE);
        assertEquals("2009 E.2.6", s.state().rulings().get(0).article());
        String logged = s.eventLog().stream().filter(l -> l.contains(" ruling 1 ")).findFirst().orElseThrow();
        assertTrue(logged.endsWith(" ruling 1 2009 E.2.6 The announcement 'd4' was not corrected before the press; "
                + "it differs from e4 on the board. The arbiter decides."), "the event log reads as words: " + logged);
        assertTrue(s.journal().records().stream().anyMatch(r -> r.contains("\"key\":\"session.ruling.slip-uncorrected\"")),
                "the journal keeps the phrase");
        s.close();
        Session r = Session.resume(Journal.open(dir.resolve("2018.journal")), now::get);
        RulingRecord slip = r.state().rulings().get(0);
        assertEquals(s.state().rulings().get(0), slip, "the journal keeps the ruling's phrase");
        assertTrue(slip.text().startsWith("The announcement 'd4' was not corrected"), slip.text());
        assertTrue(slip.text(Language.SPANISH).startsWith("El anuncio «d4» no se corrigió"), slip.text(Language.SPANISH));
    }

    @Test
    void aJournalFromBeforeRulingsWerePhrasesStillResumes() {
        Session s = start(2018, "-", null);
        s.close();
        Journal old = Journal.open(dir.resolve("2018.journal"));
        // Written after the setup: a journal's times never go back.
        old.append((System.currentTimeMillis() + 1000) + "\truling\t1\t2018 D.2.7\tPositions differ; correct Black's board.");
        old.close();
        Session r = Session.resume(Journal.open(dir.resolve("2018.journal")), now::get);
        assertEquals("Positions differ; correct Black's board.", r.state().rulings().get(0).text());
        assertEquals("Positions differ; correct Black's board.", r.state().rulings().get(0).text(Language.SPANISH),
                "old words stay as they were written");
    }

    @Test
    void aCrashAfterTheMatingPressButBeforeTheResultEndsTheGameOnResume() {
        Session s = start(2018, "300+2", null);
        for (String m : List.of("f3", "e5", "g4", "Qh4#")) {
            SessionTest.play(s, now, m, 500);
        }
        List<String> records = s.journal().records();
        s.close();
        int ended = records.size() - 1;
        while (!records.get(ended).contains("\tended\t")) {
            ended--;
        }
        Journal cut = Journal.create(dir.resolve("cut.journal"));
        records.subList(0, ended).forEach(cut::append);
        cut.close();
        Session r = Session.resume(Journal.open(dir.resolve("cut.journal")), now::get);
        assertEquals(Optional.of(Result.BLACK_WINS), r.state().outcome());
        assertEquals("2018 5.1.1", r.state().rulings().get(r.state().rulings().size() - 1).article());
    }

    @Test
    void aBoardsFactsAreToldInTheListenersLanguage() {
        Session s = start(2018, "-", null);
        List<Phrase> told = new ArrayList<>();
        BoardRelay relay = new BoardRelay(s, Color.BLACK, told::add, () -> { });
        relay.accept(new SyncFact.BoardDiffers(List.of(new SquareFix(
                Square.parse("e4"), null, null, true))));
        relay.notice("board connected on /dev/ttyUSB0");
        assertEquals("Tablero de las negras: el tablero difiere de la partida: quite la pieza de e4", spanish(told.get(0)));
        assertEquals("Black's board: board differs from the game: take the piece off e4", told.get(0).toString());
        assertEquals("Tablero de las negras: board connected on /dev/ttyUSB0", spanish(told.get(1)),
                "the drivers' own lines stay as they give them");
    }

    /** The records of kind {@code kind} in {@code s}'s journal. */
    private static List<String> kinds(Session s, String kind) {
        return s.journal().records().stream().filter(r -> r.split("\t")[1].equals(kind)).toList();
    }

    @Test
    void theTwoBoardsDivergingIsJournalledOnceAnEpisodeAndAResumeKeepsIt() {
        Session s = start(2018, "-", null);
        BoardRelay relay = new BoardRelay(s, Color.BLACK, p -> { }, () -> { });
        relay.accept(new SyncFact.BoardDiffers(List.of(new SquareFix(Square.parse("e4"), null, null, true))));
        relay.accept(new SyncFact.BoardDiffers(List.of(new SquareFix(Square.parse("d4"), null, null, true))));
        assertEquals(1, kinds(s, "board-diverged").size(), "one record an episode, not one a change: " + s.journal().records());
        assertTrue(kinds(s, "board-diverged").get(0).contains("take the piece off e4"), "the first report, in words for people too");
        assertTrue(s.state().diverged(Color.BLACK));
        assertFalse(s.state().diverged(Color.WHITE));
        relay.accept(new SyncFact.BoardRestored());
        relay.accept(new SyncFact.BoardRestored());
        assertEquals(1, kinds(s, "board-agreed").size());
        assertFalse(s.state().diverged(Color.BLACK));
        relay.accept(new SyncFact.Displaced(List.of(new SquareFix(Square.parse("a1"), null, null, true))));
        assertEquals(2, kinds(s, "board-diverged").size(), "a second episode");
        int before = s.journal().records().size();
        s.close();
        // Resumed, the game stands as it stood, the divergence still open; the position and clocks untouched.
        Session r = Session.resume(Journal.open(dir.resolve("2018.journal")), now::get);
        assertTrue(r.state().diverged(Color.BLACK));
        assertEquals(0, r.state().moves().size());
        BoardRelay again = new BoardRelay(r, Color.BLACK, p -> { }, () -> { });
        again.accept(new SyncFact.BoardDiffers(List.of(new SquareFix(Square.parse("h8"), null, null, true))));
        assertEquals(2, kinds(r, "board-diverged").size(), "the episode the journal holds goes on");
        r.makeMove(Color.WHITE, "e4", Origin.TYPED);
        assertTrue(r.journal().records().size() > before);
        r.close();
    }

    @Test
    void aBoardMovedWhenTheGameIsOverIsNoDivergence() {
        Session s = start(2018, "-", null);
        s.resign(Color.WHITE);
        new BoardRelay(s, Color.WHITE, p -> { }, () -> { }).accept(
                new SyncFact.BoardDiffers(List.of(new SquareFix(Square.parse("e1"), null, null, true))));
        assertEquals(List.of(), kinds(s, "board-diverged"), "the pieces put away after the game");
    }

    @Test
    void phrasesSurviveTheJournalWithEveryKindOfValue() {
        Phrase p = Phrase.of("session.ruling", "number", 3, "article", "2018 9.5.3",
                "words", Phrase.of("x", "player", Color.BLACK, "time", Duration.ofSeconds(90), "piece", PieceType.KNIGHT));
        Phrase back = PhraseJson.read(PhraseJson.write(p));
        assertEquals(3L, ((Number) back.values().get("number")).longValue());
        assertEquals(p.values().get("words"), back.values().get("words"));
        assertEquals("2018 9.5.3", back.values().get("article"));
        assertThrows(IllegalArgumentException.class, () -> PhraseJson.read("{\"key\":1"));
        assertThrows(IllegalArgumentException.class, () -> PhraseJson.read("{\"key\":\"k\",\"values\":{\"v\":{\"what\":1}}}"));
    }
}
