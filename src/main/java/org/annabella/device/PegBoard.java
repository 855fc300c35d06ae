package org.annabella.device;

import java.util.function.LongSupplier;

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
                    need(f, 2);
                    listener.snapshot(null, PegProtocol.parseOccupancy(f[1]), clock.getAsLong());
                    lastSeq = -1;
                }
                case "H" -> {
                    need(f, 2);
                    checkSequence(parseSeq(f[1]), false);
                }
                case "V" -> {
                    need(f, 4);
                    if (!f[1].equals(PegProtocol.NAME) || !f[2].equals(Integer.toString(PegProtocol.VERSION))) {
                        listener.warning("board speaks " + f[1] + " " + f[2] + ", expected "
                                + PegProtocol.NAME + " " + PegProtocol.VERSION);
                    }
                    firmware = f[3];
                }
                case "X" -> {
                    need(f, 2);
                    listener.endOfGame(f[1]);
                }
                case "E" -> listener.warning("board reports: " + body.substring(1).trim());
                default -> garbled("unknown line " + body);
            }
        } catch (IllegalArgumentException e) {
            garbled(e.getMessage() + " in line " + body);
        }
    }

    private void event(String[] f, boolean seated) {
        need(f, 3);
        int sq = org.annabella.rules.Square.parse(f[1]);
        if (sq < 0 || f[1].length() != 2) {
            throw new IllegalArgumentException("no square " + f[1]);
        }
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

    private static int parseSeq(String s) {
        if (s.isEmpty() || s.length() > 3 || !s.chars().allMatch(Character::isDigit)) {
            throw new IllegalArgumentException("bad sequence number " + s);
        }
        int v = Integer.parseInt(s);
        if (v > 255) {
            throw new IllegalArgumentException("sequence number " + v + " above 255");
        }
        return v;
    }

    private static void need(String[] f, int n) {
        if (f.length != n) {
            throw new IllegalArgumentException("expected " + n + " fields, got " + f.length);
        }
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
