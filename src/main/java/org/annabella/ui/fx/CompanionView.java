package org.annabella.ui.fx;

import java.util.List;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.AccessibleRole;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.annabella.announce.Refusal;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.session.Event.Origin;
import org.annabella.session.GameClock;
import org.annabella.session.Player;
import org.annabella.session.RulingRecord;
import org.annabella.session.Session;

/**
 * The window's content for assistants, arbiters and low-vision players: both boards side by
 * side with their differences marked, the two scoresheets, the clocks, the event log and the
 * rulings, a move field for the assistant and an override field for the arbiter. Everything is
 * reachable with Tab and labelled for screen readers; Ctrl+Plus and Ctrl+Minus scale all text.
 */
public final class CompanionView {
    private final Session session;
    private final BorderPane root = new BorderPane();
    private final BoardPane whiteBoard = new BoardPane("White");
    private final BoardPane blackBoard = new BoardPane("Black");
    private final Label clocks = new Label();
    private final Label status = new Label();
    private final ListView<String> whiteSheet = list("White's scoresheet");
    private final ListView<String> blackSheet = list("Black's scoresheet");
    private final ListView<String> log = list("Event log");
    private final ListView<String> rulings = list("Rulings");
    private final TextField moveField = new TextField();
    private final TextField overrideField = new TextField();
    private double fontSize = 18;

    public CompanionView(Session session) {
        this.session = session;
        root.getStyleClass().add("companion");
        root.getStylesheets().add(CompanionView.class.getResource("companion.css").toExternalForm());

        moveField.setId("move");
        moveField.setPromptText("Move, like e4 or Nf3");
        moveField.setAccessibleText("Move for " + "the side to move");
        moveField.setOnAction(e -> enterMove());
        Button play = new Button("_Play move");
        play.setOnAction(e -> enterMove());
        status.setId("status");
        status.setAccessibleRole(AccessibleRole.TEXT);
        clocks.setId("clocks");
        clocks.setAccessibleRole(AccessibleRole.TEXT);
        Button start = new Button("_Start clock");
        start.setId("start-clock");
        start.setOnAction(e -> act(session::startClock));
        Button stop = new Button("S_top clock");
        stop.setId("stop-clock");
        stop.setOnAction(e -> act(session::pauseClock));
        HBox top = new HBox(10, labelled("Move", moveField), play, start, stop, status);
        top.setPadding(new Insets(8));

        HBox boards = new HBox(16, titled("White's board", whiteBoard), titled("Black's board", blackBoard));
        HBox sheets = new HBox(12, titled("White's scoresheet", whiteSheet), titled("Black's scoresheet", blackSheet),
                titled("Rulings", rulings));
        HBox.setHgrow(sheets.getChildren().get(2), Priority.ALWAYS);
        VBox middle = new VBox(8, boards, clocks, sheets, overrideBox(), titled("Event log", log));
        middle.setPadding(new Insets(8));

        root.setTop(top);
        root.setCenter(middle);
        root.setOnKeyPressed(e -> {
            if (e.isShortcutDown() && (e.getText().equals("+") || e.getText().equals("="))) {
                scale(1.25);
            } else if (e.isShortcutDown() && e.getText().equals("-")) {
                scale(0.8);
            }
        });
        scale(1);
        session.onEvent(line -> Platform.runLater(this::refresh));
        // The running clock is redrawn every second; nothing else changes without an event.
        Timeline tick = new Timeline(new KeyFrame(Duration.seconds(1), e -> showClocks()));
        tick.setCycleCount(Animation.INDEFINITE);
        tick.play();
        refresh();
    }

    public Parent root() {
        return root;
    }

    /** Multiplies every text size (pieces included) by {@code factor}. */
    public void scale(double factor) {
        fontSize = Math.max(10, Math.min(96, fontSize * factor));
        root.setStyle("-fx-font-size: " + fontSize + "px;");
    }

    public double fontSize() {
        return fontSize;
    }

