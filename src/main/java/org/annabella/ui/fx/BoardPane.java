package org.annabella.ui.fx;

import java.util.Locale;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.GridPane;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;
import org.annabella.session.Session;

/**
 * One player's board as 64 focusable labels. Every square carries its accessible text
 * ("e4, white pawn"), the arrow keys move between squares, and squares that differ from the
 * other board are marked by a thick border and the word "differs" (never by colour alone).
 */
final class BoardPane extends GridPane {
    private static final String[] SYMBOLS = {"\u2659", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654"};
    private final Label[] squares = new Label[64];
    private final String owner;

    BoardPane(String owner) {
        this.owner = owner;
        getStyleClass().add("board");
        setAccessibleRole(AccessibleRole.NODE);
        setAccessibleText(owner + "'s board");
        for (int sq = 0; sq < 64; sq++) {
            Label l = new Label();
            l.setFocusTraversable(true);
            l.setAccessibleRole(AccessibleRole.TEXT);
            l.getStyleClass().addAll("square", (Square.file(sq) + Square.rank(sq)) % 2 == 0 ? "dark" : "light");
            l.setId(owner.toLowerCase() + "-" + Square.name(sq));
            int at = sq;
            l.addEventHandler(KeyEvent.KEY_PRESSED, e -> moveFocus(at, e));
            squares[sq] = l;
            add(l, Square.file(sq), 7 - Square.rank(sq));
        }
    }

    /** Shows a board; {@code other} (may be null) marks the squares where the two differ. */
    void show(Piece[] board, Piece[] other) {
        for (int sq = 0; sq < 64; sq++) {
            Piece p = board[sq];
            boolean differs = other != null && other[sq] != p;
            Label l = squares[sq];
            l.setText(p == null ? (differs ? "\u00d7" : "") : symbol(p));
            String said = Square.name(sq) + ", " + (p == null ? "empty" : describe(p)) + (differs ? ", differs" : "");
            l.setAccessibleText(said);
            l.setTooltip(null);
            l.getStyleClass().removeAll("differs", "white-piece", "black-piece");
            if (differs) {
                l.getStyleClass().add("differs");
            }
            if (p != null) {
                l.getStyleClass().add(p.color() == Color.WHITE ? "white-piece" : "black-piece");
            }
        }
    }

    Label square(int sq) {
        return squares[sq];
    }

    static String describe(Piece p) {
        return (p.color() == Color.WHITE ? "white " : "black ") + p.type().name().toLowerCase(Locale.ROOT);
    }

    /** Unicode chess glyphs: outlined for White, solid for Black, also told apart by the text colour. */
    private static String symbol(Piece p) {
        String s = SYMBOLS[p.type().ordinal()];
        return p.color() == Color.WHITE ? s : String.valueOf((char) (s.charAt(0) + 6));
    }

    private void moveFocus(int sq, KeyEvent e) {
        int f = Square.file(sq);
        int r = Square.rank(sq);
        switch (e.getCode()) {
            case LEFT -> f--;
            case RIGHT -> f++;
            case UP -> r++;
            case DOWN -> r--;
            default -> {
                return;
            }
        }
        if (f >= 0 && f < 8 && r >= 0 && r < 8) {
            squares[Square.of(f, r)].requestFocus();
        }
        e.consume();
    }

    String owner() {
        return owner;
    }
}
