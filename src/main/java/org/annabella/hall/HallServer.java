package org.annabella.hall;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.rules.InputException;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The hall on the network: browsers may only read (the arbiter's page, a board's page, the PGN
 * feed, the live events); a companion may only append to its own board, each request signed with
 * the board's key ({@link RequestSignature}), stamped with a time that must be near the hall's and
 * newer than the board's last, and answered with nothing but the position the hall holds.
 */
public final class HallServer implements Closeable {
    /** Far beyond any record a companion writes (a game's setup is under a kilobyte). */
    static final int MAX_BODY = 64 * 1024;
    /** How far a request's time may be from the hall's clock: laptops' clocks drift, replays are old. */
    static final long TIME_WINDOW_MILLIS = 5 * 60_000;
    /** How soon a page's live events reconnect after the hall restarted. */
    static final long RECONNECT_MILLIS = 500;
    /** How often the hall's folder is looked at for boards registered since. */
    static final long NEW_BOARDS_MILLIS = 1000;
    /** Live followers at once, so that pages left open cannot take every thread. */
    static final int MAX_FOLLOWERS = 100;
    public static final String POSITION = "X-Hall-Position";
    public static final String TIME = "X-Hall-Time";
    public static final String SIGNATURE = "X-Hall-Signature";
    /** Why a request was refused, for the companion to tell a wrong key from a clock or a replay. */
    public static final String REFUSED = "X-Hall-Refused";

    private static final Pattern BOARD = Pattern.compile("/board/([1-9][0-9]{0,3})");
    private static final Pattern BOARD_PGN = Pattern.compile("/board/([1-9][0-9]{0,3})\\.pgn");
    private static final Pattern RECORDS = Pattern.compile("/board/([1-9][0-9]{0,3})/records");
    private static final Gson GSON = new Gson();

