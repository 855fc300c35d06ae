package org.annabella.sync;

import static org.annabella.rules.Square.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.annabella.device.BoardDevice;
import org.annabella.device.BoardProtocol;
import org.annabella.device.BoardSimulator;
import org.annabella.device.ByteReceiver;
import org.annabella.device.CertaboBoardSimulator;
import org.annabella.device.DgtBoardSimulator;
import org.annabella.device.DgtProtocol;
import org.annabella.device.LinkListener;
import org.annabella.device.MillenniumBoardSimulator;
import org.annabella.device.PegBoardSimulator;
import org.annabella.device.PegProtocol;
import org.annabella.device.PtyPair;
import org.annabella.device.SerialLink;
import org.annabella.device.Transport;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real serial code (jSerialComm) on a pseudo-terminal pair made by socat, with the simulator
 * on the other end: moves arrive, and unplugging and replugging mid-game loses nothing.
 */
class PtyTest implements BoardFollower.Events {
    @TempDir
    Path dir;
    private final List<SyncFact> facts = Collections.synchronizedList(new ArrayList<>());
    private final List<String> notices = Collections.synchronizedList(new ArrayList<>());
    private final List<Long> lostAt = Collections.synchronizedList(new ArrayList<>());
    private PtyPair pair;
    private SerialLink host;
    private SerialLink device;
    private Thread ticker;
    private BoardDevice driver;

    @BeforeEach
    void needSocat() {
        assumeTrue(PtyPair.socatAvailable(), "socat is not installed: skipping the pseudo-terminal tests");
    }

    @AfterEach
    void unplug() {
        if (ticker != null) {
            ticker.interrupt();
        }
        if (host != null) {
            host.close();
        }
        if (device != null) {
            device.close();
        }
        if (pair != null) {
            pair.close();
        }
    }

    @Override
    public void accept(SyncFact f) {
        facts.add(f);
    }

    @Override
    public void notice(String line) {
        if (line.startsWith("board lost")) {
            lostAt.add(System.nanoTime());
        }
        notices.add(line);
    }

    private List<String> moves() {
        synchronized (facts) {
            return facts.stream().filter(f -> f instanceof SyncFact.MoveMade)
                    .map(f -> ((SyncFact.MoveMade) f).uci()).toList();
        }
    }

