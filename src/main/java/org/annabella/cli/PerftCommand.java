package org.annabella.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.annabella.rules.MoveList;
import org.annabella.rules.Notation;
import org.annabella.rules.Perft;
import org.annabella.rules.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code annabella perft --depth N [--fen FEN] [--divide]}: leaf counts of the legal move tree. */
@Command(mixinStandardHelpOptions = true, name = "perft", description = "Count the leaf nodes of the legal move tree to a depth.")
final class PerftCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    /**
     * Deeper than any count that can end: depth 13 of the starting position is about 2 x 10^18
     * leaves, centuries of counting; a bound on what a person can type, not a budget.
     */
    static final int MAX_DEPTH = 15;

    @Option(names = "--depth", required = true, description = "Depth in plies, 0 to " + MAX_DEPTH + ".")
    int depth;

    @Option(names = "--fen", description = "Start position (FEN, X-FEN or Shredder-FEN); default the usual start.")
    String fen;

    @Option(names = "--divide", description = "First print one line per root move: <uci> <count>, sorted by UCI.")
    boolean divide;

    @Override
    public Integer call() {
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new BadInputException("--depth must be from 0 to " + MAX_DEPTH + " plies (deeper would never finish),"
                    + " not " + depth);
        }
        // Perft suites hold test vectors no game reaches (two bishops checking from both ends of a diagonal).
        Position position = fen == null ? Position.startPosition() : Position.fromFenLenient(fen);
        String impossible = fen == null ? null : DeadCommand.whyImpossible(fen);
        if (impossible != null) {
            spec.commandLine().getErr().println("note: this position cannot arise in a game (" + impossible + "); counting it anyway");
        }
        PrintWriter out = spec.commandLine().getOut();
        long start = System.nanoTime();
        long total;
        if (divide && depth > 0) {
            MoveList list = new MoveList();
            position.legalMoves(list);
            java.util.TreeMap<String, Long> lines = new java.util.TreeMap<>();
            Perft perft = new Perft(position, depth);
            total = 0;
            for (int i = 0; i < list.size(); i++) {
                int move = list.get(i);
                String uci = Notation.uci(position, move);
                position.makeMove(move);
                long n = perft.count(depth - 1);
                position.unmakeMove();
                lines.put(uci, n);
                total += n;
            }
            lines.forEach((uci, n) -> out.println(uci + " " + n));
        } else {
            total = Perft.perft(position, depth);
        }
        long nanos = Math.max(1, System.nanoTime() - start);
        out.println(total);
        out.flush();
        spec.commandLine().getErr().printf("%d nodes in %.3f s, %.1f M nodes/s%n", total, nanos / 1e9,
                total * 1e3 / nanos);
        return 0;
    }
}
