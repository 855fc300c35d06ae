package org.annabella.rules;

/** Kinds of piece, in the order used as an array index. Letters are the English SAN letters (Appendix C.3). */
public enum PieceType {
    PAWN('P'), KNIGHT('N'), BISHOP('B'), ROOK('R'), QUEEN('Q'), KING('K');

    private static final PieceType[] VALUES = values();
    private final char letter;

    PieceType(char letter) {
        this.letter = letter;
    }

    /** Upper-case English letter: P N B R Q K. */
    public char letter() {
        return letter;
    }

    public static PieceType of(int index) {
        return VALUES[index];
    }

    /** The type for an English letter in either case, or null. */
    public static PieceType fromLetter(char c) {
        char u = Character.toUpperCase(c);
        for (PieceType t : VALUES) {
            if (t.letter == u) {
                return t;
            }
        }
        return null;
    }
}
