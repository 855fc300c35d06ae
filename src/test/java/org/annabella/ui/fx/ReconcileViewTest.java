package org.annabella.ui.fx;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import javafx.scene.Scene;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.annabella.rules.Color;
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

/** The arbiter's reconcile view: sheets and boards from the game, the ruling, recorded on apply. */
@ExtendWith(ApplicationExtension.class)
class ReconcileViewTest {
    @TempDir
    static Path dir;
    static int games;
    Session session;

    @BeforeAll
    static void headless() {
        CompanionViewTest.headless();
    }

    @Start
    void start(Stage stage) {
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("600+5"), Mode.TOURNAMENT);
        session = Session.start(setup, Journal.create(dir.resolve("r" + games++ + ".journal")), new AtomicLong()::get);
        for (String m : new String[] {"e4", "e5", "Nf3"}) {
            Color side = session.state().mover();
            session.makeMove(side, m, Origin.TYPED);
            session.announce(side);
            session.repeat(side.opposite());
            session.execute(side.opposite());
            session.press(side);
        }
        stage.setScene(new Scene(new ReconcileView(session, Zoom.at(dir.resolve("zoom" + games + ".properties"))).root(), 1100, 800));
        stage.show();
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void theViewStartsFromTheGameAndRecordsTheRuling(FxRobot robot) {
        assertEquals("1. e4 e5\n2. Nf3", robot.lookup("#sheet-a").queryAs(TextArea.class).getText());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R",
                robot.lookup("#board-a").queryAs(TextField.class).getText());
        // Black's board lost White's last move: the knight is still on g1.
        robot.interact(() -> robot.lookup("#board-b").queryAs(TextField.class)
                .setText("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR"));
        robot.clickOn("#reconcile-rule");
        WaitForAsyncUtils.waitForFxEvents();
        String ruling = robot.lookup("#reconcile-ruling").queryAs(TextArea.class).getText();
        assertFalse(ruling.isBlank());
        assertTrue(ruling.contains("board B is wrong") && ruling.contains("Knight from g1 to f3"), ruling);
        robot.clickOn("#reconcile-apply");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, session.state().rulings().size());
        assertEquals(ruling, session.state().rulings().get(0).text());
        assertEquals("Recorded as ruling 1.", robot.lookup("#reconcile-status").queryLabeled().getText());
    }

    @Test
    void aBadBoardIsNamedAndNothingIsRecorded(FxRobot robot) {
        robot.interact(() -> robot.lookup("#board-b").queryAs(TextField.class).setText("not a board"));
        robot.clickOn("#reconcile-rule");
        robot.clickOn("#reconcile-apply");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Rule first, then apply.", robot.lookup("#reconcile-status").queryLabeled().getText());
        assertTrue(session.state().rulings().isEmpty());
    }
}
