package org.annabella.ui.fx;

import java.util.Locale;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextBoundsType;
import org.annabella.rules.Color;
import org.annabella.rules.Move;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;
import javafx.scene.shape.StrokeType;

/**
 * One player's board, seen from that player's seat, as large as the space it is given: 64
 * squares with coordinates on all four sides. Pieces are solid glyphs of both colours with an
 * outline of the other colour, so a white piece stands out on a light square and a black piece
 * on a dark one. The board is one stop in the Tab order; the arrow keys then walk the squares as
 * they lie on the screen, and each square says what it holds ("e4, white knight") to a screen
 * reader. The last move's squares have a dashed frame and the squares that differ from the
 * other board a thick red frame and a cross, both also said in words (never colour alone).
 */
final class BoardPane extends Region {
    /** Solid glyphs, pawn to king (PieceType's order), for both colours: the fill tells the colour. */
    private static final String[] GLYPHS = {"\u265f", "\u265e", "\u265d", "\u265c", "\u265b", "\u265a"};
    private static final String FONT = "DejaVu Sans";
    /** Coordinates take half a square on each side. */
    private static final double CELLS = 9;
    private final Label[] squares = new Label[64];
    private final Text[] pieces = new Text[64];
    private final Text[] coordinates = new Text[32];
    private final String owner;
    private final Color seat;
    private double fontFor = -1;
    private int current = Square.parse("e2");

    BoardPane(Color seat, String owner) {
        this.seat = seat;
        this.owner = owner;
        getStyleClass().add("board");
        setId(owner.toLowerCase(Locale.ROOT) + "-board");
        setAccessibleRole(AccessibleRole.NODE);
        setAccessibleText(owner + "'s board");
        for (int sq = 0; sq < 64; sq++) {
            Text piece = new Text();
            piece.setBoundsType(TextBoundsType.VISUAL);
            piece.setStrokeType(StrokeType.OUTSIDE);
            piece.getStyleClass().add("piece");
            Label l = new Label("", piece);
            l.setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
            l.setAlignment(Pos.CENTER);
            l.setMinSize(0, 0);
            l.setFocusTraversable(false);
            l.setAccessibleRole(AccessibleRole.TEXT);
            l.getStyleClass().addAll("square", (Square.file(sq) + Square.rank(sq)) % 2 == 0 ? "dark" : "light");
            l.setId(owner.toLowerCase(Locale.ROOT) + "-" + Square.name(sq));
            int at = sq;
            l.addEventHandler(KeyEvent.KEY_PRESSED, e -> moveFocus(at, e));
            l.focusedProperty().addListener((o, was, is) -> {
                if (is) {
                    current = at;
                }
            });
            squares[sq] = l;
            pieces[sq] = piece;
            getChildren().add(l);
        }
        squares[current].setFocusTraversable(true);
        for (int i = 0; i < 8; i++) {
            for (int side = 0; side < 4; side++) {
                Text t = new Text(side < 2 ? String.valueOf((char) ('a' + i)) : String.valueOf(i + 1));
                t.getStyleClass().add("coordinate");
                t.setBoundsType(TextBoundsType.VISUAL);
                coordinates[side * 8 + i] = t;
                getChildren().add(t);
            }
        }
    }

    /**
     * Shows a board; {@code other} (may be null) marks the squares where the two differ, and
     * {@code lastMove} ({@link Move#NONE} for none) the last move standing on this board.
     */
    void show(Piece[] board, Piece[] other, int lastMove) {
        int from = lastMove == Move.NONE ? -1 : Move.from(lastMove);
        int to = lastMove == Move.NONE ? -1 : Move.to(lastMove);
        for (int sq = 0; sq < 64; sq++) {
            Piece p = board[sq];
            boolean differs = other != null && other[sq] != p;
            boolean last = sq == from || sq == to;
            Label l = squares[sq];
            pieces[sq].setText(p == null ? (differs ? "\u00d7" : "") : GLYPHS[p.type().ordinal()]);
            l.setAccessibleText(Square.name(sq) + ", " + (p == null ? "empty" : describe(p))
                    + (sq == from ? ", last move from here" : sq == to ? ", last move to here" : "")
                    + (differs ? ", differs" : ""));
            l.getStyleClass().removeAll("differs", "last-move");
            pieces[sq].getStyleClass().removeAll("white-piece", "black-piece", "cross");
            if (differs) {
                l.getStyleClass().add("differs");
            }
            if (last) {
                l.getStyleClass().add("last-move");
            }
            pieces[sq].getStyleClass().add(p == null ? "cross" : p.color() == Color.WHITE ? "white-piece" : "black-piece");
        }
    }

