package org.annabella.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The simulators behave as the firmware on docs/protocols/pegboard.md does: heartbeats numbered
 * so that no event seems lost, and, plugged into a serial line, a heartbeat every second.
 */
class SimulatorFirmwareTest {

    /** A pegged-board driver whose board events and requests to the board are written down. */
    private static final class Host implements BoardListener {
        final List<String> seen = Collections.synchronizedList(new ArrayList<>());
        final List<String> warnings = Collections.synchronizedList(new ArrayList<>());

        @Override
        public void squareChanged(int square, Piece piece, boolean occupied, long nanos) {
            seen.add((occupied ? "S " : "L ") + Square.name(square));
        }

        @Override
        public void snapshot(Piece[] pieces, long occupied, long nanos) {
            seen.add("B " + Long.bitCount(occupied));
        }

        @Override
        public void warning(String message) {
            warnings.add(message);
        }
    }

    @Test
    void heartbeatBeforeTheFirstEventLetsTheFirstEventFollowIt() {
        Host host = new Host();
        List<String> asked = new ArrayList<>();
        PegBoard[] driver = new PegBoard[1];
        PegBoardSimulator sim = new PegBoardSimulator(b -> driver[0].received(b, b.length));
        sim.setOccupancy(Position.startPosition().occupied());
        driver[0] = new PegBoard(b -> {
            asked.add(new String(b).trim());
            sim.received(b, b.length);
        }, host, () -> 0L);
        driver[0].connected();
        sim.heartbeat();
        sim.lift(Square.parse("e2"));
        sim.heartbeat();
        sim.seat(Square.parse("e4"));
        sim.heartbeat();
        assertEquals(List.of("B 32", "L e2", "S e4"), host.seen);
        assertEquals(List.of("?V*69", "?B*7D"), asked, "no line seemed lost, so the board was not asked again");
    }

    @Test
    void pluggedInThePeggedBoardBeatsEverySecond(@TempDir Path dir) throws Exception {
        assumeTrue(PtyPair.socatAvailable(), "socat is not installed: skipping the pseudo-terminal test");
        Host host = new Host();
        SerialLink[] hostLink = new SerialLink[1];
        PegBoard driver = new PegBoard(b -> hostLink[0].write(b), host, System::nanoTime);
        try (PtyPair pair = PtyPair.open(dir); DeviceEnd end = new DeviceEnd(pair.devicePath(), PegProtocol.BAUD)) {
            PegBoardSimulator sim = new PegBoardSimulator(end);
            sim.setOccupancy(Position.startPosition().occupied());
            end.plug(sim, sim::heartbeat);
            assertThrows(IllegalStateException.class, () -> end.plug(sim, null), "one simulator per end");
            hostLink[0] = new SerialLink(pair.hostPath(), PegProtocol.BAUD, driver, new LinkListener() {
                public void linkUp(String port) {
                }

                public void linkDown(String port, String why) {
                }
            });
            hostLink[0].start();    // throws when the host end does not open
            long start = System.nanoTime();
            // Nothing moves for four seconds: the host, polling as its board follower does, hears the heartbeat.
            while (System.nanoTime() - start < 4_000_000_000L) {
                driver.poll(System.nanoTime());
                Thread.sleep(20);
            }
            sim.lift(Square.parse("g1"));
            Thread.sleep(300);
            assertEquals(List.of(), host.warnings, "a board that beats is never silent");
            assertEquals(List.of("B 32", "L g1"), host.seen);

            end.close();
            long unplugged = System.nanoTime();
            while (System.nanoTime() - unplugged < 3_500_000_000L) {
                driver.poll(System.nanoTime());
                Thread.sleep(20);
            }
            assertEquals(List.of("the board has said nothing for 3 seconds"), host.warnings, "unplugged, it stops");
        } finally {
            if (hostLink[0] != null) {
                hostLink[0].close();
            }
        }
    }
}
