package org.annabella.ui.fx;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Screen;
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
        TabPane tabs = tabs(session, Zoom.remembered());
        stage.setTitle("annabella: " + session.state().setup().white().name() + " against " + session.state().setup().black().name());
        // Most of the screen: the boards grow with the window.
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        stage.setScene(new Scene(tabs, Math.max(1024, screen.getWidth() * 0.9), Math.max(700, screen.getHeight() * 0.9)));
        stage.setOnCloseRequest(e -> Platform.exit());
        stage.show();
    }

    /** The window's content: the game and the arbiter's reconcile view as two tabs, zoomed together. */
    static TabPane tabs(Session session, Zoom zoom) {
        CompanionView view = new CompanionView(session, zoom);
        ReconcileView reconcile = new ReconcileView(session, zoom);
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
        tabs.setId("tabs");
        tabs.getStylesheets().add(CompanionView.class.getResource("companion.css").toExternalForm());
        tabs.styleProperty().bind(zoom.style());
        zoom.listenOn(tabs);
        return tabs;
    }
}
