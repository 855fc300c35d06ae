package org.annabella.ui.fx;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.RowConstraints;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.annabella.announce.Language;
import org.annabella.announce.Refusal;
import org.annabella.announce.Words;
import org.annabella.laws.Adjournment;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.Move;
import org.annabella.session.Event.Origin;
import org.annabella.session.GameClock;
import org.annabella.session.GameState;
import org.annabella.session.MoveInProgress;
import org.annabella.session.Notice;
import org.annabella.session.Player;
import org.annabella.session.RulingRecord;
import org.annabella.session.Session;

/**
 * The window's content for assistants, arbiters and low-vision players: both boards as large as
 * the window allows, each from its owner's seat, with the last move and their differences
 * marked; large clocks, whose turn it is and what step is due, in words; the two scoresheets
 * showing their latest moves; the rulings in full; the event log in the console's words; a move
 * field for the assistant and an override field for the arbiter. Buttons appear only when their
 * act can be done now. The view reads the game only through its {@link GameSource} (the state
 * value, the clocks) and acts only through the session's methods; following a journal it offers
 * no act at all. Everything is reachable with Tab (one stop per board, the arrow
 * keys inside it); Ctrl+Plus, Ctrl+Minus and Ctrl+0 scale all text, remembered by {@link Zoom}.
 */
public final class CompanionView {
    private static final DateTimeFormatter HMS = DateTimeFormatter.ofPattern("HH:mm:ss");
    private final GameSource source;
    /** Null when the window only follows a journal. */
    private final Session session;
    private final BorderPane root = new BorderPane();
    private final BoardPane whiteBoard = new BoardPane(Color.WHITE, "White");
    private final BoardPane blackBoard = new BoardPane(Color.BLACK, "Black");
    private final Label whiteHeading = heading("");
    private final Label blackHeading = heading("");
    private final Label whiteClock = text("white-clock", "clock");
    private final Label blackClock = text("black-clock", "clock");
    private final Label turn = text("turn", "turn");
    private final Label lastMove = text("last-move", null);
    private final Label result = text("result", "result");
    private final Label status = text("status", "status");
    private final ListView<String> whiteSheet = list("White's scoresheet", "sheet", false);
    private final ListView<String> blackSheet = list("Black's scoresheet", "sheet", false);
    private final ListView<String> log = list("Event log", "log", true);
    private final ListView<String> rulings = list("Rulings", "rulings", true);
    private final TextField moveField = new TextField();
    private final TextField overrideField = new TextField();
    private final Button play = new Button("_Play move");
    private final Button start = new Button("_Start clock");
    private final Button stop = new Button("S_top clock");
    private final Button whiteClaims = new Button("White claims Black's _flag");
    private final Button blackClaims = new Button("Black claims White's f_lag");
    /** The console's open: the arbiter opens the envelope of an adjourned game (2014 E.7-E.9). */
    private final Button open = new Button("Open _envelope");
    private final Node overrideRow;
    /** The flags already said in the log: each fall is said once. */
    private final Set<Color> flagsSaid = EnumSet.noneOf(Color.class);
    private boolean followFailed;
    private final Zoom zoom;

    CompanionView(Session session, Zoom zoom) {
        this(GameSource.of(session), zoom);
    }

