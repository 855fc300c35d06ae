package org.annabella.ui.fx;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
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
        stage.setTitle("annabella: " + session.setup().white().name() + " against " + session.setup().black().name());
        stage.setScene(new Scene(view.root(), 1280, 860));
        stage.setOnCloseRequest(e -> Platform.exit());
        stage.show();
    }
}
