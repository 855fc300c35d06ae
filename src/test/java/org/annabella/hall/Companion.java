package org.annabella.hall;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.session.Assistance;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.SessionTest;
import org.annabella.session.Setup;

/** A companion for the hall's tests: a real session writing a real journal, and raw signed requests as an attacker or a companion sends them. */
final class Companion {
    static final HttpClient HTTP = HttpClient.newHttpClient();

    private Companion() {
    }

    /** A tournament game between {@code white} and {@code black} journalled at {@code journal}, its clock running from {@code now}. */
    static Session start(Path journal, String white, String black, AtomicLong now) {
        Setup setup = Setup.of(new Player(white, true, false), new Player(black, false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("5400+30"), Mode.TOURNAMENT);
        return Session.start(setup, Journal.create(journal), now::get);
    }

    /** Every record of a game of {@code moves}, as its companion journals them. */
    static List<String> records(Path folder, String name, String... moves) {
        AtomicLong now = new AtomicLong(System.currentTimeMillis());
        Path journal = folder.resolve(name + ".journal");
        try (Session s = start(journal, "Ann", "Bob", now)) {
            s.startClock();
            for (String m : moves) {
                SessionTest.play(s, now, m, 3_000);
            }
        }
        return Journal.read(journal);
    }

    /** A record POSTed as a companion signs it, with these headers' values (null: left out). */
    static HttpResponse<String> post(URI hall, int board, String position, String time, String signature, byte[] body)
            throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(hall.resolve("/board/" + board + "/records"))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (position != null) {
            b.header(HallServer.POSITION, position);
        }
        if (time != null) {
            b.header(HallServer.TIME, time);
        }
        if (signature != null) {
            b.header(HallServer.SIGNATURE, signature);
        }
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Record {@code position} sent as its companion sends it, signed with {@code key}, now. */
    static HttpResponse<String> send(URI hall, int board, byte[] key, int position, String record) throws Exception {
        byte[] body = record.getBytes(StandardCharsets.UTF_8);
        String time = Long.toString(Clock.next());
        String pos = Integer.toString(position);
        return post(hall, board, pos, time, RequestSignature.sign(key, board, pos, time, body), body);
    }

    static HttpResponse<String> get(URI hall, String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(hall.resolve(path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Request times that never repeat, as one companion's. */
    static final class Clock {
        private static final AtomicLong LAST = new AtomicLong();

        static long next() {
            return LAST.updateAndGet(t -> Math.max(t + 1, System.currentTimeMillis()));
        }
    }
}
