package org.annabella.rules.pgn.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.annabella.cli.Main;
import org.annabella.rules.Game;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import org.annabella.rules.pgn.PgnWriter;
import org.annabella.testkit.RandomGames;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading and checking PGN: 1,500 random legal games (seeded, 0 to 284 half-moves each: 204,692
 * half-moves and 1.38 MB, the size of the file of issue 19) written as export PGN. {@code read} is the
 * reader alone on the text in memory; {@code check} is {@code annabella check --pgn FILE} in
 * process, from reading the file to the last line printed (to a writer that drops it). Half-moves
 * a second = half-moves in the file (printed at setup) / time per operation. How to run it and the
 * figures: docs/performance.md, section "Reading PGN". The file is left in the system's temporary
 * folder under the name printed, for comparing with other tools.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PgnCheckBenchmark {
    static final int GAMES = 1_500;
    static final int MAX_PLIES = 284;
    static final long SEED = 19;

    private String text;
    private Path file;
    private final PrintWriter nowhere = new PrintWriter(Writer.nullWriter());

    /** The benchmark's file, built from its seed (also for tools outside: {@code main} writes it to a path). */
    static String randomGames() {
        Random random = new Random(SEED);
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= GAMES; i++) {
            Game game = RandomGames.game(random, MAX_PLIES);
            PgnGame pgn = new PgnGame(java.util.Map.of("Event", "random " + i, "White", "A", "Black", "B"), game);
            sb.append(PgnWriter.write(pgn)).append('\n');
        }
        return sb.toString();
    }

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        text = randomGames();
        file = Files.createTempFile("annabella-random-games-", ".pgn");
        Files.writeString(file, text);
        long plies = 0;
        for (PgnGame g : PgnReader.readAll(text)) {
            plies += g.game().ply();
        }
        System.out.printf("%n%d games, %d half-moves, %d bytes: %s%n", GAMES, plies, Files.size(file), file);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        Files.deleteIfExists(file);
    }

    /** Every game read, every move checked, from the text in memory. */
    @Benchmark
    public int read() {
        PgnReader reader = new PgnReader(text);
        int plies = 0;
        for (PgnGame g = reader.next(); g != null; g = reader.next()) {
            plies += g.game().ply();
        }
        return plies;
    }

    /** {@code annabella check --pgn FILE} in process, one line printed per game. */
    @Benchmark
    public int check() {
        return Main.run(new String[] {"check", "--pgn", file.toString()}, nowhere, nowhere);
    }

    /** Writes the benchmark's file to the path given, for timing other tools on the same games. */
    public static void main(String[] args) throws IOException {
        Files.writeString(Path.of(args[0]), randomGames());
    }
}
