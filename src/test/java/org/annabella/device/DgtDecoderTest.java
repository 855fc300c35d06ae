package org.annabella.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

class DgtDecoderTest {

    private static final class Log implements DgtListener {
        final List<String> events = new ArrayList<>();
        int[] dump;
        DgtClockReading reading;

        @Override
        public void boardDump(int[] codes) {
            dump = codes;
            events.add("dump");
        }

        @Override
        public void fieldUpdate(int field, int code) {
            events.add("field " + field + " " + code);
        }

        @Override
        public void clockTimes(DgtClockReading r) {
            reading = r;
            events.add("times");
        }

        @Override
        public void clockAck(int a0, int a1, int a2, int a3) {
            events.add(String.format("ack %02x %02x %02x %02x", a0, a1, a2, a3));
        }

        @Override
        public void version(int major, int minor) {
            events.add("version " + major + "." + minor);
        }

        @Override
        public void serialNumber(String s) {
            events.add("serial " + s);
        }

        @Override
        public void garbled(String what) {
            events.add("garbled");
        }
    }

    private static Log decode(byte[]... parts) {
        Log log = new Log();
        DgtDecoder d = new DgtDecoder(log);
        for (byte[] p : parts) {
            d.feed(p, 0, p.length);
        }
        return log;
    }

    @Test
    void fieldNumberingFollowsDgtbrdH() {
        assertEquals(Square.parse("a8"), DgtProtocol.square(0, false));
        assertEquals(Square.parse("h1"), DgtProtocol.square(63, false));
        assertEquals(Square.parse("b1"), DgtProtocol.square(57, false));
        assertEquals(Square.parse("h1"), DgtProtocol.square(0, true));
        for (int sq = 0; sq < 64; sq++) {
            assertEquals(sq, DgtProtocol.square(DgtProtocol.field(sq, true), true));
            assertEquals(sq, DgtProtocol.square(DgtProtocol.field(sq, false), false));
        }
    }

    @Test
    void pieceCodesFollowDgtbrdH() {
        assertEquals(Piece.WHITE_PAWN, DgtProtocol.piece(1));
        assertEquals(Piece.WHITE_ROOK, DgtProtocol.piece(2));
        assertEquals(Piece.WHITE_KING, DgtProtocol.piece(5));
        assertEquals(Piece.WHITE_QUEEN, DgtProtocol.piece(6));
        assertEquals(Piece.BLACK_PAWN, DgtProtocol.piece(7));
        assertEquals(Piece.BLACK_QUEEN, DgtProtocol.piece(12));
        assertNull(DgtProtocol.piece(0));
        assertNull(DgtProtocol.piece(13));
        for (Piece p : Piece.values()) {
            assertEquals(p, DgtProtocol.piece(DgtProtocol.code(p)));
        }
    }

    @Test
    void messagesRoundTrip() {
        int[] codes = new int[64];
        codes[0] = 8;
        codes[63] = 2;
        Log log = decode(DgtProtocol.boardDump(codes), DgtProtocol.fieldUpdate(12, 7),
                DgtProtocol.clockAck(0x10, 0x88, 0x00, 0x33), new byte[] {(byte) 0x93, 0, 5, 1, 7});
        assertEquals(List.of("dump", "field 12 7", "ack 10 88 00 33", "version 1.7"), log.events);
        assertArrayEquals(codes, log.dump);
    }

    @Test
    void clockTimesAreBcdAndRightPlayerFirst() {
        byte[] msg = {(byte) 0x8D, 0, 10, 0x01, 0x25, 0x59, 0x00, 0x03, 0x07, 0x09};
        Log log = decode(msg);
        assertEquals(List.of("times"), log.events);
        assertEquals((3600 + 25 * 60 + 59) * 1000L, log.reading.rightMs());
        assertEquals((3 * 60 + 7) * 1000L, log.reading.leftMs());
        assertEquals(true, log.reading.running());
        assertEquals(true, log.reading.leftTurn());
        byte[] round = DgtProtocol.clockTimes(187_000, 5_159_000, 0x09);
        assertArrayEquals(msg, round);
    }

    @Test
    void ackTopBitsTravelInBytesThreeAndSix() {
        for (int a : new int[] {0x00, 0x7F, 0x80, 0xFF, 0x8A}) {
            Log log = decode(DgtProtocol.clockAck(a, a ^ 0x80, a, a ^ 0x80));
            assertEquals(List.of(String.format("ack %02x %02x %02x %02x", a, a ^ 0x80, a, a ^ 0x80)), log.events);
        }
    }

    @Test
    void badInputIsDroppedAndTheNextHeaderResynchronises() {
        byte[] cut = java.util.Arrays.copyOf(DgtProtocol.fieldUpdate(3, 1), 4);
        byte[] badLength = {(byte) 0x8E, 0, 9, 1, 1, 1, 1, 1, 1};
        byte[] badField = DgtProtocol.fieldUpdate(3, 1);
        badField[3] = 64;
        byte[] badBcd = {(byte) 0x8D, 0, 10, 0x00, 0x6A, 0x00, 0x00, 0x00, 0x00, 0x01};
        Log log = decode(new byte[] {1, 2, 3}, cut, badLength, badField, badBcd, DgtProtocol.fieldUpdate(5, 6));
        assertEquals(List.of("garbled", "garbled", "garbled", "garbled", "field 5 6"), log.events);
    }

    @Test
    void unknownMessagesAreSkippedWhole() {
        byte[] trademark = {(byte) 0x92, 0, 6, 'D', 'G', 'T'};
        assertEquals(List.of("field 1 1"), decode(trademark, DgtProtocol.fieldUpdate(1, 1)).events);
    }

    @Test
    void clockCommandsAreFramedAsInDgtbrdH() {
        byte[] run = DgtProtocol.setAndRun(3_725_000, 59_999, true, false);
        assertArrayEquals(new byte[] {0x2B, 0x0A, 0x03, 0x0A, 1, 2, 5, 0, 0, 59, 0x01, 0x00}, run);
        byte[] text = DgtProtocol.asciiText("e4", 0);
        assertEquals(14, text.length);
        assertEquals(0x0C, text[1]);
        assertEquals('e', text[4]);
        assertEquals(' ', text[11]);
        assertArrayEquals(new byte[] {0x2B, 0x04, 0x03, 0x0B, 8, 0x00}, DgtProtocol.beep(512));
        assertEquals(0x04, DgtProtocol.setAndRun(1000, 1000, false, false)[10], "paused");
    }
}
