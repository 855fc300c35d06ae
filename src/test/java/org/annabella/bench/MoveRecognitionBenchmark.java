package org.annabella.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.annabella.device.BoardAction;
import org.annabella.device.BoardProtocol;
import org.annabella.device.Choreography;
import org.annabella.rules.Game;
import org.annabella.rules.Move;
import org.annabella.rules.Position;
import org.annabella.sync.BoardFollower;
import org.annabella.sync.BoardSync;
import org.annabella.sync.InProcessBoard;
import org.annabella.sync.SyncFact;
import org.annabella.testkit.RandomGames;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * From the event that completes a move to the move recognised: the simulated board's bytes for
 * that event go through the real driver (DGT decoder, pegged-board line codec, ChessLink codec, or
 * Certabo scan parser with its two agreeing scans), the follower and
 * the sync until the MoveMade fact is out. Every other hand movement of the move is played in the
 * untimed setup. For the few moves the sync deliberately holds (a slider that could still be
 * sliding, half a castling) the completing event is the settle timer's tick, which is timed
 * instead. SampleTime mode gives the percentiles; see docs/performance.md.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class MoveRecognitionBenchmark {
    @Param({"dgt", "peg", "millennium", "certabo"})
    public String board;

    private final List<Integer> game = new ArrayList<>();
    private Position start;
    private InProcessBoard bench;
    private Choreography hands;
    private Position position;
    private int next;
    private long t;
    private BoardAction last;
    private int recognised;
    private int fed;

    private final BoardFollower.Events events = new BoardFollower.Events() {
        @Override
        public void accept(SyncFact f) {
            if (f instanceof SyncFact.MoveMade) {
                recognised++;
            }
        }

        @Override
        public void notice(String line) {
        }
    };

    @Setup(Level.Trial)
    public void makeGame() {
        start = Position.startPosition();
        game.addAll(RandomGames.play(Game.fromPosition(start), new Random(7), 200).moves());
        if (kind() == BoardProtocol.CERTABO) {
            // a promoted piece needs a chip calibrated beforehand: the game stops before its first promotion
            int promotion = 0;
            while (promotion < game.size() && !Move.isPromotion(game.get(promotion))) {
                promotion++;
            }
            game.subList(promotion, game.size()).clear();
        }
        restart();
    }

    private void restart() {
        bench = new InProcessBoard(start, kind(), events);
        hands = new Choreography(11, kind().identifiesPieces(), false);
        position = start.copy();
        next = 0;
        t = bench.now() + 1_000_000_000L;
        recognised = 0;
        fed = 0;
    }

    private BoardProtocol kind() {
        return BoardProtocol.of(board + ":");
    }

    /** Plays every hand movement of the next move but the last, untimed. */
    @Setup(Level.Invocation)
    public void almostAMove() {
        if (next == game.size()) {
            restart();
        }
        int m = game.get(next++);
        if (Move.isPromotion(m)) {
            bench.follower().setPromotionChoice(Move.promotionPiece(m));   // announced, as on a pegged board
        }
        List<BoardAction> acts = hands.move(position, m, t);
        for (int i = 0; i < acts.size() - 1; i++) {
            bench.act(acts.get(i));
        }
        last = acts.get(acts.size() - 1);
        bench.advance(last.atNanos());
        position.makeMove(m);
        t = last.atNanos() + 2_000_000_000L;
        fed++;
    }

    @Benchmark
    public int completeTheMove() {
        bench.act(last);
        if (recognised < fed) {
            bench.follower().poll(last.atNanos() + BoardSync.CASTLE_SETTLE_NANOS);
        }
        return recognised;
    }

    @TearDown(Level.Invocation)
    public void check() {
        if (recognised != fed) {
            throw new IllegalStateException("move " + fed + " was not recognised");
        }
    }
}
