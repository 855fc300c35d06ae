package org.annabella.rules.dead.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongSupplier;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.annabella.rules.dead.SearchMode;
import org.annabella.rules.dead.Unwinnability;

/**
 * Times every analysis of a file in CHA's input form (a FEN then {@code white} or {@code black}
 * per line), the file the script {@code scripts/dead-vs-cha.sh} also gives to CHA. Writes one
 * letter per line ({@code W}, {@code B}, {@code -} or {@code ?}) to the output file and prints
 * mean, median and worst time per analysis, then the slowest lines. A first pass over the first
 * lines (300 unless told), with another analyser, warms the JIT. The measured analyser is one for
 * the whole file, as in {@code annabella dead --fen-file}: a mating line found for one line can
 * serve a later one. Arguments: full|quick INPUT OUTPUT [node limit [wall|cpu [warm-up lines]]];
 * with {@code cpu} the times are the thread's processor time instead of wall time, which leaves
 * out the waits of a shared machine (other processes, the JIT compiling on other threads) but not
 * garbage collection done by this thread. A warm-up over the whole file gives the times of a
 * process that has run for a while, as a session does.
 */
public final class FenFileTimes {
    private static final int SLOWEST = 8;
    private static final int WARM_UP = 300;

    private FenFileTimes() {
    }

    public static void main(String[] args) throws IOException {
        SearchMode mode = args[0].equalsIgnoreCase("quick") ? SearchMode.QUICK : SearchMode.FULL;
        List<String> lines = Files.readAllLines(Path.of(args[1]));
        long limit = args.length > 3 ? Long.parseLong(args[3]) : Unwinnability.DEFAULT_NODE_LIMIT;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        LongSupplier clock = args.length > 4 && args[4].equals("cpu") ? threads::getCurrentThreadCpuTime : System::nanoTime;
        List<Position> positions = new ArrayList<>();
        List<Color> sides = new ArrayList<>();
        for (String line : lines) {
            int cut = line.lastIndexOf(' ');
            positions.add(Position.fromFenLenient(line.substring(0, cut)));
            sides.add(line.substring(cut + 1).equals("white") ? Color.WHITE : Color.BLACK);
        }
        // The warm-up has an analyser of its own: the measured one must not have met the lines before.
        Unwinnability warmUp = new Unwinnability(limit);
        int warmUpLines = args.length > 5 ? Integer.parseInt(args[5]) : WARM_UP;
        for (int i = 0; i < Math.min(warmUpLines, positions.size()); i++) {
            warmUp.analyse(positions.get(i), sides.get(i), mode);
        }
        Unwinnability analyser = new Unwinnability(limit);
        long[] times = new long[positions.size()];
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[2])))) {
            for (int i = 0; i < positions.size(); i++) {
                long start = clock.getAsLong();
                char letter = analyser.analyse(positions.get(i), sides.get(i), mode).letter();
                times[i] = clock.getAsLong() - start;
                out.println(letter);
            }
        }
        long total = Arrays.stream(times).sum();
        Integer[] slowest = new Integer[times.length];
        Arrays.setAll(slowest, i -> i);
        Arrays.sort(slowest, (a, b) -> Long.compare(times[b], times[a]));
        long[] sorted = times.clone();
        Arrays.sort(sorted);
        int n = times.length;
        String warmed = warmUpLines >= positions.size() ? ", warmed on the whole file" : "";
        System.out.printf("annabella %s%s: %d analyses, mean %.1f us, median %.1f us, worst %.2f ms%n",
                mode.name().toLowerCase(), warmed, n, total / 1e3 / n, sorted[n / 2] / 1e3, sorted[n - 1] / 1e6);
        for (int i = 0; i < Math.min(SLOWEST, n); i++) {
            System.out.printf("  %8.2f ms  %s%n", times[slowest[i]] / 1e6, lines.get(slowest[i]));
        }
    }
}
