package org.annabella.engine;

import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;

/**
 * A search's answer read against the position: the best move (legal there), its evaluation from
 * the side to move's point of view (null when the engine gave none), and the expected line, as
 * far as its moves are legal.
 */
public record Found(int move, Score score, List<Integer> line) {
    public Found {
        line = List.copyOf(line);
    }

    /**
     * Searches {@code position}, reached from {@code start} by {@code moves}, and reads the answer.
     * The engine is given the start and the moves, so it sees repetitions as the game has them.
     * An answer that is no legal move here is a fault: said, never played.
     */
    public static Found search(UciEngine engine, Position start, List<Integer> moves, SearchLimit limit) {
        if (start.isChess960() && engine.option("UCI_Chess960").isPresent()) {
            engine.setOption("UCI_Chess960", "true");
        }
        Position position = start.copy();
        List<String> uci = new ArrayList<>();
        for (int m : moves) {
            uci.add(Notation.uci(position, m));
            position.makeMove(m);
        }
        String fen = start.isChess960() ? start.toShredderFen() : start.toFen();
        return read(engine, position, engine.search(fen, uci, limit));
    }

    /** The answer read against {@code position}; a move that is not legal there ends the engine and is refused. */
    static Found read(UciEngine engine, Position position, SearchResult r) {
        int best = legal(position, r.bestMove());
        if (best < 0) {
            engine.close();
            throw EngineFault.of("engine.fault.illegal", "engine", engine.name(), "move", r.bestMove());
        }
        List<Integer> line = new ArrayList<>();
        Position p = position.copy();
        for (String text : r.line()) {
            int m = legal(p, text);
            if (m < 0) {
                break;
            }
            line.add(m);
            p.makeMove(m);
        }
        return new Found(best, r.score(), line.isEmpty() ? List.of(best) : line);
    }

    /** The legal move written {@code uci} in {@code position}, or -1. */
    private static int legal(Position position, String uci) {
        for (int m : position.legalMoves()) {
            if (Notation.uci(position, m).equals(uci)) {
                return m;
            }
        }
        return -1;
    }
}
