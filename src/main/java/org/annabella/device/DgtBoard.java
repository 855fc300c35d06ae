package org.annabella.device;

import java.util.function.LongSupplier;
import org.annabella.rules.Piece;

/**
 * Driver for a DGT e-board. On (re)connection it resets the board, asks for the whole board and
 * puts it in UPDATE_NICE mode (field updates, clock times when they change, and clock acks).
 * When the decoder has to drop bytes it asks for a fresh board dump, so a lost field update
 * cannot leave annabella believing a wrong position.
 */
public final class DgtBoard implements BoardDevice, DgtListener {
    private static final long RESYNC_GAP_NANOS = 200_000_000L;

    private final Transport out;
    private final BoardListener listener;
    private final LongSupplier clock;
    private final DgtDecoder decoder = new DgtDecoder(this);
    private final Dgt3000Clock dgtClock;
    private volatile boolean rotated;
    private final Throttle resync = new Throttle(RESYNC_GAP_NANOS);
    private String serial;
    private String version;
    private final AnswerWatch answers = new AnswerWatch("DGT board");

    public DgtBoard(Transport out, BoardListener listener, LongSupplier nanoClock, boolean whiteOnLeft) {
        this.out = out;
        this.listener = listener;
        this.clock = nanoClock;
        this.dgtClock = new Dgt3000Clock(out, whiteOnLeft);
    }

    /** The DGT 3000 attached to this board. */
    public Dgt3000Clock clock() {
        return dgtClock;
    }

    @Override
    public boolean identifiesPieces() {
        return true;
    }

    @Override
    public void setRotated(boolean rotated) {
        this.rotated = rotated;
    }

    @Override
    public boolean rotated() {
        return rotated;
    }

    public String serialNumber() {
        return serial;
    }

    public String version() {
        return version;
    }

    @Override
    public void connected() {
        answers.connected(clock.getAsLong());
        out.write(new byte[] {DgtProtocol.SEND_RESET, DgtProtocol.RETURN_SERIAL, DgtProtocol.SEND_VERSION});
        requestFullState();
        out.write(new byte[] {DgtProtocol.SEND_UPDATE_NICE});
    }

    @Override
    public void requestFullState() {
        out.write(new byte[] {DgtProtocol.SEND_BOARD});
    }

    @Override
    public void received(byte[] data, int length) {
        decoder.feed(data, 0, length);
    }

    /**
     * Says once when nothing has answered since the port opened: a serial port with no board on
     * it, or one switched off. The follower keeps asking for the board, so a board switched on
     * later is followed from its first answer.
     */
    @Override
    public void poll(long nanos) {
        answers.poll(nanos, listener);
    }

    @Override
    public void boardDump(int[] codesByField) {
        answers.answered();
        Piece[] pieces = new Piece[64];
        long occupied = 0;
        String result = null;
        for (int f = 0; f < 64; f++) {
            int sq = DgtProtocol.square(f, rotated);
            int code = codesByField[f];
            if (code > 12) {
                result = magicResult(code);
                continue;
            }
            pieces[sq] = DgtProtocol.piece(code);
            if (pieces[sq] != null) {
                occupied |= 1L << sq;
            }
        }
        listener.snapshot(pieces, occupied, clock.getAsLong());
        if (result != null) {
            listener.endOfGame(result);
        }
    }

    @Override
    public void fieldUpdate(int field, int code) {
        answers.answered();
        if (code > 12) {
            listener.endOfGame(magicResult(code));
            return;
        }
        Piece piece = DgtProtocol.piece(code);
        listener.squareChanged(DgtProtocol.square(field, rotated), piece, piece != null, clock.getAsLong());
    }

    /** DGT's magic pieces put on the board announce a result. */
    private static String magicResult(int code) {
        return switch (code) {
            case DgtProtocol.MAGIC_DRAW -> "1/2-1/2";
            case DgtProtocol.MAGIC_WHITE_WINS -> "1-0";
            default -> "0-1";
        };
    }

    @Override
    public void clockTimes(DgtClockReading reading) {
        answers.answered();
        dgtClock.reading(reading);
    }

    @Override
    public void clockAck(int ack0, int ack1, int ack2, int ack3) {
        answers.answered();
        dgtClock.ack(ack0, ack1, ack2, ack3);
    }

    @Override
    public void version(int major, int minor) {
        answers.answered();
        version = major + "." + minor;
    }

    @Override
    public void serialNumber(String serial) {
        answers.answered();
        this.serial = serial;
    }

    @Override
    public void garbled(String what) {
        if (resync.allow(clock.getAsLong())) {
            listener.warning("garbled data from the DGT board (" + what + "); asking for the whole board");
            requestFullState();
        }
    }
}
