package org.annabella.session.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.annabella.session.Journal;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * How long one journal record takes to become durable (append, CRC, FileChannel.force): the
 * delay every event at the board waits before it takes effect.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class JournalAppendBenchmark {
    private Path dir;
    private Journal journal;

    @Setup
    public void open() throws Exception {
        dir = Files.createTempDirectory("journal-bench");
        journal = Journal.create(dir.resolve("bench.journal"));
    }

    @Benchmark
    public void appendAndForce() {
        journal.append("1795375015982\tmove\twhite\te2e4\tBOARD");
    }

    @TearDown
    public void close() throws Exception {
        journal.close();
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }
}
