package org.annabella.rules.dead;

import java.util.HashMap;
import java.util.Map;
import org.annabella.rules.MoveList;
import org.annabella.rules.Position;

/**
 * Shortens a mating line by taking shortcuts: from each position of the line, the move that
 * leads straight to the latest later position of the line. The exhaustive walk finds lines that
 * wander; this makes them readable. The result is checked like any other line before use.
 */
final class LineShortener {
    private LineShortener() {
    }

    static int[] shorten(Position start, int[] line) {
        Position p = start.copy();
        Map<Long, Integer> index = new HashMap<>();
        index.put(p.key(), 0);
        for (int i = 0; i < line.length; i++) {
            p.makeMove(line[i]);
            index.put(p.key(), i + 1);
        }
        p = start.copy();
        MoveList moves = new MoveList();
        int[] shorter = new int[line.length];
        int n = 0;
        int at = 0;
        while (at < line.length) {
            int best = at + 1;
            int bestMove = line[at];
            p.legalMoves(moves);
            for (int i = 0; i < moves.size(); i++) {
                p.makeMove(moves.get(i));
                Integer reached = index.get(p.key());
                p.unmakeMove();
                if (reached != null && reached > best) {
                    best = reached;
                    bestMove = moves.get(i);
                }
            }
            p.makeMove(bestMove);
            shorter[n++] = bestMove;
            at = best;
        }
        return java.util.Arrays.copyOf(shorter, n);
    }
}
