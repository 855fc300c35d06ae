package org.annabella.ui.fx;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.annabella.session.FollowedJournal;
import org.annabella.session.Session;
import org.annabella.session.Setup;

/**
 * Opens the companion window (JavaFX's own thread runs it until it is closed): on a session
 * played here, with the Game and Reconcile tabs, or on a journal followed read-only, with the
 * Game tab alone (the reconcile view records its ruling in the game, which a follower cannot).
 */
public final class CompanionWindow extends Application {
    private static Session session;
    private static FollowedJournal followed;

    /** Shows the window on a session and returns when it is closed. */
    public static void show(Session game) {
        session = game;
        Application.launch(CompanionWindow.class);
    }

    /** Shows the window following a journal another program writes, and returns when it is closed. */
    public static void follow(FollowedJournal journal) {
        followed = journal;
        Application.launch(CompanionWindow.class);
    }

    @Override
    public void start(Stage stage) {
        Zoom zoom = Zoom.remembered();
        Parent content;
        Setup setup;
        if (session != null) {
            content = tabs(session, zoom);
            setup = session.state().setup();
        } else {
            content = new CompanionView(GameSource.following(followed), zoom).root();
            setup = followed.state().setup();
        }
        stage.setTitle("annabella: " + setup.white().name() + " against " + setup.black().name()
                + (session == null ? " (following)" : ""));
        // Most of the screen: the boards grow with the window.
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        stage.setScene(new Scene(content, Math.max(1024, screen.getWidth() * 0.9), Math.max(700, screen.getHeight() * 0.9)));
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
