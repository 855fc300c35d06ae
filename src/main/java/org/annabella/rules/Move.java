package org.annabella.rules;

/**
 * Moves are ints so that generating one allocates nothing. Layout:
 * bits 0-5 from, bits 6-11 to, bits 12-13 promotion piece (knight, bishop, rook, queen),
 * bits 14-15 kind (normal, promotion, en passant, castling).
 *
 * <p>Castling is stored as "king takes own rook" (to = the rook's square), which covers standard
 * chess and every Chess960 arrangement with one rule (2018 Guidelines II.3, 2009 F.3): the king
 * and rook end on the g/f or c/d files whatever squares they started on.
 */
public final class Move {
    public static final int NONE = 0;
    /**
     * A null move (a pass, written {@code --} or {@code Z0}): found in real PGN files, never
     * generated as a legal move. Encoded h8-h8, which no real move can be.
     */
    public static final int NULL = 63 | 63 << 6;

    public static final int NORMAL = 0;
    public static final int PROMOTION = 1 << 14;
    public static final int EN_PASSANT = 2 << 14;
    public static final int CASTLING = 3 << 14;

    private static final PieceType[] PROMOTIONS = {
        PieceType.KNIGHT, PieceType.BISHOP, PieceType.ROOK, PieceType.QUEEN};

    private Move() {
    }

    public static int of(int from, int to) {
        return from | to << 6;
    }

    public static int promotion(int from, int to, PieceType piece) {
        return from | to << 6 | PROMOTION | (piece.ordinal() - 1) << 12;
    }

    public static int enPassant(int from, int to) {
        return from | to << 6 | EN_PASSANT;
    }

    /** A castling move: the king's square and the castling rook's square. */
    public static int castling(int kingFrom, int rookFrom) {
        return kingFrom | rookFrom << 6 | CASTLING;
    }

    public static boolean isNull(int move) {
        return move == NULL;
    }

    public static int from(int move) {
        return move & 63;
    }

    /** The destination; for castling, the rook's starting square. */
    public static int to(int move) {
        return move >>> 6 & 63;
    }

    public static int kind(int move) {
        return move & (3 << 14);
    }

    public static boolean isPromotion(int move) {
        return kind(move) == PROMOTION;
    }

    public static boolean isEnPassant(int move) {
        return kind(move) == EN_PASSANT;
    }

    public static boolean isCastling(int move) {
        return kind(move) == CASTLING;
    }

    /** The promotion piece, or null for other moves. */
    public static PieceType promotionPiece(int move) {
        return isPromotion(move) ? PROMOTIONS[move >>> 12 & 3] : null;
    }

    /** True when castling towards the h-file (O-O). */
    public static boolean isKingSideCastling(int move) {
        return isCastling(move) && to(move) > from(move);
    }

    /** Where the king ends: for castling the g- or c-file square of its rank. */
    public static int kingDestination(int move) {
        if (!isCastling(move)) {
            return to(move);
        }
        return Square.of(isKingSideCastling(move) ? 6 : 2, Square.rank(from(move)));
    }

    /** Where the rook ends when castling: the f- or d-file square. */
    public static int rookDestination(int move) {
        return Square.of(isKingSideCastling(move) ? 5 : 3, Square.rank(from(move)));
    }
}
