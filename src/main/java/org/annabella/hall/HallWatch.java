package org.annabella.hall;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Consumer;
import org.annabella.announce.Phrase;

/**
 * The console view of a blind arbiter: follows the hall's live events and says each alert once,
 * in order, with its board, and each board added to the hall; a hall that cannot be reached is
 * said once, and the view goes on trying. An alert said before the network went is not said
 * again when it comes back. Asked, it says a board as it stands, its running clock run on to the
 * moment it is asked.
 */
public final class HallWatch implements Closeable {
    private static final Gson GSON = new Gson();

    private final URI events;
    private final String url;
    private final Set<String> said = new HashSet<>();
    /** Each board's last view, and when it arrived (System.nanoTime). */
    private final Map<Integer, Seen> boards = new ConcurrentSkipListMap<>();

    private record Seen(BoardView view, long nanos) {
    }
    private volatile boolean closed;
    private volatile HttpURLConnection connection;

    public HallWatch(URI hall) {
        this.url = hall.toString().endsWith("/") ? hall.toString() : hall + "/";
        this.events = URI.create(url).resolve("events");
    }

    /**
     * Says {@code alert} for each alert, {@code tell} what a person must know of the connection,
     * until {@link #close}. Blocks.
     */
    public void follow(Consumer<String> alert, Consumer<Phrase> tell) {
        tell.accept(Phrase.of("hall.watching", "url", url));
        boolean lostTold = false;
        while (!closed) {
            try {
                HttpURLConnection c = (HttpURLConnection) events.toURL().openConnection();
                c.setConnectTimeout(2000);
                c.setReadTimeout(30_000); // the hall says it is still there every 15 seconds
                connection = c;
                try (BufferedReader in = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.UTF_8))) {
                    if (lostTold) {
                        tell.accept(Phrase.of("hall.watch-found", "url", url));
                    }
                    lostTold = false;
                    read(in, alert);
                }
            } catch (IOException e) {
                if (closed) {
                    return;
                }
                if (!lostTold) {
                    tell.accept(Phrase.of("hall.watch-lost", "url", url));
                    lostTold = true;
                }
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException ie) {
                    return;
                }
            }
        }
    }

    /** Reads server-sent events until the stream ends: each alert's text, once; each board added; each board's view kept. */
    private void read(BufferedReader in, Consumer<String> alert) throws IOException {
        String event = "";
        StringBuilder data = new StringBuilder();
        for (String line = in.readLine(); line != null && !closed; line = in.readLine()) {
            if (line.isEmpty()) {
                if (event.equals("alert") && data.length() > 0) {
                    JsonObject o = JsonParser.parseString(data.toString()).getAsJsonObject();
                    if (said.add(o.get("id").getAsString())) {
                        alert.accept(o.get("text").getAsString());
                    }
                } else if (event.equals("added") && data.length() > 0) {
                    JsonObject o = JsonParser.parseString(data.toString()).getAsJsonObject();
                    if (said.add("added-" + o.get("board").getAsInt())) {
                        alert.accept(o.get("text").getAsString());
                    }
                } else if (event.equals("board") && data.length() > 0) {
                    BoardView v = GSON.fromJson(data.toString(), BoardView.class);
                    boards.put(v.board(), new Seen(v, System.nanoTime()));
                }
                event = "";
                data.setLength(0);
            } else if (line.startsWith("event:")) {
                event = line.substring(6).strip();
            } else if (line.startsWith("data:")) {
                data.append(line.substring(5).strip());
            }
        }
        if (!closed) {
            throw new IOException("the hall closed the stream");
        }
    }

    /** Board {@code n} as it stands now, its running clock run on since its last change; empty when the hall has not shown it. */
    public Optional<BoardView> board(int n) {
        return Optional.ofNullable(boards.get(n)).map(s -> s.view().after((System.nanoTime() - s.nanos()) / 1_000_000));
    }

    /** The boards the hall has shown, in board order. */
    public List<Integer> boards() {
        return List.copyOf(boards.keySet());
    }

    /**
     * A board in one line, for the console: "Board 7: Ann against Bob, move 23, last move 22... Nf3,
     * Nora Felix drei; White 1:02:13, Black 0:58:40; White to move".
     */
    public static Phrase line(BoardView v) {
        if (v.records() == 0) {
            return Phrase.of("hall.alert", "board", v.board(), "words", v.status());
        }
        return Phrase.of("hall.watch-board", "board", v.board(), "white", v.white(), "black", v.black(),
                "number", v.moveNumber(), "last", v.lastSan().isEmpty() ? "-" : v.lastSan() + ", " + v.lastWords(),
                "white-clock", v.whiteClock().isEmpty() ? "-" : v.whiteClock(),
                "black-clock", v.blackClock().isEmpty() ? "-" : v.blackClock(), "status", v.status());
    }

    @Override
    public void close() {
        closed = true;
        HttpURLConnection c = connection;
        if (c != null) {
            c.disconnect();
        }
    }
}
