package org.annabella.ui.fx;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;
import org.annabella.session.Assistance;
import org.annabella.session.Event.Origin;
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
    Path zoomFile;

    @BeforeAll
    static void headless() {
        System.setProperty("testfx.robot", "glass");
        System.setProperty("testfx.headless", "true");
        System.setProperty("prism.order", "sw");
        System.setProperty("prism.text", "t2k");
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("headless.geometry", "3000x2000-32"); // larger than any window tried, or Monocle overflows
        System.setProperty("java.awt.headless", "true");
    }

    @Start
    void start(Stage stage) {
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("600+5"), Mode.TOURNAMENT);
        session = Session.start(setup, Journal.create(dir.resolve("fx" + games++ + ".journal")), now::get);
        zoomFile = dir.resolve("zoom" + games + ".properties");
        view = new CompanionView(session, Zoom.at(zoomFile));
        stage.setScene(new Scene(view.root(), 1280, 860));
        stage.show();
    }

    @AfterEach
    void close() {
        session.close();
    }

    private void relay(String... moves) {
        for (String m : moves) {
            Color side = session.state().mover();
            session.makeMove(side, m, Origin.TYPED);
            session.announce(side);
            session.repeat(side.opposite());
            session.execute(side.opposite());
            session.press(side);
        }
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup("#" + id).queryLabeled().getText();
    }

    private static boolean offered(FxRobot robot, String id) {
        for (Node n = robot.lookup("#" + id).query(); n != null; n = n.getParent()) {
            if (!n.isVisible() || !n.isManaged() || n.isDisabled()) {
                return false;
            }
        }
        return true;
    }

    @Test
    void theHeadingSaysWhichSideAChessEnginePlays() {
        Setup training = Setup.of(new Player("Ann", true, false), new Player("Stockfish 16", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("600+5"), Mode.TRAINING)
                .withEngine(new org.annabella.session.EngineSeat(org.annabella.rules.Color.BLACK, "Stockfish 16"));
        org.annabella.session.GameState g = org.annabella.session.GameState.before(training, org.annabella.session.PhoneticWording.fide());
        assertEquals("Black: Stockfish 16, a chess engine, to move",
                CompanionView.heading(g, org.annabella.rules.Color.BLACK, org.annabella.rules.Color.BLACK));
        assertEquals("White: Ann", CompanionView.heading(g, org.annabella.rules.Color.WHITE, org.annabella.rules.Color.BLACK));
        assertEquals("Black: Bob", CompanionView.heading(session.state(), org.annabella.rules.Color.BLACK,
                org.annabella.rules.Color.WHITE), "no engine in a tournament game");
    }

    @Test
    void aMoveTypedInTheFieldReachesBothBoardsTheSheetsAndTheLog(FxRobot robot) {
        robot.clickOn("#move").write("e4").type(KeyCode.ENTER);
        robot.clickOn("#move").write("e5").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        ListView<String> white = robot.lookup("#white-s-scoresheet").queryListView();
        ListView<String> black = robot.lookup("#black-s-scoresheet").queryListView();
        assertEquals(List.of("1. e4 e5"), white.getItems());
        assertEquals(white.getItems(), black.getItems());
        assertEquals("e4, white pawn", robot.lookup("#black-e4").queryAs(Label.class).getAccessibleText());
        assertEquals("e5, black pawn, last move to here", robot.lookup("#white-e5").queryAs(Label.class).getAccessibleText());
        assertEquals("e7, empty, last move from here", robot.lookup("#black-e7").queryAs(Label.class).getAccessibleText());
        assertEquals("Last move: 1... e5, by Black.", text(robot, "last-move"));
        assertTrue(text(robot, "turn").startsWith("White to move"), text(robot, "turn"));
        assertTrue(robot.lookup("#white-board").query().getParent().lookupAll(".to-move").size() == 1);
        assertTrue(text(robot, "white-clock").startsWith("White 10:0"), text(robot, "white-clock"));
        // The log speaks as the console does: the announcement with its side, no journal fields.
        List<String> log = robot.lookup("#event-log").queryListView().getItems().stream().map(Object::toString).toList();
        assertTrue(log.stream().anyMatch(l -> l.endsWith("White: e4.")), log.toString());
        assertTrue(log.stream().anyMatch(l -> l.endsWith("Black: e5.")), log.toString());
        assertTrue(log.stream().noneMatch(l -> l.contains("e2e4") || l.contains("TYPED")), log.toString());
    }

    @Test
    void theButtonsOfferOnlyWhatCanBeDoneNow(FxRobot robot) {
        assertTrue(offered(robot, "start-clock"));
        assertFalse(offered(robot, "stop-clock"));
        robot.clickOn("#start-clock");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Color.WHITE, session.clockRunning());
        assertFalse(offered(robot, "start-clock"));
        assertTrue(offered(robot, "stop-clock"));
        assertTrue(text(robot, "white-clock").endsWith("running"));
        robot.clickOn("#stop-clock");
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(session.clockRunning());
        assertTrue(offered(robot, "start-clock"));
        assertFalse(text(robot, "white-clock").endsWith("running"));
        assertFalse(offered(robot, "override"), "no ruling to override yet");
        robot.interact(() -> session.resign(Color.BLACK));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(offered(robot, "start-clock"), "the game is over");
        assertFalse(offered(robot, "stop-clock"));
        assertFalse(offered(robot, "move"));
        assertFalse(offered(robot, "play"));
        assertTrue(text(robot, "result").startsWith("Game over: 1-0"), text(robot, "result"));
    }

    @Test
    void aFallenFlagIsShownInWordsSaidOnceAndCanBeClaimed(FxRobot robot) {
        robot.clickOn("#start-clock");
        now.set(601_000);
        robot.interact(view::refresh);
        robot.interact(view::refresh);
        assertEquals("White 0:00, flag fallen", text(robot, "white-clock"));
        assertTrue(robot.lookup("#white-clock").query().getStyleClass().contains("fallen"));
        List<String> log = robot.lookup("#event-log").queryListView().getItems().stream().map(Object::toString).toList();
        assertEquals(1, log.stream().filter(l -> l.contains("White's flag has fallen")).count(), log.toString());
        assertTrue(offered(robot, "black-claims-flag"));
        assertFalse(offered(robot, "white-claims-flag"));
        robot.clickOn("#black-claims-flag");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(session.state().isOver());
        assertTrue(text(robot, "result").startsWith("Game over: 0-1"), text(robot, "result"));
        assertFalse(offered(robot, "black-claims-flag"));
    }

    @Test
    void anAdjournedGameIsOpenedFromTheKeyboard_theSealedMoveMadeAndTheRepliersClockStarted(FxRobot robot) {
        assertFalse(offered(robot, "open-envelope"), "no envelope before a move is sealed");
        robot.interact(() -> {
            session.startClock();
            relay("e4", "e5");
            session.seal(Color.WHITE, "Nf3", java.time.LocalDateTime.of(2026, 11, 28, 10, 0), "Hall");
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(offered(robot, "open-envelope"));
        assertFalse(offered(robot, "start-clock"), "an adjourned game's clocks start at the resumption (2018 I.9)");
        assertFalse(offered(robot, "play"));
        assertTrue(text(robot, "turn").startsWith("The game is adjourned"), text(robot, "turn"));
        // Alt+E, the button's mnemonic, as the arbiter would at the board (Alt+O is the override field's).
        robot.press(KeyCode.ALT).press(KeyCode.E).release(KeyCode.E).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("e4", "e5", "Nf3"), session.state().moves());
        assertEquals(Color.BLACK, session.clockRunning());
        assertFalse(offered(robot, "open-envelope"), "nothing waits any more");
        assertTrue(offered(robot, "play"));
        List<String> log = robot.lookup("#event-log").queryListView().getItems().stream().map(Object::toString).toList();
        assertTrue(log.stream().anyMatch(l -> l.contains("sealed move Nf3 is made on the board")), log.toString());
    }

    @Test
    void anIllegalMoveIsRefusedInTheStatusLine(FxRobot robot) {
        robot.clickOn("#move").write("Ke2").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(text(robot, "status").toLowerCase().contains("illegal"), text(robot, "status"));
        assertTrue(session.state().moves().isEmpty());
        assertEquals("Ke2", robot.lookup("#move").queryAs(TextField.class).getText(), "kept for correcting");
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
        assertEquals("d4, white pawn, last move to here", robot.lookup("#white-d4").queryAs(Label.class).getAccessibleText());
    }

    @Test
    void tabReachesEachBoardOnceAndTheArrowsNameEverySquare(FxRobot robot) {
        robot.clickOn("#move");
        Scene scene = robot.lookup("#move").query().getScene();
        // Tab from the move field: the buttons on offer, then one stop per board.
        Node owner = null;
        for (int i = 0; i < 6 && !(owner instanceof Label l && "white-e2".equals(l.getId())); i++) {
            robot.type(KeyCode.TAB);
            WaitForAsyncUtils.waitForFxEvents();
            owner = scene.getFocusOwner();
        }
        assertEquals("white-e2", owner.getId());
        robot.type(KeyCode.UP).type(KeyCode.UP).type(KeyCode.LEFT);
        WaitForAsyncUtils.waitForFxEvents();
        Label focused = (Label) scene.getFocusOwner();
        assertEquals("white-d4", focused.getId());
        assertEquals("d4, empty", focused.getAccessibleText());
        robot.type(KeyCode.HOME);
        assertEquals("a4, empty", ((Label) scene.getFocusOwner()).getAccessibleText());
        // The next Tab leaves White's board for Black's, which is seen from Black's seat.
        robot.type(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("black-e2", scene.getFocusOwner().getId());
        robot.type(KeyCode.UP);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("e1, white king", ((Label) scene.getFocusOwner()).getAccessibleText());
        robot.type(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("d1, white queen", ((Label) scene.getFocusOwner()).getAccessibleText());
        // Every square of both boards says what it holds.
        for (String owner2 : new String[] {"white", "black"}) {
            for (int sq = 0; sq < 64; sq++) {
                String said = robot.lookup("#" + owner2 + "-" + Square.name(sq)).queryAs(Label.class).getAccessibleText();
                assertTrue(said.startsWith(Square.name(sq) + ", "), said);
            }
        }
    }

    @Test
    void theZoomKeysScaleTextAndAreRemembered(FxRobot robot) {
        robot.clickOn("#move");
        for (int i = 0; i < 3; i++) {
            robot.push(KeyCode.CONTROL, KeyCode.EQUALS);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(3, view.zoom().step().get());
        assertTrue(view.root().getStyle().contains(Zoom.BASE_PX * Math.pow(Zoom.FACTOR, 3) + "px")
                || view.root().getStyle().contains(view.zoom().fontPx() + "px"));
        assertEquals(Zoom.BASE_PX * Math.pow(Zoom.FACTOR, 3), view.zoom().fontPx(), 0.06);
        assertEquals(3, Zoom.at(zoomFile).step().get(), "a new window starts at the remembered zoom");
        robot.push(KeyCode.CONTROL, KeyCode.MINUS);
        assertEquals(2, Zoom.at(zoomFile).step().get());
        robot.push(KeyCode.CONTROL, KeyCode.DIGIT0);
        assertEquals(0, Zoom.at(zoomFile).step().get());
        assertEquals("", robot.lookup("#move").queryAs(TextField.class).getText(), "the keys typed nothing");
    }

    @Test
    void theScoresheetsFollowTheLatestMove(FxRobot robot) {
        robot.interact(() -> relay("e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6", "Be3", "e5", "Nb3",
                "Be6", "f3", "Be7", "Qd2", "O-O", "O-O-O", "Nbd7", "g4", "b5", "g5", "b4", "Ne2", "Ne8"));
        WaitForAsyncUtils.waitForFxEvents();
        for (String id : new String[] {"white-s-scoresheet", "black-s-scoresheet"}) {
            ListView<String> sheet = robot.lookup("#" + id).queryListView();
            assertEquals("13. Ne2 Ne8", sheet.getItems().get(sheet.getItems().size() - 1));
            VirtualFlow<?> flow = (VirtualFlow<?>) sheet.lookup(".virtual-flow");
            assertEquals(12, flow.getLastVisibleCell().getIndex(), id + " shows its latest move");
            assertTrue(flow.getFirstVisibleCell().getIndex() > 0, id + " has scrolled");
        }
    }

    @Test
    void theScoresheetsMarkADrawOfferWithTheOfferersMove(FxRobot robot) {
        robot.interact(() -> {
            relay("e4", "e5");
            session.offerDraw(Color.WHITE);
            relay("Nf3");
        });
        WaitForAsyncUtils.waitForFxEvents();
        for (String id : new String[] {"white-s-scoresheet", "black-s-scoresheet"}) {
            assertEquals(List.of("1. e4 e5", "2. Nf3 (=)"), robot.lookup("#" + id).queryListView().getItems(),
                    "2018 9.1.2.2: White's offer, with White's move");
        }
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
