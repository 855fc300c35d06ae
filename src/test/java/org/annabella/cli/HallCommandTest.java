package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code annabella hall} and the --hall options as a script and a person meet them: the key printed, every mistake one line and exit 2. */
class HallCommandTest {
    @TempDir
    Path dir;

    @Test
    void addBoardPrintsTheKeyAsTheLastLineAndTheSameKeyAgain() {
        Path data = dir.resolve("round3");
        CliRun first = CliRun.of("hall", "add-board", "7", "--data", data.toString());
        assertEquals(0, first.exit, first.err);
        assertTrue(first.lastLine().matches("[0-9a-f]{64}"), first.out);
        assertTrue(first.err.contains("Board 7 is registered"), first.err);
        CliRun again = CliRun.of("hall", "add-board", "7", "--data", data.toString());
        assertEquals(first.lastLine(), again.lastLine());
        assertTrue(again.err.contains("registered before"), again.err);
        assertTrue(Files.exists(data.resolve("board-7.key")));
    }

    @Test
    void mistakesAreOneLineAndExitTwoWithNothingMade() throws Exception {
        for (String[] args : new String[][] {
                {"hall", "add-board", "0", "--data", dir.toString()},
                {"hall", "add-board", "seven", "--data", dir.toString()},
                {"hall", "--port", "8080"},
                {"hall", "--port", "70000", "--data", dir.toString()},
                {"hall", "--port", "0", "--data", dir.resolve("missing").toString()},
                {"hall", "--port", "0", "--data", dir.toString(), "--bind", "192.0.2.77"},
                {"play", "--journal", dir.resolve("g.journal").toString(), "--hall", "http://127.0.0.1:8080/"},
                {"play", "--journal", dir.resolve("g.journal").toString(), "--hall", "ftp://x/", "--hall-board", "1",
                    "--hall-key", "ab".repeat(32)},
                {"play", "--journal", dir.resolve("g.journal").toString(), "--hall", "http://127.0.0.1:8080/",
                    "--hall-board", "1", "--hall-key", "not a key"},
        }) {
            CliRun r = CliRun.of(args);
            assertEquals(Main.BAD_INPUT, r.exit, String.join(" ", args) + ": " + r.err);
            assertEquals(1, r.err.strip().lines().count(), String.join(" ", args) + ": " + r.err);
        }
        CliRun noFolder = CliRun.of("hall", "add-board", "3");
        assertEquals("annabella hall add-board: Missing required option: '--data=FOLDER'"
                + " (annabella hall add-board --help lists the options)", noFolder.err.strip(),
                "the command named as typed, so that its help can be asked for as said");
        assertFalse(Files.exists(dir.resolve("g.journal")), "a refused --hall leaves no journal");
        assertFalse(Files.exists(dir.resolve("board-0.key")));
    }
}
