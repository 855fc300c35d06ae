package org.annabella.hall;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.rules.Color;
import org.annabella.session.Event.Claim;
import org.annabella.session.Event.Illegality;
import org.annabella.session.Journal;
import org.annabella.session.Session;
import org.annabella.session.SessionTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the arbiter hears and sees live: each alert once, in order, with its board; each board's change without a reload. */
class HallLiveTest {
    @TempDir
    Path dir;

    @Test
    void theConsoleViewSaysEachAlertOnceInOrderWithItsBoardEvenAcrossARestart() throws Exception {
        Path data = dir.resolve("hall");
        byte[] key = HexFormat.of().parseHex(new BoardKeys(data).register(5).key());
        new BoardKeys(data).register(6);
        Hall hall = Hall.open(data, Language.ENGLISH);
        HallServer server = HallServer.start(hall, "127.0.0.1", 0);
        int port = server.port();
        URI url = URI.create("http://127.0.0.1:" + port + "/");
        List<String> said = Collections.synchronizedList(new ArrayList<>());
        List<Phrase> told = Collections.synchronizedList(new ArrayList<>());
        HallWatch watch = new HallWatch(url);
        Thread follower = new Thread(() -> watch.follow(said::add, told::add));
        follower.start();
        Path journal = dir.resolve("game.journal");
        AtomicLong now = new AtomicLong(System.currentTimeMillis());
        try (Session s = Companion.start(journal, "Ann", "Bob", now);
                HallSender sender = HallSender.start(url, 5, key, journal, p -> { })) {
            s.startClock();
            SessionTest.play(s, now, "e4", 1000);
            s.illegalMove(Color.BLACK, Illegality.MOVE);
            SessionTest.play(s, now, "e5", 1000);
            HallFaultsTest.await("two alerts said", () -> said.size() == 1);
            int ruling = s.rule("2018 12.9", "a warning to Black for disturbing the opponent");
            s.override(ruling, "no warning after all");
            HallFaultsTest.await("the override said", () -> said.size() == 2);
            server.close(); // the watcher loses the hall; the alerts it said are not said again
            hall.close();
            HallFaultsTest.await("the loss said", () -> told.stream().anyMatch(p -> p.key().equals("hall.watch-lost")));
            s.score(Color.WHITE, 1, "e6");
            hall = Hall.open(data, Language.ENGLISH);
            server = HallServer.start(hall, "127.0.0.1", port);
            s.claim(Color.WHITE, Claim.THREEFOLD, null);
            HallFaultsTest.await("every alert", () -> said.size() == 4);
            Thread.sleep(500);
            assertEquals(List.of(
                    "Board 5: Black completed an illegal move",
                    "Board 5: the arbiter overrode ruling " + ruling + ": no warning after all",
                    "Board 5: White's scoresheet differs from the game: e6",
                    "Board 5: White claims a draw by threefold repetition"), said);
            HallFaultsTest.await("all sent", () -> sender.acknowledged() == Journal.read(journal).size());
            assertEquals(List.of("hall.watching", "hall.watch-lost", "hall.watch-found"), told.stream().map(Phrase::key).toList(),
                    "the loss said once, and its end");
            // Asked, a board as it stands: White's clock runs since Black's press, in the console's words.
            BoardView five = watch.board(5).orElseThrow();
            assertEquals("white", five.running());
            Thread.sleep(1100);
            assertTrue(watch.board(5).orElseThrow().whiteMillis() <= five.whiteMillis() - 1000, "the running clock runs on");
            assertEquals(five.blackMillis(), watch.board(5).orElseThrow().blackMillis(), "the other stands");
            String line = org.annabella.announce.Words.of(Language.ENGLISH).say(HallWatch.line(five));
            assertTrue(line.matches("Board 5: Ann against Bob, move 1, last move 1\\.\\.\\. e5, Eva f\\S+; White 1:\\d\\d:\\d\\d,"
                    + " Black 1:\\d\\d:\\d\\d; White to move"), line);
            assertEquals(List.of(5, 6), watch.boards());
        } finally {
            watch.close();
            follower.join(5000);
            server.close();
            hall.close();
        }
    }

    @Test
    void theLiveEventsCarryEachBoardsChangeAsText() throws Exception {
        Path data = dir.resolve("hall");
        byte[] key = HexFormat.of().parseHex(new BoardKeys(data).register(1).key());
        try (Hall hall = Hall.open(data, Language.ENGLISH); HallServer server = HallServer.start(hall, "127.0.0.1", 0)) {
            URI url = URI.create("http://127.0.0.1:" + server.port() + "/");
            HttpURLConnection c = (HttpURLConnection) url.resolve("/events").toURL().openConnection();
            c.setReadTimeout(10_000);
            assertEquals("text/event-stream; charset=utf-8", c.getContentType());
            BufferedReader in = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.UTF_8));
            List<String> game = Companion.records(dir, "game", "d4");
            for (int i = 0; i < game.size(); i++) {
                assertEquals(200, Companion.send(url, 1, key, i, game.get(i)).statusCode());
            }
            String last = null;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith("data: ") && line.contains("\"records\":" + game.size())) {
                    last = line;
                    break;
                }
            }
            c.disconnect();
            assertNotNull(last);
            assertTrue(last.contains("\"lastSan\":\"1. d4\""), last);
            assertTrue(last.contains("\"lastWords\":\"David vier\""), last);
            assertTrue(last.contains("\"status\":\"Black to move\""), last);
            assertTrue(last.contains("\"white\":\"Ann\""), last);
        }
    }

    @Test
    void aGameOverIsToldInThePagesLanguage() {
        List<String> mate = Companion.records(dir, "mate", "f3", "e5", "g4", "Qh4#");
        org.annabella.session.ArrivingGame game = new org.annabella.session.ArrivingGame(dir.resolve("copy.journal"),
                org.annabella.session.PhoneticWording.fide(), org.annabella.laws.MateAbility.byAnalysis());
        mate.forEach(r -> game.add(r, x -> { }));
        assertEquals("partida terminada: Las negras dan jaque mate (0-1)",
                BoardView.of(1, game, Language.SPANISH, System.currentTimeMillis()).status());
        assertEquals("game over: Black checkmates (0-1)",
                BoardView.of(1, game, Language.ENGLISH, System.currentTimeMillis()).status());
    }
}
