package org.annabella.rules.dead;

import org.annabella.rules.Bitboards;
import org.annabella.rules.Color;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;

/**
 * Material rules that hold whatever the placement (the "insufficient material" cases done
 * right). A mate by a lone knight needs a blocker next to the mated king that can neither take the
 * knight nor step into its way, which only an enemy knight, bishop or rook provides; a mate by
 * bishops of one square colour needs the king's flight squares of the other colour filled by its
 * own knights or bishops of that other colour (Ambrona, FUN 2022). Pawns could promote to such
 * pieces, so the rules apply only when the loser has none.
 */
final class MatingMaterial {
    private MatingMaterial() {
    }

    /** True when {@code winner} can never mate, proved from the material alone. */
    static boolean cannotMate(Position position, Color winner) {
        if (Long.bitCount(position.pieces(winner)) == 1) {
            return true; // the king alone never gives check
        }
        return position.pieces(winner.opposite(), PieceType.PAWN) == 0 && lacksBlockers(position, winner);
    }

    /** The loser must promote before the winner can mate; steers the search, proves nothing. */
    static boolean loserMustPromote(Position position, Color winner) {
        return position.pieces(winner.opposite(), PieceType.PAWN) != 0 && lacksBlockers(position, winner);
    }

    /** The winner has only a knight, or only bishops of one colour, and the loser lacks the blockers it needs. */
    private static boolean lacksBlockers(Position position, Color winner) {
        Color loser = winner.opposite();
        int mine = Long.bitCount(position.pieces(winner));
        if (mine == 2 && position.pieces(winner, PieceType.KNIGHT) != 0) {
            long blockers = position.pieces(PieceType.KNIGHT) | position.pieces(PieceType.BISHOP)
                    | position.pieces(PieceType.ROOK);
            return (position.pieces(loser) & blockers) == 0;
        }
        long bishops = position.pieces(winner, PieceType.BISHOP);
        if (bishops == 0 || mine != 1 + Long.bitCount(bishops)) {
            return false;
        }
        long colour = (bishops & Bitboards.LIGHT_SQUARES) != 0 ? Bitboards.LIGHT_SQUARES : Bitboards.DARK_SQUARES;
        return (position.pieces(PieceType.BISHOP) & ~colour) == 0 && position.pieces(loser, PieceType.KNIGHT) == 0;
    }
}
