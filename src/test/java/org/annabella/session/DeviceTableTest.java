package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.laws.Result;
import org.annabella.rules.Color;
import org.annabella.rules.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game through the simulated DGT and pegged boards and the tactile clock, via their real drivers. */
class DeviceTableTest {
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong();
    final List<String> warnings = new ArrayList<>();

    Session session() {
        Setup setup = Setup.of(new Player("Ann", false, false), new Player("Bob", true, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("300+2"), Mode.TOURNAMENT)
                .withBoards(BoardKind.DGT, BoardKind.PEGGED);
        return Session.start(setup, Journal.create(dir.resolve("t.journal")), now::get, PhoneticWording.fide());
    }

    @Test
    void boardFollowersAndTheClockLeverDriveTheWholeGame() throws Exception {
        Session s = session();
        DeviceTable table = new DeviceTable(s, 2, warnings::add);
        new ScriptedGame(s, now::addAndGet, 2, table).play(List.of("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"), p -> { });
        assertEquals(List.of("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"), s.state().moves());
        assertEquals(Optional.of(Result.WHITE_WINS), s.state().outcome());
        assertArrayEquals(s.state().board(Color.WHITE), s.state().board(Color.BLACK), "both boards show the final position");
        assertTrue(s.eventLog().stream().anyMatch(l -> l.contains("move white e2e4 BOARD")), "moves come from the board");
        assertTrue(s.eventLog().stream().anyMatch(l -> l.contains("touched black")), "lifting a peg is a touch");
        assertTrue(table.clockShows().startsWith("T " + s.remaining(Color.WHITE) + " " + s.remaining(Color.BLACK)),
                table.clockShows());
        assertEquals(List.of(), warnings);
    }

    @Test
    void aWrongMoveOnTheOtherBoardIsAWarningNotAnExecution() {
        Session s = session();
        DeviceTable table = new DeviceTable(s, 3, warnings::add);
        var before = s.state().position();
        table.makeOnBoard(Color.WHITE, Notation.parse(before, "e4"), before);
        s.announce(Color.WHITE);
        s.repeat(Color.BLACK);
        table.makeOnBoard(Color.BLACK, Notation.parse(before, "d4"), before);
        assertEquals(GameState.Step.EXECUTE, s.state().step(), "d4 on Black's board does not execute e4");
        assertFalse(warnings.isEmpty());
        assertTrue(warnings.get(0).startsWith("Black's board: "), warnings.get(0));
    }
}
