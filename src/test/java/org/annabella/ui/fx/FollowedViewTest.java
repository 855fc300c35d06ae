package org.annabella.ui.fx;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.session.Assistance;
import org.annabella.session.Event.Origin;
import org.annabella.session.FollowedJournal;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.annabella.session.Wording;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The window following a game another program plays from its journal: read only, live. */
@ExtendWith(ApplicationExtension.class)
class FollowedViewTest {
    @TempDir
    static Path dir;
    static int games;
    Session writer;
    Path journal;
    CompanionView view;

    @BeforeAll
    static void headless() {
        CompanionViewTest.headless();
    }

    @Start
    void start(Stage stage) {
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("600+5"), Mode.TOURNAMENT);
        journal = dir.resolve("followed" + games++ + ".journal");
        writer = Session.start(setup, Journal.create(journal), new AtomicLong()::get);
        relay("e4");
        view = new CompanionView(GameSource.following(new FollowedJournal(journal, Wording.SAN)),
                Zoom.at(dir.resolve("zoom" + games + ".properties")));
        stage.setScene(new Scene(view.root(), 1280, 860));
        stage.show();
    }

    @AfterEach
    void close() {
        writer.close();
    }

    private void relay(String... moves) {
        for (String m : moves) {
            Color side = writer.state().mover();
            writer.makeMove(side, m, Origin.TYPED);
            writer.announce(side);
            writer.repeat(side.opposite());
            writer.execute(side.opposite());
            writer.press(side);
        }
    }

    private static List<String> log(FxRobot robot) {
        return robot.lookup("#event-log").queryListView().getItems().stream().map(Object::toString).toList();
    }

    @Test
    void theWindowFollowsMovesAsTheyAreWrittenAndWritesNothing(FxRobot robot) throws Exception {
        assertEquals("e4, white pawn, last move to here", robot.lookup("#black-e4").queryAs(Label.class).getAccessibleText());
        assertTrue(log(robot).stream().anyMatch(l -> l.endsWith("White: e4.")), log(robot).toString());
        assertTrue(robot.lookup("#move").tryQuery().isEmpty(), "no move field: the window only follows");
        assertTrue(robot.lookup("#following").queryLabeled().getText().contains("read only"));
        relay("c5", "Nf3");
        long size = Files.size(journal);
        robot.interact(view::follow);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("1. e4 c5", "2. Nf3"), robot.lookup("#white-s-scoresheet").queryListView().getItems());
        assertEquals("Last move: 2. Nf3, by White.", robot.lookup("#last-move").queryLabeled().getText());
        assertEquals("White 10:10", robot.lookup("#white-clock").queryLabeled().getText(), "two presses of 5 s each");
        assertTrue(robot.lookup("#black-clock").queryLabeled().getText().startsWith("Black 10:0"));
        assertTrue(robot.lookup("#black-clock").queryLabeled().getText().endsWith("running"));
        assertTrue(log(robot).stream().anyMatch(l -> l.endsWith("Black: c5.")), log(robot).toString());
        assertEquals(size, Files.size(journal), "the follower wrote nothing");
    }

    @Test
    void aRecordBeingWrittenWaitsAndDamageIsSaidOnce(FxRobot robot) throws Exception {
        // Half a record's header: what a reader sees while the writer is between two writes.
        Files.write(journal, new byte[] {0, 0, 0, 40, 1, 2}, StandardOpenOption.APPEND);
        FollowedJournal f = new FollowedJournal(journal, Wording.SAN);
        assertTrue(f.poll(n -> { }));
        assertEquals(List.of("e4"), f.state().moves());
        assertFalse(f.poll(n -> { }), "nothing new");
        // Bytes in the middle of the journal changed: damage, refused by name, the state kept.
        byte[] b = Files.readAllBytes(journal);
        b[12] ^= 0x55;
        Files.write(journal, b);
        InputException e = assertThrows(InputException.class, () -> new FollowedJournal(journal, Wording.SAN).poll(n -> { }));
        assertTrue(e.getMessage().contains(journal.toString()), e.getMessage());
        robot.interact(view::follow);
        robot.interact(view::follow);
        assertEquals(1, log(robot).stream().filter(l -> l.contains("No longer following")).count(), log(robot).toString());
        assertEquals(List.of("1. e4"), robot.lookup("#white-s-scoresheet").queryListView().getItems());
    }
}
