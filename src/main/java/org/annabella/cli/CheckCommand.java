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
        Tally tally;
        try {
            tally = checkAll(reader, out);
        } finally {
            out.flush(); // the games before a fault of the file itself are said before it
        }
        int good = tally.good(), bad = tally.bad();
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

    private record Tally(int good, int bad) {
    }

    /** A line for each game of the file, and the notes of a sound one; how many were sound and broken. */
    private static Tally checkAll(PgnReader reader, PrintWriter out) {
        int good = 0, bad = 0;
        while (true) {
            try {
                PgnGame g = reader.next();
                if (g == null) {
                    return new Tally(good, bad);
                }
                String variation = VariationCheck.firstFault(g);
                if (variation != null) {
                    bad++;
                    out.println("game " + reader.gameNumber() + ", " + variation);
                    continue;
                }
                good++;
                sound(out, reader.gameNumber(), g);
                g.notes().forEach(out::println);
            } catch (PgnException e) {
                bad++;
                out.println(e.getMessage());
            }
        }
    }

    /** "game 12: ok, 80 half-moves, White - Black, 1-0", written in pieces: one string made a game is garbage the client compiler keeps. */
    private static void sound(PrintWriter out, int number, PgnGame g) {
        int plies = g.game().ply();
        out.print("game ");
        out.print(number);
        out.print(": ok, ");
        out.print(plies);
        out.print(plies == 1 ? " half-move, " : " half-moves, ");
        out.print(InputException.escape(g.rosterTag("White")));
        out.print(" - ");
        out.print(InputException.escape(g.rosterTag("Black")));
        out.print(", ");
        out.println(g.result());
    }
}