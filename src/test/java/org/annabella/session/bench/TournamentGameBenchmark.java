package org.annabella.session.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.annabella.testkit.AcceleratedTable;
import org.annabella.testkit.Reachable;

/**
 * A six-hour tournament game at accelerated time (issue 36): sensed boards on both sides, a
 * tactile clock, clock notes every 5 seconds and the talking clock every minute
 * ({@link AcceleratedTable}), a random game of 2009 Laws played by the simulated hands. Every half
 * hour of game time it prints the heap in use after a full collection, the objects the session
 * and console hold, the journal's records and the half-moves. The first seed was the one looked at
 * while making the game's memory bounded; the second is held out, reported apart.
 *
 * <p>Usage: TournamentGameBenchmark [hours=6] [stretch=8] [seeds=1,2]
 */
public final class TournamentGameBenchmark {
    private static final long HALF_HOUR = 30 * 60_000L;
    private static final int PLIES = 600;

    public static void main(String[] args) throws Exception {
        double hours = args.length > 0 ? Double.parseDouble(args[0]) : 6;
        int stretch = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        String[] seeds = (args.length > 2 ? args[2] : "1,2").split(",");
        for (String seed : seeds) {
            play(Long.parseLong(seed), (long) (hours * 3_600_000), stretch, seed.equals(seeds[0]) ? "tuned" : "held out");
        }
    }

    private static void play(long seed, long gameMillis, int stretch, String kind) throws Exception {
        Path dir = Files.createTempDirectory("tournament-game");
        List<String> moves = AcceleratedTable.longGame(dir, seed, PLIES);
        long start = System.nanoTime();
        System.out.printf("seed %d (%s), thinking stretched %d times%n", seed, kind, stretch);
        System.out.println("| game time | half-moves | journal records | talking clock lines | objects held | heap after GC |");
        System.out.println("|---|---|---|---|---|---|");
        try (AcceleratedTable table = new AcceleratedTable(dir.resolve("game.journal"), moves, seed, stretch)) {
            long next = 0;
            int ply = 0;
            while (table.millis() < gameMillis && ply < PLIES && !table.session().state().isOver()) {
                if (table.millis() >= next) {
                    report(table);
                    next += HALF_HOUR;
                }
                table.playTo(++ply);
            }
            report(table);
            System.out.printf("%s: %.1f s of real time, %s%n%n", table.session().state().isOver() ? "game over" : "stopped",
                    (System.nanoTime() - start) / 1e9, table.session().state().isOver() ? table.session().state().endReason() : "");
        }
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    private static void report(AcceleratedTable table) {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        long minutes = table.millis() / 60_000;
        System.out.printf("| %d:%02d | %d | %d | %d | %d | %.2f MB |%n", minutes / 60, minutes % 60,
                table.session().state().moves().size(), table.session().journal().size(), table.said(),
                Reachable.count(table.session(), table.console()), heap / 1e6);
    }
}
