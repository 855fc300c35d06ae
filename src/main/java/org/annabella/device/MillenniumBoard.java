package org.annabella.device;

import java.util.concurrent.locks.ReentrantLock;
import java.util.function.LongSupplier;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;

/**
 * Driver for a Millennium board through its ChessLink module (eONE, Exclusive, Performance...),
 * an identity board: every report is the whole board, a8 first, and the driver passes on the
 * squares that changed ({@link BoardScans}). On (re)connection it asks for the version, the
 * reporting setting and the whole board, and puts out its LEDs. It changes the board's settings
 * only when automatic reports are off (then nothing would be heard until asked), and says so.
 * Garbled data makes it ask for the whole board again. Its LEDs show a move to execute.
 */
public final class MillenniumBoard implements BoardDevice, LineCodec.Lines {
    private static final long WARN_GAP_NANOS = 1_000_000_000L;
    private static final long RESYNC_GAP_NANOS = 200_000_000L;

    private final Transport out;
    private final BoardListener listener;
    private final LongSupplier clock;
    private final ChessLinkCodec codec = new ChessLinkCodec(ChessLinkProtocol.REPLIES, this);
    private final BoardScans scans;
    private final AnswerWatch answers = new AnswerWatch("Millennium board");
    private final Throttle warnings = new Throttle(WARN_GAP_NANOS);
    private final Throttle resyncs = new Throttle(RESYNC_GAP_NANOS);
    private volatile boolean resyncDue;
    /** At 38400 baud the longest reply takes 17 ms; a pause this long means nothing more of it is coming. */
    private static final long SILENCE_NANOS = 100_000_000L;
    private long lastBytesAt;
    /** Held while bytes are decoded, which calls the listener (the follower, with its own lock). */
    private final ReentrantLock reading = new ReentrantLock();
    private volatile boolean rotated;
    private volatile String version;
    private final Lights lights = new Lights(this::sendLeds);

    public MillenniumBoard(Transport out, BoardListener listener, LongSupplier nanoClock) {
        this.out = out;
        this.listener = listener;
        this.clock = nanoClock;
        this.scans = new BoardScans(listener);
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

    /** The firmware version the board gave ("01.05"), or null before it answered. */
    public String version() {
        return version;
    }

    @Override
    public void connected() {
        answers.connected(clock.getAsLong());
        send("V");
        send("R" + ChessLinkProtocol.hex2(ChessLinkProtocol.REG_REPORTS));
        requestFullState();
        lights.resend();
    }

    /** Never waits for the port's thread: the follower asks holding its own lock. */
    @Override
    public void requestFullState() {
        scans.askWhole();
        send("S");
    }

    @Override
    public void received(byte[] data, int length) {
        reading.lock();
        try {
            lastBytesAt = clock.getAsLong();
            codec.feed(data, 0, length);
        } finally {
            reading.unlock();
        }
    }

    /**
     * Called by the follower holding its lock, while the port's thread may hold the reading lock
     * and wait for the follower's: so the codec is touched only when the reading lock is free at
     * once, and otherwise at the next poll.
     */
    @Override
    public void poll(long nanos) {
        if (reading.tryLock()) {
            try {
                if (nanos - lastBytesAt >= SILENCE_NANOS) {
                    codec.lineSilent();     // a board sends a message whole: one left unfinished this long never ends
                }
                if (resyncDue && resyncs.allow(nanos)) {
                    resyncDue = false;
                    requestFullState();
                }
            } finally {
                reading.unlock();
            }
        }
        answers.poll(nanos, listener);
    }

    /** Lights from (blinking) and to (steady), the move a helper is to make on this board; NONE, NONE for dark. */
    @Override
    public void showMove(int from, int to) {
        lights.show(from, to);
    }

    private void sendLeds(int from, int to) {
        send(from == Square.NONE ? "X" : ChessLinkProtocol.leds(from, to, rotated));
    }

    private void send(String body) {
        out.write(ChessLinkProtocol.frame(body));
    }

    @Override
    public void line(String body) {
        answers.answered();
        switch (body.charAt(0)) {
            case 's' -> {
                Piece[] pieces = new Piece[64];
                for (int i = 0; i < 64; i++) {
                    pieces[DgtProtocol.square(i, rotated)] = ChessLinkProtocol.piece(body.charAt(1 + i));
                }
                scans.scan(pieces, clock.getAsLong());
            }
            case 'v' -> version = body.substring(1, 3) + "." + body.substring(3, 5);
            case 'r' -> {
                int register = ChessLinkProtocol.parseHex2(body, 1), value = ChessLinkProtocol.parseHex2(body, 3);
                if (register == ChessLinkProtocol.REG_REPORTS && (value & 7) == ChessLinkProtocol.REPORTS_NEVER) {
                    send("W" + ChessLinkProtocol.hex2(register)
                            + ChessLinkProtocol.hex2(value & ~7 | ChessLinkProtocol.REPORTS_ON_CHANGE));
                    listener.warning("the Millennium board's automatic reports were off; "
                            + "switched them on (a report on every change)");
                }
            }
            default -> {
                // acknowledgements of LED and settings commands: nothing to do
            }
        }
    }

    /**
     * Asks for the whole board at most five times a second; one asked for later is asked by
     * {@link #poll}. Called by the codec, under the reading lock.
     */
    @Override
    public void garbled(String why) {
        long now = clock.getAsLong();
        if (warnings.allow(now)) {
            listener.warning("garbled data from the Millennium board (" + why + "); asking for the whole board");
        }
        if (resyncs.allow(now)) {
            resyncDue = false;
            requestFullState();
        } else {
            resyncDue = true;
        }
    }
}
