package org.annabella.rules.dead.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.annabella.rules.dead.Analysis;
import org.annabella.rules.dead.ChaData;
import org.annabella.rules.dead.SearchMode;
import org.annabella.rules.dead.Unwinnability;

/**
 * Times the analysis per position and side over the shared CHA data sets (median, 99th percentile,
 * worst) and counts undecided sides and disagreements with the labels. Usage and figures:
 * docs/performance.md, section "Unwinnability". Arguments: quick|full [node limit] [vector|oracle].
 */
public final class UnwinnabilityBenchmark {
    private UnwinnabilityBenchmark() {
    }

    public static void main(String[] args) {
        SearchMode mode = args.length > 0 && args[0].equalsIgnoreCase("quick") ? SearchMode.QUICK : SearchMode.FULL;
        long limit = args.length > 1 ? Long.parseLong(args[1]) : Unwinnability.DEFAULT_NODE_LIMIT;
        Path dir = ChaData.dir();
        if (dir == null) {
            System.err.println("shared test data (../shared/testdata/unwinnability) not found");
            return;
        }
        List<List<ChaData.Labelled>> sets = new ArrayList<>();
        if (args.length < 3 || args[2].equals("vector")) {
            sets.add(ChaData.testVector(dir));
        }
        if (args.length < 3 || args[2].equals("oracle")) {
            sets.add(ChaData.oracle(dir));
        }
        Unwinnability analyser = new Unwinnability(limit);
        // Warm-up for the JIT: every set once in quick mode (cheap), 300 positions in full mode.
        for (List<ChaData.Labelled> set : sets) {
            run(analyser, mode == SearchMode.QUICK ? set : set.subList(0, Math.min(300, set.size())), mode, false);
        }
        for (List<ChaData.Labelled> set : sets) {
            run(analyser, set, mode, true);
        }
    }

    private static void run(Unwinnability analyser, List<ChaData.Labelled> set, SearchMode mode, boolean report) {
        long[] times = new long[set.size() * 2];
        int n = 0;
        int undetermined = 0;
        int wrong = 0;
        for (ChaData.Labelled c : set) {
            Position position = Position.fromFenLenient(c.fen());
            for (Color side : Color.values()) {
                long start = System.nanoTime();
                Analysis a = analyser.analyse(position, side, mode);
                times[n++] = System.nanoTime() - start;
                char expected = side == Color.WHITE ? c.white() : c.black();
                if (a.letter() == '?') {
                    undetermined++;
                    if (report) {
                        System.out.println("UNDECIDED " + side + " expected " + expected + ": " + c.fen());
                    }
                } else if (expected != '?' && a.letter() != expected) {
                    wrong++;
                    System.out.println("WRONG " + side + " expected " + expected + ": " + c.fen());
                }
            }
        }
        if (!report) {
            return;
        }
        times = Arrays.copyOf(times, n);
        Arrays.sort(times);
        long total = Arrays.stream(times).sum();
        System.out.printf("%s, %s mode, node limit %d: %d analyses%n", set.get(0).source(),
                mode, analyser.nodeLimit(), n);
        System.out.printf("  undetermined %d, contradicting a label %d%n", undetermined, wrong);
        System.out.printf("  %.0f analyses/s; mean %.1f us, median %.1f us, p99 %.1f us, worst %.1f ms%n",
                n / (total / 1e9), total / 1e3 / n, times[n / 2] / 1e3, times[(int) (n * 0.99)] / 1e3,
                times[n - 1] / 1e6);
    }
}