    /** The view of a game from {@code source}; without a session to act on it only shows. */
    CompanionView(GameSource source, Zoom zoom) {
        this.source = source;
        this.session = source.session();
        this.zoom = zoom;
        root.getStyleClass().add("companion");
        root.getStylesheets().add(CompanionView.class.getResource("companion.css").toExternalForm());
        root.styleProperty().bind(zoom.style());
        zoom.listenOn(root);

        moveField.setId("move");
        moveField.setPromptText("e4, Nf3, or in words");
        moveField.setAccessibleText("Move for the side to move");
        moveField.setPrefColumnCount(10);
        moveField.setOnAction(e -> enterMove());
        play.setId("play");
        play.setOnAction(e -> enterMove());
        start.setId("start-clock");
        start.setOnAction(e -> act("Clock started.", () -> session.startClock()));
        stop.setId("stop-clock");
        stop.setOnAction(e -> act("Clocks stopped.", () -> session.pauseClock()));
        whiteClaims.setId("white-claims-flag");
        whiteClaims.setOnAction(e -> act(null, () -> session.claimFlag(Color.WHITE)));
        blackClaims.setId("black-claims-flag");
        blackClaims.setOnAction(e -> act(null, () -> session.claimFlag(Color.BLACK)));
        open.setId("open-envelope");
        open.setOnAction(e -> act(null, () -> session.open(Set.of())));
        FlowPane controls = new FlowPane(10, 8, labelled("_Move", moveField), play, start, stop, whiteClaims, blackClaims, open);
        controls.setPadding(new Insets(8));
        controls.prefWrapLengthProperty().bind(root.widthProperty().subtract(16));

        // Two equal halves, whatever the headings say.
        GridPane boards = new GridPane();
        boards.setHgap(16);
        boards.addRow(0, board(whiteHeading, whiteBoard), board(blackHeading, blackBoard));
        for (int i = 0; i < 2; i++) {
            ColumnConstraints half = new ColumnConstraints();
            half.setPercentWidth(50);
            boards.getColumnConstraints().add(half);
        }
        RowConstraints row = new RowConstraints();
        row.setVgrow(Priority.ALWAYS);
        boards.getRowConstraints().add(row);
        boards.setPadding(new Insets(0, 8, 8, 8));
        overrideRow = overrideBox();
        VBox info = new VBox(8, new VBox(4, whiteClock, blackClock), turn, result, lastMove, status,
                titled("White's scoresheet", whiteSheet), titled("Black's scoresheet", blackSheet),
                titled("Rulings", rulings), overrideRow, titled("Event log", log));
        info.setPadding(new Insets(0, 8, 8, 8));
        info.getStyleClass().add("info");
        ScrollPane infoScroll = new ScrollPane(info);
        infoScroll.setFitToWidth(true);
        infoScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        infoScroll.getStyleClass().add("info-scroll");
        // The boards take what the side column leaves: about two thirds of the width, less as the text grows.
        var share = Bindings.createDoubleBinding(() -> root.getWidth()
                * Math.max(0.3, Math.min(0.5, 0.32 + 0.05 * zoom.step().get())), root.widthProperty(), zoom.step());
        infoScroll.prefWidthProperty().bind(share);
        infoScroll.minWidthProperty().bind(share);
        Scrolling.keepFocusInView(infoScroll);
        HBox.setHgrow(boards, Priority.ALWAYS);
        boards.setMinWidth(0);
        HBox middle = new HBox(boards, infoScroll);

        if (session != null) {
            root.setTop(controls);
        } else {
            Label following = text("following", "turn");
            show(following, "Following " + ((GameSource.Followed) source).path() + ": read only, read again every second.");
            following.setPadding(new Insets(8));
            root.setTop(following);
        }
        root.setCenter(middle);
        String names = source.state().setup().white().name() + " against " + source.state().setup().black().name();
        say(session != null ? "Window opened on " + names + ". Earlier moves are on the scoresheets, earlier rulings under Rulings"
                : "Following " + names + " from the start of the journal");
        source.onChange(() -> Platform.runLater(this::refresh));
        // Worded when told, while the state is the one the notice speaks of.
        source.onNotice(n -> {
            String line = words(n);
            if (line != null) {
                Platform.runLater(() -> say(line));
            }
        });
        // The running clock is redrawn every second; nothing else changes without an event.
        // A followed journal is read again at the same pace.
        Timeline tick = new Timeline(new KeyFrame(Duration.seconds(1), e -> {
            follow();
            showClocks();
        }));
        tick.setCycleCount(Animation.INDEFINITE);
        tick.play();
        follow();
        refresh();
    }

