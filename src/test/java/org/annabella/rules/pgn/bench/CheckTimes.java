package org.annabella.rules.pgn.bench;

import java.io.PrintWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import com.sun.management.OperatingSystemMXBean;
import org.annabella.cli.Main;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;

/**
 * {@code annabella check --pgn FILE} in process, timed: warm-up runs, then measured runs, each the
 * whole command from opening the file to the last line printed (to a writer that drops it), with
 * the half-moves a second and the processor time of the whole process (all its threads: on a shared
 * machine a truer measure of the work than the wall time). The JVM's start-up is not in it; scripts/check-vs-pgn-extract.sh times
 * whole processes.
 *
 * <pre>java -cp target/test-classes:target/classes:$(cat target/classpath.txt) \
 *     org.annabella.rules.pgn.bench.CheckTimes FILE [WARMUP [RUNS]]</pre>
 */
public final class CheckTimes {
    private CheckTimes() {
    }

    public static void main(String[] args) {
        String file = args[0];
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        long plies = 0;
        PgnReader reader = PgnReader.of(java.nio.file.Path.of(file));
        for (PgnGame g = reader.next(); g != null; g = reader.next()) {
            plies += g.game().ply();
        }
        PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        for (int i = -warmup; i < runs; i++) {
            long start = System.nanoTime();
            long cpu = os.getProcessCpuTime();
            int code = Main.run(new String[] {"check", "--pgn", file}, nowhere, nowhere);
            double seconds = (System.nanoTime() - start) / 1e9;
            double cpuSeconds = (os.getProcessCpuTime() - cpu) / 1e9;
            System.out.printf("%s %d: %.3f s, %,.0f half-moves a second; processor time %.3f s (exit %d, %d processors)%n",
                    i < 0 ? "warm-up" : "run", i < 0 ? i + warmup + 1 : i + 1, seconds, plies / seconds, cpuSeconds,
                    code, Runtime.getRuntime().availableProcessors());
        }
    }
}
