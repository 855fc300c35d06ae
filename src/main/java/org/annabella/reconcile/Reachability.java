package org.annabella.reconcile;

import java.util.ArrayList;
import java.util.List;
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
final class Reachability {
    private Reachability() {
    }

    /** Each fact found, as a clause ("there are two white kings"); empty if none. */
    static List<Say> problems(BoardSnapshot board, Color toMove) {
        List<Say> out = new ArrayList<>();
        for (Color c : Color.values()) {
            int kings = count(board, c, PieceType.KING);
            if (kings != 1) {
                out.add(Say.of("there " + (kings == 0 ? "is no " : "are " + kings + " ") + "{0} " + (kings == 0 ? "king" : "kings"),
                        kings == 0 ? "no hay rey {0}" : "hay " + kings + " reyes {0}s", color(c)));
            }
            int pawns = count(board, c, PieceType.PAWN);
            if (pawns > 8) {
                out.add(Say.of("{0} has " + pawns + " pawns", "{0} tienen " + pawns + " peones", Say.side(c)));
            }
            int pieces = Long.bitCount(occupied(board, c));
            if (pieces > 16) {
                out.add(Say.of("{0} has " + pieces + " pieces", "{0} tienen " + pieces + " piezas", Say.side(c)));
            }
            int promoted = Math.max(0, count(board, c, PieceType.QUEEN) - 1)
                    + Math.max(0, count(board, c, PieceType.ROOK) - 2)
                    + Math.max(0, count(board, c, PieceType.KNIGHT) - 2)
                    + Math.max(0, bishopsOn(board, c, Bitboards.LIGHT_SQUARES) - 1)
                    + Math.max(0, bishopsOn(board, c, Bitboards.DARK_SQUARES) - 1);
            if (pawns <= 8 && promoted > 8 - pawns) {
                out.add(Say.of("{0} has more promoted pieces than missing pawns",
                        "{0} tienen más piezas promocionadas que peones que faltan", Say.side(c)));
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            Piece p = board.pieceAt(sq);
            int rank = Square.rank(sq);
            if (p != null && p.type() == PieceType.PAWN && (rank == 0 || rank == 7)) {
                out.add(Say.of("a pawn stands on {0}", "hay un peón en {0}", Say.square(sq)));
            }
        }
        int wk = kingSquare(board, Color.WHITE), bk = kingSquare(board, Color.BLACK);
        if (wk >= 0 && bk >= 0 && (Bitboards.kingAttacks(wk) & Bitboards.bit(bk)) != 0) {
            out.add(Say.of("the kings stand side by side", "los reyes están en casillas contiguas"));
        } else if (toMove != null) {
            int theirs = kingSquare(board, toMove.opposite());
            if (theirs >= 0 && attacked(board, theirs, toMove)) {
                out.add(Say.of("{0} is to move but {1} is in check", "juegan {0} pero {1} están en jaque",
                        Say.side(toMove), Say.side(toMove.opposite())));
            }
        }
        return out;
    }

    private static Say color(Color c) {
        return v -> v == Voice.SPANISH ? (c == Color.WHITE ? "blanco" : "negro") : (c == Color.WHITE ? "white" : "black");
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
