package org.annabella.hall;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.annabella.announce.Refusal;
import org.annabella.rules.Color;
import org.annabella.rules.Square;
import org.annabella.session.BoardRelay;
import org.annabella.session.Event.Claim;
import org.annabella.session.Event.Illegality;
import org.annabella.session.Event.Origin;
import org.annabella.session.Journal;
import org.annabella.session.Session;
import org.annabella.session.SessionTest;
import org.annabella.sync.SquareFix;
import org.annabella.sync.SyncFact;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The measure of done, as a test: a round of boards sends to a hall in a process of its
 * own; every kind of alert is made on them (the two boards diverging and agreeing again, an
 * illegal move completed, a touch-move dispute, a claim, a ruling overridden, a flag fallen, a
 * scoresheet that differs) and a board is added, while the hall is killed with SIGKILL and
 * restarted and a companion is killed and resumed. Each alert is in the page's live events and is
 * said once by {@code hall watch} (a process of its own), in order, with its board; the PGN feed
 * has every move; each board's journal in the hall is its companion's, record for record; and
 * requests from outside change nothing.
 */
class HallRoundTest {
    static final int BOARDS = 4;

    @TempDir
    Path dir;

    /** Follows the hall's live events as the page does, reconnecting: each alert by its id, each board added. */
    static final class PageEvents implements Runnable {
        final URI url;
        final Map<String, String> alerts = Collections.synchronizedMap(new LinkedHashMap<>());
        final List<String> added = Collections.synchronizedList(new ArrayList<>());
        volatile boolean closed;

        PageEvents(URI url) {
            this.url = url;
        }

