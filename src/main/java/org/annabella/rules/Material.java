package org.annabella.rules;

/**
 * The fast, sound material test for "this side cannot checkmate": true only when no sequence of
 * legal moves can give that side a mate whatever the other side has. It is the cheap first check;
 * blocked pawn walls and the like need the exact analysis in {@code org.annabella.rules.dead}.
 */
public final class Material {
    private Material() {
    }

    public static boolean insufficient(Position p, Color side) {
        long ours = p.pieces(side);
        long theirs = p.pieces(side.opposite());
        if ((ours & (p.pieces(PieceType.PAWN) | p.pieces(PieceType.ROOK) | p.pieces(PieceType.QUEEN))) != 0) {
            return false;
        }
        if ((ours & p.pieces(PieceType.KNIGHT)) != 0) {
            // A lone knight mates only with the opponent's own pieces hemming his king in; a queen cannot
            // be used that way, since she would always leave the king a flight square or give it one.
            return Long.bitCount(ours) <= 2
                    && (theirs & ~p.pieces(PieceType.KING) & ~p.pieces(PieceType.QUEEN)) == 0;
        }
        if ((ours & p.pieces(PieceType.BISHOP)) != 0) {
            // Bishops all on one colour cannot mate unless the opponent has a knight, pawn, or bishop of
            // the other colour to block a flight square.
            long bishops = p.pieces(PieceType.BISHOP);
            boolean oneColour = (bishops & Bitboards.DARK_SQUARES) == 0 || (bishops & Bitboards.LIGHT_SQUARES) == 0;
            return oneColour && p.pieces(PieceType.PAWN) == 0 && p.pieces(PieceType.KNIGHT) == 0;
        }
        return true;
    }

    /** Neither side can mate on material alone. */
    public static boolean insufficient(Position p) {
        return insufficient(p, Color.WHITE) && insufficient(p, Color.BLACK);
    }
}
