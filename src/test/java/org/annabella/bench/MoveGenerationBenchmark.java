package org.annabella.bench;

import java.util.concurrent.TimeUnit;
import org.annabella.rules.MoveList;
import org.annabella.rules.Perft;
import org.annabella.rules.Position;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Move generation and make/unmake, single thread. How to run it is in docs/performance.md;
 * {@code -prof gc} shows the allocation per operation (none is expected on these paths).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MoveGenerationBenchmark {
    @Param({
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    })
    public String fen;

    private Position position;
    private final MoveList list = new MoveList();
    private int[] moves;

    @Setup
    public void setUp() {
        position = Position.fromFen(fen);
        moves = position.legalMoves();
    }

    /** Generating every legal move of the position. */
    @Benchmark
    public int generate() {
        position.legalMoves(list);
        return list.size();
    }

    /** Making and unmaking every legal move once. */
    @Benchmark
    public long makeUnmakeAll() {
        long sum = 0;
        for (int m : moves) {
            position.makeMove(m);
            sum += position.key();
            position.unmakeMove();
        }
        return sum;
    }

    /** Perft 3 with bulk counting: generation and make/unmake together. */
    @Benchmark
    public long perft3() {
        return Perft.perft(position, 3);
    }
}
