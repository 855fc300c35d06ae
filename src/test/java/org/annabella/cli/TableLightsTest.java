package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.annabella.rules.Color;
import org.annabella.rules.Move;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.annabella.session.Assistance;
import org.annabella.session.BoardKind;
import org.annabella.session.Event.Origin;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lights of a board show the opponent's move until it has been executed on that board (2018 D.2.10.1). */
class TableLightsTest {
    @TempDir
    Path dir;

    @Test
    void theMoveToExecuteIsShownOnTheOtherBoardOnlyUntilExecuted() {
        Setup setup = Setup.of(new Player("Ann", false, false), new Player("Bob", true, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("300+2"), Mode.TOURNAMENT)
                .withBoards(BoardKind.MILLENNIUM, BoardKind.CERTABO);
        try (Session s = Session.start(setup, Journal.create(dir.resolve("t.journal")), () -> 0, PhoneticWording.fide())) {
            assertEquals(Move.NONE, TableDevices.moveToExecute(s, Color.WHITE));
            assertEquals(Move.NONE, TableDevices.moveToExecute(s, Color.BLACK));
            int e4 = Notation.parse(Position.startPosition(), "e4");
            s.makeMove(Color.WHITE, e4, Origin.BOARD);
            assertEquals(e4, TableDevices.moveToExecute(s, Color.BLACK), "lit on Black's board");
            assertEquals(Move.NONE, TableDevices.moveToExecute(s, Color.WHITE), "the mover's board shows it already");
            s.execute(Color.BLACK);
            assertEquals(Move.NONE, TableDevices.moveToExecute(s, Color.BLACK), "dark once executed");
        }
    }
}
