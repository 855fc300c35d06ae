package org.annabella.rules;

/**
 * Counts the leaves of the legal move tree. Repetition, the 50/75-move rules and dead positions
 * are ignored, as every published perft table does. The last ply is bulk-counted: the size of
 * the legal move list, with no move made.
 */
public final class Perft {
    private final Position position;
    private final MoveList[] lists;

    public Perft(Position position, int maxDepth) {
        this.position = position;
        this.lists = new MoveList[Math.max(1, maxDepth)];
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
    }

    public long count(int depth) {
        if (depth <= 0) {
            return 1;
        }
        return count(depth, 0);
    }

    private long count(int depth, int level) {
        MoveList list = lists[level];
        position.legalMoves(list);
        if (depth == 1) {
            return list.size();
        }
        long nodes = 0;
        for (int i = 0; i < list.size(); i++) {
            position.makeMove(list.get(i));
            nodes += count(depth - 1, level + 1);
            position.unmakeMove();
        }
        return nodes;
    }

    /** Convenience: perft of a position to a depth. */
    public static long perft(Position position, int depth) {
        return new Perft(position, depth).count(depth);
    }
}
