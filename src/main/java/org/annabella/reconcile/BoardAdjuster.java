package org.annabella.reconcile;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Square;

/**
 * The fewest steps that turn what a board shows into the position it must show. Each square that
 * holds a piece it should not ("surplus") must be emptied and each square that lacks its piece
 * ("missing") must be filled; one step can do both when it moves a surplus piece to a square missing
 * that same piece, or replaces a wrong piece on a square by the right one. So the number of steps is
 * surplus + missing - (the largest set of such pairs), found by bipartite matching.
 */
public final class BoardAdjuster {
    private BoardAdjuster() {
    }

    private record Spot(int sq, Piece piece) {
    }

    public static List<Adjustment> steps(BoardSnapshot current, BoardSnapshot target) {
        List<Spot> surplus = new ArrayList<>();
        List<Spot> missing = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            Piece have = current.pieceAt(sq);
            Piece want = target.pieceAt(sq);
            if (have == want) {
                continue;
            }
            if (have != null) {
                surplus.add(new Spot(sq, have));
            }
            if (want != null) {
                missing.add(new Spot(sq, want));
            }
        }
        int[] matchOfMissing = match(surplus, missing);
        int[] matchOfSurplus = new int[surplus.size()];
        Arrays.fill(matchOfSurplus, -1);
        for (int j = 0; j < missing.size(); j++) {
            if (matchOfMissing[j] >= 0) {
                matchOfSurplus[matchOfMissing[j]] = j;
            }
        }

        List<Adjustment> out = new ArrayList<>();
        List<Adjustment> pending = new ArrayList<>();
        Piece[] board = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            board[sq] = current.pieceAt(sq);
        }
        for (int i = 0; i < surplus.size(); i++) {
            Spot s = surplus.get(i);
            int j = matchOfSurplus[i];
            if (j < 0) {
                out.add(Adjustment.remove(s.piece, s.sq));
                board[s.sq] = null;
            } else if (missing.get(j).sq == s.sq) {
                out.add(Adjustment.replace(s.piece, s.sq, missing.get(j).piece));
                board[s.sq] = missing.get(j).piece;
            } else {
                pending.add(Adjustment.move(s.piece, s.sq, missing.get(j).sq));
            }
        }
        for (int j = 0; j < missing.size(); j++) {
            if (matchOfMissing[j] < 0) {
                pending.add(Adjustment.place(missing.get(j).piece, missing.get(j).sq));
            }
        }
        while (!pending.isEmpty()) {
            Adjustment ready = null;
            for (Adjustment a : pending) {
                if (board[a.to()] == null) {
                    ready = a;
                    break;
                }
            }
            if (ready != null) {
                pending.remove(ready);
                out.add(ready);
                apply(board, ready);
                continue;
            }
            // Every pending step waits for a square another pending move must leave: a cycle of moves.
            Adjustment first = pending.get(0);
            Adjustment blocker = leaving(pending, first.to());
            if (blocker != null && blocker.to() == first.from()) {
                pending.remove(first);
                pending.remove(blocker);
                out.add(Adjustment.swap(first.piece(), first.from(), blocker.piece(), blocker.from()));
                board[first.from()] = blocker.piece();
                board[blocker.from()] = first.piece();
            } else {
                // a longer cycle: lift the first piece off, then put it down once its square is free
                pending.remove(first);
                out.add(Adjustment.remove(first.piece(), first.from()));
                board[first.from()] = null;
                pending.add(Adjustment.place(first.piece(), first.to()));
            }
        }
        return out;
    }

    private static Adjustment leaving(List<Adjustment> pending, int sq) {
        for (Adjustment a : pending) {
            if (a.kind() == Adjustment.Kind.MOVE && a.from() == sq) {
                return a;
            }
        }
        return null;
    }

    private static void apply(Piece[] board, Adjustment a) {
        if (a.from() != Square.NONE) {
            board[a.from()] = null;
        }
        board[a.to()] = a.piece();
    }

    /**
     * Maximum matching of surplus to missing spots (Kuhn's augmenting paths; at most 32 per side).
     * Each surplus spot tries the nearest same piece first, so the steps are also the shortest
     * hand movements; a replacement on the same square is tried last.
     */
    private static int[] match(List<Spot> surplus, List<Spot> missing) {
        int[][] edges = new int[surplus.size()][];
        for (int i = 0; i < surplus.size(); i++) {
            Spot s = surplus.get(i);
            List<Integer> cand = new ArrayList<>();
            for (int j = 0; j < missing.size(); j++) {
                Spot m = missing.get(j);
                if (m.piece == s.piece || m.sq == s.sq) {
                    cand.add(j);
                }
            }
            cand.sort(Comparator.comparingInt((Integer j) -> missing.get(j).sq == s.sq ? 1 : 0)
                    .thenComparingInt(j -> distance(s.piece, s.sq, missing.get(j).sq)).thenComparingInt(j -> j));
            edges[i] = cand.stream().mapToInt(Integer::intValue).toArray();
        }
        int[] matchOfMissing = new int[missing.size()];
        Arrays.fill(matchOfMissing, -1);
        for (int i = 0; i < surplus.size(); i++) {
            augment(i, edges, matchOfMissing, new boolean[missing.size()]);
        }
        return matchOfMissing;
    }

    private static boolean augment(int i, int[][] edges, int[] matchOfMissing, boolean[] seen) {
        for (int j : edges[i]) {
            if (seen[j]) {
                continue;
            }
            seen[j] = true;
            if (matchOfMissing[j] < 0 || augment(matchOfMissing[j], edges, matchOfMissing, seen)) {
                matchOfMissing[j] = i;
                return true;
            }
        }
        return false;
    }

    /** How far the hand moves a piece; a pawn is kept on its file when it can be, as pawns move. */
    private static int distance(Piece piece, int a, int b) {
        int df = Math.abs(Square.file(a) - Square.file(b));
        int dr = Math.abs(Square.rank(a) - Square.rank(b));
        return (piece.type() == PieceType.PAWN ? df * 64 : 0) + Math.max(df, dr) * 8 + df + dr;
    }
}
