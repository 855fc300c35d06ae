package org.annabella.ui.fx;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;
import org.annabella.session.Assistance;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The window driven from the keyboard under headless Monocle, as an assistant would use it. */
@ExtendWith(ApplicationExtension.class)
class CompanionViewTest {
    @TempDir
    static Path dir;
    static int games;
    final AtomicLong now = new AtomicLong();
    Session session;
    CompanionView view;

    @BeforeAll
    static void headless() {
        System.setProperty("testfx.robot", "glass");
        System.setProperty("testfx.headless", "true");
        System.setProperty("prism.order", "sw");
        System.setProperty("prism.text", "t2k");
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("headless.geometry", "1600x1200-32"); // larger than the window, or Monocle overflows
        System.setProperty("java.awt.headless", "true");
    }

    @Start
    void start(Stage stage) {
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("600+5"), Mode.TOURNAMENT);
        session = Session.start(setup, Journal.create(dir.resolve("fx" + games++ + ".journal")), now::get);
        view = new CompanionView(session);
        stage.setScene(new Scene(view.root(), 1280, 860));
        stage.show();
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void aMoveTypedInTheFieldReachesBothBoardsAndBothScoresheets(FxRobot robot) {
        robot.clickOn("#move").write("e4").type(KeyCode.ENTER);
        robot.clickOn("#move").write("e5").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        ListView<String> white = robot.lookup("#white-s-scoresheet").queryListView();
        ListView<String> black = robot.lookup("#black-s-scoresheet").queryListView();
        assertEquals(java.util.List.of("1. e4 e5"), white.getItems());
        assertEquals(white.getItems(), black.getItems());
        Label e4 = robot.lookup("#black-e4").queryAs(Label.class);
        assertEquals("e4, white pawn", e4.getAccessibleText());
        assertTrue(robot.lookup("#status").queryLabeled().getText().startsWith("White to move"));
        assertTrue(robot.lookup("#clocks").queryLabeled().getAccessibleText().startsWith("Clocks: White"));
    }

    @Test
    void theClockStartsAndStopsFromButtons(FxRobot robot) {
        robot.clickOn("#start-clock");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Color.WHITE, session.clockRunning());
        robot.clickOn("#start-clock");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("the clock is already running", robot.lookup("#status").queryLabeled().getText());
        robot.clickOn("#stop-clock");
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(session.clockRunning());
        assertTrue(robot.lookup("#clocks").queryLabeled().getText().endsWith("stopped"));
    }

    @Test
    void anIllegalMoveIsRefusedInTheStatusLine(FxRobot robot) {
        robot.clickOn("#move").write("Ke2").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#status").queryLabeled().getText().toLowerCase().contains("illegal"));
        assertTrue(session.state().moves().isEmpty());
    }

    @Test
    void boardsThatDivergeAreMarkedInWordsNotOnlyColour(FxRobot robot) {
        robot.clickOn("#move").write("d4").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        // Black's next move is made on Black's board only; White's board has not had it yet.
        Piece[] b = session.state().board(Color.BLACK);
        b[Square.parse("d7")] = null;
        b[Square.parse("d5")] = Piece.fromFenChar('p');
        robot.interact(() -> session.sensed(Color.BLACK, b));
        WaitForAsyncUtils.waitForFxEvents();
        Label d5 = robot.lookup("#white-d5").queryAs(Label.class);
        assertEquals("d5, empty, differs", d5.getAccessibleText());
        assertTrue(d5.getStyleClass().contains("differs"));
        assertEquals("d4, white pawn", robot.lookup("#white-d4").queryAs(Label.class).getAccessibleText());
    }

    @Test
    void theArrowKeysWalkTheBoardAndTextScales(FxRobot robot) {
        robot.interact(() -> robot.lookup("#white-e2").queryAs(Label.class).requestFocus());
        robot.type(KeyCode.UP).type(KeyCode.UP).type(KeyCode.LEFT);
        WaitForAsyncUtils.waitForFxEvents();
        Label focused = (Label) robot.lookup("#white-d4").queryAs(Label.class).getScene().getFocusOwner();
        assertEquals("white-d4", focused.getId());
        double before = view.fontSize();
        robot.interact(() -> view.scale(2));
        assertEquals(before * 2, view.fontSize(), 1e-9);
    }

    @Test
    void theArbiterOverridesARuling(FxRobot robot) {
        robot.interact(() -> session.rule("2018 D.2.7", "Positions differ"));
        robot.clickOn("#override").write("1: Restore the position after move 3").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Restore the position after move 3", session.state().rulings().get(0).effective());
        ListView<String> rulings = robot.lookup("#rulings").queryListView();
        assertTrue(rulings.getItems().get(0).contains("Overridden by the arbiter"));
    }
}
