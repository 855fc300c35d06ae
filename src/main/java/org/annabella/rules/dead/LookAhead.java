package org.annabella.rules.dead;

import org.annabella.rules.Color;
import org.annabella.rules.MoveList;
import org.annabella.rules.Position;

/**
 * Quick mode's exhaustive look-ahead: a proof that within a number of plies every line reaches a
 * position where the winner lacks mating material, a stalemate, or the winner's own mate (say, the
 * loser must take the last piece, or a boxed-in king runs out of moves). It gives up at the first
 * line that survives, so it costs little where it cannot prove.
 *
 * <p>Pawn moves and king shuffles reach the same positions by many orders, so the positions
 * proved are remembered (direct-mapped by key, salted with the winner), each with the plies it
 * was proved for: a position met again with at least as many plies left is proved too, since
 * every line from it ends sooner than that. What is remembered is a fact about the position, so
 * the table serves later analyses as well.
 */
final class LookAhead {
    static final int MAX_PLIES = 32;
    /** 2^16 slots (576 KB): the deepest proofs of the shared sets prove about 10,000 positions. */
    private static final int TABLE_SIZE = 1 << 16;
    /** Mixed into the key when Black is the winner, so that both sides share the table. */
    private static final long WINNER_SALT = 0x9E3779B97F4A7C15L;

    private final long[] keys = new long[TABLE_SIZE];
    private final byte[] provedPlies = new byte[TABLE_SIZE];
    private final MoveList[] lists = new MoveList[MAX_PLIES + 1];
    private Position position;
    private Color winner;
    private long salt;
    private long nodes;
    private long nodeLimit;

    LookAhead() {
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
    }

    /**
     * Whether every line of up to {@code plies} moves from {@code p} (played on and taken back)
     * ends the winner's hopes, found within {@code nodeLimit} positions; false means not proved.
     */
    boolean provesDead(Position p, Color intendedWinner, int plies, long nodeLimit) {
        if (plies < 0 || plies > MAX_PLIES) {
            throw new IllegalArgumentException("plies must be 0 to " + MAX_PLIES + ", not " + plies);
        }
        position = p;
        winner = intendedWinner;
        salt = intendedWinner == Color.WHITE ? 0 : WINNER_SALT;
        this.nodeLimit = nodeLimit;
        nodes = 0;
        return dead(plies);
    }

    /** Positions expanded by the last proof. */
    long nodes() {
        return nodes;
    }

    private boolean dead(int plies) {
        if (MatingMaterial.cannotMate(position, winner)) {
            return true;
        }
        long key = position.key() ^ salt;
        int slot = (int) key & (TABLE_SIZE - 1);
        if (keys[slot] == key && provedPlies[slot] <= plies) {
            return true;
        }
        MoveList moves = lists[plies];
        position.legalMoves(moves);
        if (moves.size() == 0) {
            return !position.inCheck() || position.sideToMove() == winner;
        }
        // A false answer anywhere ends the whole proof, so one spent allowance ends it too.
        if (plies == 0 || ++nodes > nodeLimit) {
            return false;
        }
        for (int i = 0; i < moves.size(); i++) {
            position.makeMove(moves.get(i));
            boolean dead = dead(plies - 1);
            position.unmakeMove();
            if (!dead) {
                return false;
            }
        }
        keys[slot] = key;
        provedPlies[slot] = (byte) plies;
        return true;
    }
}