    public Parent root() {
        return root;
    }

    Zoom zoom() {
        return zoom;
    }

    /** "Black: Stockfish 16, a chess engine, to move": the arbiter sees at once which side an engine plays (2018 11.3.a). */
    static String heading(GameState g, Color side, Color toMove) {
        org.annabella.session.EngineSeat engine = g.setup().engine();
        return Player.sideName(side) + ": " + (side == Color.WHITE ? g.setup().white() : g.setup().black()).name()
                + (engine != null && engine.side() == side ? ", a chess engine" : "") + (toMove == side ? ", to move" : "");
    }

    /** Redraws everything from the game as it stands. */
    public void refresh() {
        GameState g = source.state();
        whiteBoard.show(g.board(Color.WHITE), g.board(Color.BLACK), lastMoveOn(g, Color.WHITE));
        blackBoard.show(g.board(Color.BLACK), g.board(Color.WHITE), lastMoveOn(g, Color.BLACK));
        showSheet(whiteSheet, g.scoresheet(Color.WHITE), g);
        showSheet(blackSheet, g.scoresheet(Color.BLACK), g);
        rulings.getItems().setAll(g.rulings().stream().map(CompanionView::ruling).toList());
        boolean adjourned = g.step() == GameState.Step.ADJOURNED;
        Color toMove = g.isOver() || adjourned ? null : g.mover();
        show(whiteHeading, heading(g, Color.WHITE, toMove));
        show(blackHeading, heading(g, Color.BLACK, toMove));
        mark(whiteHeading, "to-move", toMove == Color.WHITE);
        mark(blackHeading, "to-move", toMove == Color.BLACK);
        show(turn, capitalised(Words.of(Language.ENGLISH).say(g.nextStep())) + " (" + g.mode().label() + " mode)");
        String told = g.lastMove();
        int ply = g.moves().size() - 1;
        show(lastMove, told == null ? "No move yet." : "Last move: " + g.numbered(ply) + told
                + ", by " + Player.sideName(g.sideAt(ply)) + ".");
        result.setVisible(g.isOver());
        result.setManaged(g.isOver());
        g.outcome().ifPresent(r -> show(result, "Game over: " + r.pgn() + (g.endReason() == null ? "" : ". " + g.endReason())));
        boolean playing = !g.isOver() && !adjourned;
        moveField.setDisable(!playing);
        play.setDisable(!playing);
        // Both players at the board at the resumption, or the one it waits for arrived.
        offer(open, session != null && adjourned);
        overrideRow.setVisible(session != null && !g.rulings().isEmpty());
        overrideRow.setManaged(session != null && !g.rulings().isEmpty());
        showClocks();
    }

    /** Reads what a followed journal gained; a journal that cannot be followed any more is said once, and left. */
    void follow() {
        if (source instanceof GameSource.Followed f && !followFailed) {
            try {
                f.poll();
            } catch (InputException e) {
                followFailed = true;
                refused(e);
                say("No longer following: " + e.getMessage());
            }
        }
    }

    /** The clocks, their buttons and a fallen flag, redrawn every second. */
    private void showClocks() {
        GameState g = source.state();
        boolean clock = !g.setup().timeControl().isNone();
        // An adjourned game's clocks start when the envelope is opened (2014 E.9).
        boolean playing = session != null && clock && !g.isOver() && g.adjournment() != Adjournment.SEALED;
        Color running = source.clockRunning();
        for (Color side : Color.values()) {
            long left = source.remaining(side);
            boolean fallen = clock && left <= 0 && !g.isOver();
            Label l = side == Color.WHITE ? whiteClock : blackClock;
            String text = !clock ? Player.sideName(side) + ": no clock"
                    : Player.sideName(side) + " " + GameClock.format(Math.max(0, left))
                            + (fallen ? ", flag fallen" : side == running ? ", running" : "");
            show(l, text);
            l.setAccessibleText(Player.sideName(side) + "'s clock: " + text.substring(text.indexOf(' ') + 1));
            mark(l, "running", side == running);
            mark(l, "fallen", fallen);
            if (fallen && flagsSaid.add(side)) {
                say(Player.sideName(side) + "'s flag has fallen; " + Player.sideName(side.opposite())
                        + " or the assistant may claim it (2018 6.8, D.2.10.5)");
            }
            Button claim = side == Color.WHITE ? blackClaims : whiteClaims;
            offer(claim, fallen && session != null);
        }
        offer(start, playing && running == null);
        offer(stop, playing && running != null);
    }

