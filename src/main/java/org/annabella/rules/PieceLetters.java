package org.annabella.rules;

/**
 * Piece letters of the languages Appendix C.3 lets a player write in. Only the king/rook letter
 * R clashes between languages (English rook, Spanish and French king), so the language decides it;
 * every other foreign letter is read in any language.
 */
public enum PieceLetters {
    ENGLISH("KQRBN"), SPANISH("RDTAC"), GERMAN("KDTLS"), FRENCH("RDTFC");

    private final String letters; // king, queen, rook, bishop, knight
    private static final PieceType[] TYPES = {
        PieceType.KING, PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};

    PieceLetters(String letters) {
        this.letters = letters;
    }

    /** Letter for a piece type in this language (pawns have none). */
    public char letter(PieceType type) {
        switch (type) {
            case KING: return letters.charAt(0);
            case QUEEN: return letters.charAt(1);
            case ROOK: return letters.charAt(2);
            case BISHOP: return letters.charAt(3);
            case KNIGHT: return letters.charAt(4);
            default: return 'P';
        }
    }

    /** The piece type an upper-case letter means when read in this language, or null. */
    PieceType read(char c) {
        int i = letters.indexOf(c);
        if (i >= 0) {
            return TYPES[i];
        }
        switch (c) {
            case 'K': return PieceType.KING;
            case 'Q': case 'D': return PieceType.QUEEN;
            case 'T': return PieceType.ROOK;
            case 'B': case 'A': case 'L': case 'F': return PieceType.BISHOP;
            case 'N': case 'C': case 'S': return PieceType.KNIGHT;
            case 'P': return PieceType.PAWN;
            default: return null;
        }
    }
}
