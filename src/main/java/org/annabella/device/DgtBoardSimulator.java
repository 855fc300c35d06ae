package org.annabella.device;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Piece;

/**
 * A DGT e-board with a DGT 3000 attached, speaking the board's side of the protocol byte for
 * byte: it answers commands, reports field updates in the update modes, acknowledges clock
 * commands (in UPDATE and UPDATE_NICE mode only, as real boards do) and reports lever and button
 * presses. Use it in-process or on one end of a pseudo-terminal.
 */
public final class DgtBoardSimulator implements BoardSimulator {
    private enum Mode { IDLE, UPDATE_BOARD, UPDATE, UPDATE_NICE }

    private final Transport toHost;
    private final boolean rotated;
    private final int[] codes = new int[64];
    private Mode mode = Mode.IDLE;
    private final ByteArrayOutputStream clockMsg = new ByteArrayOutputStream();
    private int clockRemaining = -1;    // -1: not inside a clock message; 0: waiting for its size
    private boolean acknowledgeClock = true;
    private boolean leverRightHigh;
    private long leftMs, rightMs;
    private int runStatus;
    private String clockText = "";
    private final List<Integer> clockCommands = new ArrayList<>();

    /** rotated: the board stands turned round, connector on Black's left. */
    public DgtBoardSimulator(Transport toHost, boolean rotated) {
        this.toHost = toHost;
        this.rotated = rotated;
    }

    /** Puts pieces on the board without reporting them (as when the board is switched on). */
    public synchronized void setPieces(Piece[] bySquare) {
        for (int sq = 0; sq < 64; sq++) {
            codes[DgtProtocol.field(sq, rotated)] = DgtProtocol.code(bySquare[sq]);
        }
    }

    @Override
    public synchronized void setPosition(org.annabella.rules.Position position) {
        for (int sq = 0; sq < 64; sq++) {
            codes[DgtProtocol.field(sq, rotated)] = DgtProtocol.code(position.pieceAt(sq));
        }
    }

    @Override
    public synchronized void place(int square, Piece piece) {
        set(square, DgtProtocol.code(piece));
    }

    @Override
    public synchronized void lift(int square) {
        set(square, 0);
    }

    /** A DGT magic piece put on a square: 13 draw, 14 white wins, 15 black wins. */
    public synchronized void placeMagic(int square, int code) {
        set(square, code);
    }

    private void set(int square, int code) {
        int field = DgtProtocol.field(square, rotated);
        if (codes[field] == code) {
            return;
        }
        codes[field] = code;
        if (mode != Mode.IDLE) {
            toHost.write(DgtProtocol.fieldUpdate(field, code));
        }
    }

    /** The player on the left (or right) pushes the lever down. */
    public synchronized void pressLever(boolean leftSide) {
        leverRightHigh = leftSide;
        runStatus = leftSide ? 0x02 : 0x01;
        if (mode == Mode.UPDATE || mode == Mode.UPDATE_NICE) {
            sendTimes();
        }
    }

    /** A DGT 3000 button: 0 back, 1 plus, 2 run, 3 minus, 4 ok. */
    public synchronized void pressButton(int index) {
        toHost.write(DgtProtocol.clockAck(0x10, 0x88, 0, 0x31 + index));
    }

    /** Stops acknowledging clock commands (to test resending). */
    public synchronized void setAcknowledgeClock(boolean ack) {
        acknowledgeClock = ack;
    }

    public synchronized String clockText() {
        return clockText;
    }

    public synchronized long leftMs() {
        return leftMs;
    }

    public synchronized long rightMs() {
        return rightMs;
    }

    /** The clock commands received, by command id, in order. */
    public synchronized List<Integer> clockCommands() {
        return new ArrayList<>(clockCommands);
    }

    @Override
    public synchronized void received(byte[] data, int length) {
        for (int i = 0; i < length; i++) {
            command(data[i] & 0xFF);
        }
    }

    private void command(int b) {
        if (clockRemaining == 0) {
            clockRemaining = b;
            clockMsg.reset();
            return;
        }
        if (clockRemaining > 0) {
            clockMsg.write(b);
            if (--clockRemaining == 0) {
                clockRemaining = -1;
                clockCommand(clockMsg.toByteArray());
            }
            return;
        }
        switch (b) {
            case DgtProtocol.SEND_RESET -> mode = Mode.IDLE;
            case DgtProtocol.SEND_BOARD -> toHost.write(DgtProtocol.boardDump(codes));
            case DgtProtocol.SEND_UPDATE -> mode = Mode.UPDATE;
            case DgtProtocol.SEND_UPDATE_BOARD -> mode = Mode.UPDATE_BOARD;
            case DgtProtocol.SEND_UPDATE_NICE -> mode = Mode.UPDATE_NICE;
            case DgtProtocol.SEND_CLOCK -> sendTimes();
            case DgtProtocol.RETURN_SERIAL -> {
                byte[] msg = new byte[DgtProtocol.SIZE_SERIAL];
                DgtProtocol.header(msg, DgtProtocol.MSG_SERIAL, msg.length);
                System.arraycopy("12345".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, msg, 3, 5);
                toHost.write(msg);
            }
            case DgtProtocol.SEND_VERSION -> {
                byte[] msg = new byte[DgtProtocol.SIZE_VERSION];
                DgtProtocol.header(msg, DgtProtocol.MSG_VERSION, msg.length);
                msg[3] = 1;
                msg[4] = 7;
                toHost.write(msg);
            }
            case DgtProtocol.CLOCK_MESSAGE -> clockRemaining = 0;
            default -> { }
        }
    }

    /** body: 0x03, command, data..., 0x00. */
    private void clockCommand(byte[] body) {
        if (body.length < 3 || body[0] != DgtProtocol.CLOCK_START || body[body.length - 1] != DgtProtocol.CLOCK_END) {
            return;
        }
        int cmd = body[1];
        clockCommands.add(cmd);
        if (cmd == DgtProtocol.CLOCK_SET_AND_RUN && body.length == 10) {
            leftMs = ((body[2] * 60L + body[3]) * 60 + body[4]) * 1000;
            rightMs = ((body[5] * 60L + body[6]) * 60 + body[7]) * 1000;
            runStatus = body[8];
        } else if (cmd == DgtProtocol.CLOCK_ASCII && body.length == 12) {
            clockText = new String(body, 2, 8, java.nio.charset.StandardCharsets.US_ASCII).trim();
        }
        if (acknowledgeClock && (mode == Mode.UPDATE || mode == Mode.UPDATE_NICE)) {
            toHost.write(DgtProtocol.clockAck(0x10, cmd, 0, 0));
        }
    }

    private void sendTimes() {
        int status = 0x01 | (leverRightHigh ? 0x02 : 0) | ((runStatus & 0x01) != 0 ? 0x08 : 0)
                | ((runStatus & 0x02) != 0 ? 0x10 : 0);
        toHost.write(DgtProtocol.clockTimes(leftMs, rightMs, status));
    }
}
