package org.annabella.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.annabella.device.BoardAction;
import org.annabella.device.BoardProtocol;
import org.annabella.device.BoardSimulator;
import org.annabella.device.ByteReceiver;
import org.annabella.device.Choreography;
import org.annabella.device.DeviceEnd;
import org.annabella.device.PegBoardSimulator;
import org.annabella.device.PtyPair;
import org.annabella.device.TactileClockProtocol;
import org.annabella.device.TactileClockSimulator;
import org.annabella.device.Transport;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Move;
import org.annabella.rules.Position;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code annabella simulate dgt|peg|millennium|certabo|clock [--game FILE]}: runs a device simulator on a new
 * pseudo-terminal (socat), prints the path to connect to, waits for a program to open it and
 * plays a game through it in real time with realistic hand movements (the clock presses its
 * lever once per move). For people testing their own setup: point `annabella watch` (or any DGT
 * software) at the printed path.
 */
@Command(mixinStandardHelpOptions = true, name = "simulate", description = "Run a board or clock simulator on a new pseudo-terminal and play a game.")
final class SimulateCommand implements Callable<Integer> {
    /** The game played when no file is given: a Ruy Lopez with castling and captures. */
    private static final String DEMO = "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O f6 d4 exd4 Nxd4 c5 Nb3 Qxd1 Rxd1";

    /** A day: longer than any session at a table. */
    private static final int MAX_WAIT_SECONDS = 86_400;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", description = "dgt, peg, millennium, certabo or clock.")
    String device;

    @Option(names = "--game", description = "PGN file; its first game is played (default a short demo game).")
    Path gameFile;

    @Option(names = "--wait", defaultValue = "60", description = "Seconds to wait for a program to connect (default 60).")
    int waitSeconds;

    @Override
    public Integer call() throws Exception {
        BoardProtocol board = device.equals("clock") ? null : BoardProtocol.of(device + ":");
        if (board == null && !device.equals("clock")) {
            throw new BadInputException("device must be " + BoardProtocol.forms().replace(":PORT", "").replace(" or ", ", ")
                    + " or clock, not '" + device + "'");
        }
        if (waitSeconds < 1 || waitSeconds > MAX_WAIT_SECONDS) {
            throw new BadInputException("--wait must be 1 to " + MAX_WAIT_SECONDS + " seconds, not " + waitSeconds);
        }
        Game game = readGame();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!PtyPair.socatAvailable()) {
            err.println("annabella simulate: socat is not installed; install the Debian package socat, which makes the pseudo-terminal");
            return Main.FAULT;
        }
        Path dir = Files.createTempDirectory("annabella-sim");
        int baud = board == null ? TactileClockProtocol.BAUD : board.baud();
        try (PtyPair pty = PtyPair.open(dir); DeviceEnd end = new DeviceEnd(pty.devicePath(), baud)) {
            CountDownLatch hostSpoke = new CountDownLatch(1);
            ByteReceiver sim = simulator(board, game.startPosition(), end);
            ByteReceiver listening = new ByteReceiver() {
                public void received(byte[] data, int length) {
                    hostSpoke.countDown();
                    sim.received(data, length);
                }
            };
            end.plug(listening, heartbeat(sim));
            out.println(pty.hostPath());
            out.flush();
            err.println("simulated " + device + " on " + pty.hostPath() + "; waiting for a program to open it");
            err.flush();
            if (!hostSpoke.await(waitSeconds, TimeUnit.SECONDS)) {
                err.println("nobody connected within " + waitSeconds + " s");
                return 0;
            }
            Thread.sleep(500);   // let the host read the whole board first
            play(sim, board != null && board.identifiesPieces(), game, err);
            Thread.sleep(2000);
        } finally {
            Files.deleteIfExists(dir);   // empty once socat has gone with its two links
        }
        return 0;
    }

    private Game readGame() {
        if (gameFile == null) {
            Game g = Game.fromStart();
            for (String san : DEMO.split(" ")) {
                g.play(san);
            }
            return g;
        }
        PgnGame first;
        try (PgnReader reader = PgnReader.of(gameFile)) {
            first = reader.next();
        }
        if (first == null) {
            throw new BadInputException(gameFile + ": no game in the file");
        }
        return first.game();
    }

    /** What the firmware sends every second: a pegged board's and a tactile clock's heartbeat, a scan... */
    private static Runnable heartbeat(ByteReceiver sim) {
        if (sim instanceof BoardSimulator board) {
            return board.everySecond();
        }
        return sim instanceof TactileClockSimulator clock ? clock::heartbeat : null;
    }

    private static ByteReceiver simulator(BoardProtocol board, Position start, Transport toHost) {
        if (board == null) {
            return new TactileClockSimulator(toHost);
        }
        BoardSimulator s = board.simulator(toHost);
        s.setPosition(start);
        return s;
    }

    /** Plays the game's moves in real time: hand movements on a board, lever presses on a clock. */
    private void play(ByteReceiver sim, boolean identity, Game game, PrintWriter err) throws InterruptedException {
        Choreography hands = new Choreography(System.nanoTime(), identity, true);
        Position p = game.startPosition();
        long t0 = System.nanoTime();
        long t = t0 + 1_000_000_000L;
        List<Integer> moves = new ArrayList<>(game.moves());
        for (int m : moves) {
            if (m == Move.NULL) {
                break;
            }
            if (sim instanceof TactileClockSimulator clock) {
                sleepUntil(t);
                clock.pressLever(p.sideToMove());
                t += 1_000_000_000L + hands.replyDelay();
            } else {
                List<BoardAction> acts = hands.move(p, m, t);
                for (BoardAction a : acts) {
                    sleepUntil(a.atNanos());
                    ((BoardSimulator) sim).act(a);
                }
                t = acts.get(acts.size() - 1).atNanos() + hands.replyDelay();
            }
            p.makeMove(m);
        }
        if (sim instanceof PegBoardSimulator peg) {
            peg.endGame(p.isCheckmate() ? (p.sideToMove() == Color.WHITE ? "0-1" : "1-0") : "*");
        }
        err.println("the game has been played: " + moves.size() + " moves");
        err.flush();
    }

    private static void sleepUntil(long nanos) throws InterruptedException {
        long wait = nanos - System.nanoTime();
        if (wait > 0) {
            TimeUnit.NANOSECONDS.sleep(wait);
        }
    }
}
