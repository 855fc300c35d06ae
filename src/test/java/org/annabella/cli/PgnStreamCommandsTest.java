package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands that read a whole PGN file (check, announce --game all) read it as a stream on
 * several threads (issue 36): their output is in the file's order, a broken game keeps its game,
 * line and move, bytes that are not UTF-8 stop the reading with one line naming line and byte
 * after the games before them, and a game far into a file is found by number.
 */
class PgnStreamCommandsTest {
    @TempDir
    Path dir;

    @Test
    void checkGivesEveryGameInTheFilesOrderWithItsErrors() throws IOException {
        StringBuilder text = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        for (int i = 1; i <= 3000; i++) {
            if (i % 7 == 0) {
                text.append("[White \"W").append(i).append("\"]\n\n1. e4 e5\n2. Ke3 *\n\n");
                expected.append("game ").append(i).append(", line ").append(5 * i - 1)
                        .append(", move 2. Ke3: illegal move \"Ke3\": no white king can move to e3\n");
            } else {
                text.append("[White \"W").append(i).append("\"]\n\n1. d4 d5\n2. c4 *\n\n");
                expected.append("game ").append(i).append(": ok, 3 half-moves, W").append(i).append(" - ?, *\n");
            }
        }
        Path file = Files.writeString(dir.resolve("many.pgn"), text);
        CliRun r = CliRun.of("check", "--pgn", file.toString());
        assertEquals(expected.toString(), r.out.replace("\r", ""));
        assertEquals(2, r.exit);
        assertEquals("annabella check: 428 of 3000 games in " + file + " have errors\n", r.err.replace("\r", ""));
    }

    @Test
    void bytesThatAreNotUtf8StopTheCheckAfterTheGamesBeforeThemWithOneLine() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("1. e4 e5 *\n\n".repeat(100).getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes("[White \"Mu".getBytes(StandardCharsets.UTF_8));
        bytes.write(0xF1); // Latin-1 ñ
        bytes.writeBytes("oz\"]\n1. d4 *\n".getBytes(StandardCharsets.UTF_8));
        Path file = Files.write(dir.resolve("latin1.pgn"), bytes.toByteArray());
        CliRun r = CliRun.of("check", "--pgn", file.toString());
        assertEquals(2, r.exit);
        assertEquals(100, r.out.lines().count());
        assertTrue(r.out.lines().allMatch(l -> l.endsWith(": ok, 2 half-moves, ? - ?, *")), r.out);
        assertEquals("annabella check: PGN file " + file + ", line 201: byte 1211 of the file is not UTF-8 text"
                + " (save the file as UTF-8)\n", r.err.replace("\r", ""));
    }

    @Test
    void announceAllGivesTheGamesInOrderAndAGameIsFoundFarIntoAFile() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 500; i++) {
            text.append(i % 2 == 0 ? "1. e4 *\n\n" : "1. d4 *\n\n");
        }
        text.append("1. c4 Ke9 *\n\n1. Nf3 *\n");
        Path file = Files.writeString(dir.resolve("games.pgn"), text);
        CliRun all = CliRun.of("announce", "--pgn", file.toString(), "--game", "all");
        String[] blocks = all.out.replace("\r", "").split("\n\n");
        assertEquals(500, blocks.length);
        for (int i = 0; i < 500; i++) {
            assertEquals(i % 2 == 0 ? "Eva vier" : "David vier", blocks[i].strip(), "game " + (i + 1));
        }
        assertEquals(2, all.exit);
        assertTrue(all.err.contains("game 501, line 1001, move 1... Ke9"), all.err);
        CliRun last = CliRun.of("announce", "--pgn", file.toString(), "--game", "502");
        assertEquals(0, last.exit, last.err);
        assertEquals("Springer Felix drei", last.out.strip());
    }
}
