package org.annabella.hall;

import java.io.Closeable;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import org.annabella.announce.Phrase;
import org.annabella.rules.InputException;
import org.annabella.session.Journal;

/**
 * A companion's sending of its journal to the hall, from a thread of its own that never holds up
 * play: it reads the journal the session writes (the journal is the truth), sends each record not
 * yet acknowledged, signed with the board's key, and goes on from the position the hall
 * acknowledges. On the first record it learns where the hall stands, so a companion resumed after
 * a crash goes on from there. The network lost is said once, and found again once.
 */
public final class HallSender implements Closeable {
    /** How often the journal is looked at for new records: well within the second a move may take to show. */
    private static final long LOOK_MILLIS = 50;
    /**
     * The longest wait before trying again a hall that cannot be reached: the first waits are
     * shorter (doubling from {@link #FIRST_RETRY_MILLIS}), each with a random part, so that a
     * round's companions do not all come at once when the hall is back.
     */
    private static final long RETRY_MILLIS = 500;
    private static final long FIRST_RETRY_MILLIS = 100;
    /** The most records, and bytes, sent in one request: a backlog goes in a few requests, well under the hall's limit. */
    private static final int BATCH_RECORDS = 500;
    private static final int BATCH_BYTES = HallServer.MAX_BODY / 2;
    /** How long closing waits for the last records to be sent. */
    private static final long DRAIN_MILLIS = 3000;

    private final URI records;
    private final String url;
    private final int board;
    private final byte[] key;
    private final Path journal;
    private final Consumer<Phrase> tell;
    private final HttpClient client;
    private final Thread thread;
    private volatile boolean closed;
    /** Closing: what the journal holds is sent, if the hall can be reached, before the thread ends. */
    private volatile boolean draining;
    private volatile int acknowledged;
    private volatile boolean stopped;
    private boolean unreachable;
    private int failures;
    private boolean clockTold;
    private long lastTime;

