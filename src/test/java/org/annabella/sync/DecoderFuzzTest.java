package org.annabella.sync;

import static org.annabella.rules.Square.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Random;
import org.annabella.device.BoardProtocol;
import org.annabella.device.ByteReceiver;
import org.annabella.device.CertaboBoardSimulator;
import org.annabella.device.CertaboProtocol;
import org.annabella.device.ChessLinkProtocol;
import org.annabella.device.MillenniumBoardSimulator;
import org.annabella.device.DgtBoardSimulator;
import org.annabella.device.DgtProtocol;
import org.annabella.device.LineCodec;
import org.annabella.device.PegBoardSimulator;
import org.annabella.device.PegProtocol;
import org.annabella.device.TactileClock;
import org.annabella.device.TactileClockSimulator;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;

/**
 * Every decoder gets over a million random, truncated and corrupted bytes: nothing may escape
 * as an exception, no move may be invented, and afterwards the link must resynchronise so that
 * a real move is recognised.
 */
class DecoderFuzzTest {
    private static final int BYTES = 1_100_000;

    /** Feeds bytes in random chunk sizes, letting a little virtual time pass between chunks. */
    private static void pour(Rig rig, byte[] data, Random r) {
        int i = 0;
        while (i < data.length) {
            int n = Math.min(data.length - i, 1 + r.nextInt(64));
            byte[] chunk = java.util.Arrays.copyOfRange(data, i, i + n);
            rig.driver.received(chunk, n);
            i += n;
            if (r.nextInt(50) == 0) {
                rig.advance(rig.now() + 5 * Rig.MS);
            }
        }
    }

    private static byte[] random(Random r, int n) {
        byte[] b = new byte[n];
        r.nextBytes(b);
        return b;
    }

