package org.annabella.laws;

import org.annabella.rules.Position;
import org.annabella.rules.Color;

/**
 * Whether two positions are "the same" in the sense of 9.2 (2018 9.2.2): same player to move,
 * same pieces on the same squares, same possible moves (castling rights and a legal en passant
 * capture). Used for the 2014 fivefold rule, which looks at particular earlier positions.
 */
final class RepetitionIdentity {
    private RepetitionIdentity() {
    }

    static boolean same(Position a, Position b) {
        if (a.sideToMove() != b.sideToMove() || a.legalEnPassantSquare() != b.legalEnPassantSquare()) {
            return false;
        }
        for (int sq = 0; sq < 64; sq++) {
            if (a.pieceAt(sq) != b.pieceAt(sq)) {
                return false;
            }
        }
        for (Color c : Color.values()) {
            for (boolean kingSide : new boolean[] {true, false}) {
                if (a.castlingRook(c, kingSide) != b.castlingRook(c, kingSide)) {
                    return false;
                }
            }
        }
        return true;
    }
}
