package org.annabella.device;

import org.annabella.rules.Piece;
import org.annabella.rules.Position;

/**
 * A pegged board speaking {@link PegProtocol}: what its firmware would send, byte for byte.
 * Use it in-process or on one end of a pseudo-terminal.
 */
public final class PegBoardSimulator implements BoardSimulator, LineCodec.Lines {
    private final Transport toHost;
    private final LineCodec codec = new LineCodec(this);
    private long occupied;
    /** The number of the last L or S line; before the first (numbered 0), 255, as the firmware says. */
    private int seq = 255;

    public PegBoardSimulator(Transport toHost) {
        this.toHost = toHost;
    }

    /** Sets which holes hold a peg, without reporting (as at power-up). */
    public synchronized void setOccupancy(long occupied) {
        this.occupied = occupied;
    }

    @Override
    public synchronized void setPosition(Position position) {
        setOccupancy(position.occupied());
    }

    /** A peg seated: a pegged board cannot tell which piece. */
    @Override
    public void place(int square, Piece piece) {
        seat(square);
    }

    @Override
    public Runnable everySecond() {
        return this::heartbeat;
    }

    public synchronized void seat(int square) {
        change(square, true);
    }

    @Override
    public synchronized void lift(int square) {
        change(square, false);
    }

    private void change(int square, boolean seated) {
        long bit = 1L << square;
        if (((occupied & bit) != 0) == seated) {
            return;
        }
        occupied ^= bit;
        seq = (seq + 1) & 0xFF;
        send(PegProtocol.event(seated, square, seq));
    }

    public synchronized void heartbeat() {
        send("H " + seq);
    }

    /** The end-of-game button with a result ("1-0", "0-1", "1/2-1/2" or "*"). */
    public synchronized void endGame(String result) {
        send("X " + result);
    }

    private void send(String body) {
        toHost.write(LineCodec.frame(body));
    }

    @Override
    public synchronized void received(byte[] data, int length) {
        codec.feed(data, 0, length);
    }

    @Override
    public void line(String body) {
        switch (body) {
            case "?B" -> send(PegProtocol.snapshot(occupied));
            case "?V" -> send("V " + PegProtocol.NAME + " " + PegProtocol.VERSION + " sim-1.0");
            default -> send("E unknown command");
        }
    }

    @Override
    public void garbled(String why) {
        send("E checksum");
    }
}
