package org.annabella.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

/**
 * Each field of a line is only what the protocol names (docs/protocols/pegboard.md,
 * tactile-clock.md): anything else, even with a right checksum, is dropped with a diagnostic and
 * never becomes a result, a square, a snapshot or a press.
 */
class ProtocolFieldsTest {
    private final List<String> events = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final List<String> sent = new ArrayList<>();

    private final PegBoard peg = new PegBoard(bytes -> sent.add(new String(bytes)), new BoardListener() {
        @Override
        public void squareChanged(int square, Piece piece, boolean occupied, long nanos) {
            events.add((occupied ? "seat " : "lift ") + Square.name(square));
        }

        @Override
        public void snapshot(Piece[] pieces, long occupied, long nanos) {
            events.add("board " + Long.toHexString(occupied));
        }

        @Override
        public void endOfGame(String result) {
            events.add("result " + result);
        }

        @Override
        public void warning(String message) {
            warnings.add(message);
        }
    }, new java.util.function.LongSupplier() {
        private long now;

        @Override
        public long getAsLong() {
            return now += 2_000_000_000L;    // past the one-a-second throttle of diagnostics
        }
    });

    private void pegLine(String body) {
        byte[] b = LineCodec.frame(body);
        peg.received(b, b.length);
    }

    /** The line is dropped: no event, a diagnostic naming it, and the whole board asked for. */
    private void pegRefuses(String body) {
        events.clear();
        warnings.clear();
        sent.clear();
        pegLine(body);
        assertEquals(List.of(), events, body);
        assertEquals(1, warnings.size(), body);
        assertTrue(warnings.get(0).startsWith("garbled line from the board (") && warnings.get(0).contains(body),
                warnings.get(0));
        assertEquals(List.of(new String(LineCodec.frame("?B"))), sent, "the board is asked for its state");
    }

    @Test
    void onlyTheProtocolsResultsEndTheGame() {
        for (String result : List.of("1-0", "0-1", "1/2-1/2", "*")) {
            events.clear();
            pegLine("X " + result);
            assertEquals(List.of("result " + result), events);
        }
        for (String bad : List.of("3-3", "1-1", "0-0", "1/2", "1/2-1/2 ", "10", "**", "")) {
            pegRefuses("X " + bad);
        }
    }

    @Test
    void squaresAreLowerCaseA1ToH8() {
        pegLine("B FFFF00000000FFFF");
        pegLine("L e2 0");
        pegLine("S e4 1");
        assertEquals(List.of("board ffff00000000ffff", "lift e2", "seat e4"), events);
        for (String bad : List.of("L E2 2", "L i2 2", "L e9 2", "L e0 2", "L e 2", "L e22 2", "S 2e 2")) {
            pegRefuses(bad);
        }
    }

    @Test
    void sequenceNumbersAreDecimalFrom0To255WithoutLeadingZeros() {
        pegLine("L e2 255");
        pegLine("S e4 0");    // wraps round
        assertEquals(List.of("lift e2", "seat e4"), events);
        for (String bad : List.of("L e2 256", "L e2 007", "L e2 -1", "L e2 +1", "L e2 1a", "L e2 99999999999",
                "H 1000", "H ", "H 00")) {
            pegRefuses(bad);
        }
    }

    @Test
    void anOccupancyIsSixteenUpperCaseHexDigits() {
        pegLine("B 8000000000000001");
        assertEquals(List.of("board 8000000000000001"), events);
        for (String bad : List.of("B +FFF00000000FFFF", "B ffff00000000ffff", "B FFFF00000000FFF", "B FFFF00000000FFFFF",
                "B FFFF0000 000FFFF", "B -000000000000001")) {
            pegRefuses(bad);
        }
    }

    @Test
    void aVersionLineHasFourFieldsAndAnotherProtocolIsSaid() {
        pegLine("V annabella-peg 1 uno-0.3");
        assertEquals(List.of(), warnings);
        assertEquals("uno-0.3", peg.firmware());
        pegLine("V other-board 2 x");
        assertEquals(List.of("the device speaks other-board 2, expected annabella-peg 1"), warnings);
        pegRefuses("V annabella-peg 1");
        pegRefuses("V annabella-peg 1 ");
    }

    @Test
    void tactileClockTakesOnlyItsSidesAndLines() {
        List<String> presses = new ArrayList<>();
        List<String> said = new ArrayList<>();
        TactileClock clock = new TactileClock(bytes -> { });
        clock.setListener(new Heard(presses, said, ""));
        for (String body : List.of("K W", "Q B", "H", "V annabella-clock 1 t-0.1")) {
            byte[] b = LineCodec.frame(body);
            clock.received(b, b.length);
        }
        assertEquals(List.of("lever WHITE", "time BLACK"), presses);
        assertEquals(List.of(), said);
        assertEquals("t-0.1", clock.firmware());
        for (String bad : List.of("K w", "K X", "K", "K W B", "Q", "H 3", "V annabella-clock 1", "V a b c d", "k W")) {
            said.clear();
            byte[] b = LineCodec.frame(bad);
            // The throttle lets one diagnostic a second through: a fresh clock for each line.
            TactileClock fresh = new TactileClock(bytes -> { });
            fresh.setListener(new Heard(presses, said, "invented "));
            fresh.received(b, b.length);
            assertEquals(1, said.size(), bad);
            assertTrue(said.get(0).startsWith("garbled line from the clock ("), said.get(0));
            assertNull(fresh.firmware(), bad);
        }
        assertEquals(List.of("lever WHITE", "time BLACK"), presses, "no press from a line outside the protocol");
    }

    @Test
    void aDgtSerialNumberWithAControlCharacterIsDropped() {
        List<String> got = new ArrayList<>();
        DgtDecoder decoder = new DgtDecoder(new DgtListener() {
            @Override
            public void boardDump(int[] codesByField) {
            }

            @Override
            public void fieldUpdate(int field, int code) {
            }

            @Override
            public void serialNumber(String serial) {
                got.add(serial);
            }

            @Override
            public void garbled(String what) {
                got.add("garbled: " + what);
            }
        });
        decoder.feed(new byte[] {(byte) 0x91, 0, 8, '1', '2', '3', '4', '5'}, 0, 8);
        decoder.feed(new byte[] {(byte) 0x91, 0, 8, '1', '2', 0x7F, '4', '5'}, 0, 8);
        assertEquals(List.of("12345", "garbled: serial number with control character"), got);
    }

    /** What a clock's listener hears: presses and time requests (each after {@code prefix}), and warnings. */
    private record Heard(List<String> presses, List<String> said, String prefix) implements ClockDeviceListener {
        @Override
        public void leverPressed(Color side) {
            presses.add(prefix + "lever " + side);
        }

        @Override
        public void timeRequested(Color side) {
            presses.add(prefix + "time " + side);
        }

        @Override
        public void warning(String message) {
            said.add(message);
        }
    }
}
