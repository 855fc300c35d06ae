package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;
import org.annabella.laws.Result;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.annabella.session.Event.*;
import org.annabella.session.EventCodec.Stamped;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The game as a value, and the session as its journal folded over it (issue 21, point 1). */
class GameStateTest {
    @TempDir
    Path dir;

    private static final Setup SETUP = GoldenJournals.setupOf("finished");

    private static GameState started() {
        return GameState.before(SETUP, Wording.SAN).apply(at(new Started(SETUP)));
    }

    private static Stamped at(Event e) {
        return new Stamped(0, e);
    }

    @Test
    void applyingAnEventLeavesTheStateItWasAppliedToAsItWas() {
        GameState before = started();
        String fen = before.position().toFen();
        GameState after = before.apply(at(new MoveMade(Color.WHITE, "e2e4", Origin.TYPED)))
                .apply(at(new Announced(Color.WHITE, "e4")));

        assertEquals(fen, before.position().toFen());
        assertNull(before.pending());
        assertEquals(GameState.Step.MOVE, before.step());
        assertArrayEquals(GameState.snapshot(Position.startPosition()), before.board(Color.WHITE));
        assertEquals(0, before.referee().ply());

        assertEquals("e4", after.pending().san());
        assertEquals(GameState.Step.REPEAT, after.step());
        assertNotEquals(fen, after.position().toFen());
        assertNull(after.board(Color.WHITE)[Square.parse("e2")]);
        // Black's board shows the move only once it is executed there (2018 D.2.10.1).
        assertArrayEquals(before.board(Color.BLACK), after.board(Color.BLACK));
    }

    @Test
    void whatTheStateHandsOutCannotChangeIt() {
        GameState s = started().apply(at(new MoveMade(Color.WHITE, "e2e4", Origin.TYPED)));
        s.board(Color.WHITE)[0] = null;
        s.position().makeMove(s.position().legalMoves()[0]);
        s.pending().before().makeMove(s.pending().before().legalMoves()[0]);
        s.completedGame().play(s.completedGame().position().legalMoves()[0]);
        assertThrows(UnsupportedOperationException.class, () -> s.moves().add("Nf3"));
        assertThrows(UnsupportedOperationException.class, () -> s.scoresheet(Color.WHITE).add("Nf3"));
        assertThrows(UnsupportedOperationException.class, () -> s.rulings().clear());

        assertNotNull(s.board(Color.WHITE)[0]);
        assertEquals(1, s.referee().ply());
        assertEquals(Position.startPosition().toFen(), s.pending().before().toFen());
        assertEquals(0, s.completedGame().ply());
    }

    @Test
    void anEventThatCannotFollowIsRefusedAndNothingChanges() {
        GameState s = started();
        assertThrows(Refusal.class, () -> s.apply(at(new Started(SETUP))));
        assertThrows(Refusal.class, () -> s.apply(at(new Announced(Color.WHITE, "e4"))));
        assertThrows(Refusal.class, () -> s.apply(at(new Pressed(Color.WHITE, 1, 1))));
        Refusal illegal = assertThrows(Refusal.class, () -> s.apply(at(new MoveMade(Color.WHITE, "e2e5", Origin.TYPED))));
        assertTrue(illegal.getMessage().contains("e2e5"), illegal.getMessage());
        // The referee refuses Black's move on White's turn.
        assertThrows(Refusal.class, () -> s.apply(at(new MoveMade(Color.BLACK, "e7e5", Origin.TYPED))));
        assertThrows(Refusal.class, () -> s.apply(at(new Overridden(1, "no such ruling"))));
        assertThrows(Refusal.class, () -> s.apply(at(new Scored(Color.WHITE, 1, "e4"))));
        assertEquals(GoldenJournals.summary(started()), GoldenJournals.summary(s));
    }

    @Test
    void aMoveThatEndsTheGameWaitsInTheMoveInProgressForThePress() {
        GameState s = started();
        for (String uci : List.of("e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6")) {
            Color side = s.position().sideToMove();
            s = s.apply(at(new MoveMade(side, uci, Origin.TYPED))).apply(at(new Announced(side, "x")))
                    .apply(at(new Pressed(side, 1, 1))).apply(at(new Executed(side.opposite())));
        }
        GameState mate = s.apply(at(new MoveMade(Color.WHITE, "h5f7", Origin.TYPED)));
        assertEquals(Result.winFor(Color.WHITE), mate.pending().ending().ending().orElseThrow());
        assertFalse(mate.isOver(), "the game ends with the press, not before (2009 E.2.3)");
        assertTrue(mate.referee().isOver());
    }

    @Test
    void foldingEachGoldenGamesJournalGivesTheStateThePlayedSessionHeld() throws Exception {
        for (String name : GoldenJournals.GAMES.keySet()) {
            Path p = dir.resolve(name + ".journal");
            AtomicLong now = new AtomicLong();
            GameState live;
            try (Session s = Session.start(GoldenJournals.setupOf(name), Journal.create(p), now::get)) {
                GoldenJournals.GAMES.get(name).accept(new GoldenJournals.Play(s, now));
                live = s.state();
            }
            List<String> records;
            try (Journal j = Journal.open(p)) {
                records = j.records();
            }
            GameState folded = GameState.before(GoldenJournals.setupOf(name), Wording.SAN);
            for (int i = 0; i < records.size(); i++) {
                folded = folded.apply(EventCodec.decode(records.get(i)));
            }
            assertEquals(GoldenJournals.summary(live), GoldenJournals.summary(folded), name);
        }
    }

    @Test
    void noticesComeFromTheEventAndTheStateItLedTo() {
        GameState s = started().apply(at(new MoveMade(Color.WHITE, "e2e4", Origin.TYPED)));
        GameState slip = s.apply(at(new Announced(Color.WHITE, "d4")));
        assertEquals(Notice.Kind.WARNING, Notices.of(new Announced(Color.WHITE, "d4"), slip).orElseThrow().kind());
        GameState told = s.apply(at(new Announced(Color.WHITE, "e4")));
        assertEquals(Notice.Kind.ANNOUNCEMENT, Notices.of(new Announced(Color.WHITE, "e4"), told).orElseThrow().kind());
        assertTrue(Notices.of(new Repeated(Color.BLACK), told.apply(at(new Repeated(Color.BLACK)))).isEmpty());
        Ruled r = new Ruled(1, "2018 D.2.1", Phrase.of("session.arbiter-words", "text", "keep going"));
        assertEquals(Notice.Kind.RULING, Notices.of(r, told.apply(at(r))).orElseThrow().kind());
    }
}
