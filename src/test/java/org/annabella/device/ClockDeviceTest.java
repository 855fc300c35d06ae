package org.annabella.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

/** The DGT 3000 through the board, and the open tactile-clock protocol, against their simulators. */
class ClockDeviceTest {

    private static final class Presses implements ClockDeviceListener {
        final List<String> log = new ArrayList<>();

        @Override
        public void leverPressed(Color side) {
            log.add("lever " + side);
        }

        @Override
        public void timeRequested(Color side) {
            log.add("time " + side);
        }

        @Override
        public void button(String name) {
            log.add("button " + name);
        }

        @Override
        public void warning(String message) {
            log.add("warning");
        }
    }

    /** Board, driver and simulator wired in-process. */
    private static final class DgtBench {
        final DgtBoardSimulator sim;
        final DgtBoard board;
        final List<byte[]> sent = new ArrayList<>();

        DgtBench() {
            DgtBoard[] b = new DgtBoard[1];
            sim = new DgtBoardSimulator(bytes -> b[0].received(bytes, bytes.length), false);
            board = new DgtBoard(bytes -> {
                sent.add(bytes);
                sim.received(bytes, bytes.length);
            }, new BoardListener() {
                public void squareChanged(int square, Piece piece, boolean occ, long n) {
                }

                public void snapshot(Piece[] pieces, long occ, long n) {
                }
            }, () -> 0L, true);
            b[0] = board;
            board.connected();
        }
    }

    @Test
    void dgt3000ShowsTimesAndTextOneCommandAtATime() {
        DgtBench bench = new DgtBench();
        Dgt3000Clock clock = bench.board.clock();
        clock.show(300_000, 290_000, Color.WHITE);
        clock.text("e4");
        assertEquals(300_000, bench.sim.leftMs());
        assertEquals(290_000, bench.sim.rightMs());
        assertEquals("e4", bench.sim.clockText());
        assertEquals(List.of(0x0A, 0x0C), bench.sim.clockCommands());
        assertEquals(0, clock.pending());
    }

    @Test
    void dgt3000CommandsWaitForTheAckAndAreResentAfterTwoSeconds() {
        DgtBench bench = new DgtBench();
        bench.sim.setAcknowledgeClock(false);
        Dgt3000Clock clock = bench.board.clock();
        Presses p = new Presses();
        clock.setListener(p);
        clock.poll(0);
        clock.show(60_000, 60_000, Color.BLACK);
        clock.beep(200);
        clock.show(59_000, 60_000, Color.BLACK);   // supersedes nothing yet sent, the first is in flight
        assertEquals(List.of(0x0A), bench.sim.clockCommands(), "one command at a time");
        clock.poll(1_999);
        assertEquals(1, bench.sim.clockCommands().size());
        clock.poll(2_000);
        assertEquals(List.of(0x0A, 0x0A), bench.sim.clockCommands(), "resent after 2 s");
        bench.sim.setAcknowledgeClock(true);
        clock.poll(4_000);   // third try is acknowledged; the queue then drains
        assertEquals(List.of(0x0A, 0x0A, 0x0A, 0x0B, 0x0A), bench.sim.clockCommands());
        assertEquals(59_000, bench.sim.leftMs());
        assertEquals(0, clock.pending());
        assertEquals(List.of(), p.log);
    }

    @Test
    void dgt3000GivesUpAfterThreeTriesAndSaysSo() {
        DgtBench bench = new DgtBench();
        bench.sim.setAcknowledgeClock(false);
        Dgt3000Clock clock = bench.board.clock();
        Presses p = new Presses();
        clock.setListener(p);
        clock.poll(0);
        clock.beep(100);
        clock.poll(2_000);
        clock.poll(4_000);
        clock.poll(6_000);
        assertEquals(List.of("warning"), p.log);
        assertEquals(0, clock.pending());
    }

    @Test
    void dgt3000LeverAndButtons() {
        DgtBench bench = new DgtBench();
        Presses p = new Presses();
        bench.board.clock().setListener(p);
        bench.sim.pressLever(true);    // first reading only sets the lever's position
        bench.sim.pressLever(false);   // right player presses: Black, with White on the left
        bench.sim.pressLever(true);
        bench.sim.pressButton(4);
        assertEquals(List.of("lever BLACK", "lever WHITE", "button ok"), p.log);
    }

