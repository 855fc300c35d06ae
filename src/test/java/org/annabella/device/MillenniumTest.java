package org.annabella.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

/**
 * The ChessLink framing (odd parity, XOR checksum in two hex digits, fixed lengths), the LEDs at
 * the squares' corners, and the Millennium driver against its simulator.
 */
class MillenniumTest {
    private final List<String> messages = new ArrayList<>();
    private final List<String> garbled = new ArrayList<>();
    private final LineCodec.Lines sink = new LineCodec.Lines() {
        @Override
        public void line(String body) {
            messages.add(body);
        }

        @Override
        public void garbled(String why) {
            garbled.add(why);
        }
    };

    @Test
    void aCommandGoesOutWithItsChecksumAndOddParity() {
        // 'V' is 0x56, so the checksum is 56; each of 'V', '5', '6' has four one bits, so bit 7 is set.
        assertArrayEquals(new byte[] {(byte) 0xD6, (byte) 0xB5, (byte) 0xB6}, ChessLinkProtocol.frame("V"));
        byte[] status = ChessLinkProtocol.frame("S");
        for (byte b : status) {
            assertEquals(1, Integer.bitCount(b & 0xFF) % 2, "odd parity on every byte");
        }
        // 'R' 0x52 ^ '0' 0x30 ^ '2' 0x32 = 0x50
        assertEquals("R0250", ascii(ChessLinkProtocol.frame("R02")));
    }

    @Test
    void repliesAreCutByTheirLengthsAndChecked() {
        ChessLinkCodec codec = new ChessLinkCodec(ChessLinkProtocol.REPLIES, sink);
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.writeBytes(ChessLinkProtocol.frame("v0105"));
        in.writeBytes("zz?".getBytes(StandardCharsets.US_ASCII));                // noise between messages
        in.writeBytes(ChessLinkProtocol.frame(ChessLinkProtocol.status(pieces(Position.startPosition()), false)));
        in.writeBytes(ChessLinkProtocol.frame("l"));
        byte[] bytes = in.toByteArray();
        for (byte b : bytes) {
            codec.feed(new byte[] {b}, 0, 1);                                    // one byte at a time
        }
        assertEquals(List.of("v0105", "srnbqkbnrpppppppp" + ".".repeat(32) + "PPPPPPPPRNBQKBNR", "l"), messages);
        assertEquals(List.of(), garbled);
        assertEquals(3, codec.droppedCharacters());
    }

    @Test
    void aBrokenMessageIsDroppedAndOneStartingInsideItIsKept() {
        ChessLinkCodec codec = new ChessLinkCodec(ChessLinkProtocol.REPLIES, sink);
        byte[] cut = java.util.Arrays.copyOf(ChessLinkProtocol.frame("s" + ".".repeat(64)), 20);   // a status cut short
        byte[] version = ChessLinkProtocol.frame("v0105");
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.writeBytes(cut);
        in.writeBytes(version);
        in.writeBytes(new byte[60]);                                             // line noise fills the status up
        in.writeBytes(ChessLinkProtocol.frame("x"));
        byte[] bytes = in.toByteArray();
        codec.feed(bytes, 0, bytes.length);
        assertEquals(List.of("v0105", "x"), messages);
        assertEquals(1, garbled.size(), garbled.toString());

        messages.clear();
        byte[] bad = ChessLinkProtocol.frame("w0203");
        bad[2] ^= 0x01;                                                          // one bit flipped: '2' becomes '3'
        codec.feed(bad, 0, bad.length);
        byte[] lower = "v0a05".getBytes(StandardCharsets.US_ASCII);              // lower-case hex is no hex here
        byte[] framed = ChessLinkProtocol.frame("v0a05");
        codec.feed(framed, 0, framed.length);
        assertEquals(List.of(), messages, "no message from a flipped bit or a bad digit " + new String(lower));
    }

