package org.annabella.reconcile;

import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.Phrase;
import org.annabella.rules.Bitboards;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Square;

/**
 * Facts that prove a board shows a position no sequence of legal moves reaches: a side without
 * exactly one king, a pawn on its first or last rank, more pawns or pieces than a side starts with,
 * more promoted pieces than missing pawns, kings side by side, or the side that just moved in check.
 * Passing these checks does not prove a position reachable; the ruling never claims it does.
 */
final class UnreachableFacts {
    private UnreachableFacts() {
    }

    /** Each fact found, as a clause ("there are two white kings"); empty if none. */
    static List<Told> problems(BoardSnapshot board, Color toMove) {
        List<Told> out = new ArrayList<>();
        for (Color c : Color.values()) {
            String colour = c == Color.WHITE ? "white" : "black";
            int kings = count(board, c, PieceType.KING);
            if (kings != 1) {
                out.add(kings == 0 ? Told.of("reconcile.unreachable.no-king." + colour)
                        : Told.of("reconcile.unreachable.kings." + colour, "count", kings));
            }
            // the side as text: these clauses follow a colon, so a Spanish side keeps its small letter
            int pawns = count(board, c, PieceType.PAWN);
            if (pawns > 8) {
                out.add(v -> Phrase.of("reconcile.unreachable.pawns", "player", v.side(c), "count", pawns));
            }
            int pieces = Long.bitCount(occupied(board, c));
            if (pieces > 16) {
                out.add(v -> Phrase.of("reconcile.unreachable.pieces", "player", v.side(c), "count", pieces));
            }
            int promoted = Math.max(0, count(board, c, PieceType.QUEEN) - 1)
                    + Math.max(0, count(board, c, PieceType.ROOK) - 2)
                    + Math.max(0, count(board, c, PieceType.KNIGHT) - 2)
                    + Math.max(0, bishopsOn(board, c, Bitboards.LIGHT_SQUARES) - 1)
                    + Math.max(0, bishopsOn(board, c, Bitboards.DARK_SQUARES) - 1);
            if (pawns <= 8 && promoted > 8 - pawns) {
                out.add(v -> Phrase.of("reconcile.unreachable.promoted", "player", v.side(c)));
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            Piece p = board.pieceAt(sq);
            int rank = Square.rank(sq);
            if (p != null && p.type() == PieceType.PAWN && (rank == 0 || rank == 7)) {
                int at = sq;
                out.add(v -> Phrase.of("reconcile.unreachable.pawn-on-edge", "square", v.square(at)));
            }
        }
        int wk = kingSquare(board, Color.WHITE), bk = kingSquare(board, Color.BLACK);
        if (wk >= 0 && bk >= 0 && (Bitboards.kingAttacks(wk) & Bitboards.bit(bk)) != 0) {
            out.add(Told.of("reconcile.unreachable.kings-adjacent"));
        } else if (toMove != null) {
            int theirs = kingSquare(board, toMove.opposite());
            if (theirs >= 0 && attacked(board, theirs, toMove)) {
                out.add(v -> Phrase.of("reconcile.unreachable.in-check", "player", v.side(toMove), "opponent", v.side(toMove.opposite())));
            }
        }
        return out;
    }

    private static boolean attacked(BoardSnapshot board, int sq, Color by) {
        long occ = occupied(board, Color.WHITE) | occupied(board, Color.BLACK);
        for (int from = 0; from < 64; from++) {
            Piece p = board.pieceAt(from);
            if (p == null || p.color() != by) {
                continue;
            }
            long attacks = p.type() == PieceType.PAWN ? Bitboards.pawnAttacks(by, from)
                    : Bitboards.attacks(p.type(), from, occ);
            if ((attacks & Bitboards.bit(sq)) != 0) {
                return true;
            }
        }
        return false;
    }

    private static int count(BoardSnapshot board, Color c, PieceType t) {
        int n = 0;
        for (int sq = 0; sq < 64; sq++) {
            n += board.pieceAt(sq) == Piece.of(c, t) ? 1 : 0;
        }
        return n;
    }

    private static int bishopsOn(BoardSnapshot board, Color c, long squares) {
        int n = 0;
        for (int sq = 0; sq < 64; sq++) {
            n += board.pieceAt(sq) == Piece.of(c, PieceType.BISHOP) && (squares & Bitboards.bit(sq)) != 0 ? 1 : 0;
        }
        return n;
    }

    private static long occupied(BoardSnapshot board, Color c) {
        long bb = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board.pieceAt(sq) != null && board.pieceAt(sq).color() == c) {
                bb |= Bitboards.bit(sq);
            }
        }
        return bb;
    }

    private static int kingSquare(BoardSnapshot board, Color c) {
        for (int sq = 0; sq < 64; sq++) {
            if (board.pieceAt(sq) == Piece.of(c, PieceType.KING)) {
                return sq;
            }
        }
        return -1;
    }
}
