package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.announce.Language;
import org.annabella.announce.Refusal;
import org.annabella.announce.Words;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;
import org.annabella.session.Event.Origin;
import org.annabella.sync.SyncFact;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A move taken back before the press (2009 E.2.6), journalled and folded on resume; a board out of
 * step told once in the game's words.
 */
class TakeBackTest {
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong();
    final List<Notice> notices = new ArrayList<>();

    Session start(String name) {
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("300+2"), Mode.TOURNAMENT);
        Session s = Session.start(setup, Journal.create(dir.resolve(name)), now::get, PhoneticWording.fide());
        s.onNotice(notices::add);
        return s;
    }

    @Test
    void aMoveTakenBackLeavesThePositionBoardsAndTouchAsBeforeAndAResumeFoldsIt() {
        Session s = start("a.journal");
        s.touch(Color.WHITE, Square.parse("g1"));
        Piece[] before = s.state().board(Color.WHITE);
        s.makeMove(Color.WHITE, "Nf3", Origin.TYPED);
        s.announce(Color.WHITE);
        s.repeat(Color.BLACK);
        s.execute(Color.BLACK);
        s.takeBack();
        assertEquals("White's move Springer Felix drei is taken back", notices.get(notices.size() - 1).text());
        assertEquals(Words.of(Language.SPANISH).say(notices.get(notices.size() - 1).phrase()),
                "se retira la jugada Springer Felix drei de las blancas");
        assertArrayEquals(before, s.state().board(Color.WHITE));
        assertArrayEquals(before, s.state().board(Color.BLACK), "executed there too: taken back there too");
        assertEquals("g1", s.state().touched(Color.WHITE), "the touch before the move still binds (2018 4.3)");
        assertNull(s.state().pending());
        assertTrue(s.state().moves().isEmpty());
        assertThrows(Refusal.class, s::takeBack, "nothing left to take back");
        s.makeMove(Color.WHITE, "Nh3", Origin.TYPED);
        s.announce(Color.WHITE);
        s.press(Color.WHITE);
        Refusal late = assertThrows(Refusal.class, s::takeBack);
        assertTrue(late.getMessage().contains("2009 E.2.6"), late.getMessage());
        s.close();
        Session resumed = Session.resume(Journal.open(dir.resolve("a.journal")), now::get, PhoneticWording.fide());
        assertEquals(List.of("Nh3"), resumed.state().moves());
        assertArrayEquals(s.state().board(Color.WHITE), resumed.state().board(Color.WHITE));
        resumed.close();
    }

    @Test
    void theTakeBackRecordReadsBackAndTheFoldLeavesTheStateItWasAppliedToAsItWas() {
        Event.TakenBack t = new Event.TakenBack(Color.BLACK, "e7e5");
        assertEquals(t, EventCodec.decode(EventCodec.encode(5, t)).event());
        Session s = start("f.journal");
        s.makeMove(Color.WHITE, "e4", Origin.TYPED);
        GameState made = s.state();
        GameState back = made.apply(new EventCodec.Stamped(made.at(), new Event.TakenBack(Color.WHITE, "e2e4")));
        assertNull(back.pending());
        assertNotNull(made.pending(), "a value: the state it was applied to is unchanged");
        assertEquals("e2e4", org.annabella.rules.Notation.uci(made.positionBeforeMoveInProgress(), made.moveInProgress()));
        s.close();
    }

    @Test
    void aMoveIsNotTakenBackOnceMoreHappenedAtTheBoard() {
        Session s = start("b.journal");
        s.makeMove(Color.WHITE, "e4", Origin.TYPED);
        s.announce(Color.WHITE);
        s.offerDraw(Color.WHITE);
        Refusal r = assertThrows(Refusal.class, s::takeBack);
        assertTrue(r.getMessage().contains("more has happened"), r.getMessage());
        assertEquals(Color.WHITE, s.state().drawOfferBy(), "nothing changed");
        s.close();
    }

    @Test
    void aTakeBackThatDoesNotFitTheJournalIsDamage() throws Exception {
        Session s = start("c.journal");
        s.makeMove(Color.WHITE, "e4", Origin.TYPED);
        s.close();
        Path p = dir.resolve("c.journal");
        List<String> lines = new ArrayList<>(Journal.open(p).records());
        String moved = lines.get(lines.size() - 1);
        String forged = moved.replace("\tmove\twhite\te2e4\tTYPED", "\ttaken-back\twhite\td2d4");
        assertNotEquals(moved, forged);
        GameState fine = GameState.replayed(p, lines, PhoneticWording.fide());
        assertNotNull(fine.pending());
        lines.add(forged);
        InputException e = assertThrows(InputException.class, () -> GameState.replayed(p, lines, PhoneticWording.fide()));
        assertTrue(e.getMessage().contains("record " + lines.size()), e.getMessage());
        assertTrue(Files.exists(p));
    }

    @Test
    void aSensedBoardsDifferenceIsToldOnceInWordsAndAgainWhenItChanges() {
        Session s = start("d.journal");
        Piece[] wrong = s.state().board(Color.WHITE);
        wrong[Square.parse("a1")] = null;
        wrong[Square.parse("b3")] = Piece.fromFenChar('R');
        s.sensed(Color.WHITE, wrong);
        s.sensed(Color.WHITE, wrong);
        List<Notice> told = notices.stream().filter(n -> n.kind() == Notice.Kind.WARNING).toList();
        assertEquals(1, told.size(), "the same difference once");
        assertEquals("White's board differs from the game at Anna eins, Bella drei", told.get(0).text());
        wrong[Square.parse("b3")] = null;
        wrong[Square.parse("c3")] = Piece.fromFenChar('R');
        s.sensed(Color.WHITE, wrong);
        assertEquals(2, notices.stream().filter(n -> n.kind() == Notice.Kind.WARNING).count(), "told again when it changes");
        s.close();
    }

    @Test
    void movesMadeOnABoardOutOfStepAreToldOnceInWordsWithTheirFullMoveNumber() {
        Session s = start("e.journal");
        List<String> said = new ArrayList<>();
        BoardRelay relay = new BoardRelay(s, Color.WHITE, p -> said.add(p.toString()), () -> { });
        s.makeMove(Color.WHITE, "e4", Origin.TYPED);
        s.announce(Color.WHITE);
        s.repeat(Color.BLACK);
        s.execute(Color.BLACK);
        s.press(Color.WHITE);
        // Black's reply shows on White's board before anyone relayed it: out of step.
        var afterE4 = s.state().position();
        int e5 = org.annabella.rules.Notation.parse(afterE4, "e5");
        relay.accept(new SyncFact.MoveMade(2, e5, afterE4, 0));
        var afterE5 = afterE4.copy();
        afterE5.makeMove(e5);
        relay.accept(new SyncFact.MoveMade(3, org.annabella.rules.Notation.parse(afterE5, "Nf3"), afterE5, 0));
        assertEquals(List.of("White's board: Black's move 1, Eva fuenf, does not fit the game; further moves on this board "
                + "are not told until it fits again"), said, "once, in words, with the full-move number");
        relay.accept(new SyncFact.BoardRestored());
        relay.accept(new SyncFact.MoveMade(2, e5, afterE4, 0));
        assertEquals(3, said.size(), "told again once the board fitted again: " + said);
        var displaced = new SyncFact.Displaced(List.of(new org.annabella.sync.SquareFix(Square.parse("a2"),
                Piece.fromFenChar('P'), null, false)));
        relay.accept(displaced);
        relay.accept(displaced);
        assertEquals("White's board: pieces displaced: put the white pawn on Anna zwei", said.get(said.size() - 1),
                "squares in the announcement words");
        assertEquals(4, said.size(), "the same difference once: " + said);
        s.close();
    }
}