    @Test
    void theLedsLightTheFourCornersOfEachSquare() {
        String body = ChessLinkProtocol.leds(Square.parse("a8"), Square.parse("h1"), false);
        assertEquals(3 + 162, body.length());
        List<Integer> lit = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            if (ChessLinkProtocol.parseHex2(body, 3 + 2 * i) != 0) {
                lit.add(i + 1);
            }
        }
        // LED 1 is at a8's outer corner, 9 at a1's, 73 at h8's, 81 at h1's.
        assertEquals(List.of(1, 2, 10, 11, 71, 72, 80, 81), lit);
        assertEquals(ChessLinkProtocol.BLINK, ChessLinkProtocol.parseHex2(body, 3));
        assertEquals(ChessLinkProtocol.STEADY, ChessLinkProtocol.parseHex2(body, 3 + 2 * 80));
        String turned = ChessLinkProtocol.leds(Square.parse("h1"), Square.NONE, true);
        assertEquals(ChessLinkProtocol.BLINK, ChessLinkProtocol.parseHex2(turned, 3), "a turned board's h1 is its a8");
    }

    @Test
    void theDriverFollowsTheBoardAndLightsTheMoveToExecute() {
        Wire w = new Wire(false);
        w.driver.connected();
        assertEquals("01.05", w.driver.version());
        assertEquals(1, w.snapshots.size(), "the whole board first");
        w.sim.lift(Square.parse("e2"));
        w.sim.place(Square.parse("e4"), Piece.WHITE_PAWN);
        assertEquals(List.of("e2 -", "e4 P"), w.changes, "then only what changed");

        w.driver.showMove(Square.parse("g8"), Square.parse("f6"));
        w.driver.showMove(Square.parse("g8"), Square.parse("f6"));
        assertArrayEquals(new int[] {Square.parse("f6"), Square.parse("g8")}, w.sim.litSquares());
        assertEquals(1, w.ledCommands, "the same move is sent once");
        w.driver.showMove(Square.NONE, Square.NONE);
        assertArrayEquals(new int[0], w.sim.litSquares());
    }

    @Test
    void automaticReportsSwitchedOffAreSwitchedOnAndSaid() {
        Wire w = new Wire(false);
        w.sim.presetSetting(ChessLinkProtocol.REG_REPORTS, ChessLinkProtocol.REPORTS_NEVER);
        w.driver.connected();
        assertEquals(ChessLinkProtocol.REPORTS_ON_CHANGE, w.sim.setting(ChessLinkProtocol.REG_REPORTS));
        assertTrue(w.warnings.get(0).contains("automatic reports were off"), w.warnings.toString());
        w.sim.lift(Square.parse("g1"));
        assertEquals(List.of("g1 -"), w.changes);

        Wire factory = new Wire(false);
        factory.driver.connected();
        assertEquals(0, factory.sim.setting(ChessLinkProtocol.REG_REPORTS), "a board that reports is left as it is");
        assertEquals(List.of(), factory.warnings);
    }

    @Test
    void garbledDataMakesTheDriverAskForTheWholeBoard() {
        Wire w = new Wire(false);
        w.driver.connected();
        int before = w.snapshots.size();
        byte[] bad = ChessLinkProtocol.frame("v0105");
        bad[3] ^= 0x02;
        w.driver.received(bad, bad.length);
        assertEquals(before + 1, w.snapshots.size(), "a fresh whole board");
        assertTrue(w.warnings.get(0).startsWith("garbled data from the Millennium board"), w.warnings.toString());
    }

    @Test
    void aReplyHeldBackByGarbageIsReadOnceTheLineFallsSilent() {
        Wire w = new Wire(false);
        byte[] noise = {(byte) 's'};                          // looks like the start of a 67-byte status
        w.driver.received(noise, 1);
        byte[] version = ChessLinkProtocol.frame("v0105");
        w.driver.received(version, version.length);
        assertEquals(null, w.driver.version(), "still inside what may be a status");
        w.driver.poll(System.nanoTime() + 200_000_000L);
        assertEquals("01.05", w.driver.version());
    }

    /**
     * The follower calls poll and requestFullState holding its lock, while the port's thread,
     * inside received, may be waiting for that lock to hand over a board: neither call may wait
     * for the port's thread (a deadlock that stopped a game once).
     */
    @Test
    void theFollowersCallsNeverWaitForThePortsThread() throws Exception {
        Object followerLock = new Object();
        java.util.concurrent.CountDownLatch inside = new java.util.concurrent.CountDownLatch(1);
        BoardListener follower = new HeardFromBoard() {
            @Override
            public void snapshot(Piece[] pieces, long occupied, long nanos) {
                inside.countDown();
                synchronized (followerLock) {
                    super.snapshot(pieces, occupied, nanos);
                }
            }
        };
        MillenniumBoard driver = new MillenniumBoard(bytes -> { }, follower, System::nanoTime);
        byte[] status = ChessLinkProtocol.frame(ChessLinkProtocol.status(pieces(Position.startPosition()), false));
        Thread port = new Thread(() -> driver.received(status, status.length));
        synchronized (followerLock) {
            port.start();
            assertTrue(inside.await(2, java.util.concurrent.TimeUnit.SECONDS));
            org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(2), () -> {
                driver.poll(System.nanoTime() + 1_000_000_000L);
                driver.requestFullState();
                driver.showMove(Square.parse("e2"), Square.parse("e4"));
            });
        }
        port.join(2000);
    }

    private static String ascii(byte[] bytes) {
        StringBuilder s = new StringBuilder();
        for (byte b : bytes) {
            s.append((char) (b & 0x7F));
        }
        return s.toString();
    }

    static Piece[] pieces(Position p) {
        Piece[] b = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            b[sq] = p.pieceAt(sq);
        }
        return b;
    }

    /** Driver and simulator wired back to back, in-process. */
    private static final class Wire extends HeardFromBoard {
        int ledCommands;
        final MillenniumBoard driver;
        final MillenniumBoardSimulator sim;

        Wire(boolean rotated) {
            MillenniumBoardSimulator[] s = new MillenniumBoardSimulator[1];
            driver = new MillenniumBoard(bytes -> {
                if ((bytes[0] & 0x7F) == 'L') {
                    ledCommands++;
                }
                s[0].received(bytes, bytes.length);
            }, this, System::nanoTime);
            MillenniumBoard d = driver;
            sim = s[0] = new MillenniumBoardSimulator(bytes -> d.received(bytes, bytes.length), rotated);
            sim.setPosition(Position.startPosition());
        }
    }
}
