package org.annabella.reconcile;

import org.annabella.rules.Color;
import org.annabella.rules.PieceType;
import org.annabella.rules.Square;

/**
 * The three ways a ruling is told to people: plain English and plain Spanish (squares and moves in
 * algebraic notation, Spanish piece letters in Spanish), and the FIDE phonetic scheme of 2009 E.2.1 /
 * 2018 D.2.1 (English sentences, squares, pieces and moves in the phonetic words: "Springer from
 * Felix drei to Gustav eins").
 */
public enum Voice {
    ENGLISH, SPANISH, PHONETIC;

    static final String[] FILES = {"Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"};
    static final String[] RANKS = {"eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht"};
    private static final String[] ENGLISH_PIECES = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    private static final String[] SPANISH_PIECES = {"peón", "caballo", "alfil", "torre", "dama", "rey"};
    private static final String[] PHONETIC_PIECES = {"Bauer", "Springer", "Laeufer", "Turm", "Dame", "Koenig"};

    public String square(int sq) {
        return this == PHONETIC ? FILES[Square.file(sq)] + " " + RANKS[Square.rank(sq)] : Square.name(sq);
    }

    public String piece(PieceType type) {
        String[] names = switch (this) {
            case ENGLISH -> ENGLISH_PIECES;
            case SPANISH -> SPANISH_PIECES;
            case PHONETIC -> PHONETIC_PIECES;
        };
        return names[indexOf(type)];
    }

    /** The piece with its colour: "black rook", "torre negra", "black Turm". */
    public String piece(Color color, PieceType type) {
        if (this == SPANISH) {
            boolean feminine = type == PieceType.QUEEN || type == PieceType.ROOK;
            String adjective = color == Color.WHITE ? (feminine ? "blanca" : "blanco") : (feminine ? "negra" : "negro");
            return piece(type) + " " + adjective;
        }
        return (color == Color.WHITE ? "white " : "black ") + piece(type);
    }

    /** Spanish definite article for the piece: "el" or "la". */
    static String spanishArticle(PieceType type) {
        return type == PieceType.QUEEN || type == PieceType.ROOK ? "la" : "el";
    }

    /** Spanish indefinite article for the piece: "un" or "una". */
    static String spanishIndefinite(PieceType type) {
        return type == PieceType.QUEEN || type == PieceType.ROOK ? "una" : "un";
    }

    public String side(Color color) {
        return switch (this) {
            case SPANISH -> color == Color.WHITE ? "las blancas" : "las negras";
            default -> color == Color.WHITE ? "White" : "Black";
        };
    }

    private static int indexOf(PieceType type) {
        return switch (type) {
            case PAWN -> 0;
            case KNIGHT -> 1;
            case BISHOP -> 2;
            case ROOK -> 3;
            case QUEEN -> 4;
            case KING -> 5;
        };
    }
}