    private final Hall hall;
    private final Server server;
    private final ServerConnector connector;
    private final Semaphore followers = new Semaphore(MAX_FOLLOWERS);
    private final ScheduledExecutorService newBoards = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "hall-new-boards");
        t.setDaemon(true);
        return t;
    });

    private HallServer(Hall hall, String bind, int port) {
        this.hall = hall;
        QueuedThreadPool threads = new QueuedThreadPool(MAX_FOLLOWERS + 100, 4);
        threads.setName("hall");
        threads.setDaemon(true);
        this.server = new Server(threads);
        HttpConfiguration config = new HttpConfiguration();
        config.setSendServerVersion(false);
        config.setSendDateHeader(false);
        this.connector = new ServerConnector(server, new HttpConnectionFactory(config));
        connector.setHost(bind);
        connector.setPort(port);
        connector.setAcceptQueueSize(1024); // a round's companions all connecting at once, after the hall restarts
        server.addConnector(connector);
        server.setHandler(new Routes());
        server.setStopTimeout(0);
    }

    /** Starts serving {@code hall} at {@code bind}:{@code port} (0: a free port); refused when it cannot listen there. */
    public static HallServer start(Hall hall, String bind, int port) {
        HallServer s = new HallServer(hall, bind, port);
        try {
            s.server.start();
            s.newBoards.scheduleWithFixedDelay(hall::lookForNewBoards, NEW_BOARDS_MILLIS, NEW_BOARDS_MILLIS, TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            s.close();
            throw new InputException("the hall cannot listen on " + bind + " port " + port + ": "
                    + (e.getCause() != null ? e.getCause().getMessage() : e.getMessage())
                    + " (is another program, or another hall, using that port? Is the address this computer's?)", e);
        }
        return s;
    }

    /** The port it listens on. */
    public int port() {
        return connector.getLocalPort();
    }

    /** Waits until the server stops (the program is ended). */
    public void join() throws InterruptedException {
        server.join();
    }

    @Override
    public void close() {
        newBoards.shutdownNow();
        try {
            server.stop();
        } catch (Exception e) {
            throw new IllegalStateException("the hall's server did not stop: " + e.getMessage(), e);
        }
    }

    private final class Routes extends Handler.Abstract {
        @Override
        public boolean handle(Request request, Response response, Callback callback) throws Exception {
            String path = Request.getPathInContext(request);
            String method = request.getMethod();
            Matcher records = RECORDS.matcher(path);
            if (records.matches()) {
                if (!method.equals("POST")) {
                    return refuse(response, callback, 405, "POST", "only a companion appends records, with POST");
                }
                append(request, response, callback, Integer.parseInt(records.group(1)));
                return true;
            }
            if (!method.equals("GET")) {
                return refuse(response, callback, 405, "GET", "this page can only be read");
            }
            Matcher board = BOARD.matcher(path);
            Matcher boardPgn = BOARD_PGN.matcher(path);
            if (path.equals("/")) {
                page(response, callback, HallPages.round(hall.views(), hall.alerts(), hall.language()));
            } else if (board.matches()) {
                int n = Integer.parseInt(board.group(1));
                Optional<BoardView> view = hall.view(n);
                if (view.isEmpty()) {
                    return refuse(response, callback, 404, null, "there is no board " + n + " in this hall");
                }
                page(response, callback, HallPages.board(view.get(),
                        hall.alerts().stream().filter(a -> a.board() == n).toList(), hall.language()));
            } else if (path.equals("/games.pgn")) {
                send(response, callback, 200, "application/x-chess-pgn; charset=utf-8", hall.gamesPgn());
            } else if (boardPgn.matches()) {
                int n = Integer.parseInt(boardPgn.group(1));
                Optional<String> pgn = hall.pgn(n);
                if (pgn.isEmpty()) {
                    return refuse(response, callback, 404, null, "board " + n + " has no game in this hall");
                }
                send(response, callback, 200, "application/x-chess-pgn; charset=utf-8", pgn.get());
            } else if (path.equals("/events")) {
                events(response, callback);
            } else if (path.equals("/hall.js") || path.equals("/hall.css")) {
                resource(response, callback, path.substring(1));
            } else {
                return refuse(response, callback, 404, null, "there is no such page in the hall: the round is at /");
            }
            return true;
        }
    }

    /** A companion's record: checked in order of what a stranger could send, nothing stored unless all is right. */
    private void append(Request request, Response response, Callback callback, int n) throws IOException {
        Optional<HallBoard> found = hall.board(n);
        if (found.isEmpty()) {
            refuse(response, callback, 404, null, "there is no board " + n + " in this hall");
            return;
        }
        HallBoard board = found.get();
        String position = request.getHeaders().get(POSITION);
        String time = request.getHeaders().get(TIME);
        String signature = request.getHeaders().get(SIGNATURE);
        if (position == null || time == null || signature == null) {
            response.getHeaders().put(REFUSED, "signature");
            refuse(response, callback, 401, null, "a record needs the headers " + POSITION + ", " + TIME + " and " + SIGNATURE);
            return;
        }
        if (request.getLength() > MAX_BODY) {
            refuse(response, callback, 413, null, "a record is at most " + MAX_BODY + " bytes");
            return;
        }
        byte[] body;
        try {
            body = Content.Source.asByteArrayAsync(request, MAX_BODY).get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            refuse(response, callback, 413, null, "a record is at most " + MAX_BODY + " bytes");
            return;
        } catch (Exception e) {
            refuse(response, callback, 400, null, "the record did not arrive whole");
            return;
        }
        if (!RequestSignature.matches(board.key(), n, position, time, body, signature)) {
            response.getHeaders().put(REFUSED, "signature");
            refuse(response, callback, 403, null, "the signature is not board " + n + "'s");
            return;
        }
        if (!time.matches("[0-9]{1,15}") || !position.matches("[0-9]{1,9}")) {
            refuse(response, callback, 400, null, "the position and the time are whole numbers");
            return;
        }
        long skew = Long.parseLong(time) - System.currentTimeMillis();
        if (Math.abs(skew) > TIME_WINDOW_MILLIS) {
            response.getHeaders().put(REFUSED, "time");
            refuse(response, callback, 403, null, "the request's time is " + Math.abs(skew) / 1000 + " seconds "
                    + (skew > 0 ? "ahead of" : "behind") + " the hall's clock: set both computers' clocks");
            return;
        }
        String record;
        try {
            record = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(body)).toString();
        } catch (CharacterCodingException e) {
            refuse(response, callback, 400, null, "the record is not UTF-8 text");
            return;
        }
        if (!board.fresh(Long.parseLong(time))) {
            response.getHeaders().put(REFUSED, "replay");
            refuse(response, callback, 403, null, "this request is not newer than the last one of board " + n + ": a replay");
            return;
        }
        // One record a line: a companion's backlog comes in one request (records never hold a line break).
        HallBoard.Outcome outcome = board.append(Integer.parseInt(position), List.of(record.split("\n", -1)));
        response.getHeaders().put(POSITION, Integer.toString(outcome.held()));
        if (outcome.stored()) {
            hall.changed(board, outcome.alerts());
        }
        switch (outcome.stop()) {
            case NO_EVENT -> refuse(response, callback, 400, null, "the record holds no event: " + outcome.why());
            case NOT_FOLLOWING -> refuse(response, callback, 409, null, "the record does not follow: " + outcome.why());
            case NONE -> send(response, callback, 200, "text/plain; charset=utf-8", outcome.held() + "\n");
        }
    }

    /**
     * The live events for the page and the console view: every alert so far (each once, by its
     * id), then each board's change and each new alert as it is stored, until the follower leaves.
     */
    private void events(Response response, Callback callback) throws IOException {
        if (!followers.tryAcquire()) {
            refuse(response, callback, 503, null, "too many pages follow the hall at once; reload in a minute");
            return;
        }
        BlockingQueue<Hall.Change> changes = new ArrayBlockingQueue<>(1000);
        Consumer<Hall.Change> follower = c -> {
            if (!changes.offer(c)) {
                changes.clear(); // a follower that fell this far behind reads the whole round again
            }
        };
        hall.follow(follower);
        try {
            response.setStatus(200);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
            response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
            // Every board as it stands, then every alert: a page that reconnects (the hall restarted) has all it missed.
            StringBuilder first = new StringBuilder("retry: " + RECONNECT_MILLIS + "\n\n");
            hall.views().forEach(v -> first.append(boardEvent(v)));
            hall.alerts().forEach(a -> first.append(alertEvent(a)));
            write(response, first.toString());
            while (true) {
                Hall.Change c = changes.poll(15, TimeUnit.SECONDS);
                if (c == null) {
                    write(response, ": still here\n\n");
                    continue;
                }
                StringBuilder out = new StringBuilder();
                if (c.added()) {
                    out.append("event: added\ndata: ").append(GSON.toJson(said(c.view().board(), "hall.added"))).append("\n\n");
                }
                out.append(boardEvent(c.view()));
                c.alerts().forEach(a -> out.append(alertEvent(a)));
                write(response, out.toString());
            }
        } catch (IOException | InterruptedException e) {
            // the follower left, or the hall stops
        } finally {
            hall.unfollow(follower);
            followers.release();
            callback.succeeded();
        }
    }

    /** A board's view, with its name as the page's row shows it ("Board 7"), for a row the page does not have yet. */
    private String boardEvent(BoardView v) {
        JsonObject o = GSON.toJsonTree(v).getAsJsonObject();
        o.addProperty("label", Words.of(hall.language()).say(Phrase.of("hall.page.board-n", "board", v.board())));
        return "event: board\ndata: " + GSON.toJson(o) + "\n\n";
    }

    private String alertEvent(Alert a) {
        JsonObject o = said(a.board(), null);
        o.addProperty("id", a.id());
        o.addProperty("text", a.text(hall.language()));
        return "event: alert\nid: " + a.id() + "\ndata: " + GSON.toJson(o) + "\n\n";
    }

    /** A board's number and, when {@code key} is given, what it says of the board ("Board 12 is added"), in the hall's language. */
    private JsonObject said(int board, String key) {
        JsonObject o = new JsonObject();
        o.addProperty("board", board);
        if (key != null) {
            o.addProperty("text", Words.of(hall.language()).say(Phrase.of("hall.alert", "board", board, "words", Phrase.of(key))));
        }
        return o;
    }

    private static void write(Response response, String text) throws IOException {
        Content.Sink.write(response, false, ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static void page(Response response, Callback callback, String html) {
        // Scripts only from the hall itself, no frames: a name that slipped through as markup could do nothing.
        response.getHeaders().put("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; "
                + "object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
        send(response, callback, 200, "text/html; charset=utf-8", html);
    }

    private static void resource(Response response, Callback callback, String name) throws IOException {
        try (InputStream in = HallServer.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the hall's " + name + " is missing from the program");
            }
            send(response, callback, 200, name.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8",
                    new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    private static void send(Response response, Callback callback, int status, String type, String body) {
        // A body not read (a refused request's, which may still be on its way) leaves the connection
        // unable to serve the next request: the client is told not to reuse it, or that request finds it closed.
        if (!response.getRequest().consumeAvailable()) {
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
        }
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put("Referrer-Policy", "no-referrer");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        Content.Sink.write(response, true, body, callback);
    }

    /** A refusal: its status and one line saying why, in plain text. */
    private static boolean refuse(Response response, Callback callback, int status, String allow, String why) {
        if (allow != null) {
            response.getHeaders().put(HttpHeader.ALLOW, allow);
        }
        send(response, callback, status, "text/plain; charset=utf-8", why + "\n");
        return true;
    }

}
