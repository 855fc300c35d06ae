package org.annabella.hall;

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
import java.util.Set;
import java.util.function.Consumer;
import org.annabella.announce.Phrase;

/**
 * The console view of a blind arbiter: follows the hall's live events and says each alert once,
 * in order, with its board; a hall that cannot be reached is said once, and the view goes on
 * trying. An alert said before the network went is not said again when it comes back.
 */
public final class HallWatch implements Closeable {
    private final URI events;
    private final String url;
    private final Set<String> said = new HashSet<>();
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

    /** Reads server-sent events until the stream ends: each alert's text, once. */
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

    @Override
    public void close() {
        closed = true;
        HttpURLConnection c = connection;
        if (c != null) {
            c.disconnect();
        }
    }
}
