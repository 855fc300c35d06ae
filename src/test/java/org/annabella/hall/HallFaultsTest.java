package org.annabella.hall;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.session.Journal;
import org.annabella.session.Session;
import org.annabella.session.SessionTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing lost, nothing doubled: a game sent to the hall while the network is cut, while the hall
 * is killed (SIGKILL, a process of its own) and restarted on its folder, and while the companion is
 * killed and resumed. Each time the hall's journal ends up the companion's, record for record.
 */
class HallFaultsTest {
    static final String[] MOVES = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5"};

    @TempDir
    Path dir;

    static void await(String what, BooleanSupplier done) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > until) {
                fail("waited 20 s for " + what);
            }
            Thread.sleep(20);
        }
    }

    static List<String> hallRecords(Path data, int board) {
        Path j = data.resolve("board-" + board + ".journal");
        return Files.exists(j) ? Journal.read(j) : List.of();
    }

    static long count(List<Phrase> told, String key) {
        synchronized (told) {
            return told.stream().filter(p -> p.key().equals(key)).count();
        }
    }

    @Test
    void aCutNetworkIsSaidOnceAndTheMovesSinceArriveWhenItReturns() throws Exception {
        Path data = dir.resolve("hall");
        byte[] key = HexFormat.of().parseHex(new BoardKeys(data).register(1).key());
        Hall hall = Hall.open(data, Language.ENGLISH);
        HallServer server = HallServer.start(hall, "127.0.0.1", 0);
        int port = server.port();
        Path journal = dir.resolve("game.journal");
        AtomicLong now = new AtomicLong(System.currentTimeMillis());
        List<Phrase> told = Collections.synchronizedList(new ArrayList<>());
        try (Session s = Companion.start(journal, "Ann", "Bob", now);
                HallSender sender = HallSender.start(URI.create("http://127.0.0.1:" + port), 1, key, journal, told::add)) {
            s.startClock();
            for (int i = 0; i < 4; i++) {
                SessionTest.play(s, now, MOVES[i], 2000);
            }
            await("the first moves", () -> sender.acknowledged() == Journal.read(journal).size());
            server.close();
            hall.close();
            for (int i = 4; i < 8; i++) {
                SessionTest.play(s, now, MOVES[i], 2000); // play goes on, the network cut
            }
            await("the cut said", () -> count(told, "hall.unreachable") == 1);
            SessionTest.play(s, now, MOVES[8], 2000);
            Thread.sleep(1500); // more tries while it is cut
            assertEquals(1, count(told, "hall.unreachable"), "said once: " + told);
            Hall back = Hall.open(data, Language.ENGLISH);
            try (HallServer again = HallServer.start(back, "127.0.0.1", port)) {
                SessionTest.play(s, now, MOVES[9], 2000);
                await("every record", () -> sender.acknowledged() == Journal.read(journal).size());
                assertEquals(Journal.read(journal), hallRecords(data, 1), "nothing lost, nothing doubled");
                assertEquals(1, count(told, "hall.reached"));
                assertTrue(Companion.get(URI.create("http://127.0.0.1:" + port), "/games.pgn").body().contains("5... Be7"));
            } finally {
                back.close();
            }
        }
        assertEquals(1, count(told, "hall.unreachable"));
        assertFalse(told.stream().anyMatch(p -> p.key().startsWith("hall.refused") || p.key().equals("hall.conflict")), told.toString());
    }

    /** A JVM of its own running {@code annabella ARGS}, its output read line by line. */
    static Process annabella(Path dir, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.annabella.cli.Main"));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).directory(dir.toFile()).redirectError(dir.resolve("stderr-" + System.nanoTime()).toFile())
                .start();
    }

    /** Starts the hall on {@code port} (0: any) and returns its address as it prints it. */
    static URI hallProcess(Path dir, Path data, int port, List<Process> started) throws IOException {
        Process p = annabella(dir, "hall", "--port", Integer.toString(port), "--data", data.toString());
        started.add(p);
        String line = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
        assertNotNull(line, "the hall printed where it listens");
        return URI.create(line.strip());
    }

    @Test
    void aHallKilledAndRestartedLosesNothing() throws Exception {
        Path data = dir.resolve("hall");
        byte[] key = HexFormat.of().parseHex(new BoardKeys(data).register(4).key());
        List<Process> started = new ArrayList<>();
        Path journal = dir.resolve("game.journal");
        AtomicLong now = new AtomicLong(System.currentTimeMillis());
        List<Phrase> told = Collections.synchronizedList(new ArrayList<>());
        try {
            URI url = hallProcess(dir, data, 0, started);
            try (Session s = Companion.start(journal, "Ann", "Bob", now);
                    HallSender sender = HallSender.start(url, 4, key, journal, told::add)) {
                s.startClock();
                for (int i = 0; i < 6; i++) {
                    SessionTest.play(s, now, MOVES[i], 2000);
                }
                await("a record or more stored", () -> sender.acknowledged() > 3);
                started.get(0).destroyForcibly().waitFor(); // kill -9, while records are on their way
                for (int i = 6; i < 10; i++) {
                    SessionTest.play(s, now, MOVES[i], 2000);
                }
                await("the cut said", () -> count(told, "hall.unreachable") == 1);
                hallProcess(dir, data, url.getPort(), started);
                for (int i = 10; i < MOVES.length; i++) {
                    SessionTest.play(s, now, MOVES[i], 2000);
                }
                await("every record", () -> sender.acknowledged() == Journal.read(journal).size());
                assertEquals(Journal.read(journal), hallRecords(data, 4), "nothing lost, nothing doubled");
                String pgn = Companion.get(url, "/board/4.pgn").body();
                assertTrue(pgn.contains("6. Re1 {[%clk") && pgn.contains("6... b5 {[%clk"), pgn);
            }
        } finally {
            for (Process p : started) {
                p.destroyForcibly().waitFor();
            }
        }
    }

    @Test
    void aCompanionKilledAndResumedGoesOnFromTheHallsPosition() throws Exception {
        Path data = dir.resolve("hall");
        String key = new BoardKeys(data).register(2).key();
        Hall hall = Hall.open(data, Language.ENGLISH);
        try (HallServer server = HallServer.start(hall, "127.0.0.1", 0)) {
            String url = "http://127.0.0.1:" + server.port() + "/";
            Path journal = dir.resolve("game.journal");
            Process play = annabella(dir, "play", "--journal", journal.toString(), "--speech", "none",
                    "--hall", url, "--hall-board", "2", "--hall-key", key);
            Writer in = new java.io.OutputStreamWriter(play.getOutputStream(), StandardCharsets.UTF_8);
            for (int i = 0; i < 5; i++) {
                in.write(MOVES[i] + "\n");
            }
            in.flush();
            await("the fifth move in the hall", () -> hall.view(2).orElseThrow().lastSan().equals("3. Bb5"));
            play.destroyForcibly().waitFor(); // the companion killed
            Process resume = annabella(dir, "resume", journal.toString(), "--speech", "none",
                    "--hall", url, "--hall-board", "2", "--hall-key", key);
            Writer again = new java.io.OutputStreamWriter(resume.getOutputStream(), StandardCharsets.UTF_8);
            for (int i = 5; i < 8; i++) {
                again.write(MOVES[i] + "\n");
            }
            again.write("quit\n");
            again.flush();
            assertTrue(resume.waitFor(60, TimeUnit.SECONDS), "resume ended");
            assertEquals(0, resume.exitValue());
            assertEquals(Journal.read(journal), hallRecords(data, 2), "nothing lost, nothing doubled");
            assertEquals("4... Nf6", hall.view(2).orElseThrow().lastSan());
        } finally {
            hall.close();
        }
    }
}
