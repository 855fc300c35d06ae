package org.annabella.hall;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.annabella.announce.Language;
import org.annabella.session.Journal;
import org.annabella.session.SessionTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The hall as a companion and as an attacker meet it: what is stored, what is refused, and that nothing refused is stored. */
class HallServerTest {
    @TempDir
    Path dir;
    Path data;
    byte[] key1;
    byte[] key2;
    Hall hall;
    HallServer server;
    URI url;
    List<String> game;

    @BeforeEach
    void start() {
        data = dir.resolve("hall");
        key1 = HexFormat.of().parseHex(new BoardKeys(data).register(1).key());
        key2 = HexFormat.of().parseHex(new BoardKeys(data).register(2).key());
        game = Companion.records(dir, "game", "e4", "e5", "Nf3");
        open();
    }

    void open() {
        hall = Hall.open(data, Language.ENGLISH);
        server = HallServer.start(hall, "127.0.0.1", 0);
        url = URI.create("http://127.0.0.1:" + server.port() + "/");
    }

    @AfterEach
    void stop() {
        server.close();
        hall.close();
    }

    void sendAll(int board, byte[] key, List<String> records) throws Exception {
        for (int i = 0; i < records.size(); i++) {
            HttpResponse<String> r = Companion.send(url, board, key, i, records.get(i));
            assertEquals(200, r.statusCode(), r.body());
            assertEquals(Integer.toString(i + 1), r.body().strip(), "an acknowledgement is the position the hall holds, nothing more");
        }
    }

    @Test
    void aBacklogComesInOneRequestAndStopsAtTheFirstRecordThatDoesNotFollow() throws Exception {
        int n = game.size();
        // A resumed companion's backlog overlapping what the hall holds: the held ones stored once.
        sendAll(1, key1, game.subList(0, 2));
        HttpResponse<String> r = Companion.send(url, 1, key1, 0, String.join("\n", game.subList(0, n - 2)));
        assertEquals(200, r.statusCode(), r.body());
        assertEquals(Integer.toString(n - 2), r.body().strip());
        assertEquals(game.subList(0, n - 2), HallFaultsTest.hallRecords(data, 1));
        // The rest, then a record from another game: the ones before it kept, the hall says where it stands.
        List<String> other = Companion.records(dir, "other", "d4");
        String foreign = other.stream().filter(rec -> rec.contains("\tmove\t")).findFirst().orElseThrow(); // White's d4, Black to move
        String mixed = String.join("\n", game.subList(n - 2, n)) + "\n" + foreign;
        r = Companion.send(url, 1, key1, n - 2, mixed);
        assertEquals(409, r.statusCode(), r.body());
        assertEquals(Integer.toString(n), r.headers().firstValue(HallServer.POSITION).orElseThrow());
        assertEquals(game, HallFaultsTest.hallRecords(data, 1), "nothing lost, nothing doubled, nothing foreign");
        assertTrue(Companion.get(url, "/games.pgn").body().contains("2. Nf3"));
        r = Companion.send(url, 1, key1, n, "no event\n" + game.get(0));
        assertEquals(400, r.statusCode(), r.body());
        assertEquals(game, HallFaultsTest.hallRecords(data, 1));
    }

