package org.annabella.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.annabella.rules.InputException;
import org.annabella.rules.pgn.PgnException;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code annabella check --pgn FILE}: validates a PGN file game by game, as an arbiter checks
 * scoresheets. One line per game; a broken game names its line and move, and the games after it
 * are still checked. Exit 2 when any game is broken. A sound game may be followed by notes, one
 * line each on stdout after its verdict, for what is written but not so (a capture sign on a move
 * that captures nothing, a wrong '+' or '#'): accepted, as scoresheets are written, so notes never
 * change the exit code.
 */
final class CheckCommand implements Callable<Integer>, CommandModel.Coded {
    private CommandSpec spec;
    private OptionSpec file;

    @Override
    public CommandSpec spec() {
        spec = CommandModel.command(this, "check", "Check a PGN file game by game: every move legal, every game readable.");
        file = CommandModel.required(spec, "--pgn", "<file>", Path.class, "The PGN file.");
        return CommandModel.withStandardHelp(spec);
    }

    @Override
    public Integer call() throws IOException {
        Path file = this.file.getValue();
        // A line a game: written through unflushed (the console's writer flushes every line, a
        // write to the system per game), and flushed at the end; buffered here, as the console's
        // encoder copies every string it is given into a new array.
        PrintWriter out = new PrintWriter(new BufferedWriter(spec.commandLine().getOut(), 1 << 14));
        // Games are played on every processor and given in the file's order: the output is the same.
        PgnReader reader = PgnReader.parallel(file);
        int good = 0, bad = 0;
        try { // the games before a fault of the file itself are said before it
            while (true) {
                try {
                    PgnGame g = reader.next();
                    if (g == null) {
                        break;
                    }
                    String variation = VariationCheck.firstFault(g);
                    if (variation != null) {
                        bad++;
                        out.println("game " + reader.gameNumber() + ", " + variation);
                        continue;
                    }
                    good++;
                    // In pieces, not one string made a game: the client compiler keeps every such string as garbage.
                    out.print("game ");
                    out.print(reader.gameNumber());
                    out.print(": ok, ");
                    out.print(g.game().ply());
                    out.print(g.game().ply() == 1 ? " half-move, " : " half-moves, ");
                    out.print(InputException.escape(g.rosterTag("White")));
                    out.print(" - ");
                    out.print(InputException.escape(g.rosterTag("Black")));
                    out.print(", ");
                    out.println(g.result());
                    g.notes().forEach(out::println);
                } catch (PgnException e) {
                    bad++;
                    out.println(e.getMessage());
                }
            }
        } finally {
            out.flush();
        }
        if (good + bad == 0) {
            throw PgnFiles.noGame(file);
        }
        if (bad > 0) {
            spec.commandLine().getErr().println(Problems.line("check", bad + " of " + (good + bad)
                    + " games in " + InputException.path(file) + " have errors"));
            return Main.BAD_INPUT;
        }
        return 0;
    }
}
