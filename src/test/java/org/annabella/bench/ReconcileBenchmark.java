package org.annabella.bench;

import org.annabella.laws.Edition;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.annabella.reconcile.BoardSnapshot;
import org.annabella.reconcile.ClockLog;
import org.annabella.reconcile.Reconciler;
import org.annabella.reconcile.ReconcileRuling;
import org.annabella.reconcile.WrittenSheet;
import org.annabella.rules.Game;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.testkit.RandomGames;
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
 * One ruling for a 120-half-move game (a fixed random legal playout). {@code displacedPiece}: the
 * sheets agree and board B lacks one piece, so the judge tries every explanation, including a
 * differently made move in each of the last twelve half-moves, before calling it displaced.
 * {@code sheetsDiffer}: the sheets differ ten half-moves from the end and each board follows its
 * own sheet. How to run it is in docs/performance.md.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ReconcileBenchmark {
    private Reconciler.Case displaced;
    private Reconciler.Case differ;

    @Setup
    public void setUp() {
        Random random = new Random(2009);
        Game gameA = RandomGames.play(Game.fromStart(), random, 120);
        List<String> sheetA = gameA.sanMoves();
        Game gameB = Game.fromStart();
        sheetA.subList(0, 110).forEach(gameB::play);
        RandomGames.play(gameB, random, 10); // from here sheet B and board B go their own way
        List<String> sheetB = gameB.sanMoves();
        Position a = gameA.position();
        Position b = gameB.position();
        Piece[] lacking = new Piece[64];
        boolean removed = false;
        for (int sq = 0; sq < 64; sq++) {
            Piece piece = a.pieceAt(sq);
            boolean take = !removed && piece != null && piece.type() != PieceType.KING;
            removed |= take;
            lacking[sq] = take ? null : piece;
        }
        WrittenSheet sa = new WrittenSheet("A", null, sheetA);
        displaced = new Reconciler.Case(sa, sa, BoardSnapshot.of(a), BoardSnapshot.of(lacking), ClockLog.empty(),
                Edition.FIDE_2018);
        differ = new Reconciler.Case(sa, new WrittenSheet("B", null, sheetB), BoardSnapshot.of(a), BoardSnapshot.of(b),
                ClockLog.empty(), Edition.FIDE_2018);
    }

    @Benchmark
    public ReconcileRuling displacedPiece() {
        return Reconciler.rule(displaced);
    }

    @Benchmark
    public ReconcileRuling sheetsDiffer() {
        return Reconciler.rule(differ);
    }
}
