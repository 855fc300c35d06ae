package org.annabella.sync;

import org.annabella.device.BoardAction;
import org.annabella.device.BoardDevice;
import org.annabella.device.DgtBoard;
import org.annabella.device.DgtBoardSimulator;
import org.annabella.device.PegBoard;
import org.annabella.device.PegBoardSimulator;
import org.annabella.device.Transport;
import org.annabella.rules.Piece;
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
    private final DgtBoardSimulator dgt;
    private final PegBoardSimulator peg;
    private Transport wire;

    /** A DGT board (rotated: turned round) or a pegged board holding the start position. */
    public InProcessBoard(Position start, boolean dgtBoard, boolean rotated, BoardFollower.Events events) {
        follower = new BoardFollower(start, dgtBoard, events);
        Transport toDevice = this::toDevice;
        Transport fromDevice = this::fromDevice;
        if (dgtBoard) {
            driver = new DgtBoard(toDevice, follower, () -> now, true);
            dgt = new DgtBoardSimulator(fromDevice, rotated);
            peg = null;
            Piece[] pieces = new Piece[64];
            for (int sq = 0; sq < 64; sq++) {
                pieces[sq] = start.pieceAt(sq);
            }
            dgt.setPieces(pieces);
        } else {
            driver = new PegBoard(toDevice, follower, () -> now);
            peg = new PegBoardSimulator(fromDevice);
            dgt = null;
            peg.setOccupancy(start.occupied());
        }
        wire = bytes -> driver.received(bytes, bytes.length);
        follower.attach(driver);
        driver.connected();
    }

    private void toDevice(byte[] bytes) {
        if (dgt != null) {
            dgt.received(bytes, bytes.length);
        } else {
            peg.received(bytes, bytes.length);
        }
    }

    private void fromDevice(byte[] bytes) {
        wire.write(bytes);
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

    /** The DGT simulator, or null for a pegged board. */
    public DgtBoardSimulator dgt() {
        return dgt;
    }

    /** The pegged-board simulator, or null for a DGT board. */
    public PegBoardSimulator peg() {
        return peg;
    }

    /** The path of the board's bytes to the driver; replace it to cut or corrupt the line. */
    public Transport wire() {
        return wire;
    }

    public void setWire(Transport wire) {
        this.wire = wire;
    }

    /** Lets virtual time run to t, polling the follower every {@link #POLL_NANOS}. */
    public void advance(long t) {
        while (now + POLL_NANOS <= t) {
            now += POLL_NANOS;
            follower.poll(now);
        }
        now = Math.max(now, t);
        follower.poll(now);
    }

    /** Applies one hand action at its moment. */
    public void act(BoardAction a) {
        advance(a.atNanos());
        if (dgt != null) {
            if (a.isLift()) {
                dgt.lift(a.square());
            } else {
                dgt.place(a.square(), a.piece());
            }
        } else if (a.isLift()) {
            peg.lift(a.square());
        } else {
            peg.seat(a.square());
        }
    }
}
