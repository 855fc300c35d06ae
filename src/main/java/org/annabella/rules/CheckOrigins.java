package org.annabella.rules;

import static org.annabella.rules.Bitboards.BETWEEN;
import static org.annabella.rules.Bitboards.KNIGHT;
import static org.annabella.rules.Bitboards.PAWN_ATTACKS;

/**
 * Whether the check a position stands in could have come from the last move, which the side not
 * to move made: a check that no legal move gives is no position of a game (2018 Article 3; what
 * python-chess calls an impossible check). Two checkers need one of them to have just moved (or
 * been promoted to, or castled with) and the other uncovered by that move, its line to the king
 * passing through the square the mover left; or an en passant capture that uncovered two lines.
 * An en passant square says the last move was a two-square pawn advance, which gives check only
 * from the pawn itself or uncovered through the square it left. When in doubt (castling) the
 * position is let through: a refusal must never hit a game's real position.
 */
final class CheckOrigins {
    private static final int P = 0, N = 1, B = 2, R = 3, Q = 4;

    private CheckOrigins() {
    }

    /** Why the check of the side to move could not have arisen from a move, or null when it could. */
    static String impossibility(Position p) {
        long checkers = p.checkers();
        if (checkers == 0) {
            return null;
        }
        int them = p.side ^ 1;
        int king = p.kingSquare(Color.of(p.side));
        if (p.epSquare != Position.EMPTY) {
            return afterTwoSquareAdvance(p, them, king, checkers);
        }
        if (Long.bitCount(checkers) != 2) {
            return null;
        }
        int a = Long.numberOfTrailingZeros(checkers);
        int b = 63 - Long.numberOfLeadingZeros(checkers);
        if (uncovers(p, them, a, b, king) || uncovers(p, them, b, a, king) || enPassantCouldHaveBeen(p, them)
                || castlingCouldHaveBeen(p, them, a, b)) {
            return null;
        }
        return "the checks from " + named(p, a) + " and " + named(p, b) + " could not both come from one move";
    }

    /** Whether {@code mover} could have come from a square on the line from slider {@code uncovered} to the king. */
    private static boolean uncovers(Position p, int them, int mover, int uncovered, int king) {
        int type = p.board[uncovered] % 6;
        if (type != B && type != R && type != Q) {
            return false;
        }
        long origins = origins(p, them, mover);
        return (origins & BETWEEN[uncovered][king]) != 0;
    }

    /** The squares the piece on {@code sq} could have moved from (as a pawn, or promoted from one). */
    private static long origins(Position p, int them, int sq) {
        int type = p.board[sq] % 6;
        long occ = p.occupied();
        int back = them == 0 ? -8 : 8;
        long pawnOrigins = PAWN_ATTACKS[them ^ 1][sq] | bit(sq + back);
        int twoBack = sq + 2 * back;
        if (twoBack >= 0 && twoBack < 64 && Square.rank(twoBack) == (them == 0 ? 1 : 6) && (occ & bit(sq + back)) == 0) {
            pawnOrigins |= bit(twoBack);
        }
        long origins = switch (type) {
            case P -> pawnOrigins;
            case N -> KNIGHT[sq];
            case B -> Bitboards.bishopAttacks(sq, occ);
            case R -> Bitboards.rookAttacks(sq, occ);
            case Q -> Bitboards.queenAttacks(sq, occ);
            default -> 0L;
        };
        boolean lastRank = Square.rank(sq) == (them == 0 ? 7 : 0);
        if (lastRank && type != P) {
            origins |= PAWN_ATTACKS[them ^ 1][sq] | bit(sq + back);
        }
        return origins & ~occ;
    }

    /** A pawn of {@code them} stands where an en passant capture puts it, the squares it and its victim left empty. */
    private static boolean enPassantCouldHaveBeen(Position p, int them) {
        int rank = them == 0 ? 5 : 2;
        int back = them == 0 ? -8 : 8;
        long pawns = p.byColor[them] & p.byType[P] & Bitboards.rankMask(rank);
        long occ = p.occupied();
        for (long b = pawns; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            if ((occ & bit(sq + back)) == 0 && (PAWN_ATTACKS[them ^ 1][sq] & ~occ) != 0) {
                return true;
            }
        }
        return false;
    }

    /** A rook of {@code them} checking from its first rank, its king on it too: it may have just castled. */
    private static boolean castlingCouldHaveBeen(Position p, int them, int a, int b) {
        long firstRank = Bitboards.rankMask(them == 0 ? 0 : 7);
        long rooks = (bit(a) | bit(b)) & p.byType[R] & firstRank;
        return rooks != 0 && (p.byColor[them] & p.byType[5] & firstRank) != 0;
    }

    /**
     * The last move was a two-square advance of the pawn in front of the en passant square: it gives
     * check itself, or uncovers one line through the square it left, never two checks.
     */
    private static String afterTwoSquareAdvance(Position p, int them, int king, long checkers) {
        int pawn = p.epSquare + (them == 0 ? 8 : -8);
        int from = p.epSquare + (them == 0 ? -8 : 8);
        long before = p.occupied() & ~bit(pawn) | bit(from);
        boolean byPawnOrUncovered = checkers == bit(pawn) || p.attackersTo(king, them, before) == 0;
        if (Long.bitCount(checkers) == 1 && byPawnOrUncovered) {
            return null;
        }
        return "the en passant square " + Square.name(p.epSquare) + " says the last move was a pawn's two-square advance,"
                + " which cannot give this check";
    }

    private static String named(Position p, int sq) {
        Piece piece = Piece.of(p.board[sq]);
        return "the " + piece.color().name().toLowerCase(java.util.Locale.ROOT) + " "
                + piece.type().name().toLowerCase(java.util.Locale.ROOT) + " on " + Square.name(sq);
    }

    private static long bit(int sq) {
        return sq < 0 || sq > 63 ? 0 : 1L << sq;
    }
}
