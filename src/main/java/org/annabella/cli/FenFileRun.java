package org.annabella.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.Position;
import org.annabella.rules.TextFile;
import org.annabella.rules.dead.Analysis;
import org.annabella.rules.dead.SearchMode;
import org.annabella.rules.dead.Unwinnability;
import org.annabella.rules.dead.Verdict;

/**
 * {@code annabella dead --fen-file FILE}: many positions in one process. Each line is a FEN,
 * optionally followed by {@code white} or {@code black} (the side asked about, as the Chess
 * Unwinnability Analyzer takes it); blank lines and lines starting with {@code #} are skipped.
 * Prints {@code FEN<tab>verdict} per position, in order. A line that cannot be read gets one
 * message on standard error naming the file and line; the lines after it are still analysed, so
 * one typing slip does not hide the verdicts of a whole batch, and the run ends with exit 2.
 */
final class FenFileRun {
    private final PrintWriter out;
    private final PrintWriter err;
    private final Unwinnability analyser;
    private final SearchMode mode;

    FenFileRun(PrintWriter out, PrintWriter err, Unwinnability analyser, SearchMode mode) {
        this.out = out;
        this.err = err;
        this.analyser = analyser;
        this.mode = mode;
    }

    /** Analyses every position in {@code file}; the exit code. */
    int run(Path file) {
        String[] lines = TextFile.read(file, "FEN file").split("\n", -1);
        int positions = 0;
        int bad = 0;
        int possiblyWinnable = 0;
        for (int i = 0; i < lines.length; i++) {
            String line = trim(i == 0 && lines[0].startsWith("\uFEFF") ? lines[0].substring(1) : lines[i]);
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            positions++;
            String where = "FEN file " + InputException.path(file) + ", line " + (i + 1);
            try {
                possiblyWinnable += analyse(line, where);
            } catch (InputException e) {
                bad++;
                err.println(Problems.line("dead", where + ": " + e.getMessage()));
            }
        }
        out.flush();
        if (positions == 0) {
            throw new BadInputException("FEN file " + InputException.path(file) + " has no position, only blank lines and comments");
        }
        if (possiblyWinnable > 0) {
            err.println(possiblyWinnable + (possiblyWinnable == 1 ? " side" : " sides")
                    + " shown as '?' may still be able to checkmate; quick mode did not look for a mate.");
        }
        if (bad > 0) {
            err.println(Problems.line("dead", bad + " of " + positions + " positions in " + InputException.path(file)
                    + " could not be read"));
        }
        err.flush();
        return bad > 0 ? Main.BAD_INPUT : 0;
    }

    /** Prints the verdict for one line; the number of sides quick mode left possibly winnable. */
    private int analyse(String line, String where) {
        int cut = Math.max(line.lastIndexOf(' '), line.lastIndexOf('\t'));
        String last = line.substring(cut + 1).toLowerCase(Locale.ROOT);
        Color side = cut < 0 ? null : last.equals("white") ? Color.WHITE : last.equals("black") ? Color.BLACK : null;
        String fen = side == null ? line : trim(line.substring(0, cut));
        if (side == null && fen.split("[ \t]+").length > 6) {
            throw new InputException("'" + InputException.escape(line.substring(cut + 1))
                    + "' after the FEN is not white or black");
        }
        Position position = Position.fromFenLenient(fen);
        String impossible = DeadCommand.whyImpossible(fen);
        if (impossible != null) {
            err.println(where + ": note: this position cannot arise in a game (" + impossible + "); analysing it anyway");
        }
        Analysis[] analyses = side == null
                ? new Analysis[] {analyser.analyse(position, Color.WHITE, mode), analyser.analyse(position, Color.BLACK, mode)}
                : new Analysis[] {analyser.analyse(position, side, mode)};
        StringBuilder verdict = new StringBuilder(fen).append('\t');
        int undecided = 0;
        for (Analysis a : analyses) {
            verdict.append(a.letter());
            if (a.verdict() == Verdict.UNDETERMINED) {
                undecided++;
                if (mode == SearchMode.FULL) {
                    err.println(where + ": could not decide whether " + DeadCommand.name(a) + " can checkmate within "
                            + analyser.nodeLimit() + " positions searched.");
                }
            }
        }
        out.println(verdict);
        return mode == SearchMode.QUICK ? undecided : 0;
    }

    /** The line without spaces, tabs or a carriage return at its ends (a control character stays, for the FEN reader to name). */
    private static String trim(String s) {
        int from = 0;
        int to = s.length();
        while (from < to && " \t\r".indexOf(s.charAt(from)) >= 0) {
            from++;
        }
        while (to > from && " \t\r".indexOf(s.charAt(to - 1)) >= 0) {
            to--;
        }
        return s.substring(from, to);
    }
}
