package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.annabella.device.LinkListener;
import org.annabella.device.PegBoardSimulator;
import org.annabella.device.PegProtocol;
import org.annabella.device.PtyPair;
import org.annabella.device.SerialLink;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code annabella play} with a real serial pegged board (a simulator on a socat pseudo-terminal):
 * the visually impaired player's move on the board is the move (2018 D.2.3); the opponent's move,
 * typed by the assistant, waits until the sensors see it made on the pegged board (D.2.10.1).
 */
class PlayWithDevicesTest {
    private PtyPair pair;
    private SerialLink boardEnd;
    private Process play;
    private final StringBuffer screen = new StringBuffer();

    @BeforeEach
    void needSocat() {
        assumeTrue(PtyPair.socatAvailable(), "socat is not installed: skipping the serial play test");
    }

    @AfterEach
    void unplug() {
        if (play != null) {
            play.destroyForcibly();
        }
        if (boardEnd != null) {
            boardEnd.close();
        }
        if (pair != null) {
            pair.close();
        }
    }

    /** The simulated pegged board on the device end of a pseudo-terminal, pieces in the start position. */
    private PegBoardSimulator pegBoard(Path dir) throws IOException {
        pair = PtyPair.open(dir);
        return plugBoard(Position.startPosition().occupied());
    }

    /** A simulated pegged board with these holes full, plugged into the device end of the pair. */
    private PegBoardSimulator plugBoard(long occupied) {
        PegBoardSimulator sim = new PegBoardSimulator(bytes -> boardEnd.write(bytes));
        sim.setOccupancy(occupied);
        boardEnd = new SerialLink(pair.devicePath(), PegProtocol.BAUD, sim, new LinkListener() {
            public void linkUp(String port) {
            }

            public void linkDown(String port, String why) {
            }
        });
        boardEnd.start();
        return sim;
    }

    /** Runs {@code annabella ARGS} in its own JVM, collecting what it prints; returns its stdin. */
    private OutputStream launch(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.annabella.cli.Main"));
        command.addAll(List.of(args));
        screen.setLength(0);
        play = new ProcessBuilder(command).redirectErrorStream(true).start();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(play.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (int c; (c = r.read()) >= 0; ) {
                    screen.append((char) c);
                }
            } catch (IOException e) {
                // the process ended
            }
        });
        reader.setDaemon(true);
        reader.start();
        waitFor("the console's first prompt", () -> screen.indexOf("> ") >= 0);
        Thread.sleep(1500); // the board's first snapshot reaches the follower
        return play.getOutputStream();
    }

    private static void type(OutputStream stdin, String line) throws IOException {
        stdin.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        stdin.flush();
    }

    private static void move(PegBoardSimulator sim, String from, String to) throws InterruptedException {
        sim.lift(Square.parse(from));
        Thread.sleep(150);
        sim.seat(Square.parse(to));
    }

    @Test
    void pegBoardMovesAndExecutionsAreSensed(@TempDir Path dir) throws Exception {
        PegBoardSimulator sim = pegBoard(dir);
        Path journal = dir.resolve("game.journal");
        OutputStream stdin = launch("play", "--vi", "white", "--board", "peg:" + pair.hostPath(),
                "--time-control", "300+0", "--speech", "none", "--journal", journal.toString());

        // White, visually impaired, plays e4 on the pegged board: announced, and the game goes on.
        move(sim, "e2", "e4");
        waitFor("White's move announced", () -> screen.indexOf("Eva vier") >= 0);

        // Black's move typed by the assistant: it waits to be made on White's pegged board.
        type(stdin, "e5");
        waitFor("the instruction to make e5 on White's board", () -> screen.indexOf("make e5 on your board") >= 0);
        int waiting = screen.length();
        type(stdin, "moves");
        waitFor("the move list", () -> screen.indexOf("1. e4", waiting) >= 0);
        Thread.sleep(500);
        assertFalse(screen.substring(waiting).contains("White to move"), "the move is not complete before it is on the board");

        move(sim, "e7", "e5");
        waitFor("the executed move to complete", () -> screen.indexOf("White to move") >= 0);

        type(stdin, "quit");
        assertTrue(play.waitFor(20, TimeUnit.SECONDS), "play ends on quit");
        assertEquals(0, play.exitValue(), screen.toString());
        // Journal records are length-prefixed UTF-8 lines: the board's move and the typed one are there.
        String records = new String(Files.readAllBytes(journal), StandardCharsets.ISO_8859_1);
        assertTrue(records.matches("(?s).*e2e4\tBOARD.*e7e5\tTYPED.*"), records);
    }

    private void waitFor(String what, BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + 15_000_000_000L;
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end || !play.isAlive() && !done.getAsBoolean()) {
                throw new AssertionError("timed out waiting for " + what + "; the console showed:\n" + screen);
            }
            Thread.sleep(20);
        }
    }
}