    private static void waitFor(String what, long millis, BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000;
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for " + what);
            }
            Thread.sleep(10);
        }
    }

    /** Wires follower, driver, host link, pty and the simulator's own link; returns the follower. */
    private BoardFollower plugIn(Path dir, boolean dgt, java.util.function.Function<Transport, ByteReceiver> simulator,
                                 int baud) throws Exception {
        return plugIn(dir, dgt ? BoardProtocol.DGT : BoardProtocol.PEG, simulator);
    }

    private BoardFollower plugIn(Path dir, BoardProtocol kind, java.util.function.Function<Transport, ByteReceiver> simulator)
            throws Exception {
        int baud = kind.baud();
        pair = PtyPair.open(dir);
        SerialLink[] links = new SerialLink[2];
        ByteReceiver sim = simulator.apply(bytes -> links[1].write(bytes));
        LinkListener quiet = new LinkListener() {
            public void linkUp(String port) {
            }

            public void linkDown(String port, String why) {
            }
        };
        device = links[1] = new SerialLink(pair.devicePath(), baud, sim, quiet);
        device.start();
        BoardFollower follower = new BoardFollower(Position.startPosition(), kind.identifiesPieces(), this);
        driver = kind.driver(bytes -> links[0].write(bytes), follower, System::nanoTime);
        follower.attach(driver);
        host = links[0] = new SerialLink(pair.hostPath(), baud, driver, follower);
        ticker = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                follower.poll(System.nanoTime());
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        ticker.setDaemon(true);
        ticker.start();
        host.start();    // throws when the host end does not open
        return follower;
    }

    @Test
    void dgtBoardUnpluggedAndPluggedBackMidGame() throws Exception {
        DgtBoardSimulator[] sim = new DgtBoardSimulator[1];
        BoardFollower follower = plugIn(dir, true, out -> {
            sim[0] = new DgtBoardSimulator(out, false);
            sim[0].setPieces(Rig.pieces(Position.startPosition()));
            return sim[0];
        }, DgtProtocol.BAUD);
        waitFor("the first full board", 3000, follower::inStep);

        play(sim[0], "e2", "e4", Piece.WHITE_PAWN);
        waitFor("e2e4", 3000, () -> moves().size() == 1);
        play(sim[0], "e7", "e5", Piece.BLACK_PAWN);
        waitFor("e7e5", 3000, () -> moves().size() == 2);

        long unplugged = System.nanoTime();
        pair.close();
        waitFor("the loss to be noticed", 1000, () -> !lostAt.isEmpty());
        assertTrue(lostAt.get(0) - unplugged < 1_000_000_000L, "noticed within a second");

        // White moves while the cable is out; nobody hears the board.
        play(sim[0], "g1", "f3", Piece.WHITE_KNIGHT);
        Thread.sleep(300);
        pair.reopen();
        waitFor("the move made while unplugged", 5000, () -> moves().size() == 3);
        assertEquals(List.of("e2e4", "e7e5", "g1f3"), moves());
        waitFor("board in step", 2000, follower::inStep);

        play(sim[0], "b8", "c6", Piece.BLACK_KNIGHT);
        waitFor("b8c6 after replugging", 3000, () -> moves().size() == 4);
        assertTrue(host.disconnectEvents() <= 1, "no tight loop of disconnect events: " + host.disconnectEvents());
        assertEquals(1, lostAt.size(), "the loss is said once: " + notices);
        assertTrue(notices.stream().filter(n -> n.startsWith("board connected")).count() >= 2, notices.toString());
    }

    @Test
    void peggedBoardOverAPty() throws Exception {
        PegBoardSimulator[] sim = new PegBoardSimulator[1];
        BoardFollower follower = plugIn(dir, false, out -> {
            sim[0] = new PegBoardSimulator(out);
            sim[0].setOccupancy(Position.startPosition().occupied());
            return sim[0];
        }, PegProtocol.BAUD);
        waitFor("the first snapshot", 3000, follower::inStep);
        sim[0].lift(parse("d2"));
        Thread.sleep(120);
        sim[0].seat(parse("d4"));
        Thread.sleep(120);
        sim[0].heartbeat();
        waitFor("d2d4", 3000, () -> moves().size() == 1);
        sim[0].lift(parse("g8"));
        Thread.sleep(120);
        sim[0].seat(parse("f6"));
        waitFor("g8f6", 3000, () -> moves().size() == 2);
        assertEquals(List.of("d2d4", "g8f6"), moves());

        // Unplugged while White plays c4; plugged back, the snapshot shows the move.
        pair.close();
        waitFor("the loss to be noticed", 1000, () -> !lostAt.isEmpty());
        sim[0].lift(parse("c2"));
        sim[0].seat(parse("c4"));
        pair.reopen();
        waitFor("c2c4 found after replugging", 5000, () -> moves().size() == 3);
        assertEquals(List.of("d2d4", "g8f6", "c2c4"), moves());
        assertTrue(host.disconnectEvents() <= 1, "no tight loop of disconnect events");
    }

    @Test
    void millenniumBoardOverAPtyUnpluggedAndPluggedBackWithItsLights() throws Exception {
        MillenniumBoardSimulator[] sim = new MillenniumBoardSimulator[1];
        BoardFollower follower = plugIn(dir, BoardProtocol.MILLENNIUM, out -> {
            sim[0] = new MillenniumBoardSimulator(out, false);
            sim[0].setPosition(Position.startPosition());
            return sim[0];
        });
        waitFor("the first full board", 3000, follower::inStep);
        play(sim[0], "e2", "e4", Piece.WHITE_PAWN);
        waitFor("e2e4", 3000, () -> moves().size() == 1);
        driver.showMove(parse("c7"), parse("c5"));
        waitFor("the move to execute lit", 3000, () -> sim[0].litSquares().length >= 2);
        assertTrue(java.util.Arrays.stream(sim[0].litSquares()).boxed().toList().containsAll(List.of(parse("c7"), parse("c5"))));
        play(sim[0], "c7", "c5", Piece.BLACK_PAWN);
        waitFor("c7c5", 3000, () -> moves().size() == 2);

        pair.close();
        waitFor("the loss to be noticed", 1000, () -> !lostAt.isEmpty());
        play(sim[0], "g1", "f3", Piece.WHITE_KNIGHT);     // made while the cable is out
        Thread.sleep(300);
        pair.reopen();
        waitFor("the move made while unplugged", 5000, () -> moves().size() == 3);
        assertEquals(List.of("e2e4", "c7c5", "g1f3"), moves());
        waitFor("the lights sent again after replugging", 3000, () -> sim[0].litSquares().length >= 2);
        play(sim[0], "d7", "d6", Piece.BLACK_PAWN);
        waitFor("d7d6 after replugging", 3000, () -> moves().size() == 4);
        assertTrue(host.disconnectEvents() <= 1, "no tight loop of disconnect events");
        assertEquals(1, lostAt.size(), "the loss is said once: " + notices);
    }

    @Test
    void certaboBoardOverAPtyCalibratedUnpluggedAndPluggedBack() throws Exception {
        CertaboBoardSimulator[] sim = new CertaboBoardSimulator[1];
        BoardFollower follower = plugIn(dir, BoardProtocol.CERTABO, out -> {
            sim[0] = new CertaboBoardSimulator(out);
            sim[0].setPosition(Position.startPosition());
            return sim[0];
        });
        Thread scanning = new Thread(() -> {     // the board scans all the time
            Runnable scan = sim[0].everySecond();
            while (!Thread.currentThread().isInterrupted()) {
                scan.run();
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        scanning.setDaemon(true);
        scanning.start();
        try {
            waitFor("the calibration and the first full board", 3000, follower::inStep);
            assertTrue(notices.stream().anyMatch(n -> n.startsWith("Certabo board calibrated")), notices.toString());
            play(sim[0], "d2", "d4", Piece.WHITE_PAWN);
            waitFor("d2d4", 3000, () -> moves().size() == 1);
            driver.showMove(parse("g8"), parse("f6"));
            waitFor("the move to execute lit", 3000, () -> sim[0].litSquares().length == 2);
            play(sim[0], "g8", "f6", Piece.BLACK_KNIGHT);
            waitFor("g8f6", 3000, () -> moves().size() == 2);

            pair.close();
            waitFor("the loss to be noticed", 1000, () -> !lostAt.isEmpty());
            play(sim[0], "c2", "c4", Piece.WHITE_PAWN);
            Thread.sleep(300);
            pair.reopen();
            waitFor("the move made while unplugged", 5000, () -> moves().size() == 3);
            assertEquals(List.of("d2d4", "g8f6", "c2c4"), moves());
            assertTrue(host.disconnectEvents() <= 1, "no tight loop of disconnect events");
        } finally {
            scanning.interrupt();
        }
    }

    private static void play(BoardSimulator sim, String from, String to, Piece p) throws InterruptedException {
        sim.lift(parse(from));
        Thread.sleep(120);
        sim.place(parse(to), p);
    }
}
