package org.annabella.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.annabella.rules.InputException;
import org.annabella.rules.TextFile;
import org.annabella.testkit.Mutations;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A PGN file read as a stream, a window at a time, and played on several threads, gives what the
 * same text read whole on one thread gives: the same games, the same errors with the same game,
 * line and move, in the same order; bytes that are not UTF-8 are named by line and byte where the
 * reading meets them, after the games before them.
 */
class PgnStreamTest {
    @TempDir
    Path dir;

    /** Each game as its moves, tags, annotations and notes, or its error, in order; then how the text ended. */
    private static List<String> outcomes(Supplier<PgnReader> open) {
        return assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            List<String> out = new ArrayList<>();
            try (PgnReader reader = open.get()) {
                while (true) {
                    try {
                        PgnGame g = reader.next();
                        if (g == null) {
                            break;
                        }
                        StringBuilder sb = new StringBuilder("game " + reader.gameNumber() + " " + g.tags() + " "
                                + g.game().sanMoves() + " " + g.result() + " " + g.preamble() + " " + g.notes());
                        for (int ply = 0; ply < g.game().ply(); ply++) {
                            PgnGame.Annotations a = g.at(ply);
                            sb.append('|').append(a.nags()).append(a.comment()).append(a.clockSeconds()).append(a.variations());
                        }
                        out.add(sb.toString());
                    } catch (PgnException e) {
                        out.add(e.getMessage() + " (" + reader.gameNumber() + ")");
                    }
                }
            } catch (InputException e) {
                out.add("file: " + e.getMessage());
            }
            return out;
        });
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    /** Annotated games, some damaged, some joined with CRLF: far more than one window of the stream. */
    private static String manyGames(long seed) {
        Random random = new Random(seed);
        StringBuilder sb = new StringBuilder();
        while (sb.length() < 200_000) {
            String game = PgnWriter.write(PgnPropertyTest.annotated(random.nextLong()));
            if (random.nextInt(4) == 0) {
                game = Mutations.mutate(game, random, 1 + random.nextInt(4));
            }
            sb.append(random.nextBoolean() ? game.replace("\n", "\r\n") : game).append('\n');
        }
        return sb.toString();
    }

    @Test
    void aFileStreamedAndPlayedOnThreadsReadsAsItsTextReadWhole() throws IOException {
        for (long seed = 1; seed <= 6; seed++) {
            String text = manyGames(seed);
            Path file = write("games" + seed + ".pgn", text);
            List<String> whole = outcomes(() -> new PgnReader(text));
            assertTrue(whole.size() > 50, "games read: " + whole.size());
            assertTrue(whole.stream().anyMatch(o -> o.contains(", line ")), "no damaged game in seed " + seed);
            assertEquals(whole, outcomes(() -> PgnReader.of(file)), "streamed, seed " + seed);
            assertEquals(whole, outcomes(() -> PgnReader.parallel(file)), "on threads, seed " + seed);
        }
    }

    @Test
    void bytesThatAreNotUtf8AreNamedWhereTheReadingMeetsThemAfterTheGamesBefore() throws IOException {
        String games = "[Event \"e\u00e9\"]\n1. e4 e5 *\n\n".repeat(9000); // 9,000 games, 250,000 bytes
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes(games.getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes("[Event \"caf".getBytes(StandardCharsets.UTF_8));
        bytes.write(0xE9); // Latin-1 é
        bytes.writeBytes("\"]\n1. d4 *\n".getBytes(StandardCharsets.UTF_8));
        Path file = Files.write(dir.resolve("latin1.pgn"), bytes.toByteArray());
        String refusal = assertThrows(InputException.class, () -> TextFile.read(file, "PGN file")).getMessage();
        assertEquals("PGN file " + file + ", line 27001: byte " + (games.getBytes(StandardCharsets.UTF_8).length + 12)
                + " of the file is not UTF-8 text (save the file as UTF-8)", refusal);
        for (Supplier<PgnReader> open : List.<Supplier<PgnReader>>of(() -> PgnReader.of(file), () -> PgnReader.parallel(file))) {
            List<String> out = outcomes(open);
            assertEquals(9001, out.size());
            assertTrue(out.get(8999).startsWith("game 9000 {Event=e\u00e9} [e4, e5]"), out.get(8999));
            assertEquals("file: " + refusal, out.get(9000));
        }
        Path first = Files.write(dir.resolve("first.pgn"), new byte[] {'1', '.', ' ', (byte) 0xFF});
        assertEquals("PGN file " + first + ", line 1: byte 4 of the file is not UTF-8 text (save the file as UTF-8)",
                assertThrows(InputException.class, () -> PgnReader.readAll(first)).getMessage());
    }

    @Test
    void aCharacterOfSeveralBytesReadsWhereverTheWindowCutsIt() throws IOException {
        for (int pad = 65_505; pad < 65_520; pad++) { // the window holds 65,536 bytes
            String text = " ".repeat(pad) + "[Event \"\u265E\u00e9\uD83D\uDE00\"]\n1. e4 *\n";
            PgnGame g = PgnReader.readAll(write("pad.pgn", "[Event \"a\"]\n*\n" + text)).get(1);
            assertEquals("\u265E\u00e9\uD83D\uDE00", g.tag("Event"), "padding " + pad);
        }
    }

    @Test
    void aGameLongerThanAnyRealOneIsOneErrorAndTheNextGameReads() throws IOException {
        String variation = "(" + "1. d4 d5 ".repeat(PgnScanner.MAX_GAME / 9 + 1) + ")";
        String text = "[Event \"long\"]\n1. e4 " + variation + " e5 *\n\n[Event \"next\"]\n1. c4 *\n";
        List<String> out = outcomes(() -> {
            try {
                return PgnReader.of(write("long.pgn", text));
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        });
        assertEquals(2, out.size());
        assertEquals("game 1, line 2: the game is longer than 4194304 characters (its tags, moves, comments and variations);"
                + " a file may hold any number of games, but each within that (1)", out.get(0));
        assertTrue(out.get(1).startsWith("game 2 {Event=next} [c4]"), out.get(1));
    }

    @Test
    void skipPassesGamesWithoutPlayingThemAndCountsBrokenOnes() {
        PgnReader reader = new PgnReader("1. e4 e9 *\n\n{only a comment}\n\n[Event \"x]\n\n1. d4 *\n\n1. c4 c5 *\n");
        assertTrue(reader.skip());
        assertEquals(1, reader.gameNumber());
        assertTrue(reader.skip());
        assertEquals(2, reader.gameNumber());
        assertEquals(List.of("c4", "c5"), reader.next().game().sanMoves());
        assertEquals(3, reader.gameNumber());
        assertFalse(reader.skip());
        assertNull(reader.next());
    }

    @Test
    void anIllegalMoveDoesNotMoveTheEndOfItsGame() {
        // The game ends at its result marker, also when a move before it is illegal: a comment that
        // holds a result is still a comment.
        List<String> out = outcomes(() -> new PgnReader("1. e4 e9 2. Nf3{ends 1-0 here?} Nc6 1-0\n\n1. d4 *\n"));
        assertEquals(2, out.size());
        assertTrue(out.get(0).startsWith("game 1, line 1, move 1... e9: "), out.get(0));
        assertTrue(out.get(1).startsWith("game 2 {} [d4]"), out.get(1));
    }

    @Test
    void aReaderLeftEarlyStopsItsThreads() throws IOException, InterruptedException {
        Path file = write("many.pgn", "1. e4 e5 *\n\n".repeat(20_000));
        for (int i = 0; i < 50; i++) {
            try (PgnReader reader = PgnReader.parallel(file)) {
                assertEquals(List.of("e4", "e5"), reader.next().game().sanMoves());
            }
        }
        long left = Long.MAX_VALUE;
        for (int wait = 0; wait < 100 && left > 0; wait++) { // each thread ends after the batch it plays
            Thread.sleep(50);
            left = Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().equals("pgn-reader")).count();
        }
        assertEquals(0, left, "threads left running");
    }
}
