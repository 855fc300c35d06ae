package org.annabella.braille;

import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * The board for a braille display, table {@code braille/board.tbl}: one line per rank, the rank
 * digit, a blank cell, then the eight squares from the a-file (from the h-file when seen from
 * Black's side); a last line names the files. Black pieces carry dots 7 and 8. Cell {@code i} of
 * a rank line is the square a routing key there picks ({@link #squareAt}).
 */
public final class BoardView {
    /** Cells before the first square of a rank line: the rank digit and a blank. */
    public static final int FIRST_SQUARE_CELL = 2;

    private final BrailleTable table;
    private final ChessCode code;
    private final int blackMark;

    public BoardView(BrailleTable table, ChessCode code) {
        this.table = table;
        this.code = code;
        this.blackMark = table.cell("black.mark");
    }

    public static BoardView standard() {
        return new BoardView(BrailleTable.load("board.tbl"), ChessCode.standard());
    }

    /** Nine lines: ranks 8 to 1 (1 to 8 from Black's side), then the files. */
    public List<int[]> lines(Position position, boolean fromBlack) {
        List<int[]> lines = new ArrayList<>();
        for (int row = 0; row < 8; row++) {
            int rank = fromBlack ? row : 7 - row;
            int[] line = new int[FIRST_SQUARE_CELL + 8];
            line[0] = code.number(rank + 1)[0];
            for (int col = 0; col < 8; col++) {
                int file = fromBlack ? 7 - col : col;
                line[FIRST_SQUARE_CELL + col] = cell(position.pieceAt(Square.of(file, rank)), file, rank);
            }
            lines.add(line);
        }
        int[] files = new int[FIRST_SQUARE_CELL + 8];
        for (int col = 0; col < 8; col++) {
            char file = (char) ('a' + (fromBlack ? 7 - col : col));
            files[FIRST_SQUARE_CELL + col] = code.move(file + "1", false, false)[0];
        }
        lines.add(files);
        return lines;
    }

    private int cell(Piece piece, int file, int rank) {
        if (piece == null) {
            return table.cell((file + rank) % 2 == 0 ? "empty.dark" : "empty.light"); // a1 is dark
        }
        int letter = table.cell("piece." + piece.type().letter());
        return piece.color() == Color.BLACK ? letter | blackMark : letter;
    }

    /** The square under a routing key: line 0-7 a rank line, cell the key's cell; or Square.NONE. */
    public static int squareAt(int line, int cell, boolean fromBlack) {
        int col = cell - FIRST_SQUARE_CELL;
        if (line < 0 || line > 7 || col < 0 || col > 7) {
            return Square.NONE;
        }
        int rank = fromBlack ? line : 7 - line;
        int file = fromBlack ? 7 - col : col;
        return Square.of(file, rank);
    }

    /**
     * One line of status: the number of the last move, that move in the chess code (dots 3-6
     * before it when it was Black's), then the clocks of White and Black when known.
     */
    public int[] status(Game game, String whiteClock, String blackClock) {
        List<int[]> parts = new ArrayList<>();
        int ply = game.ply();
        if (ply > 0) {
            Position before = game.positionAt(ply - 1);
            boolean black = before.sideToMove() == Color.BLACK;
            parts.add(code.number(game.moveNumberAt(ply - 1)));
            parts.add(code.move(game.sanMoves().get(ply - 1), black, false));
        } else {
            parts.add(code.number(game.moveNumberAt(0)));
        }
        if (whiteClock != null) {
            parts.add(code.clock(whiteClock));
        }
        if (blackClock != null) {
            parts.add(code.clock(blackClock));
        }
        int length = parts.stream().mapToInt(p -> p.length + 1).sum() - 1;
        int[] out = new int[length];
        int at = 0;
        for (int[] part : parts) {
            System.arraycopy(part, 0, out, at, part.length);
            at += part.length + 1;
        }
        return out;
    }
}