    private HallSender(URI hall, int board, byte[] key, Path journal, Consumer<Phrase> tell) {
        this.url = hall.toString();
        this.records = hall.resolve("board/" + board + "/records");
        this.board = board;
        this.key = key.clone();
        this.journal = journal;
        this.tell = tell;
        this.client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(2)).build();
        this.thread = new Thread(this::run, "hall-sender");
        thread.setDaemon(true);
    }

    /** Starts sending the journal at {@code journal} to board {@code board} of the hall at {@code hall}; {@code tell} says what a person must know. */
    public static HallSender start(URI hall, int board, byte[] key, Path journal, Consumer<Phrase> tell) {
        HallSender s = new HallSender(hall.toString().endsWith("/") ? hall : URI.create(hall + "/"), board, key, journal, tell);
        s.thread.start();
        return s;
    }

    /** The records the hall has acknowledged holding. */
    public int acknowledged() {
        return acknowledged;
    }

    /** Whether sending stopped for good: the key refused, or the hall holding another game on the board. */
    public boolean stopped() {
        return stopped;
    }

    private void run() {
        long size = -1;
        List<String> held = List.of();
        while (!closed && !stopped) {
            try {
                long now = Files.size(journal);
                if (now != size) {
                    held = Journal.read(journal);
                    size = now;
                }
                if (acknowledged < held.size() && !(draining && unreachable)) {
                    send(acknowledged, batch(held, acknowledged), timeOf(held.get(held.size() - 1)));
                } else if (draining) {
                    return;
                } else {
                    Thread.sleep(LOOK_MILLIS);
                }
            } catch (InterruptedException e) {
                return;
            } catch (IOException | InputException e) {
                // the journal being made, or read while a record is half written: look again
                sleep(LOOK_MILLIS);
            }
        }
    }

    /** A record's time: the digits it begins with (the journal's records begin with their time and a tab). */
    private static long timeOf(String record) {
        int tab = record.indexOf('\t');
        String digits = tab > 0 ? record.substring(0, tab) : "";
        return digits.matches("[0-9]{1,18}") ? Long.parseLong(digits) : 0;
    }

    /** The records from {@code from} on that go in one request, one a line (a record holds no line break). */
    private static String batch(List<String> held, int from) {
        StringBuilder body = new StringBuilder(held.get(from));
        for (int i = from + 1; i < held.size() && i - from < BATCH_RECORDS
                && body.length() + held.get(i).length() < BATCH_BYTES / 2; i++) {
            body.append('\n').append(held.get(i)); // under half in characters: at most twice that in UTF-8 bytes, mostly
        }
        return body.toString();
    }

    /**
     * Sends the records from {@code position} on and takes what the hall says; waits before trying
     * again a hall that cannot be reached. The request's time is after every record the journal
     * holds ({@code newest}), as the hall requires of a request that is not a replay, even when this
     * computer's clock was set back during the game (the journal's times never go back).
     */
    private void send(int position, String lines, long newest) throws InterruptedException {
        byte[] body = lines.getBytes(StandardCharsets.UTF_8);
        lastTime = Math.max(Math.max(System.currentTimeMillis(), newest + 1), lastTime + 1);
        String time = Long.toString(lastTime);
        String pos = Integer.toString(position);
        HttpRequest request = HttpRequest.newBuilder(records).timeout(Duration.ofSeconds(10))
                .header(HallServer.POSITION, pos).header(HallServer.TIME, time)
                .header(HallServer.SIGNATURE, RequestSignature.sign(key, board, pos, time, body))
                .header("Content-Type", "text/plain; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
        HttpResponse<String> response;
        try {
            response = client.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            lost();
            return;
        }
        int status = response.statusCode();
        int hallHolds = response.headers().firstValue(HallServer.POSITION).filter(p -> p.matches("[0-9]{1,9}"))
                .map(Integer::parseInt).orElse(-1);
        String why = response.body().strip();
        if (status == 200 && hallHolds >= 0) {
            found();
            acknowledged = hallHolds;
        } else if (status == 409 && hallHolds >= 0 && hallHolds < position) {
            found();
            acknowledged = hallHolds; // the hall is behind: send from where it stands
        } else if (status == 403 && refusal(response).equals("replay")) {
            found(); // an earlier request of ours arrived late: send again, newer
            Thread.sleep(LOOK_MILLIS);
        } else if (status == 403 && refusal(response).equals("time")) {
            if (!clockTold) {
                tell.accept(Phrase.of("hall.refused-clock", "url", url, "why", why));
                clockTold = true;
            }
            Thread.sleep(10 * RETRY_MILLIS);
        } else if (status == 401 || status == 403 || status == 404) {
            tell.accept(Phrase.of("hall.refused-key", "url", url, "board", board));
            stopped = true;
        } else if (status >= 500) {
            lost();
        } else {
            tell.accept(Phrase.of("hall.conflict", "url", url, "board", board, "why", why));
            stopped = true;
        }
    }

    private static String refusal(HttpResponse<String> response) {
        return response.headers().firstValue(HallServer.REFUSED).orElse("");
    }

    /**
     * A request that failed on the network. Once may be a connection the hall closed while idle,
     * tried again at once; twice in a row, the hall cannot be reached.
     */
    private void lost() throws InterruptedException {
        if (++failures < 2) {
            return;
        }
        if (!unreachable) {
            tell.accept(Phrase.of("hall.unreachable", "url", url));
            unreachable = true;
        }
        Thread.sleep(retryMillis(failures - 2));
    }

    /** The wait after the {@code n}th failure in a row (from 0): 100 ms doubling to half a second, each between half and all of it. */
    static long retryMillis(int n) {
        long wait = Math.min(RETRY_MILLIS, FIRST_RETRY_MILLIS << Math.min(n, 10));
        return wait / 2 + ThreadLocalRandom.current().nextLong(wait / 2 + 1);
    }

    private void found() {
        failures = 0;
        if (unreachable) {
            tell.accept(Phrase.of("hall.reached", "url", url));
            unreachable = false;
        }
        clockTold = false;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Stops sending, once the records the journal holds are sent (a few seconds at most); what is
     * not sent goes at the next start on this journal.
     */
    @Override
    public void close() {
        draining = true;
        try {
            thread.join(DRAIN_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        closed = true;
        thread.interrupt();
        try {
            thread.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
