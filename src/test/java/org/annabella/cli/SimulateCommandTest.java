package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.annabella.device.LinkListener;
import org.annabella.device.PegBoard;
import org.annabella.device.PegProtocol;
import org.annabella.device.PtyPair;
import org.annabella.device.SerialLink;
import org.annabella.rules.Position;
import org.annabella.sync.BoardFollower;
import org.annabella.sync.SyncFact;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `annabella simulate peg --game FILE` on a real pseudo-terminal, followed over serial; a bad --wait refused. */
class SimulateCommandTest {

    @Test
    void simulatedPeggedBoardPlaysAGameThroughAPty(@TempDir Path dir) throws Exception {
        assumeTrue(PtyPair.socatAvailable(), "socat is not installed: skipping the pseudo-terminal test");
        Path pgn = dir.resolve("game.pgn");
        Files.writeString(pgn, "[Event \"t\"]\n\n1. d4 Nf6 2. c4 e6 *\n");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int[] code = {-1};
        Thread sim = new Thread(() -> code[0] = Main.run(new String[] {"simulate", "peg", "--game", pgn.toString(),
            "--wait", "20"}, new PrintWriter(out, true), new PrintWriter(err, true)));
        sim.start();
        long end = System.nanoTime() + 10_000_000_000L;
        while (out.toString().isEmpty() && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        String port = out.toString().trim();
        List<String> moves = Collections.synchronizedList(new ArrayList<>());
        List<String> results = Collections.synchronizedList(new ArrayList<>());
        BoardFollower follower = new BoardFollower(Position.startPosition(), false, new BoardFollower.Events() {
            public void accept(SyncFact f) {
                if (f instanceof SyncFact.MoveMade m) {
                    moves.add(m.uci());
                }
            }

            public void notice(String line) {
            }

            public void endOfGame(String result) {
                results.add(result);
            }
        });
        SerialLink[] link = new SerialLink[1];
        PegBoard board = new PegBoard(b -> link[0].write(b), follower, System::nanoTime);
        follower.attach(board);
        link[0] = new SerialLink(port, PegProtocol.BAUD, board, new LinkListener() {
            public void linkUp(String p) {
            }

            public void linkDown(String p, String why) {
            }
        });
        link[0].start();
        try {
            end = System.nanoTime() + 30_000_000_000L;
            while (results.isEmpty() && System.nanoTime() < end) {
                follower.poll(System.nanoTime());
                Thread.sleep(20);
            }
            sim.join(10_000);
            assertEquals(List.of("d2d4", "g8f6", "c2c4", "e7e6"), moves);
            assertEquals(List.of("*"), results);
            assertEquals(0, code[0], err.toString());
        } finally {
            link[0].close();
        }
    }

    @Test
    void aWaitThatIsNoTimeIsRefusedBeforeAnythingStarts() {
        for (String wait : List.of("-1", "0", "86401")) {
            CliRun run = CliRun.of("simulate", "peg", "--wait", wait);
            assertEquals(2, run.exit, run.err);
            assertEquals("annabella simulate: --wait must be 1 to 86400 seconds, not " + wait + "\n", run.err);
            assertEquals("", run.out, "no pseudo-terminal was made");
        }
    }
}
