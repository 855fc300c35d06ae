package org.annabella.ui.fx;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.skin.VirtualFlow;
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

/**
 * The whole window (both tabs) at two screen sizes and at three zoom steps: no text is cut to
 * an ellipsis and the boards, the clocks, the move field and the lists lie inside the window.
 * Each state is saved under target/screenshots/ for a person to look at.
 */
@ExtendWith(ApplicationExtension.class)
class WindowLayoutTest {
    @TempDir
    static Path dir;
    static int games;
    Session session;
    Zoom zoom;
    Stage stage;
    TabPane tabs;

    @BeforeAll
    static void headless() {
        CompanionViewTest.headless();
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("5400+30"), Mode.TOURNAMENT);
        session = Session.start(setup, Journal.create(dir.resolve("w" + games++ + ".journal")), new AtomicLong()::get);
        String[] moves = {"e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6", "Be3", "e5", "Nb3", "Be6",
            "f3", "Be7", "Qd2", "O-O", "O-O-O", "Nbd7"};
        for (String m : moves) {
            Color side = session.state().mover();
            session.makeMove(side, m, Origin.TYPED);
            session.announce(side);
            session.repeat(side.opposite());
            session.execute(side.opposite());
            session.press(side);
        }
        session.rule("2018 D.2.7", "The positions on the two boards differed after Black's 10th move; the assistant"
                + " restored Black's board from the scoresheet before the clock was pressed, and the game goes on.");
        zoom = Zoom.at(dir.resolve("zoom" + games + ".properties"));
        tabs = CompanionWindow.tabs(session, zoom);
        stage.setScene(new Scene(tabs, 1024, 768));
        stage.show();
    }

    @AfterEach
    void close() {
        session.close();
    }

    /** Whether White's scoresheet shows its last line, after the window changed size or zoom. */
    private static boolean showsLatest(Scene scene) {
        ListView<?> sheet = (ListView<?>) scene.lookup("#white-s-scoresheet");
        VirtualFlow<?> flow = (VirtualFlow<?>) sheet.lookup(".virtual-flow");
        return flow.getLastVisibleCell() != null && flow.getLastVisibleCell().getIndex() == sheet.getItems().size() - 1;
    }

    @Test
    void nothingIsCutAtTwoSizesAndThreeZoomSteps(FxRobot robot) throws Exception {
        List<String> problems = new ArrayList<>();
        for (int[] size : new int[][] {{1024, 768}, {1920, 1080}}) {
            for (int steps : new int[] {0, 3}) {
                robot.interact(() -> {
                    stage.setWidth(size[0]);
                    stage.setHeight(size[1]);
                    zoom.reset();
                    for (int i = 0; i < steps; i++) {
                        zoom.in();
                    }
                });
                WaitForAsyncUtils.waitForFxEvents();
                for (int tab = 0; tab < 2; tab++) {
                    int t = tab;
                    robot.interact(() -> tabs.getSelectionModel().select(t));
                    WaitForAsyncUtils.waitForFxEvents();
                    String name = (t == 0 ? "game" : "reconcile") + "-" + size[0] + "x" + size[1] + "-zoom" + steps;
                    robot.interact(() -> {
                        Scene scene = stage.getScene();
                        assertEquals(size[0], (int) scene.getWidth(), name);
                        String[] keys = t == 0 ? new String[] {"white-board", "black-board", "white-clock", "black-clock",
                            "move", "play", "stop-clock", "turn", "white-s-scoresheet", "rulings", "event-log"} : new String[] {"reconcile-rule", "sheet-a", "board-b"};
                        for (String p : LayoutCheck.problems(scene, keys)) {
                            problems.add(name + ": " + p);
                        }
                        if (t == 0 && !showsLatest(scene)) {
                            problems.add(name + ": White's scoresheet does not show its latest move");
                        }
                        try {
                            LayoutCheck.save(scene, Path.of("target", "screenshots", name + ".png"));
                        } catch (java.io.IOException e) {
                            problems.add(name + ": screenshot not saved: " + e.getMessage());
                        }
                    });
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}
