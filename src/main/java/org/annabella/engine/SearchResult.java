package org.annabella.engine;

import java.util.List;

/**
 * What one search found: the best move in UCI, its evaluation from the side to move's point of
 * view (null when the engine gave none), and the line it expects, the best move first.
 */
public record SearchResult(String bestMove, Score score, List<String> line) {
    public SearchResult {
        line = List.copyOf(line);
    }
}
