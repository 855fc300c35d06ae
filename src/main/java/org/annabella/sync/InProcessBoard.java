package org.annabella.sync;

import java.util.function.Function;
import org.annabella.device.BoardAction;
import org.annabella.device.BoardDevice;
import org.annabella.device.BoardProtocol;
import org.annabella.device.BoardSimulator;
import org.annabella.device.DgtBoardSimulator;
import org.annabella.device.PegBoardSimulator;
import org.annabella.device.Transport;
import org.annabella.rules.Position;

/**
 * A simulated board wired in-process to the real driver and a follower, in virtual time: the
 * simulator speaks its protocol byte for byte, and hand actions are applied at their moments
 * while the follower is polled as its timer would. For `annabella watch --board sim` and tests.
 */
public final class InProcessBoard {
    public static final long POLL_NANOS = 10_000_000L;

    private long now = 1_000_000_000L;
    private final BoardFollower follower;
    private final BoardDevice driver;
    private final BoardSimulator simulator;
    private Transport wire;
    private final Runnable everySecond;
    private long nextBeat = now + 1_000_000_000L;

    /** A DGT board (rotated: turned round) or a pegged board holding the start position. */
    public InProcessBoard(Position start, boolean dgtBoard, boolean rotated, BoardFollower.Events events) {
        this(start, dgtBoard ? BoardProtocol.DGT : BoardProtocol.PEG,
                toHost -> dgtBoard ? new DgtBoardSimulator(toHost, rotated) : new PegBoardSimulator(toHost), events);
    }

    /** A board of the given kind holding the start position, standing the right way round. */
    public InProcessBoard(Position start, BoardProtocol kind, BoardFollower.Events events) {
        this(start, kind, kind::simulator, events);
    }

    private InProcessBoard(Position start, BoardProtocol kind, Function<Transport, BoardSimulator> board,
                           BoardFollower.Events events) {
        follower = new BoardFollower(start, kind.identifiesPieces(), events);
        driver = kind.driver(bytes -> simulator().received(bytes, bytes.length), follower, () -> now);
        simulator = board.apply(bytes -> wire.write(bytes));
        simulator.setPosition(start);
        wire = bytes -> driver.received(bytes, bytes.length);
        follower.attach(driver);
        everySecond = simulator.everySecond();
        driver.connected();
        if (everySecond != null) {
            everySecond.run();      // the firmware was already running when the host connected
        }
    }

    /** The simulated board. */
    public BoardSimulator simulator() {
        return simulator;
    }

    public long now() {
        return now;
    }

    public BoardFollower follower() {
        return follower;
    }

    public BoardDevice driver() {
        return driver;
    }

    /** The DGT simulator, or null for another board. */
    public DgtBoardSimulator dgt() {
        return simulator instanceof DgtBoardSimulator d ? d : null;
    }

    /** The pegged-board simulator, or null for another board. */
    public PegBoardSimulator peg() {
        return simulator instanceof PegBoardSimulator p ? p : null;
    }

    /** The path of the board's bytes to the driver; replace it to cut or corrupt the line. */
    public Transport wire() {
        return wire;
    }

    public void setWire(Transport wire) {
        this.wire = wire;
    }

    /**
     * Lets virtual time run to t, polling the follower every {@link #POLL_NANOS}, with what the
     * board's firmware sends by itself every second (a heartbeat, a scan).
     */
    public void advance(long t) {
        while (now + POLL_NANOS <= t) {
            now += POLL_NANOS;
            if (everySecond != null && now >= nextBeat) {
                nextBeat = now + 1_000_000_000L;
                everySecond.run();
            }
            follower.poll(now);
        }
        now = Math.max(now, t);
        follower.poll(now);
    }

    /** Applies one hand action at its moment. */
    public void act(BoardAction a) {
        advance(a.atNanos());
        simulator.act(a);
    }
}
