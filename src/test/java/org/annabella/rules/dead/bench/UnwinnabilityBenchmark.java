package org.annabella.rules.dead.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.annabella.rules.dead.Analysis;
import org.annabella.rules.dead.Mode;
import org.annabella.rules.dead.Unwinnability;

/**
 * Times the unwinnability analysis per position and side over the shared CHA data sets and counts
 * disagreements with their labels. Run: see docs/performance.md, section "Unwinnability".
 * Arguments: [quick|full] [node limit].
 */
public final class UnwinnabilityBenchmark {
    public static void main(String[] args) {
        Mode mode = args.length > 0 && args[0].equalsIgnoreCase("quick") ? Mode.QUICK : Mode.FULL;
        long limit = args.length > 1 ? Long.parseLong(args[1]) : Unwinnability.DEFAULT_NODE_LIMIT;
        var dir = BenchData.dir();
        if (dir == null) {
            System.err.println("shared test data not found");
            return;
        }
        var positions = BenchData.all(dir);
        Unwinnability analyser = new Unwinnability(limit);
        // Warm-up pass so the JIT has compiled the hot paths.
        for (int round = 0; round < 2; round++) {
            long[] times = new long[positions.size() * 2];
            int n = 0;
            int wrong = 0;
            int undetermined = 0;
            int decided = 0;
            int unreadable = 0;
            for (String[] entry : positions) {
                Position position;
                try {
                    position = Position.fromFen(entry[1]);
                } catch (IllegalArgumentException e) {
                    unreadable++;
                    continue;
                }
                for (Color side : Color.values()) {
                    long start = System.nanoTime();
                    Analysis a = analyser.analyse(position, side, mode);
                    times[n++] = System.nanoTime() - start;
                    char expected = entry[0].charAt(side.ordinal());
                    char got = a.letter();
                    if (got == '?') {
                        undetermined++;
                        if (round == 1 && mode == Mode.FULL) {
                            System.out.println("undetermined " + side + " (" + expected + ") " + entry[1]);
                        }
                    } else {
                        decided++;
                    }
                    if (expected != '?' && got != '?' && got != expected) {
                        wrong++;
                        if (round == 1) {
                            System.out.println("WRONG " + side + " expected " + expected + " got " + got + " "
                                    + entry[1] + " (" + entry[2] + ")");
                        }
                    }
                }
            }
            if (round == 1) {
                times = Arrays.copyOf(times, n);
                Arrays.sort(times);
                long total = Arrays.stream(times).sum();
                System.out.printf("%s mode, %d analyses (%d positions x 2 sides), node limit %d%n", mode, n,
                        positions.size(), limit);
                System.out.printf("%d positions skipped: the FEN reader rejects them%n", unreadable);
                System.out.printf("decided %d, undetermined %d, contradicting a label %d%n", decided, undetermined,
                        wrong);
                System.out.printf("total %.2f s, %.0f analyses/s, mean %.1f us, median %.1f us, p99 %.1f us, "
                                + "worst %.1f ms%n", total / 1e9, n / (total / 1e9), total / 1e3 / n,
                        times[n / 2] / 1e3, times[(int) (n * 0.99)] / 1e3, times[n - 1] / 1e6);
            }
        }
    }

    private UnwinnabilityBenchmark() {
    }

    /** Both CHA files: entries {expected code, FEN, source}. */
    static final class BenchData {
        static java.nio.file.Path dir() {
            for (var p : List.of(java.nio.file.Path.of("..", "shared", "testdata", "unwinnability"),
                    java.nio.file.Path.of("/work/shared/testdata/unwinnability"))) {
                if (java.nio.file.Files.isDirectory(p)) {
                    return p;
                }
            }
            return null;
        }

        static List<String[]> all(java.nio.file.Path dir) {
            List<String[]> out = new ArrayList<>();
            try {
                for (String line : java.nio.file.Files.readAllLines(dir.resolve("cha-test-vector.txt"))) {
                    if (!line.isBlank() && !line.startsWith("#")) {
                        out.add(new String[] {line.substring(0, 2), line.substring(3).trim(), "vector"});
                    }
                }
                for (String line : java.nio.file.Files.readAllLines(dir.resolve("cha-oracle.tsv"))) {
                    String[] f = line.split("\t");
                    if (!f[0].equals("fen")) {
                        out.add(new String[] {code(f[1], 'W') + code(f[2], 'B'), f[0], "oracle"});
                    }
                }
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return out;
        }

        private static String code(String verdict, char winnable) {
            return verdict.equals("WINNABLE") ? "" + winnable : verdict.equals("UNWINNABLE") ? "-" : "?";
        }
    }
}
