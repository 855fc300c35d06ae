package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.annabella.laws.Result;
import org.annabella.rules.Color;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a child JVM playing a game with SIGKILL at random moments, again and again on the same
 * journal, and checks after each kill that every event the child reported durable is still
 * there and the replayed game is a prefix of the real one; the last run finishes the game.
 */
class JournalCrashTest {
    @TempDir
    Path dir;

    private static final int KILLS = 10;

    @Test
    void killedAtRandomPointsTheGameLosesNothingButTheEventBeingWritten() throws Exception {
        Path journal = dir.resolve("crash.journal");
        Random random = new Random(20261122);
        int kills = 0;
        for (int run = 0; run <= KILLS; run++) {
            boolean last = run == KILLS;
            Path out = dir.resolve("out" + run);
            Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                    CrashChild.class.getName(), journal.toString())
                    .redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            // Let the child get going (JVM start-up varies a lot), then kill it at a random moment.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (child.isAlive() && Files.size(out) == 0 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            boolean finished = child.waitFor(last ? 120_000 : random.nextInt(150), TimeUnit.MILLISECONDS);
            if (!finished) {
                child.destroyForcibly(); // SIGKILL on Unix
                child.waitFor(10, TimeUnit.SECONDS);
                kills++;
            }
            // Only whole lines count: the kill may cut the last one ("durable 5" of "durable 57").
            String text = Files.readString(out);
            List<String> lines = List.of(text.substring(0, text.lastIndexOf('\n') + 1).split("\n"));
            int reported = lines.stream().filter(l -> l.startsWith("durable ")).mapToInt(
                    l -> Integer.parseInt(l.substring(8).trim())).max().orElse(0);
            if (!Files.exists(journal)) {
                assertEquals(0, reported, "run " + run);
                continue;
            }
            try (Journal j = Journal.open(journal)) {
                int recovered = j.records().size();
                assertTrue(recovered >= reported, "run " + run + ": " + reported + " durable, " + recovered + " recovered");
                assertTrue(recovered <= reported + 1, "run " + run + ": " + reported + " reported, " + recovered
                        + " recovered: only the record being written may be there unreported");
                if (recovered == 0) {
                    continue;
                }
            }
            Session s = Session.resume(Journal.open(journal), System::currentTimeMillis);
            List<String> moves = s.state().moves();
            assertEquals(ScriptedGame.OPERA_GAME.subList(0, moves.size()), moves, "run " + run);
            // A move executed but not yet pressed is in the record, not yet on the scoresheets.
            List<String> sheet = s.state().scoresheet(Color.BLACK);
            assertEquals(moves.subList(0, sheet.size()), sheet, "run " + run);
            assertTrue(moves.size() - sheet.size() <= 1, "run " + run);
            boolean done = lines.stream().anyMatch(l -> l.startsWith("done"));
            s.close();
            if (done) {
                assertTrue(finished);
                assertTrue(kills >= KILLS / 2, "the game ended after only " + kills + " kills");
                assertEquals(ScriptedGame.OPERA_GAME, moves);
                assertEquals(Optional.of(Result.WHITE_WINS), s.state().outcome());
                return;
            }
        }
        fail("the game did not finish after " + kills + " kills");
    }
}