    /** The last move standing on {@code owner}'s board: a move in progress is there once made on it (2018 D.2.10.1). */
    private static int lastMoveOn(GameState g, Color owner) {
        List<Integer> moves = g.referee().moves();
        MoveInProgress p = g.pending();
        int n = moves.size() - (p != null && !p.executed() && p.side() != owner ? 1 : 0);
        return n > 0 ? moves.get(n - 1) : Move.NONE;
    }

    /** The assistant relays a move through every step of the Appendix. */
    private void enterMove() {
        String text = moveField.getText().strip();
        if (text.isEmpty()) {
            return;
        }
        try {
            synchronized (session) {
                Color mover = session.state().mover();
                session.makeMove(mover, text, Origin.TYPED);
                session.announce(mover);
                session.repeat(mover.opposite());
                session.execute(mover.opposite());
                session.press(mover);
            }
            moveField.clear();
            show(status, "");
        } catch (Refusal | InputException e) {
            refused(e);
            return;
        }
        refresh();
    }

    /** Runs an act on the session (holding its lock, as the clock's notes do); a refusal goes to the status line. */
    private void act(String done, Runnable action) {
        try {
            synchronized (session) {
                action.run();
            }
            if (done != null) {
                say(done);
            }
            show(status, done == null ? "" : done);
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
        show(status, capitalised(e.getMessage()));
    }

    /**
     * A notice from the session in the console's words (an announcement with the mover's side,
     * "White: e4."), or null for the steps, which the turn line shows instead.
     */
    private String words(Notice n) {
        if (n.kind() == Notice.Kind.STEP) {
            return null;
        }
        String text = n.text(Language.ENGLISH);
        return n.kind() == Notice.Kind.ANNOUNCEMENT ? Player.sideName(source.state().mover()) + ": " + text
                : capitalised(text);
    }

    /** A line in the event log, with the time of day; the log follows its latest line. */
    private void say(String line) {
        String text = line.endsWith(".") ? line : line + ".";
        log.getItems().add(LocalTime.now().format(HMS) + " " + text);
        followLatest(log);
    }

    private Node overrideBox() {
        overrideField.setId("override");
        overrideField.setPromptText("1: the arbiter's words");
        overrideField.setAccessibleText("Override a ruling: its number, a colon, the arbiter's words");
        overrideField.setOnAction(e -> {
            String t = overrideField.getText();
            int colon = t.indexOf(':');
            try {
                synchronized (session) {
                    session.override(Integer.parseInt(t.substring(0, Math.max(colon, 0)).strip()), t.substring(colon + 1));
                }
                overrideField.clear();
                refresh();
            } catch (NumberFormatException e2) {
                show(status, "Write the ruling's number, a colon, then the arbiter's words.");
            } catch (Refusal | InputException e2) {
                refused(e2);
            }
        });
        Label l = new Label("_Override a ruling (number: words)");
        l.setMnemonicParsing(true);
        l.setWrapText(true);
        l.setLabelFor(overrideField);
        return new VBox(2, l, overrideField);
    }

    BoardPane board(Color owner) {
        return owner == Color.WHITE ? whiteBoard : blackBoard;
    }

    private static String ruling(RulingRecord r) {
        return r.number() + ". " + r.article() + ": " + r.text()
                + (r.override() == null ? "" : " Overridden by the arbiter: " + r.override());
    }

    /**
     * A scoresheet numbered by moves from the game's start ("60. Ra2 Kd7", or "41... Kd7" first
     * when Black began), a draw offer "(=)" with the offerer's move (2018 9.1.2.2, C.13), one move
     * pair a line, scrolled to its latest move.
     */
    private static void showSheet(ListView<String> view, List<String> sheet, GameState g) {
        List<String> out = new ArrayList<>();
        Set<Integer> offers = g.drawOfferPlies();
        for (int i = 0; i < sheet.size(); i++) {
            String move = sheet.get(i) + (offers.contains(i) ? " (=)" : "");
            if (i == 0 || g.sideAt(i) == Color.WHITE) {
                out.add(g.numbered(i) + move);
            } else {
                out.set(out.size() - 1, out.get(out.size() - 1) + " " + move);
            }
        }
        view.getItems().setAll(out);
        followLatest(view);
    }

    /** Scrolls a list to its last line once it is laid out with its new lines (heights differ when lines wrap). */
    private static void followLatest(ListView<String> view) {
        Platform.runLater(() -> {
            if (!view.getItems().isEmpty()) {
                view.scrollTo(view.getItems().size() - 1);
            }
        });
    }

    private static void show(Label l, String text) {
        l.setText(text);
        l.setAccessibleText(text);
    }

    /** Shows a button only while its act can be done. */
    private static void offer(Button b, boolean can) {
        b.setVisible(can);
        b.setManaged(can);
    }

    private static void mark(Node n, String styleClass, boolean on) {
        n.getStyleClass().remove(styleClass);
        if (on) {
            n.getStyleClass().add(styleClass);
        }
    }

    private static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** A list; with {@code wrap} its long lines wrap to its width, so nothing is cut behind a scrollbar. */
    private static ListView<String> list(String name, String styleClass, boolean wrap) {
        ListView<String> l = new ListView<>();
        l.setId(name.toLowerCase().replaceAll("[^a-z]+", "-"));
        l.setAccessibleText(name);
        l.getStyleClass().add(styleClass);
        // Resized (the window, the zoom), a list still shows its latest line.
        l.heightProperty().addListener(o -> followLatest(l));
        l.widthProperty().addListener(o -> followLatest(l));
        if (wrap) {
            l.setCellFactory(v -> new ListCell<>() {
                {
                    setWrapText(true);
                    setPrefWidth(0); // the list's width decides, and long lines wrap
                }

                @Override
                protected void updateItem(String item, boolean empty) {
                    super.updateItem(item, empty);
                    setText(empty ? null : item);
                }
            });
        }
        return l;
    }

    private static Label text(String id, String styleClass) {
        Label l = new Label();
        l.setId(id);
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        l.setAccessibleRole(AccessibleRole.TEXT);
        if (styleClass != null) {
            l.getStyleClass().add(styleClass);
        }
        return l;
    }

    private static Label heading(String title) {
        Label l = text(null, "heading");
        l.setText(title);
        return l;
    }

    private static VBox board(Label heading, BoardPane board) {
        heading.setLabelFor(board);
        VBox.setVgrow(board, Priority.ALWAYS);
        VBox box = new VBox(2, heading, board);
        HBox.setHgrow(box, Priority.ALWAYS);
        return box;
    }

    private static VBox titled(String title, Node content) {
        Label l = heading(title);
        l.setLabelFor(content);
        return new VBox(2, l, content);
    }

    private static HBox labelled(String text, TextField field) {
        Label l = new Label(text);
        l.setMnemonicParsing(true);
        l.setLabelFor(field);
        l.setMinWidth(Region.USE_PREF_SIZE);
        HBox box = new HBox(6, l, field);
        box.setAlignment(Pos.BASELINE_LEFT);
        return box;
    }
}
