package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where the console's history lives on each system, and which typed lines it keeps. */
class HistoryFileTest {
    final Path home = Path.of("/home/ann");

    @Test
    void linuxFollowsXdgStateHomeElseTheUsualPlace() {
        assertEquals(Path.of("/var/state/ann/annabella/history"),
                HistoryFile.of(Map.of("XDG_STATE_HOME", "/var/state/ann"), "Linux", home));
        assertEquals(home.resolve(".local/state/annabella/history"), HistoryFile.of(Map.of(), "Linux", home));
        // A relative XDG_STATE_HOME is invalid by the spec and ignored.
        assertEquals(home.resolve(".local/state/annabella/history"),
                HistoryFile.of(Map.of("XDG_STATE_HOME", "state"), "Linux", home));
    }

    @Test
    void windowsAndMacOsHaveTheirOwnPlaces() {
        assertEquals(Path.of("C:/Users/ann/AppData/Local").resolve("annabella").resolve("history"),
                HistoryFile.of(Map.of("LOCALAPPDATA", "C:/Users/ann/AppData/Local"), "Windows 11", home));
        assertEquals(home.resolve("AppData").resolve("Local").resolve("annabella").resolve("history"),
                HistoryFile.of(Map.of(), "Windows 10", home));
        assertEquals(home.resolve("Library/Application Support/annabella/history"), HistoryFile.of(Map.of(), "Mac OS X", home));
    }

    @Test
    void typedLinesAreKeptButBlankOnesAndSecretsAreNot() {
        for (String kept : new String[] {"e4", "Springer Gustav Felix drei", "clock set white 1:05:00 black 58:10 set wrongly",
                "override 2 Draw agreed", "voice rate 180", "monkey"}) {
            assertTrue(HistoryFile.keeps(kept), kept);
        }
        for (String secret : new String[] {"", "   ", "mode --hall-key s3cret", "export --key=abc", "x --password hunter2",
                "token=abc", "sync --clave 1234", "open --secret x"}) {
            assertFalse(HistoryFile.keeps(secret), secret);
        }
    }
}