        @Override
        public void run() {
            while (!closed) {
                try {
                    HttpURLConnection c = (HttpURLConnection) url.resolve("/events").toURL().openConnection();
                    c.setReadTimeout(30_000);
                    try (BufferedReader in = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.UTF_8))) {
                        String event = "";
                        for (String line = in.readLine(); line != null && !closed; line = in.readLine()) {
                            if (line.startsWith("event:")) {
                                event = line.substring(6).strip();
                            } else if (line.startsWith("data:") && !event.equals("board")) {
                                JsonObject o = JsonParser.parseString(line.substring(5)).getAsJsonObject();
                                if (event.equals("alert")) {
                                    alerts.putIfAbsent(o.get("id").getAsString(), o.get("text").getAsString());
                                } else if (event.equals("added")) {
                                    added.add(o.get("text").getAsString());
                                }
                            }
                        }
                    }
                } catch (IOException e) {
                    sleep(100);
                }
            }
        }
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void aRoundWithEveryAlertAndEveryFaultShowsEverythingAndLosesNothing() throws Exception {
        Path data = dir.resolve("hall");
        byte[][] keys = new byte[BOARDS + 1][];
        for (int b = 1; b <= BOARDS; b++) {
            keys[b] = HexFormat.of().parseHex(new BoardKeys(data).register(b).key());
        }
        List<Process> started = new ArrayList<>();
        Session[] games = new Session[BOARDS + 1];
        HallSender[] senders = new HallSender[BOARDS + 1];
        AtomicLong[] clocks = new AtomicLong[BOARDS + 1];
        Path[] journals = new Path[BOARDS + 1];
        List<String> watched = Collections.synchronizedList(new ArrayList<>());
        PageEvents page = null;
        try {
            URI url = HallFaultsTest.hallProcess(dir, data, 0, started);
            Process watch = HallFaultsTest.annabella(dir, "hall", "watch", url.toString());
            started.add(watch);
            Thread reader = new Thread(() -> {
                try (BufferedReader out = new BufferedReader(new InputStreamReader(watch.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line = out.readLine(); line != null; line = out.readLine()) {
                        watched.add(line);
                    }
                } catch (IOException e) {
                    // the watch was ended
                }
            });
            reader.setDaemon(true);
            reader.start();
            page = new PageEvents(url);
            Thread follower = new Thread(page);
            follower.setDaemon(true);
            follower.start();
            for (int b = 1; b <= BOARDS; b++) {
                clocks[b] = new AtomicLong(System.currentTimeMillis());
                journals[b] = dir.resolve("board-" + b + ".journal");
                games[b] = Companion.start(journals[b], "White " + b, "Black " + b, clocks[b]);
                games[b].startClock();
                senders[b] = HallSender.start(url, b, keys[b], journals[b], p -> { });
            }
            playAll(games, clocks, "e4", "e5");
            List<String> expected = new ArrayList<>();

            BoardRelay blacksBoard = new BoardRelay(games[2], Color.BLACK, p -> { }, () -> { });
            blacksBoard.accept(new SyncFact.BoardDiffers(List.of(new SquareFix(Square.parse("e4"), null, null, true))));
            blacksBoard.accept(new SyncFact.BoardDiffers(List.of(new SquareFix(Square.parse("d4"), null, null, true))));
            said(watched, expected, "Board 2: the two boards diverge, Black's board: board differs from the game: take the piece off e4.");
            blacksBoard.accept(new SyncFact.BoardRestored());
            said(watched, expected, "Board 2: the two boards agree again, Black's board shows the game.");
            games[3].illegalMove(Color.WHITE, Illegality.MOVE);
            said(watched, expected, "Board 3: White completed an illegal move.");
            games[3].touch(Color.WHITE, Square.parse("d2"));
            assertThrows(Refusal.class, () -> games[3].makeMove(Color.WHITE, "Nf3", Origin.TYPED));
            said(watched, expected, "Board 3: touch-move: White may not play Nf3; he must move the pawn on d2.");

            // The hall killed: play goes on, a claim is made, and board 4's companion is killed and resumed.
            started.get(0).destroyForcibly().waitFor();
            playAll(games, clocks, "d4", "Nc6"); // on board 3 the touched pawn moves
            games[4].claim(Color.WHITE, Claim.THREEFOLD, null);
            expected.add("Board 4: White claims a draw by threefold repetition.");
            senders[4].close();
            games[4].close();
            games[4] = Session.resume(Journal.open(journals[4]), clocks[4]::get);
            games[4].startClock();
            senders[4] = HallSender.start(url, 4, keys[4], journals[4], p -> { });
            HallFaultsTest.hallProcess(dir, data, url.getPort(), started);
            HallFaultsTest.await("the claim made while the hall was down", () -> watched.contains(expected.get(expected.size() - 1)));

            int ruling = games[4].state().rulings().size();
            games[4].override(ruling, "the claim is withdrawn");
            said(watched, expected, "Board 4: the arbiter overrode ruling " + ruling + ": the claim is withdrawn.");
            clocks[1].addAndGet(5_400_000 + 60_000);
            games[1].noteClock();   // the companion's reading of zero: the arbiter sees the flag fall (2018 6.8)
            said(watched, expected, "Board 1: White's flag has fallen.");
            games[1].claimFlag(Color.BLACK);   // the claim that follows is not said again (the list below is exact)
            games[2].score(Color.WHITE, 1, "e3");
            said(watched, expected, "Board 2: White's scoresheet differs from the game: e3.");
            new BoardKeys(data).register(5);
            said(watched, expected, "Board 5: the board is added to the hall.");

            for (int b = 1; b <= BOARDS; b++) {
                HallSender s = senders[b];
                Path j = journals[b];
                HallFaultsTest.await("board " + b + " all sent", () -> s.acknowledged() == Journal.read(j).size());
                assertEquals(Journal.read(j), HallFaultsTest.hallRecords(data, b), "board " + b + ": nothing lost, nothing doubled");
            }
            // Said once, in order, with the board: the console view's lines are exactly the alerts.
            sleep(500);
            assertEquals(expected, watched.stream().filter(l -> l.startsWith("Board ")).toList());
            // The page's live events hold each alert once, and the board added.
            PageEvents events = page;
            HallFaultsTest.await("the page's alerts", () -> events.alerts.size() == expected.size() - 1);
            List<String> onPage = new ArrayList<>(page.alerts.values());
            assertEquals(expected.subList(0, expected.size() - 1), onPage.stream().map(t -> t + ".").toList());
            assertEquals(List.of("Board 5: the board is added to the hall"), page.added);
            // The feed has every move of every board, each with its clock.
            String pgn = Companion.get(url, "/games.pgn").body();
            for (int b = 1; b <= BOARDS; b++) {
                Matcher game = Pattern.compile("\\[Board \"" + b + "\"\\][\\s\\S]*?(?=\\[Event |$)").matcher(pgn);
                assertTrue(game.find(), pgn);
                List<String> moves = games[b].state().completedGame().sanMoves();
                assertEquals(moves.size(), game.group().split("%clk", -1).length - 1, "board " + b + "'s moves: " + game.group());
                for (String m : moves) {
                    assertTrue(game.group().replaceAll("\\s+", " ").contains(" " + m + " {[%clk"), m + " in " + game.group());
                }
            }
            assertTrue(pgn.contains("[Result \"0-1\"]"), "board 1 lost on time");

            // Asked, the console view says a board with its running clock.
            Writer ask = new java.io.OutputStreamWriter(watch.getOutputStream(), StandardCharsets.UTF_8);
            ask.write("3\n");
            ask.flush();
            HallFaultsTest.await("board 3 said", () -> watched.stream().anyMatch(l -> l.startsWith("Board 3: White 3 against Black 3")));
            String three = watched.stream().filter(l -> l.startsWith("Board 3: White 3 against Black 3")).findFirst().orElseThrow();
            assertTrue(three.matches(".*move 2, last move 2\\.\\.\\. Nc6, .*; White 1:[0-9]{2}:[0-9]{2}, Black 1:[0-9]{2}:[0-9]{2}; White to move\\."), three);

            // From outside: no key, another board's key, a replay: refused, nothing changed.
            String next = games[3].journal().records().get(0);
            assertEquals(401, Companion.post(url, 3, "0", null, null, next.getBytes(StandardCharsets.UTF_8)).statusCode());
            assertEquals(403, Companion.send(url, 3, keys[2], Journal.read(journals[3]).size(), next).statusCode());
            byte[] body = next.getBytes(StandardCharsets.UTF_8);
            String old = Long.toString(System.currentTimeMillis() - 60_000);
            assertEquals(403, Companion.post(url, 3, "0", old, RequestSignature.sign(keys[3], 3, "0", old, body), body).statusCode(),
                    "a request older than the board's last is a replay");
            for (int b = 1; b <= BOARDS; b++) {
                assertEquals(Journal.read(journals[b]), HallFaultsTest.hallRecords(data, b));
            }
        } finally {
            if (page != null) {
                page.closed = true;
            }
            for (int b = 1; b <= BOARDS; b++) {
                if (senders[b] != null) {
                    senders[b].close();
                }
                if (games[b] != null) {
                    games[b].close();
                }
            }
            for (Process p : started) {
                p.destroyForcibly().waitFor();
            }
        }
    }

    /** Each board's game goes on by these moves. */
    private static void playAll(Session[] games, AtomicLong[] clocks, String... moves) {
        for (String m : moves) {
            for (int b = 1; b < games.length; b++) {
                SessionTest.play(games[b], clocks[b], m, 2_000);
            }
        }
    }

    /** {@code line} is what the console view should say next: waits for it. */
    private static void said(List<String> watched, List<String> expected, String line) throws InterruptedException {
        expected.add(line);
        try {
            HallFaultsTest.await(line, () -> watched.contains(line));
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "; the console view said " + watched, e);
        }
    }
}
