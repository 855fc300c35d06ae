package org.annabella.ui.fx;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.annabella.session.Session;

/** Opens the companion window for a session (JavaFX's own thread runs it until it is closed). */
public final class CompanionWindow extends Application {
    private static Session session;

    /** Shows the window and returns when it is closed. */
    public static void show(Session game) {
        session = game;
        Application.launch(CompanionWindow.class);
    }

    @Override
    public void start(Stage stage) {
        CompanionView view = new CompanionView(session);
        ReconcileView reconcile = new ReconcileView(session);
        Tab game = new Tab("Game", view.root());
        Tab arbiter = new Tab("Reconcile", reconcile.root());
        // Fresh sheets and boards each time the arbiter opens the tab.
        arbiter.setOnSelectionChanged(e -> {
            if (arbiter.isSelected()) {
                reconcile.loadFromGame();
            }
        });
        for (Tab t : new Tab[] {game, arbiter}) {
            t.setClosable(false);
        }
        TabPane tabs = new TabPane(game, arbiter);
        tabs.getStylesheets().add(CompanionView.class.getResource("companion.css").toExternalForm());
        stage.setTitle("annabella: " + session.state().setup().white().name() + " against " + session.state().setup().black().name());
        stage.setScene(new Scene(tabs, 1280, 900));
        stage.setOnCloseRequest(e -> Platform.exit());
        stage.show();
    }
}