    Label square(int sq) {
        return squares[sq];
    }

    /** Gives the keyboard focus to the board's current square (the last one visited). */
    void focusBoard() {
        squares[current].requestFocus();
    }

    String owner() {
        return owner;
    }

    static String describe(Piece p) {
        return (p.color() == Color.WHITE ? "white " : "black ") + p.type().name().toLowerCase(Locale.ROOT);
    }

    /** Column and row on the screen of a square, from the seat's side (White: a1 bottom left; Black: h8). */
    private int column(int sq) {
        return seat == Color.WHITE ? Square.file(sq) : 7 - Square.file(sq);
    }

    private int row(int sq) {
        return seat == Color.WHITE ? 7 - Square.rank(sq) : Square.rank(sq);
    }

    private int squareAt(int column, int row) {
        return seat == Color.WHITE ? Square.of(column, 7 - row) : Square.of(7 - column, row);
    }

    private void moveFocus(int sq, KeyEvent e) {
        int c = column(sq);
        int r = row(sq);
        switch (e.getCode()) {
            case LEFT -> c--;
            case RIGHT -> c++;
            case UP -> r--;
            case DOWN -> r++;
            case HOME -> c = 0;
            case END -> c = 7;
            default -> {
                return;
            }
        }
        e.consume();
        if (c >= 0 && c < 8 && r >= 0 && r < 8) {
            // One Tab stop per board: the square the arrows reach becomes that stop.
            int next = squareAt(c, r);
            squares[sq].setFocusTraversable(false);
            squares[next].setFocusTraversable(true);
            squares[next].requestFocus();
        }
    }

    @Override
    protected double computePrefWidth(double height) {
        return CELLS * 56;
    }

    @Override
    protected double computePrefHeight(double width) {
        return CELLS * 56;
    }

    @Override
    protected double computeMinWidth(double height) {
        return CELLS * 20;
    }

    @Override
    protected double computeMinHeight(double width) {
        return CELLS * 20;
    }

    /** The board is the largest square that fits, centred across and at the top; pieces and coordinates grow with it. */
    @Override
    protected void layoutChildren() {
        double side = Math.min(getWidth(), getHeight());
        double cell = Math.floor(side / CELLS);
        double x0 = Math.floor((getWidth() - cell * CELLS) / 2);
        double y0 = 0; // under its heading
        if (cell != fontFor) {
            fontFor = cell;
            Font pieceFont = Font.font(FONT, cell * 0.78);
            Font coordinateFont = Font.font(FONT, FontWeight.BOLD, cell * 0.36);
            for (Text t : pieces) {
                t.setFont(pieceFont);
                t.setStrokeWidth(Math.max(1, cell * 0.03));
            }
            for (Text t : coordinates) {
                t.setFont(coordinateFont);
            }
        }
        double left = x0 + cell / 2;
        double top = y0 + cell / 2;
        for (int sq = 0; sq < 64; sq++) {
            squares[sq].resizeRelocate(left + column(sq) * cell, top + row(sq) * cell, cell, cell);
        }
        for (int i = 0; i < 8; i++) {
            // Files above and below, ranks left and right, in the order they lie from this seat.
            int fileColumn = seat == Color.WHITE ? i : 7 - i;
            int rankRow = seat == Color.WHITE ? 7 - i : i;
            double cx = left + fileColumn * cell + cell / 2;
            double cy = top + rankRow * cell + cell / 2;
            centre(coordinates[i], cx, y0 + cell / 4);
            centre(coordinates[8 + i], cx, top + 8 * cell + cell / 4);
            centre(coordinates[16 + i], x0 + cell / 4, cy);
            centre(coordinates[24 + i], left + 8 * cell + cell / 4, cy);
        }
    }

    private static void centre(Text t, double cx, double cy) {
        var b = t.getLayoutBounds();
        t.relocate(cx - b.getWidth() / 2, cy - b.getHeight() / 2);
    }
}
