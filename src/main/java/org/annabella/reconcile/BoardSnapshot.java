package org.annabella.reconcile;

import java.util.Arrays;
import java.util.Locale;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * What stands on a physical board: a piece or nothing on each of the 64 squares, and nothing else
 * (a board knows neither the side to move nor castling rights). Sensor boards, FEN strings and
 * typed piece lists all become one of these. Immutable.
 */
public final class BoardSnapshot {
    private final Piece[] squares;

    private BoardSnapshot(Piece[] squares) {
        this.squares = squares;
    }

    /** From an array indexed by square (a1 = 0 ... h8 = 63), null for an empty square; as sensors report it. */
    public static BoardSnapshot of(Piece[] squares) {
        if (squares.length != 64) {
            throw new IllegalArgumentException("a board has 64 squares, not " + squares.length);
        }
        return new BoardSnapshot(squares.clone());
    }

    /** The squares as an array of one's own to change (a1 = 0 ... h8 = 63, null for empty). */
    Piece[] squares() {
        return squares.clone();
    }

    public static BoardSnapshot of(Position position) {
        Piece[] s = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            s[sq] = position.pieceAt(sq);
        }
        return new BoardSnapshot(s);
    }

    /**
     * From a FEN, or only its first field (the piece placement); any further fields are ignored
     * because a board does not show them. A FEN that is empty or not 8 ranks of 8 squares is
     * refused as {@link InputException}.
     */
    public static BoardSnapshot fromFen(String fen) {
        if (fen.isBlank()) {
            throw new InputException("the board is empty: give a FEN such as "
                    + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR or a piece list such as 'white Ke1 e4, black Ke8'");
        }
        InputText.check("the board", fen);
        // What a board shows is its placement; the other fields of a full FEN are not read, but
        // they must be a FEN's: text after the placement that is not is a mistake to point out.
        String[] fields = fen.trim().split("\\s+");
        checkOtherFields(fields);
        String placement = fields[0];
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new InputException("board FEN '" + InputText.shown(placement) + "' has " + ranks.length + " ranks, not 8");
        }
        Piece[] s = new Piece[64];
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    Piece p = Piece.fromFenChar(c);
                    if (p == null || file > 7) {
                        throw new InputException("board FEN rank " + (rank + 1) + " '" + InputText.shown(ranks[i])
                                + "' " + (p == null ? "has the unknown piece '" + InputText.shown(String.valueOf(c)) + "'"
                                        : "has more than 8 squares"));
                    }
                    s[Square.of(file++, rank)] = p;
                }
            }
            if (file != 8) {
                throw new InputException("board FEN rank " + (rank + 1) + " '" + InputText.shown(ranks[i]) + "' has "
                        + file + " squares, not 8");
            }
        }
        return new BoardSnapshot(s);
    }

    /** The FEN fields after the placement, their patterns and what each is. */
    private static final String[][] OTHER_FIELDS = {
            {"[wbWB]", "the side to move, w or b"},
            {"-|[KQkqA-Ha-h]{1,4}", "castling rights such as KQkq or -"},
            {"-|[a-h][36]", "an en passant square such as e3 or -"},
            {"[0-9]{1,4}", "a halfmove clock such as 0"},
            {"[0-9]{1,5}", "a move number such as 1"}};

    /** Refuses fields after the placement that are not those of a FEN, naming the first that is not. */
    private static void checkOtherFields(String[] fields) {
        if (fields.length > 1 + OTHER_FIELDS.length) {
            throw new InputException("board FEN has " + fields.length + " fields; a FEN has at most 6 (placement, side,"
                    + " castling, en passant, halfmove clock, move number)");
        }
        for (int i = 1; i < fields.length; i++) {
            if (!fields[i].matches(OTHER_FIELDS[i - 1][0])) {
                throw new InputException("board FEN field " + (i + 1) + " '" + InputText.shown(fields[i]) + "' is not "
                        + OTHER_FIELDS[i - 1][1]);
            }
        }
    }

    /**
     * From a typed list of pieces by square: "white Ke1 Qd1 e4, black Ke8 Rh8 e5". The words
     * white/black (or blancas/negras, w/b) set the colour of the pieces that follow (white until one
     * is given); each piece is an English letter K Q R B N P (none for a pawn) and its square. A
     * list without a piece is refused as {@link InputException}: an empty board is no game's.
     */
    public static BoardSnapshot fromPieceList(String list) {
        if (list.isBlank()) {
            return fromFen(list); // the same refusal, naming both forms
        }
        Piece[] s = new Piece[64];
        boolean any = false;
        Color color = Color.WHITE;
        for (String token : list.trim().split("[\\s,;]+")) {
            String t = token.toLowerCase(Locale.ROOT);
            switch (t) {
                case "" -> { continue; }
                case "white", "w", "blancas", "blanco" -> { color = Color.WHITE; continue; }
                case "black", "b", "negras", "negro" -> { color = Color.BLACK; continue; }
                default -> { }
            }
            boolean withLetter = token.length() == 3 && Character.isUpperCase(token.charAt(0));
            PieceType type = withLetter ? PieceType.fromLetter(token.charAt(0)) : PieceType.PAWN;
            int sq = token.length() == (withLetter ? 3 : 2) ? Square.parse(token.substring(token.length() - 2)) : Square.NONE;
            if (type == null || sq == Square.NONE) {
                throw new InputException("piece list entry '" + InputText.shown(token)
                        + "' is not a piece letter (K Q R B N P) and a square such as Ke1 or e4");
            }
            if (s[sq] != null) {
                throw new InputException("piece list puts two pieces on " + Square.name(sq));
            }
            s[sq] = Piece.of(color, type);
            any = true;
        }
        if (!any) {
            throw new InputException("piece list '" + InputText.shown(list.strip()) + "' names no piece");
        }
        return new BoardSnapshot(s);
    }

    public Piece pieceAt(int sq) {
        return squares[sq];
    }

    /** The piece placement field of a FEN for this board. */
    public String placement() {
        StringBuilder b = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                Piece p = squares[Square.of(file, rank)];
                if (p == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    b.append(empty);
                    empty = 0;
                }
                b.append(p.fenChar());
            }
            if (empty > 0) {
                b.append(empty);
            }
            if (rank > 0) {
                b.append('/');
            }
        }
        return b.toString();
    }

    /** This board turned a quarter turn clockwise as seen from White's side, {@code quarters} times. */
    public BoardSnapshot turned(int quarters) {
        Piece[] s = squares.clone();
        for (int q = 0; q < ((quarters % 4) + 4) % 4; q++) {
            Piece[] t = new Piece[64];
            for (int sq = 0; sq < 64; sq++) {
                // clockwise: the a-file becomes the 8th rank, the 1st rank becomes the a-file
                t[Square.of(Square.rank(sq), 7 - Square.file(sq))] = s[sq];
            }
            s = t;
        }
        return new BoardSnapshot(s);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BoardSnapshot b && Arrays.equals(squares, b.squares);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(squares);
    }

    @Override
    public String toString() {
        return placement();
    }
}
