package org.annabella.rules;

/** Writing and reading moves: UCI, SAN (Appendix C), lenient scoresheet forms and ICCF numeric. */
public final class Notation {
    private Notation() {
    }

    /**
     * UCI for a legal move: castling is king-from to king-to in standard chess, and king takes
     * rook ({@code e1h1}) in Chess960 positions.
     */
    public static String uci(Position position, int move) {
        int from = Move.from(move);
        int to = Move.isCastling(move) && !position.isChess960() ? Move.kingDestination(move) : Move.to(move);
        String s = Square.name(from) + Square.name(to);
        PieceType promo = Move.promotionPiece(move);
        return promo == null ? s : s + Character.toLowerCase(promo.letter());
    }
}
