package org.annabella.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.announce.Refusal;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine's seat in the journal's first record, read back and absent from journals written
 * before it; a training game's moves taken back, journalled and folded again on resume.
 */
class EngineSeatTest {
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong();

    static Setup training() {
        return Setup.of(new Player("Ann", true, false), new Player("Stockfish 16", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("-"), Mode.TRAINING);
    }

    @Test
    void theFirstRecordSaysWhetherAnEngineIsSeatedAndOldOnesReadAsNone() {
        Setup seated = training().withEngine(new EngineSeat(Color.BLACK, "Stockfish 16"));
        Map<String, String> fields = seated.toFields();
        assertEquals("black", fields.get("engine"));
        assertEquals("Stockfish 16", fields.get("engineName"));
        assertEquals(seated, Setup.fromFields(fields));
        Map<String, String> none = training().toFields();
        assertEquals("none", none.get("engine"));
        assertNull(Setup.fromFields(none).engine());
        none.remove("engine");
        assertNull(Setup.fromFields(none).engine(), "a journal from before engines has no such field: no engine");
        fields.put("engine", "purple");
        assertThrows(InputException.class, () -> Setup.fromFields(fields));
        fields.put("engine", "black");
        fields.put("mode", "TOURNAMENT");
        assertTrue(assertThrows(InputException.class, () -> Setup.fromFields(fields)).getMessage().contains("tournament mode"),
                "a tournament game's record cannot seat an engine");
        assertEquals(Map.of("WhiteType", "human", "BlackType", "program"), seated.engine().pgnTags());
    }

    @Test
    void movesTakenBackAreJournalledAndFoldedAgainOnResume() {
        Path journal = dir.resolve("t.journal");
        try (Session s = Session.start(training(), Journal.create(journal), now::get)) {
            for (String m : List.of("e4", "e5", "Nf3", "Nc6")) {
                Color side = s.state().position().sideToMove();
                s.makeMove(side, m, Event.Origin.TYPED);
                s.announce(side);
                s.execute(side.opposite());
                s.press(side);
            }
            s.retract(2);
            assertEquals(List.of("e4", "e5"), s.state().moves());
            assertEquals(List.of("e4", "e5"), s.state().scoresheet(Color.BLACK));
            assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", s.state().position().toFen());
            assertThrows(Refusal.class, () -> s.retract(3), "more than was played");
            s.makeMove(Color.WHITE, "d4", Event.Origin.TYPED);
            assertThrows(Refusal.class, () -> s.retract(1), "a move in progress is undone, not retracted");
            s.announce(Color.WHITE);
            s.execute(Color.BLACK);
            s.press(Color.WHITE);
        }
        try (Session resumed = Session.resume(Journal.open(journal), now::get)) {
            assertEquals(List.of("e4", "e5", "d4"), resumed.state().moves());
        }
        Path tournament = dir.resolve("u.journal");
        try (Session s = Session.start(Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("-"), Mode.TOURNAMENT), Journal.create(tournament), now::get)) {
            s.makeMove(Color.WHITE, "e4", Event.Origin.TYPED);
            s.announce(Color.WHITE);
            s.execute(Color.BLACK);
            s.press(Color.WHITE);
            Refusal r = assertThrows(Refusal.class, () -> s.retract(1));
            assertTrue(r.getMessage().contains("2018 11.3.a"), r.getMessage());
            assertEquals(List.of("e4"), s.state().moves());
        }
    }
}
