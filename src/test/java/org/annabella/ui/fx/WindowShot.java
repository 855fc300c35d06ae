package org.annabella.ui.fx;

import java.nio.file.Path;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
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

/**
 * Child process of {@link WindowScreenshotTest}: shows the real window (no Monocle) with a few
 * moves played and the boards diverging, and saves a snapshot of it as PNG.
 */
public final class WindowShot {
    static Path journal;
    static Path png;

    /** The main class must not extend Application, or the launcher demands JavaFX modules. */
    public static void main(String[] args) {
        journal = Path.of(args[0]);
        png = Path.of(args[1]);
        Application.launch(Shot.class);
    }

    public static final class Shot extends Application {
    @Override
    public void start(Stage stage) throws Exception {
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("5400+30"), Mode.TOURNAMENT);
        Session s = Session.start(setup, Journal.create(journal), () -> System.nanoTime() / 1_000_000);
        for (String m : new String[] {"e4", "c5", "Nf3", "d6"}) {
            Color side = s.state().mover();
            s.makeMove(side, m, Origin.TYPED);
            s.announce(side);
            s.repeat(side.opposite());
            s.execute(side.opposite());
            s.press(side);
        }
        s.makeMove(Color.WHITE, "d4", Origin.BOARD);
        s.rule("2018 D.2.7", "White's move is not yet on Black's board.");
        Scene scene = new Scene(CompanionWindow.tabs(s, Zoom.at(journal.resolveSibling("zoom.properties"))), 1280, 860);
        stage.setScene(scene);
        stage.show();
        // Two pulses so layout and CSS are applied before the snapshot.
        Platform.runLater(() -> Platform.runLater(() -> {
            try {
                for (String problem : LayoutCheck.problems(scene, "white-board", "black-board", "white-clock", "move", "turn")) {
                    System.out.println("LAYOUT: " + problem);
                }
                LayoutCheck.save(scene, png);
                s.close();
            } catch (Exception e) {
                e.printStackTrace();
            }
            Platform.exit();
        }));
    }
    }
}
