package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.annabella.device.ClockDeviceListener;
import org.annabella.rules.Color;
import org.annabella.sync.BoardFollower;
import org.annabella.sync.SyncFact;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A bug met on a device's thread is reported as a fault, never said as the player's error, and the device goes on. */
class DeviceFaultsTest {
    @TempDir
    Path logs;

    private final StringWriter err = new StringWriter();

    private DeviceFaults faults() {
        return new DeviceFaults(new Problems(logs), new PrintWriter(err, true));
    }

    @Test
    void aFaultOnABoardsThreadIsReportedWithItsLogAndTheBoardGoesOn() throws Exception {
        List<String> heard = new ArrayList<>();
        BoardFollower.Events guarded = faults().board(new BoardFollower.Events() {
            @Override
            public void accept(SyncFact fact) {
                throw new IllegalStateException("index 7 out of bounds in the relay");
            }

            @Override
            public void notice(String line) {
                heard.add(line);
            }
        });
        guarded.accept(new SyncFact.BoardRestored());
        guarded.notice("link back");
        String said = err.toString();
        assertEquals(1, said.lines().count(), said);
        assertTrue(said.startsWith("annabella: internal error, a fault of annabella and not of your input"), said);
        assertFalse(said.contains("index 7"), "a bug's text is not said to the player: " + said);
        assertEquals(List.of("link back"), heard, "the board's later events still arrive");
        try (Stream<Path> files = Files.list(logs)) {
            Path log = files.findFirst().orElseThrow();
            assertTrue(Files.readString(log).contains("index 7 out of bounds in the relay"), "the details are in the log");
        }
    }

    @Test
    void aFaultOnAClocksThreadIsReportedAndTheNextPressArrives() {
        List<Color> pressed = new ArrayList<>();
        ClockDeviceListener guarded = faults().clock(side -> {
            if (pressed.isEmpty()) {
                pressed.add(null);
                throw new IllegalArgumentException("bad lever index");
            }
            pressed.add(side);
        });
        guarded.leverPressed(Color.WHITE);
        guarded.leverPressed(Color.BLACK);
        assertTrue(err.toString().contains("internal error"), err.toString());
        assertFalse(err.toString().contains("bad lever index"), err.toString());
        assertEquals(Color.BLACK, pressed.get(1));
    }
}
