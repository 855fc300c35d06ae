package org.annabella.rules;

/** A coloured piece. Ordinal = colour * 6 + type, which the position uses as its board code. */
public enum Piece {
    WHITE_PAWN, WHITE_KNIGHT, WHITE_BISHOP, WHITE_ROOK, WHITE_QUEEN, WHITE_KING,
    BLACK_PAWN, BLACK_KNIGHT, BLACK_BISHOP, BLACK_ROOK, BLACK_QUEEN, BLACK_KING;

    private static final Piece[] VALUES = values();

    public Color color() {
        return ordinal() < 6 ? Color.WHITE : Color.BLACK;
    }

    public PieceType type() {
        return PieceType.of(ordinal() % 6);
    }

    /** FEN letter: upper case for White, lower case for Black. */
    public char fenChar() {
        char c = type().letter();
        return color() == Color.WHITE ? c : Character.toLowerCase(c);
    }

    public static Piece of(Color color, PieceType type) {
        return VALUES[color.ordinal() * 6 + type.ordinal()];
    }

    public static Piece of(int code) {
        return VALUES[code];
    }

    /** The piece for a FEN letter, or null if the letter names no piece. */
    public static Piece fromFenChar(char c) {
        PieceType t = PieceType.fromLetter(c);
        if (t == null) {
            return null;
        }
        return of(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, t);
    }
}