    /** Redraws everything from the session. */
    public void refresh() {
        whiteBoard.show(session.state().board(Color.WHITE), session.state().board(Color.BLACK));
        blackBoard.show(session.state().board(Color.BLACK), session.state().board(Color.WHITE));
        whiteSheet.getItems().setAll(numbered(session.state().scoresheet(Color.WHITE)));
        blackSheet.getItems().setAll(numbered(session.state().scoresheet(Color.BLACK)));
        log.getItems().setAll(session.eventLog());
        rulings.getItems().setAll(session.state().rulings().stream().map(CompanionView::ruling).toList());
        showClocks();
        status.setText(session.state().nextStep().toString() + " (" + session.state().mode().label() + " mode)");
        status.setAccessibleText(status.getText());
    }

    private void showClocks() {
        String c = session.state().setup().timeControl().isNone() ? "No clock"
                : "White " + GameClock.format(session.remaining(Color.WHITE)) + ", Black "
                        + GameClock.format(session.remaining(Color.BLACK))
                        + (session.clockRunning() == null ? ", stopped" : ", " + Player.sideName(session.clockRunning()) + " running");
        clocks.setText(c);
        clocks.setAccessibleText("Clocks: " + c);
    }

    /** The assistant relays a move through every step of the Appendix. */
    private void enterMove() {
        String text = moveField.getText().strip();
        if (text.isEmpty()) {
            return;
        }
        try {
            session.makeMove(session.state().mover(), text, Origin.TYPED);
            Color mover = session.state().mover();
            session.announce(mover);
            session.repeat(mover.opposite());
            session.execute(mover.opposite());
            session.press(mover);
            moveField.clear();
        } catch (Refusal | InputException e) {
            refused(e);
            return;
        }
        refresh();
    }

    /** Runs an act on the session; a refusal goes to the status line. */
    private void act(Runnable action) {
        try {
            action.run();
            refresh();
        } catch (Refusal | InputException e) {
            refused(e);
        }
    }

    /**
     * An act refused, or typing that cannot be read, in the window's English words. Any other
     * exception is a fault of the program: it is never shown as if the user erred.
     */
    private void refused(RuntimeException e) {
        status.setText(e.getMessage());
        status.setAccessibleText(e.getMessage());
    }

    private VBox overrideBox() {
        overrideField.setId("override");
        overrideField.setPromptText("number: the arbiter's ruling");
        overrideField.setAccessibleText("Override a ruling: its number, a colon, the arbiter's words");
        overrideField.setOnAction(e -> {
            String t = overrideField.getText();
            int colon = t.indexOf(':');
            try {
                session.override(Integer.parseInt(t.substring(0, Math.max(colon, 0)).strip()), t.substring(colon + 1));
                overrideField.clear();
                refresh();
            } catch (NumberFormatException e2) {
                status.setText("Write the ruling's number, a colon, then the arbiter's words");
            } catch (Refusal | InputException e2) {
                status.setText(e2.getMessage());
            }
        });
        return new VBox(4, labelled("Override", overrideField));
    }

    BoardPane board(Color owner) {
        return owner == Color.WHITE ? whiteBoard : blackBoard;
    }

    private static String ruling(RulingRecord r) {
        return r.number() + ". " + r.article() + ": " + r.text()
                + (r.override() == null ? "" : " Overridden by the arbiter: " + r.override());
    }

    private static List<String> numbered(List<String> sheet) {
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < sheet.size(); i += 2) {
            out.add((i / 2 + 1) + ". " + sheet.get(i) + (i + 1 < sheet.size() ? " " + sheet.get(i + 1) : ""));
        }
        return out;
    }

    private static ListView<String> list(String name) {
        ListView<String> l = new ListView<>();
        l.setId(name.toLowerCase().replaceAll("[^a-z]+", "-"));
        l.setAccessibleText(name);
        l.setPrefHeight(140);
        return l;
    }

    private static VBox titled(String title, javafx.scene.Node content) {
        Label l = new Label(title);
        l.getStyleClass().add("heading");
        l.setAccessibleRole(AccessibleRole.TEXT);
        l.setLabelFor(content);
        return new VBox(2, l, content);
    }

    private static HBox labelled(String text, javafx.scene.control.Control field) {
        Label l = new Label(text);
        l.setLabelFor(field);
        return new HBox(4, l, field);
    }
}