    @Test
    void tactileClockProtocol() {
        TactileClock[] c = new TactileClock[1];
        TactileClockSimulator sim = new TactileClockSimulator(bytes -> c[0].received(bytes, bytes.length));
        c[0] = new TactileClock(bytes -> sim.received(bytes, bytes.length));
        TactileClock clock = c[0];
        Presses p = new Presses();
        clock.setListener(p);
        clock.connected();
        assertEquals("sim-1.0", clock.firmware());
        clock.show(123_456, 7_000, Color.BLACK);
        assertEquals("T 123456 7000 B", sim.lastTimes());
        clock.show(1, 2, null);
        assertEquals("T 1 2 -", sim.lastTimes());
        clock.alertAt(300, "vv");
        clock.alertAt(60, "V_V");
        assertEquals("300 vv 60 V_V", sim.alerts());
        clock.clearAlerts();
        assertEquals("", sim.alerts());
        clock.beep(800);
        assertEquals("V", sim.lastPattern());
        assertThrows(IllegalArgumentException.class, () -> clock.alertAt(10, "x"));
        sim.pressLever(Color.WHITE);
        sim.pressTimeButton(Color.BLACK);
        assertEquals(List.of("lever WHITE", "time BLACK"), p.log);
        assertEquals(0, sim.garbledLines());
    }

    @Test
    void tactileClockIgnoresGarbledLines() {
        TactileClock clock = new TactileClock(b -> { });
        Presses p = new Presses();
        clock.setListener(p);
        byte[] good = LineCodec.frame("K B");
        byte[] bad = good.clone();
        bad[2] = 'W';    // checksum no longer fits
        clock.received(bad, bad.length);
        clock.received(good, good.length);
        assertEquals(List.of("warning", "lever BLACK"), p.log);
        assertTrue(LineCodec.frame("K B").length < LineCodec.MAX_LINE);
    }

    @Test
    void pegBoardSaysWhenItFallsSilent() {
        List<String> warnings = new ArrayList<>();
        long[] now = {0};
        PegBoard board = new PegBoard(b -> { }, new BoardListener() {
            public void squareChanged(int sq, Piece p, boolean occ, long n) {
            }

            public void snapshot(Piece[] p, long occ, long n) {
            }

            public void warning(String message) {
                warnings.add(message);
            }
        }, () -> now[0]);
        board.poll(0);
        now[0] = 2_900_000_000L;
        board.poll(now[0]);
        assertEquals(List.of(), warnings);
        now[0] = 3_000_000_000L;
        board.poll(now[0]);
        board.poll(now[0] + 1);
        assertEquals(List.of("the board has said nothing for 3 seconds"), warnings);
        byte[] beat = LineCodec.frame("H 0");
        board.received(beat, beat.length);
        assertEquals("the board is speaking again", warnings.get(1));
    }

    @Test
    void pegBoardAsksForTheBoardWhenALineIsLost() {
        List<String> sent = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        PegBoard board = new PegBoard(b -> sent.add(new String(b).trim()), new BoardListener() {
            public void squareChanged(int sq, Piece p, boolean occ, long n) {
                seen.add((occ ? "S " : "L ") + Square.name(sq));
            }

            public void snapshot(Piece[] p, long occ, long n) {
                seen.add("B " + Long.bitCount(occ));
            }
        }, () -> 0L);
        for (String line : new String[] {"L e2 1", "S e4 2", "L d2 4", "B " + String.format("%016X",
                Position.startPosition().occupied()), "S d4 9", "H 9", "H 12"}) {
            byte[] b = LineCodec.frame(line);
            board.received(b, b.length);
        }
        // Line 3 was lost: "L d2 4" is refused and the board asked; the snapshot resets numbering.
        assertEquals(List.of("L e2", "S e4", "B 32", "S d4"), seen);
        assertEquals(List.of("?B*7D", "?B*7D"), sent, "asked after the gap in events and in heartbeats");
    }
}
