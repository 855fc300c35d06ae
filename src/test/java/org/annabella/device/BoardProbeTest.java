package org.annabella.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.function.Function;
import org.annabella.cli.CliRun;
import org.annabella.rules.Position;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each simulated device on a pseudo-terminal is recognised by the probe, which changes nothing on
 * it; a port where nothing answers is said to have nothing.
 */
class BoardProbeTest {
    @TempDir
    Path dir;
    private final BoardProbe probe = new BoardProbe(1200, 400);

    @BeforeEach
    void needSocat() {
        assumeTrue(PtyPair.socatAvailable(), "socat is not installed: skipping the pseudo-terminal tests");
    }

    private BoardProbe.Finding probeWith(int baud, Function<Transport, ByteReceiver> device) throws Exception {
        try (PtyPair pty = PtyPair.open(dir);
                DeviceEnd end = new DeviceEnd(pty.devicePath(), baud)) {
            if (device != null) {
                ByteReceiver sim = device.apply(end);
                end.plug(sim, sim instanceof BoardSimulator b ? b.everySecond() : null);
            }
            return probe.probe(pty.hostPath());
        }
    }

    private static ByteReceiver board(BoardProtocol kind, Transport out) {
        BoardSimulator s = kind.simulator(out);
        s.setPosition(Position.startPosition());
        return s;
    }

    @Test
    void everyKindOfBoardIsRecognised() throws Exception {
        for (BoardProtocol kind : BoardProtocol.values()) {
            BoardProbe.Finding f = probeWith(kind.baud(), out -> board(kind, out));
            assertEquals(kind.prefix(), f.kind(), kind + ": " + f);
        }
    }

    @Test
    void aMillenniumBoardIsLeftAsItWas() throws Exception {
        MillenniumBoardSimulator[] sim = new MillenniumBoardSimulator[1];
        BoardProbe.Finding f = probeWith(ChessLinkProtocol.BAUD, out -> {
            sim[0] = new MillenniumBoardSimulator(out, false);
            sim[0].presetSetting(ChessLinkProtocol.REG_REPORTS, ChessLinkProtocol.REPORTS_NEVER);  // silent until asked
            return sim[0];
        });
        assertEquals("millennium", f.kind());
        assertEquals("ChessLink version 01.05", f.detail());
        assertEquals(ChessLinkProtocol.REPORTS_NEVER, sim[0].setting(ChessLinkProtocol.REG_REPORTS), "no setting written");
        assertEquals(0, sim[0].litSquares().length);
    }

    @Test
    void aClockAndASilentPortAreSaidAsSuch() throws Exception {
        assertEquals("clock", probeWith(TactileClockProtocol.BAUD, TactileClockSimulator::new).kind());
        BoardProbe.Finding none = probeWith(9600, null);
        assertEquals("none", none.kind());
        assertEquals(4, none.steps().size(), none.steps().toString());
    }

    @Test
    void devicesProbesTheGivenPortAndSaysWhatItDid() throws Exception {
        try (PtyPair pty = PtyPair.open(dir);
                DeviceEnd end = new DeviceEnd(pty.devicePath(), DgtProtocol.BAUD)) {
            end.plug(board(BoardProtocol.DGT, end), null);
            CliRun run = CliRun.of("devices", pty.hostPath());
            assertEquals(0, run.exit, run.err);
            assertEquals(pty.hostPath() + "\tgiven\tdgt\n", run.out);
            assertTrue(run.err.contains("asked a DGT board for its version at 9600 baud: dgt (DGT version 1.7)"), run.err);
        }
        CliRun file = CliRun.of("devices", "/etc/hostname");
        assertEquals(2, file.exit);
        assertTrue(file.err.contains("/etc/hostname is a file, not a serial port"), file.err);
    }
}
