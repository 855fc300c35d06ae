package org.annabella.session.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.session.Assistance;
import org.annabella.session.Event.Origin;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.testkit.RandomGames;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * How long resuming a long game takes: its journal of 300 half-moves, each through every step of
 * the Appendix (move, announcement, press, repetition, execution), replayed into a session. This
 * is the figure the "one state" refactor (issue 21) must not make slower. With {@code
 * notesPerMove} 28 the running clock is also noted every 5 seconds, 140 seconds a half-move: a
 * game of nearly twelve hours in about 10,000 records (issue 36: within 100 ms).
 */
@State(Scope.Thread)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class JournalReplayBenchmark {
    static final int PLIES = 300;

    /** Clock notes (every 5 seconds of play) after each half-move. */
    @Param({"0", "28"})
    public int notesPerMove;

    private Path dir;
    private Path recorded;
    private Path copy;

    @Setup(Level.Trial)
    public void record() throws Exception {
        dir = Files.createTempDirectory("replay-bench");
        recorded = dir.resolve("recorded.journal");
        copy = dir.resolve("copy.journal");
        for (long seed = 1; ; seed++) {
            if (recordGame(seed)) {
                return;
            }
            Files.delete(recorded);
        }
    }

    /** Plays a random game of {@link #PLIES} half-moves through a session; false when the game ended first. */
    private boolean recordGame(long seed) {
        Game game = RandomGames.play(Game.fromStart(), new Random(seed), PLIES);
        if (game.ply() < PLIES) {
            return false;
        }
        AtomicLong now = new AtomicLong();
        // 2009 Laws: no automatic 75-move or fivefold draw, so a long random game goes on.
        org.annabella.session.Setup setup = org.annabella.session.Setup.of(new Player("Ann", true, false),
                new Player("Bob", false, false), Assistance.VISUALLY_IMPAIRED_PLAYER, 2009,
                GameTimeControl.parse(notesPerMove == 0 ? "40/5400+30:1800+30" : "43200"), Mode.TOURNAMENT);
        try (Session s = Session.start(setup, Journal.create(recorded), now::get)) {
            s.startClock();
            for (String san : game.sanMoves()) {
                if (s.state().isOver()) {
                    return false;
                }
                Color side = s.state().position().sideToMove();
                now.addAndGet(2_000);
                s.makeMove(side, san, Origin.TYPED);
                s.announce(side);
                s.press(side);
                s.repeat(side.opposite());
                s.execute(side.opposite());
                for (int i = 0; i < notesPerMove; i++) {
                    now.addAndGet(5_000);
                    s.noteClock();
                }
            }
            return s.state().moves().size() == PLIES;
        }
    }

    @Setup(Level.Invocation)
    public void copyJournal() throws Exception {
        Files.copy(recorded, copy, StandardCopyOption.REPLACE_EXISTING);
    }

    @Benchmark
    public int resume() {
        try (Session s = Session.resume(Journal.open(copy), () -> 0L)) {
            return s.state().moves().size();
        }
    }

    @TearDown(Level.Trial)
    public void remove() throws Exception {
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }
}
