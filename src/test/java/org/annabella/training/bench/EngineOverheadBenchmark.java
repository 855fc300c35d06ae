package org.annabella.training.bench;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import org.annabella.rules.Color;
import org.annabella.session.Assistance;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.annabella.testkit.TestEngines;
import org.annabella.training.Trainer;
import org.annabella.ui.console.Console;
import org.annabella.ui.console.ConsoleLanguage;

/**
 * From the player's clock press journalled to the engine's move announced (its move and its
 * announcement journalled, each forced to disk), with a stand-in engine that answers at once: everything measured
 * is annabella's overhead (and the pipe to the engine), none of it the engine's thinking. Each
 * round plays e4, waits for the reply, and takes the pair back. Prints p50, p95, max in ms.
 */
public final class EngineOverheadBenchmark {
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        // -Ddir=/dev/shm puts the journal in memory, to tell the disk's forced writes from the rest.
        Path dir = Files.createTempDirectory(Path.of(System.getProperty("dir", System.getProperty("java.io.tmpdir"))), "engine-bench");
        try (Trainer trainer = Trainer.start(Mode.TRAINING, Color.BLACK, TestEngines.standin("play", "e7e5"), null, 100L)) {
            Setup setup = Setup.of(new Player("Ann", true, false), new Player(trainer.name(), false, false),
                    Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("-"), Mode.TRAINING).withEngine(trainer.seat());
            try (Session session = Session.start(setup, Journal.create(dir.resolve("b.journal")), System::currentTimeMillis,
                    PhoneticWording.fide())) {
                Console console = new Console(session, Color.WHITE, ConsoleLanguage.ENGLISH, new PrintWriter(new StringWriter()));
                console.train(trainer, line -> { });
                // From the player's press journalled to the engine's move announced: the measure.
                long[] pressed = new long[1];
                long[] announced = new long[1];
                session.onEvent(line -> {
                    if (line.contains("\tpressed\twhite")) {
                        pressed[0] = System.nanoTime();
                    }
                });
                session.onNotice(n -> {
                    if (n.kind() == org.annabella.session.Notice.Kind.ANNOUNCEMENT && session.state().mover() == Color.BLACK) {
                        announced[0] = System.nanoTime();
                    }
                });
                long[] took = new long[rounds];
                for (int i = -20; i < rounds; i++) {
                    console.handle("e4");
                    if (!trainer.awaitIdle(Duration.ofSeconds(10)) || session.state().moves().size() != 2) {
                        throw new IllegalStateException("the engine did not answer: " + session.state().moves());
                    }
                    console.handle("takeback");
                    if (i >= 0) {
                        took[i] = announced[0] - pressed[0];
                    }
                }
                Arrays.sort(took);
                System.out.printf("rounds %d: p50 %.2f ms, p95 %.2f ms, max %.2f ms%n", rounds, took[rounds / 2] / 1e6,
                        took[(int) (rounds * 0.95)] / 1e6, took[rounds - 1] / 1e6);
            }
        }
    }
}