    @Test
    void registeringABoardAgainKeepsItsKeyAndAKeyIsTheOwnersOnly() throws Exception {
        BoardKeys keys = new BoardKeys(data);
        BoardKeys.Registered again = keys.register(1);
        assertFalse(again.isNew());
        assertArrayEquals(key1, HexFormat.of().parseHex(again.key()));
        assertFalse(Arrays.equals(key1, key2), "each board has its own key");
        assertEquals(java.util.Set.of(1, 2), keys.boards());
        assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(data.resolve("board-1.key"))));
        assertThrows(org.annabella.rules.InputException.class, () -> BoardKeys.board("0"));
        assertThrows(org.annabella.rules.InputException.class, () -> BoardKeys.board("12345"));
        assertThrows(org.annabella.rules.InputException.class, () -> BoardKeys.board("-1"));
    }

    @Test
    void aGameSentIsKeptInTheCompanionsJournalFormatAndARestartedHallHasItAll() throws Exception {
        sendAll(1, key1, game);
        assertEquals(game, Journal.read(data.resolve("board-1.journal")), "the hall's journal holds the companion's records, byte for byte");
        String pgn = Companion.get(url, "/games.pgn").body();
        assertTrue(pgn.contains("[Board \"1\"]"), pgn);
        assertTrue(pgn.contains("1. e4 {[%clk 1:30:00]}") || pgn.matches("(?s).*1\\. e4 \\{\\[%clk [0-9:]+\\]\\}.*"), pgn);
        assertTrue(pgn.contains("Nf3"), pgn);
        stop();
        open();
        assertEquals(game.size(), hall.board(1).orElseThrow().held());
        assertEquals(pgn, Companion.get(url, "/games.pgn").body(), "a restarted hall serves the same feed");
        assertEquals(200, Companion.send(url, 1, key1, 0, game.get(0)).statusCode(), "a record sent again is acknowledged");
        assertEquals(game, Journal.read(data.resolve("board-1.journal")), "and stored once");
    }

    @Test
    void theFeedHasOneGamePerBoardInBoardOrder() throws Exception {
        List<String> other = Companion.records(dir, "other", "d4");
        sendAll(2, key2, other);
        sendAll(1, key1, game);
        String pgn = Companion.get(url, "/games.pgn").body();
        int one = pgn.indexOf("[Board \"1\"]");
        int two = pgn.indexOf("[Board \"2\"]");
        assertTrue(one >= 0 && two > one, pgn);
        assertEquals(2, pgn.split("\\[Event ").length - 1);
        assertTrue(Companion.get(url, "/board/2.pgn").body().contains("1. d4"));
        assertEquals(404, Companion.get(url, "/board/3.pgn").statusCode());
    }

    // ---- as an attacker -------------------------------------------------------------------

    /** The board's journal, or nothing, exactly as before. */
    void nothingStored(byte[] before) throws Exception {
        Path j = data.resolve("board-1.journal");
        assertArrayEquals(before, Files.exists(j) ? Files.readAllBytes(j) : new byte[0]);
    }

    byte[] journalBytes() throws Exception {
        Path j = data.resolve("board-1.journal");
        return Files.exists(j) ? Files.readAllBytes(j) : new byte[0];
    }

    @Test
    void browsersCanOnlyRead() throws Exception {
        for (String method : List.of("PUT", "DELETE", "PATCH", "POST")) {
            HttpResponse<String> r = Companion.HTTP.send(HttpRequest.newBuilder(url.resolve("/games.pgn"))
                    .method(method, HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(405, r.statusCode(), method);
        }
        assertEquals(405, Companion.get(url, "/board/1/records").statusCode(), "a board's records are not read there");
        assertEquals(404, Companion.get(url, "/board/1/../../board-1.key").statusCode(), "no file of the folder is served");
        assertEquals(404, Companion.get(url, "/board-1.key").statusCode());
    }

    /** A refusal sent before the body came: the connection is closed, and the client is told so, or its next request would find it dead. */
    @Test
    void aRefusalBeforeTheBodyCameClosesTheConnectionOpenly() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("PUT /games.pgn HTTP/1.1\r\nHost: hall\r\nContent-Length: 5\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
            assertEquals("HTTP/1.1 405 Method Not Allowed", in.readLine());
            List<String> headers = new ArrayList<>();
            for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine()) {
                headers.add(line.toLowerCase(Locale.ROOT));
            }
            assertTrue(headers.contains("connection: close"), headers.toString());
        }
    }

    @Test
    void aRecordWithoutSignatureOrWithAWrongOneIsRefusedAndNothingStored() throws Exception {
        byte[] body = game.get(0).getBytes(StandardCharsets.UTF_8);
        String now = Long.toString(Companion.Clock.next());
        byte[] before = journalBytes();
        assertEquals(401, Companion.post(url, 1, "0", now, null, body).statusCode());
        assertEquals(401, Companion.post(url, 1, null, null, null, body).statusCode());
        assertEquals(403, Companion.post(url, 1, "0", now, "00".repeat(32), body).statusCode());
        assertEquals(403, Companion.post(url, 1, "0", now, RequestSignature.sign(key2, 1, "0", now, body), body).statusCode(),
                "board 2's key cannot write to board 1");
        assertEquals(403, Companion.post(url, 1, "0", now, RequestSignature.sign(key1, 2, "0", now, body), body).statusCode(),
                "a signature for another board does not serve on this one");
        byte[] changed = game.get(0).replace("Ann", "Eve").getBytes(StandardCharsets.UTF_8);
        assertEquals(403, Companion.post(url, 1, "0", now, RequestSignature.sign(key1, 1, "0", now, body), changed).statusCode(),
                "a record changed on the way");
        assertEquals(403, Companion.post(url, 1, "1", now, RequestSignature.sign(key1, 1, "0", now, body), body).statusCode(),
                "a position changed on the way");
        nothingStored(before);
        assertEquals(404, Companion.send(url, 99, key1, 0, game.get(0)).statusCode(), "an unknown board");
        assertFalse(Files.exists(data.resolve("board-99.journal")));
    }

    @Test
    void aReplayedOrStaleRequestIsRefused() throws Exception {
        byte[] body = game.get(0).getBytes(StandardCharsets.UTF_8);
        String time = Long.toString(Companion.Clock.next());
        String sig = RequestSignature.sign(key1, 1, "0", time, body);
        assertEquals(200, Companion.post(url, 1, "0", time, sig, body).statusCode());
        byte[] after = journalBytes();
        HttpResponse<String> replay = Companion.post(url, 1, "0", time, sig, body);
        assertEquals(403, replay.statusCode());
        assertEquals("replay", replay.headers().firstValue(HallServer.REFUSED).orElse(""));
        String old = Long.toString(System.currentTimeMillis() - 10 * 60_000);
        byte[] next = game.get(1).getBytes(StandardCharsets.UTF_8);
        HttpResponse<String> stale = Companion.post(url, 1, "1", old, RequestSignature.sign(key1, 1, "1", old, next), next);
        assertEquals(403, stale.statusCode(), "a request from ten minutes ago");
        String ahead = Long.toString(System.currentTimeMillis() + 10 * 60_000);
        assertEquals(403, Companion.post(url, 1, "1", ahead, RequestSignature.sign(key1, 1, "1", ahead, next), next).statusCode());
        nothingStored(after);
        for (int i = 1; i < game.size(); i++) {
            assertEquals(200, Companion.send(url, 1, key1, i, game.get(i)).statusCode());
        }
        after = journalBytes();
        stop();
        open();
        // A request is signed after its record is written: one older than the last record is a replay.
        String last = game.get(game.size() - 1);
        String before = Long.toString(Long.parseLong(last.substring(0, last.indexOf('\t'))) - 1);
        assertEquals(403, Companion.post(url, 1, "0", before, RequestSignature.sign(key1, 1, "0", before, body), body).statusCode(),
                "a replay after the hall's restart");
        nothingStored(after);
        assertEquals(200, Companion.send(url, 1, key1, game.size() - 1, game.get(game.size() - 1)).statusCode(),
                "the companion's own resend after the restart");
    }

    @Test
    void aRecordThatDoesNotFollowIsRefusedWith409() throws Exception {
        assertEquals(409, Companion.send(url, 1, key1, 0, game.get(1)).statusCode(), "a game begins with its setup");
        assertFalse(Files.exists(data.resolve("board-1.journal")) && Journal.read(data.resolve("board-1.journal")).size() > 0);
        int move = 0;
        while (!game.get(move).contains("\tmove\t")) {
            move++;
        }
        sendAll(1, key1, game.subList(0, move));
        byte[] before = journalBytes();
        HttpResponse<String> ahead = Companion.send(url, 1, key1, move + 3, game.get(move + 3));
        assertEquals(409, ahead.statusCode(), "a record skipping others");
        assertEquals(Integer.toString(move), ahead.headers().firstValue(HallServer.POSITION).orElse(""), "the hall says where it stands");
        HttpResponse<String> other = Companion.send(url, 1, key1, move - 1, game.get(move));
        assertEquals(409, other.statusCode(), "another record at a position held");
        String illegal = game.get(move).replace("e2e4", "e2e5");
        assertNotEquals(game.get(move), illegal);
        assertEquals(409, Companion.send(url, 1, key1, move, illegal).statusCode(), "a move not legal there");
        nothingStored(before);
    }

    @Test
    void aMalformedOrOversizedRecordIsRefusedAndNothingStored() throws Exception {
        sendAll(1, key1, game.subList(0, 1));
        byte[] before = journalBytes();
        assertEquals(400, Companion.send(url, 1, key1, 1, "no event at all").statusCode());
        assertEquals(400, Companion.send(url, 1, key1, 1, "").statusCode());
        byte[] notUtf8 = {(byte) 0xff, (byte) 0xfe, 'x'};
        String time = Long.toString(Companion.Clock.next());
        assertEquals(400, Companion.post(url, 1, "1", time, RequestSignature.sign(key1, 1, "1", time, notUtf8), notUtf8).statusCode());
        time = Long.toString(Companion.Clock.next());
        byte[] body = game.get(1).getBytes(StandardCharsets.UTF_8);
        assertEquals(400, Companion.post(url, 1, "one", time, RequestSignature.sign(key1, 1, "one", time, body), body).statusCode());
        // A body announced too big is refused on its headers, before it is read: its first line says so.
        byte[] big = new byte[HallServer.MAX_BODY + 1];
        Arrays.fill(big, (byte) 'a');
        time = Long.toString(Companion.Clock.next());
        try (java.net.Socket raw = new java.net.Socket("127.0.0.1", url.getPort())) {
            raw.getOutputStream().write(("POST /board/1/records HTTP/1.1\r\nHost: 127.0.0.1\r\n" + HallServer.POSITION + ": 1\r\n"
                    + HallServer.TIME + ": " + time + "\r\n" + HallServer.SIGNATURE + ": " + RequestSignature.sign(key1, 1, "1", time, big)
                    + "\r\nContent-Length: " + big.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            raw.getOutputStream().flush();
            String status = new java.io.BufferedReader(new java.io.InputStreamReader(raw.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            assertEquals("HTTP/1.1 413 Payload Too Large", status);
        }
        // the same without a length given beforehand (chunked)
        time = Long.toString(Companion.Clock.next());
        try {
            HttpResponse<String> chunked = java.net.http.HttpClient.newHttpClient().send(HttpRequest.newBuilder(url.resolve("/board/1/records"))
                .header(HallServer.POSITION, "1").header(HallServer.TIME, time)
                .header(HallServer.SIGNATURE, RequestSignature.sign(key1, 1, "1", time, big))
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(big))).build(),
                HttpResponse.BodyHandlers.ofString());
            assertEquals(413, chunked.statusCode());
        } catch (java.io.IOException e) {
            // the hall closed the connection in the middle of the body: refused all the same
        }
        nothingStored(before);
        sendAllFrom(1, game);
    }

    void sendAllFrom(int from, List<String> records) throws Exception {
        for (int i = from; i < records.size(); i++) {
            assertEquals(200, Companion.send(url, 1, key1, i, records.get(i)).statusCode());
        }
        assertEquals(records, Journal.read(data.resolve("board-1.journal")), "after every refusal the game goes on whole");
    }

    @Test
    void aPlayerCalledScriptIsShownAsText() throws Exception {
        // A game whose players are named with markup
        java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong(System.currentTimeMillis());
        Path j = dir.resolve("markup.journal");
        try (var s = Companion.start(j, "<script>alert(1)</script>", "<img src=x onerror=alert(2)>", now)) {
            s.startClock();
            SessionTest.play(s, now, "e4", 1000);
        }
        sendAll(1, key1, Journal.read(j));
        String page = Companion.get(url, "/").body();
        assertFalse(page.contains("<script>alert"), page);
        assertFalse(page.contains("<img"), page);
        assertTrue(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), page);
        String board = Companion.get(url, "/board/1").body();
        assertFalse(board.contains("<script>alert"));
        HttpResponse<String> r = Companion.get(url, "/");
        assertTrue(r.headers().firstValue("Content-Security-Policy").orElse("").contains("script-src 'self'"));
    }

    @Test
    void thePageIsPlainSemanticHtmlWithALiveRegion() throws Exception {
        sendAll(1, key1, game);
        String page = Companion.get(url, "/").body();
        assertTrue(page.startsWith("<!DOCTYPE html>\n<html lang=\"en\">"));
        assertTrue(page.contains("aria-live=\"assertive\""));
        assertTrue(page.contains("<caption>"));
        assertTrue(page.contains("<th scope=\"col\">White&#39;s clock</th>"));
        assertTrue(page.contains("<th scope=\"row\"><a href=\"/board/1\">Board 1</a></th>"));
        assertTrue(page.contains("<td data-field=\"lastSan\">2. Nf3</td>"), page);
        assertTrue(page.contains("<td data-field=\"status\">Black to move</td>"), page);
        assertTrue(page.contains("<td data-field=\"white\">Ann</td>"));
        // Black's clock runs: the page has its reading and the time since, for the script to run on, in a timer that is not read out each second.
        Matcher row = Pattern.compile("<tr id=\"board-1\" data-running=\"black\" data-white-ms=\"([0-9]+)\" data-black-ms=\"([0-9]+)\">")
                .matcher(page);
        assertTrue(row.find(), page);
        long black = Long.parseLong(row.group(2));
        assertTrue(black <= 5_400_000 + 30_000 && black > 5_000_000, "Black's time as it stands: " + black);
        assertTrue(page.contains("<td data-field=\"blackClock\"><span role=\"timer\" aria-live=\"off\">"
                + BoardView.clockText(black).substring(0, 4)), page);
        assertTrue(page.contains("<template id=\"new-board\">"), "a row for a board added while the page is open");
        String board = Companion.get(url, "/board/1").body();
        assertTrue(board.contains("White&#39;s scoresheet"));
        assertTrue(board.contains("<li>Nf3</li>") || board.contains("Nf3"), board);
        assertEquals(404, Companion.get(url, "/board/7").statusCode());
        assertEquals(200, Companion.get(url, "/hall.js").statusCode());
    }
}
