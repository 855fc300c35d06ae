package org.annabella.bench;

import java.util.concurrent.TimeUnit;
import org.annabella.announce.AnnouncementReader;
import org.annabella.announce.Announcer;
import org.annabella.announce.Style;
import org.annabella.announce.Verbosity;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The words of a move and the move of some words: the part of "move made to first audio" that
 * happens before the speech engine (docs/performance.md, section Announcements). A middlegame
 * position with a disambiguated knight move, so that disambiguation and check are computed.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class AnnouncementBenchmark {
    private static final String FEN = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/5N2/PP2BPPP/RNBQK2R w KQ - 0 8";

    private Position position;
    private int move;
    private final Announcer fideShort = Announcer.fide();
    private final Announcer englishFull = new Announcer(Style.ENGLISH, Verbosity.FULL);
    private final AnnouncementReader reader = new AnnouncementReader();

    @Setup
    public void setUp() {
        position = Position.fromFen(FEN);
        move = Notation.parse(position, "Nfd2");
    }

    @Benchmark
    public String announceFideShort() {
        return fideShort.announce(position, move);
    }

    @Benchmark
    public String announceEnglishFull() {
        return englishFull.announce(position, move);
    }

    /** Words that are not notation: Notation.parse declines, then the words are read. */
    @Benchmark
    public int readWords() {
        return reader.read(position, "Springer Felix David zwei");
    }

    @Benchmark
    public int readSan() {
        return reader.read(position, "Nfd2");
    }
}
