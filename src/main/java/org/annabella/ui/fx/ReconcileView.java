package org.annabella.ui.fx;

import javafx.geometry.Insets;
import javafx.scene.AccessibleRole;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.annabella.laws.Edition;
import org.annabella.reconcile.BoardSnapshot;
import org.annabella.reconcile.ClockLog;
import org.annabella.reconcile.ReconcileRuling;
import org.annabella.reconcile.Reconciler;
import org.annabella.reconcile.RulingText;
import org.annabella.reconcile.ScoresheetFiles;
import org.annabella.reconcile.Voice;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.session.Session;

/**
 * The arbiter's reconcile view (2009 E.2.7-E.2.8, 2018 D.2.9): both scoresheets and both boards,
 * taken from the game and editable, the ruling the reconcile package gives, and a button that
 * records it among the game's rulings.
 */
public final class ReconcileView {
    private final Session session;
    private final VBox content = new VBox(8);
    private final ScrollPane root = new ScrollPane(content);
    private final TextArea sheetA = area("sheet-a", "White's scoresheet (A)");
    private final TextArea sheetB = area("sheet-b", "Black's scoresheet (B)");
    private final TextField boardA = field("board-a", "White's board, as FEN");
    private final TextField boardB = field("board-b", "Black's board, as FEN");
    private final TextArea ruling = area("reconcile-ruling", "The ruling");
    private final Label status = new Label();
    private ReconcileRuling last;

    /** The view at the window's text size, which Ctrl+Plus, Ctrl+Minus and Ctrl+0 change here too. */
    ReconcileView(Session session, Zoom zoom) {
        this.session = session;
        ruling.setEditable(false);
        status.setId("reconcile-status");
        status.setAccessibleRole(AccessibleRole.TEXT);
        Button load = new Button("_Load from the game");
        load.setId("reconcile-load");
        load.setOnAction(e -> loadFromGame());
        Button rule = new Button("_Rule");
        rule.setId("reconcile-rule");
        rule.setOnAction(e -> rule());
        Button apply = new Button("_Apply the ruling");
        apply.setId("reconcile-apply");
        apply.setOnAction(e -> apply());
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        // Sheets side by side while they fit, one above the other when the text is large.
        FlowPane sheets = new FlowPane(12, 8, labelled("White's scoresheet (A)", sheetA), labelled("Black's scoresheet (B)", sheetB));
        sheets.prefWrapLengthProperty().bind(root.widthProperty().subtract(40));
        FlowPane buttons = new FlowPane(10, 8, load, rule, apply);
        buttons.prefWrapLengthProperty().bind(root.widthProperty().subtract(40));
        content.getChildren().addAll(sheets, labelled("White's board (FEN)", boardA), labelled("Black's board (FEN)", boardB),
                buttons, status, labelled("Ruling", ruling));
        content.setPadding(new Insets(8));
        root.setFitToWidth(true);
        root.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        root.getStyleClass().addAll("companion", "info-scroll");
        root.getStylesheets().add(CompanionView.class.getResource("companion.css").toExternalForm());
        root.styleProperty().bind(zoom.style());
        zoom.listenOn(root);
        Scrolling.keepFocusInView(root);
        loadFromGame();
    }

    public Parent root() {
        return root;
    }

    /** Fills the sheets and boards from the session as they stand now. */
    public void loadFromGame() {
        sheetA.setText(typed(session.state().scoresheet(Color.WHITE)));
        sheetB.setText(typed(session.state().scoresheet(Color.BLACK)));
        boardA.setText(BoardSnapshot.of(session.state().board(Color.WHITE)).placement());
        boardB.setText(BoardSnapshot.of(session.state().board(Color.BLACK)).placement());
    }

    private void rule() {
        try {
            Reconciler.Case c = new Reconciler.Case(ScoresheetFiles.read("A", sheetA.getText()),
                    ScoresheetFiles.read("B", sheetB.getText()), BoardSnapshot.fromFen(boardA.getText().strip()),
                    BoardSnapshot.fromFen(boardB.getText().strip()), ClockLog.empty(),
                    Edition.parse(Integer.toString(session.state().setup().edition())));
            last = Reconciler.rule(c);
            ruling.setText(RulingText.text(last, Voice.ENGLISH));
            ruling.setAccessibleText("Ruling: " + ruling.getText());
            status.setText("Ruled.");
        } catch (InputException e) {
            last = null;
            status.setText(e.getMessage());
        }
    }

    /** Records the ruling in the game, where the arbiter can still override it. */
    private void apply() {
        if (last == null) {
            status.setText("Rule first, then apply.");
            return;
        }
        int n = session.rule(String.join(", ", last.articles()), ruling.getText());
        status.setText("Recorded as ruling " + n + ".");
    }

    private static String typed(java.util.List<String> sheet) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < sheet.size(); i++) {
            if (i % 2 == 0) {
                sb.append(i == 0 ? "" : "\n").append(i / 2 + 1).append(". ");
            } else {
                sb.append(' ');
            }
            sb.append(sheet.get(i));
        }
        return sb.toString();
    }

    private static TextArea area(String id, String name) {
        TextArea a = new TextArea();
        a.setId(id);
        a.setAccessibleText(name);
        a.setPrefRowCount(6);
        a.setPrefColumnCount(24);
        a.setWrapText(true);
        return a;
    }

    private static TextField field(String id, String name) {
        TextField f = new TextField();
        f.setId(id);
        f.setAccessibleText(name);
        return f;
    }

    private static VBox labelled(String text, javafx.scene.control.Control c) {
        Label l = new Label(text);
        l.getStyleClass().add("heading");
        l.setLabelFor(c);
        return new VBox(2, l, c);
    }
}