    /** Flips, drops, duplicates and truncates bytes of a clean stream. */
    private static byte[] corrupt(byte[] clean, Random r, double rate) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(clean.length + 64);
        for (int i = 0; i < clean.length; i++) {
            if (r.nextDouble() >= rate) {
                out.write(clean[i]);
                continue;
            }
            switch (r.nextInt(5)) {
                case 0 -> out.write(clean[i] ^ (1 << r.nextInt(8)));
                case 1 -> { }                                   // dropped
                case 2 -> { out.write(clean[i]); out.write(clean[i]); }
                case 3 -> out.write(r.nextInt(256));
                default -> i += r.nextInt(20);                  // a run lost: a truncated message
            }
        }
        return out.toByteArray();
    }

    private static void assertResynchronises(Rig rig, String from, String to, Piece p) {
        rig.driver.requestFullState();
        rig.settle();
        int before = rig.moves().size();
        rig.lift(parse(from));
        rig.put(parse(to), p);
        rig.settle();
        List<SyncFact.MoveMade> made = rig.all(SyncFact.MoveMade.class);
        assertEquals(before + 1, made.size(), "the real move after the garbage is recognised");
        assertEquals(from + to, made.get(made.size() - 1).uci());
        assertTrue(rig.follower.inStep());
    }

    @Test
    void dgtDecoderRandomBytes() {
        Random r = new Random(1);
        Rig rig = Rig.dgt(Position.startPosition(), false);
        pour(rig, random(r, BYTES), r);
        rig.settle();
        assertEquals(List.of(), rig.moves(), "no move invented");
        assertResynchronises(rig, "e2", "e4", Piece.WHITE_PAWN);
    }

    @Test
    void dgtDecoderCorruptedTraffic() {
        Random r = new Random(2);
        Position start = Position.startPosition();
        Rig rig = Rig.dgt(start, false);
        // Clean traffic that carries no move: board dumps, clock times and acks, version, serial, trademark.
        int[] codes = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            codes[DgtProtocol.field(sq, false)] = DgtProtocol.code(start.pieceAt(sq));
        }
        ByteArrayOutputStream clean = new ByteArrayOutputStream();
        byte[] trademark = new byte[3 + 40];
        trademark[0] = (byte) 0x92;
        trademark[2] = (byte) trademark.length;
        java.util.Arrays.fill(trademark, 3, trademark.length, (byte) 'D');
        while (clean.size() < BYTES) {
            clean.writeBytes(DgtProtocol.boardDump(codes));
            clean.writeBytes(DgtProtocol.clockTimes(r.nextInt(7_200_000), r.nextInt(7_200_000), 0x09));
            clean.writeBytes(DgtProtocol.clockAck(0x10, 0x0A, 0, 0));
            clean.writeBytes(new byte[] {(byte) 0x93, 0, 5, 1, 7});
            clean.writeBytes(trademark);
        }
        byte[] bad = corrupt(clean.toByteArray(), r, 0.01);
        pour(rig, bad, r);
        // And truncated messages: every header followed by fewer bytes than it promises.
        byte[] dump = DgtProtocol.boardDump(codes);
        for (int cut = 1; cut < dump.length; cut++) {
            rig.driver.received(java.util.Arrays.copyOf(dump, cut), cut);
        }
        rig.settle();
        assertEquals(List.of(), rig.moves(), "no move invented");
        assertResynchronises(rig, "g1", "f3", Piece.WHITE_KNIGHT);
    }

    @Test
    void pegDecoderRandomAndCorruptedLines() {
        Random r = new Random(3);
        Rig rig = Rig.peg(Position.startPosition());
        pour(rig, random(r, BYTES / 2), r);
        // Corrupted real lines: heartbeats, snapshots, a peg lifted and set back on its own hole.
        ByteArrayOutputStream clean = new ByteArrayOutputStream();
        long occ = Position.startPosition().occupied();
        int seq = 0;
        while (clean.size() < BYTES / 2 + 100_000) {
            int sq = r.nextInt(2) == 0 ? r.nextInt(16) : 48 + r.nextInt(16);
            clean.writeBytes(LineCodec.frame(PegProtocol.event(false, sq, seq++)));
            clean.writeBytes(LineCodec.frame(PegProtocol.event(true, sq, seq++)));
            clean.writeBytes(LineCodec.frame("H " + ((seq - 1) & 0xFF)));
            clean.writeBytes(LineCodec.frame(PegProtocol.snapshot(occ)));
        }
        pour(rig, corrupt(clean.toByteArray(), r, 0.01), r);
        rig.settle();
        assertEquals(List.of(), rig.moves(), "no move invented");
        assertResynchronises(rig, "b1", "c3", Piece.WHITE_KNIGHT);
    }

    /**
     * A million ChessLink frames (acknowledgements, versions, settings and, one in twenty, the
     * whole board standing still) with one byte in a hundred flipped, dropped, doubled or lost
     * in a run, after a megabyte of random bytes.
     */
    @Test
    void millenniumCodecRandomAndAMillionCorruptedFrames() {
        Random r = new Random(5);
        Position start = Position.startPosition();
        Rig rig = Rig.of(start, BoardProtocol.MILLENNIUM);
        pour(rig, random(r, BYTES), r);
        byte[] status = ChessLinkProtocol.frame(statusOf(start));
        byte[][] short_ = {ChessLinkProtocol.frame("l"), ChessLinkProtocol.frame("x"),
            ChessLinkProtocol.frame("v0105"), ChessLinkProtocol.frame("r0200"), ChessLinkProtocol.frame("w0203")};
        ByteArrayOutputStream clean = new ByteArrayOutputStream();
        for (int frame = 0; frame < 1_000_000; frame++) {
            clean.writeBytes(frame % 20 == 0 ? status : short_[r.nextInt(short_.length)]);
        }
        pour(rig, corrupt(clean.toByteArray(), r, 0.01), r);
        rig.settle();
        assertEquals(List.of(), rig.moves(), "no move invented");
        assertResynchronises(rig, "d2", "d4", Piece.WHITE_PAWN);
    }

    /**
     * Certabo scans carry no checksum, so this is the test that matters most: a megabyte of random
     * bytes, then scans of the board standing still with one byte in two hundred flipped,
     * dropped, doubled or lost in a run (digits turned into other digits make chips never
     * calibrated, or other chips, in one scan and not the next).
     */
    @Test
    void certaboRandomAndCorruptedScans() {
        Random r = new Random(6);
        Rig rig = Rig.of(Position.startPosition(), BoardProtocol.CERTABO);
        rig.settle();
        pour(rig, random(r, BYTES), r);
        long[] chips = new long[64];
        for (int sq = 0; sq < 64; sq++) {
            chips[sq] = ((CertaboBoardSimulator) rig.board.simulator()).chip(sq);
        }
        byte[] scan = CertaboProtocol.scan(chips);
        ByteArrayOutputStream clean = new ByteArrayOutputStream();
        while (clean.size() < BYTES * 4) {
            clean.writeBytes(scan);
        }
        pour(rig, corrupt(clean.toByteArray(), r, 0.005), r);
        rig.settle();
        assertEquals(List.of(), rig.moves(), "no move invented");
        assertResynchronises(rig, "b1", "c3", Piece.WHITE_KNIGHT);
    }

    /**
     * A million Certabo frames (lines): one in a hundred a whole scan of the board standing
     * still, the others what a noisy cable makes of one: a scan cut short anywhere, a scan with
     * a number changed, or a line of random digits and spaces. No move may come of them.
     */
    @Test
    void certaboAMillionBrokenFrames() {
        Random r = new Random(7);
        Rig rig = Rig.of(Position.startPosition(), BoardProtocol.CERTABO);
        rig.settle();
        long[] chips = new long[64];
        for (int sq = 0; sq < 64; sq++) {
            chips[sq] = ((CertaboBoardSimulator) rig.board.simulator()).chip(sq);
        }
        byte[] scan = CertaboProtocol.scan(chips);
        ByteArrayOutputStream frames = new ByteArrayOutputStream();
        for (int frame = 0; frame < 1_000_000; frame++) {
            int kind = frame % 100 == 0 ? 0 : frame % 100 == 50 ? 2 : 1 + 2 * r.nextInt(2);
            switch (kind) {
                case 0 -> frames.writeBytes(scan);
                case 1 -> {
                    // cut short, mostly early (a frame of a few bytes), one in ten anywhere
                    frames.write(scan, 0, r.nextInt(10) == 0 ? 1 + r.nextInt(scan.length - 3) : 1 + r.nextInt(60));
                    frames.writeBytes(new byte[] {'\r', '\n'});
                }
                case 2 -> {
                    // A whole scan with one digit changed: another chip, or none known, on one square.
                    byte[] changed = scan.clone();
                    int at = 1 + r.nextInt(changed.length - 3);
                    if (Character.isDigit(changed[at])) {
                        changed[at] = (byte) ('0' + (changed[at] - '0' + 1 + r.nextInt(9)) % 10);
                    }
                    frames.writeBytes(changed);
                }
                default -> {
                    frames.write(':');
                    for (int n = r.nextInt(12); n > 0; n--) {
                        frames.writeBytes((r.nextInt(256) + " ").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                    }
                    frames.writeBytes(new byte[] {'\r', '\n'});
                }
            }
        }
        pour(rig, frames.toByteArray(), r);
        rig.settle();
        assertEquals(List.of(), rig.moves(), "no move invented");
        assertResynchronises(rig, "g1", "f3", Piece.WHITE_KNIGHT);
    }

    /** The status reply body of a position, as the board sends it (a8 first). */
    private static String statusOf(Position p) {
        StringBuilder s = new StringBuilder("s");
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                Piece piece = p.pieceAt(org.annabella.rules.Square.of(file, rank));
                s.append(piece == null ? '.' : piece.fenChar());
            }
        }
        return s.toString();
    }

    @Test
    void clockAndSimulatorDecodersSurviveGarbage() {
        Random r = new Random(4);
        int[] presses = new int[1];
        TactileClock clock = new TactileClock(b -> { });
        clock.setListener(side -> presses[0]++);
        ByteReceiver[] decoders = {
            clock,
            new TactileClockSimulator(b -> { }),
            new PegBoardSimulator(b -> { }),
            new DgtBoardSimulator(b -> { }, false),
            new MillenniumBoardSimulator(b -> { }, false),
            new CertaboBoardSimulator(b -> { }),
        };
        for (ByteReceiver d : decoders) {
            byte[] junk = random(r, BYTES);
            for (int i = 0; i < junk.length; i += 997) {
                int n = Math.min(997, junk.length - i);
                d.received(java.util.Arrays.copyOfRange(junk, i, i + n), n);
            }
        }
        assertEquals(0, presses[0], "no lever press invented from garbage");
        // After garbage, a clean line is understood at once (the newline resynchronises).
        clock.received(new byte[] {'\n'}, 1);
        byte[] press = LineCodec.frame("K W");
        clock.received(press, press.length);
        assertEquals(1, presses[0]);
    }
}
