package org.annabella.cli;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.InvalidFenException;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.annabella.rules.TextFile;
import org.annabella.rules.dead.Analysis;
import org.annabella.rules.dead.SearchMode;
import org.annabella.rules.dead.Unwinnability;
import org.annabella.rules.dead.Verdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code annabella dead --fen FEN [--json]}: which sides can still checkmate by some series of
 * legal moves (2009 9.6, 6.9; 2014+ 5.2.2, 6.9), as WB, W-, -B or -- with '?' for a side not
 * decided within the search budget. {@code --fen-file FILE} analyses one position per line in
 * one process, as an adjudication script would; a line that cannot be read is reported with its
 * number and the lines after it are still analysed (exit 2 at the end), as {@code check} does
 * with games.
 */
@Command(mixinStandardHelpOptions = true, name = "dead", description = "Say which sides can still checkmate: WB, W-, -B or -- (a dead position).")
final class DeadCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--fen", paramLabel = "FEN", description = "The position (FEN, X-FEN or Shredder-FEN).")
    String fen;

    @Option(names = "--fen-file", paramLabel = "FILE", description = "A file of positions, one FEN a line, optionally followed by white or black (the side asked about).")
    Path fenFile;

    @Option(names = "--json", description = "Print one JSON document with the mating line per side.")
    boolean json;

    @Option(names = "--quick", description = "Quick mode: proofs of unwinnability only; '?' means possibly winnable.")
    boolean quick;

    /**
     * 625 times the default: at about a million positions a second, a quarter of an hour per side
     * on a position that needs all of it (docs/performance.md); a bound on what a person can type.
     */
    static final long MAX_NODES = 1_000_000_000;

    @Option(names = "--nodes", description = "Search budget in positions per side, 1 to " + MAX_NODES + " (default ${DEFAULT-VALUE}).")
    long nodes = Unwinnability.DEFAULT_NODE_LIMIT;

    @Override
    public Integer call() {
        if (nodes < 1 || nodes > MAX_NODES) {
            throw new BadInputException("--nodes must be from 1 to " + MAX_NODES + " positions, not " + nodes);
        }
        if ((fen == null) == (fenFile == null)) {
            throw new BadInputException(fen == null ? "give a position: --fen FEN or --fen-file FILE"
                    : "give --fen or --fen-file, not both");
        }
        if (fenFile != null) {
            if (json) {
                throw new BadInputException("--json goes with --fen only; --fen-file prints one line per position");
            }
            return new FenFileRun(spec.commandLine().getOut(), spec.commandLine().getErr(),
                    new Unwinnability(nodes), quick ? SearchMode.QUICK : SearchMode.FULL).run(fenFile);
        }
        Position position = Position.fromFenLenient(fen);
        String impossible = whyImpossible(fen);
        Unwinnability analyser = new Unwinnability(nodes);
        SearchMode mode = quick ? SearchMode.QUICK : SearchMode.FULL;
        Analysis white = analyser.analyse(position, Color.WHITE, mode);
        Analysis black = analyser.analyse(position, Color.BLACK, mode);
        String code = Unwinnability.code(white, black);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonObject doc = new JsonObject();
            doc.addProperty("fen", position.toFen());
            doc.addProperty("verdict", code);
            doc.add("white", describe(position, white));
            doc.add("black", describe(position, black));
            out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(doc));
        } else {
            out.println(code);
        }
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        if (impossible != null) {
            err.println("note: this position cannot arise in a game (" + impossible + "); analysing it anyway");
        }
        for (Analysis a : new Analysis[] {white, black}) {
            if (a.verdict() == Verdict.UNDETERMINED) {
                err.println(quick ? name(a) + " may still be able to checkmate; quick mode did not look for a mate."
                        : "Could not decide whether " + name(a) + " can checkmate within " + nodes
                                + " positions searched.");
            }
        }
        err.flush();
        return 0;
    }

    /**
     * Why the strict reader refuses a FEN the lenient one accepted (material no game can reach),
     * or null when it is a position a game can reach.
     */
    static String whyImpossible(String fen) {
        try {
            Position.fromFen(fen);
            return null;
        } catch (InvalidFenException e) {
            return e.getMessage();
        }
    }

    static String name(Analysis a) {
        return a.side() == Color.WHITE ? "White" : "Black";
    }

    private static JsonObject describe(Position position, Analysis analysis) {
        JsonObject o = new JsonObject();
        o.addProperty("verdict", analysis.verdict().name().toLowerCase());
        o.addProperty("method", analysis.method());
        o.addProperty("nodes", analysis.nodes());
        if (analysis.verdict() == Verdict.WINNABLE) {
            JsonArray uci = new JsonArray();
            JsonArray san = new JsonArray();
            Position p = position.copy();
            for (int move : analysis.line()) {
                uci.add(Notation.uci(p, move));
                san.add(Notation.san(p, move));
                p.makeMove(move);
            }
            o.add("uci", uci);
            o.add("san", san);
        }
        return o;
    }
}
