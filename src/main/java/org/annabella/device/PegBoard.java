package org.annabella.device;

import java.util.function.LongSupplier;
import org.annabella.rules.InputException;

/**
 * Driver for a pegged board speaking {@link PegProtocol}. Lost event lines show as a gap in the
 * sequence numbers (of events or of the heartbeat), and any gap or garbled line makes the
 * driver ask for a fresh occupancy snapshot, which is how it resynchronises.
 */
public final class PegBoard implements BoardDevice, LineCodec.Lines {
    private final Transport out;
    private final BoardListener listener;
    private final LongSupplier clock;
    private final LineCodec codec = new LineCodec(this);
    private final Throttle warnings = new Throttle(1_000_000_000L);
    private int lastSeq = -1;
    private long lastLineAt = Long.MIN_VALUE;
    private boolean silent;
    private String firmware;

    public PegBoard(Transport out, BoardListener listener, LongSupplier nanoClock) {
        this.out = out;
        this.listener = listener;
        this.clock = nanoClock;
    }

    @Override
    public boolean identifiesPieces() {
        return false;
    }

    @Override
    public void connected() {
        lastSeq = -1;
        out.write(LineCodec.frame("?V"));
        requestFullState();
    }

    @Override
    public void requestFullState() {
        out.write(LineCodec.frame("?B"));
    }

    @Override
    public void received(byte[] data, int length) {
        codec.feed(data, 0, length);
    }

    /** The firmware named by the board's version line, or null before one arrived. */
    public String firmware() {
        return firmware;
    }

    /** Warns once when the board, which sends a heartbeat every second, has gone quiet. */
    @Override
    public void poll(long nanos) {
        if (lastLineAt == Long.MIN_VALUE) {
            lastLineAt = nanos;
        } else if (!silent && nanos - lastLineAt >= PegProtocol.SILENCE_MS * 1_000_000L) {
            silent = true;
            listener.warning("the board has said nothing for " + PegProtocol.SILENCE_MS / 1000 + " seconds");
        }
    }

    @Override
    public void line(String body) {
        lastLineAt = clock.getAsLong();
        if (silent) {
            silent = false;
            listener.warning("the board is speaking again");
        }
        String[] f = body.split(" ", -1);
        try {
            switch (f[0]) {
                case "L", "S" -> event(f, f[0].equals("S"));
                case "B" -> {
                    LineCodec.need(f, 2);
                    listener.snapshot(null, PegProtocol.parseOccupancy(f[1]), clock.getAsLong());
                    lastSeq = -1;
                }
                case "H" -> {
                    LineCodec.need(f, 2);
                    checkSequence(parseSeq(f[1]), false);
                }
                case "V" -> {
                    LineCodec.checkVersion(f, PegProtocol.NAME, PegProtocol.VERSION)
                            .ifPresent(listener::warning);
                    firmware = f[3];
                }
                case "X" -> {
                    LineCodec.need(f, 2);
                    listener.endOfGame(PegProtocol.result(f[1]));
                }
                case "E" -> listener.warning("board reports: " + body.substring(1).trim());
                default -> garbled("unknown line " + body);
            }
        } catch (InputException e) {
            garbled(e.getMessage() + " in line " + body);
        }
    }

    private void event(String[] f, boolean seated) {
        LineCodec.need(f, 3);
        int sq = PegProtocol.square(f[1]);
        int seq = parseSeq(f[2]);
        boolean inOrder = checkSequence(seq, true);
        if (inOrder) {
            listener.squareChanged(sq, null, seated, clock.getAsLong());
        }
    }

    /** True when seq follows the last one; otherwise asks for a snapshot, which supersedes. */
    private boolean checkSequence(int seq, boolean isEvent) {
        int want = isEvent ? (lastSeq + 1) & 0xFF : lastSeq;
        if (lastSeq >= 0 && seq != want) {
            lastSeq = -1;
            requestFullState();
            return false;
        }
        lastSeq = seq;
        return true;
    }

    /** A sequence number: 0 to 255 in decimal digits, without leading zeros. */
    private static int parseSeq(String s) {
        if (s.isEmpty() || s.length() > 3 || (s.length() > 1 && s.charAt(0) == '0')
                || !s.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new InputException("bad sequence number " + s);
        }
        int v = Integer.parseInt(s);
        if (v > 255) {
            throw new InputException("sequence number " + v + " above 255");
        }
        return v;
    }

    @Override
    public void garbled(String why) {
        if (warnings.allow(clock.getAsLong())) {
            listener.warning("garbled line from the board (" + why + "); asking for the whole board");
        }
        lastSeq = -1;
        requestFullState();
    }
}
