package org.annabella.hall.bench;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.annabella.hall.BoardKeys;
import org.annabella.hall.HallSender;
import org.annabella.session.Assistance;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.Player;
import org.annabella.session.RandomMoves;
import org.annabella.session.Session;
import org.annabella.session.Setup;

/**
 * A round in the hall under load: N simulated companions (real sessions writing real journals,
 * real senders), each making a move every 2 seconds, against a hall in a JVM of its own, with the
 * hall killed (SIGKILL) and restarted and one companion killed and resumed during the run. Prints
 * the latency from a move's records written to (a) the live page's event showing them and (b) the
 * PGN feed, polled every 250 ms, showing the move; the hall's memory over the run; and whether
 * every board's journal in the hall is its companion's, record for record. The last quarter of
 * the boards are held out: reported apart, never looked at while choosing the hall's settings.
 *
 * <p>Usage: HallLoadBenchmark [boards=120] [seconds=120]
 */
public final class HallLoadBenchmark {
    static final long MOVE_MILLIS = 2000;
    static final long POLL_MILLIS = 250;
    /** The hall's heap: what a round of 120 boards must fit in. */
    static final String HALL_HEAP = "256m";

    record Move(int board, int records, int plies, long writtenNanos) {
    }

    public static void main(String[] args) throws Exception {
        int boards = args.length > 0 ? Integer.parseInt(args[0]) : 120;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 120;
        int heldOutFrom = boards - boards / 4 + 1;
        Path dir = Files.createTempDirectory("hall-load");
        Path data = dir.resolve("hall");
        byte[][] keys = new byte[boards + 1][];
        for (int b = 1; b <= boards; b++) {
            keys[b] = HexFormat.of().parseHex(new BoardKeys(data).register(b).key());
        }
        Process hall = startHall(dir, data, 0);
        java.util.concurrent.atomic.AtomicReference<Process> running = new java.util.concurrent.atomic.AtomicReference<>(hall);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> running.get().destroyForcibly()));
        URI url = URI.create(firstLine(hall));
        System.err.println("hall at " + url + ", " + boards + " boards, " + seconds + " s");

        ConcurrentHashMap<Integer, List<long[]>> pageSeen = new ConcurrentHashMap<>(); // board -> [records, nanos]
        ConcurrentHashMap<Integer, List<long[]>> feedSeen = new ConcurrentHashMap<>(); // board -> [plies, nanos]
        List<Move> moves = Collections.synchronizedList(new ArrayList<>());
        List<String> memory = Collections.synchronizedList(new ArrayList<>());
        Thread page = new Thread(() -> followPage(url, pageSeen), "page");
        page.setDaemon(true);
        page.start();
        Thread feed = new Thread(() -> pollFeed(url, feedSeen), "feed");
        feed.setDaemon(true);
        feed.start();

        Session[] sessions = new Session[boards + 1];
        HallSender[] senders = new HallSender[boards + 1];
        Random random = new Random(35);
        for (int b = 1; b <= boards; b++) {
            Setup setup = Setup.of(new Player("White " + b, true, false), new Player("Black " + b, false, false),
                    Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("5400+30"), Mode.TOURNAMENT);
            Path journal = dir.resolve("board-" + b + ".journal");
            sessions[b] = Session.start(setup, Journal.create(journal), System::currentTimeMillis);
            sessions[b].startClock();
            int told = b;
            senders[b] = HallSender.start(url, b, keys[b], journal, p -> System.err.println("board " + told + ": " + p));
        }
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(seconds);
        long hallKillAt = start + TimeUnit.SECONDS.toNanos(seconds / 2);
        long companionKillAt = start + TimeUnit.SECONDS.toNanos(seconds / 4);
        int victim = 7;
        Object[] locks = new Object[boards + 1];
        for (int b = 1; b <= boards; b++) {
            locks[b] = new Object();
        }
        long[] hallDead = new long[2]; // killed, back (System.nanoTime)
        ScheduledExecutorService players = Executors.newScheduledThreadPool(4);
        for (int b = 1; b <= boards; b++) {
            int board = b;
            Random own = new Random(random.nextLong());
            players.scheduleAtFixedRate(() -> {
                synchronized (locks[board]) {
                    Session s = sessions[board];
                    if (s == null || s.state().isOver()) {
                        return;
                    }
                    RandomMoves.play(s, own);
                    moves.add(new Move(board, s.journal().size(), s.state().moves().size(), System.nanoTime()));
                }
            }, MOVE_MILLIS * b / boards, MOVE_MILLIS, TimeUnit.MILLISECONDS);
        }
        boolean hallKilled = false;
        boolean companionKilled = false;
        long nextSample = start;
        while (System.nanoTime() < end) {
            Thread.sleep(1000);
            long now = System.nanoTime();
            if (now >= nextSample) {
                memory.add((now - start) / 1_000_000_000L + " s: " + rss(hall) + " MB");
                nextSample += TimeUnit.SECONDS.toNanos(20);
            }
            if (!companionKilled && now > companionKillAt) {
                companionKilled = true;
                synchronized (locks[victim]) {
                    senders[victim].close();
                    sessions[victim].close(); // the companion's process ends here...
                    Path journal = dir.resolve("board-" + victim + ".journal");
                    Thread.sleep(3000); // ...and is started again: resume, sending from the hall's position
                    sessions[victim] = Session.resume(Journal.open(journal), System::currentTimeMillis);
                    sessions[victim].startClock();
                    senders[victim] = HallSender.start(url, victim, keys[victim], journal, p -> { });
                }
                System.err.println("companion " + victim + " killed and resumed");
            }
            if (!hallKilled && now > hallKillAt) {
                hallKilled = true;
                memory.add("before the kill: " + rss(hall) + " MB");
                hallDead[0] = System.nanoTime();
                hall.destroyForcibly().waitFor();
                Thread.sleep(2000);
                hall = startHall(dir, data, url.getPort());
                running.set(hall);
                firstLine(hall);
                hallDead[1] = System.nanoTime(); // listening again, every board read back: from now on it can show them
                System.err.println("hall killed (SIGKILL) and restarted");
            }
        }
        players.shutdown();
        players.awaitTermination(10, TimeUnit.SECONDS);
        long wait = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        int lost = 0;
        int doubled = 0;
        for (int b = 1; b <= boards; b++) {
            List<String> companion = sessions[b].journal().records();
            while (senders[b].acknowledged() < companion.size() && System.nanoTime() < wait) {
                Thread.sleep(50);
            }
            Path kept = data.resolve("board-" + b + ".journal");
            List<String> inHall = Files.exists(kept) ? Journal.read(kept) : List.of();
            if (!inHall.equals(companion)) {
                lost += Math.max(0, companion.size() - inHall.size());
                doubled += Math.max(0, inHall.size() - companion.size());
                System.err.println("board " + b + ": the hall holds " + inHall.size() + " records, the companion " + companion.size());
            }
        }
        memory.add("end: " + rss(hall) + " MB");
        Thread.sleep(1000); // the last sightings
        report(moves, pageSeen, feedSeen, heldOutFrom, boards, hallDead);
        System.out.printf("the hall dead for %d ms (killed to listening again); after it was back, the page's first event came %d ms later,"
                + " the feed's first answer %d ms later%n", (hallDead[1] - hallDead[0]) / 1_000_000,
                firstAfter(pageSeen, hallDead[1]), firstAfter(feedSeen, hallDead[1]));
        System.out.println("hall memory (resident, heap at most " + HALL_HEAP + "): " + String.join("; ", memory));
        System.out.println("records lost: " + lost + ", doubled: " + doubled + ", boards whose hall journal is the companion's: "
                + (lost + doubled == 0 ? "all " + boards : "not all"));
        for (int b = 1; b <= boards; b++) {
            senders[b].close();
            sessions[b].close();
        }
        hall.destroyForcibly().waitFor();
    }

    private static void report(List<Move> moves, ConcurrentHashMap<Integer, List<long[]>> pageSeen,
            ConcurrentHashMap<Integer, List<long[]>> feedSeen, int heldOutFrom, int boards, long[] hallDead) {
        for (boolean heldOut : new boolean[] {false, true}) {
            List<Long> page = new ArrayList<>();
            List<Long> feed = new ArrayList<>();
            int missing = 0;
            List<Long> fault = new ArrayList<>();
            for (Move m : new ArrayList<>(moves)) {
                if ((m.board() >= heldOutFrom) != heldOut) {
                    continue;
                }
                Long p = first(pageSeen.get(m.board()), m.records(), m.writtenNanos());
                Long f = first(feedSeen.get(m.board()), m.plies(), m.writtenNanos());
                if (p == null || f == null) {
                    missing++;
                    System.err.println("never seen: board " + m.board() + ", " + m.records() + " records, " + m.plies()
                            + " plies (page " + p + ", feed " + f + ")");
                    continue;
                }
                long seen = m.writtenNanos() + Math.max(p, f);
                if (m.writtenNanos() < hallDead[1] && seen > hallDead[0]) {
                    // not yet shown when the hall was killed: counted from the moment it was back
                    fault.add(seen - Math.max(m.writtenNanos(), hallDead[1]));
                    continue;
                }
                page.add(p);
                feed.add(f);
            }
            System.out.printf("%s (boards %s): %d moves; page p50 %d ms, p99 %d ms, max %d ms; feed (polled every %d ms) p50 %d ms, p99 %d ms, max %d ms;"
                    + " %d moves made while the hall was down, seen in page and feed p50 %d ms, p99 %d ms, max %d ms after it was back;"
                    + " %d never seen%n",
                    heldOut ? "held out" : "tuning", heldOut ? heldOutFrom + "-" + boards : "1-" + (heldOutFrom - 1),
                    page.size(), pct(page, 50), pct(page, 99), pct(page, 100), POLL_MILLIS, pct(feed, 50), pct(feed, 99),
                    pct(feed, 100), fault.size(), pct(fault, 50), pct(fault, 99), pct(fault, 100), missing);
        }
    }

    /** Milliseconds from {@code since} to the first sighting of any board after it. */
    private static long firstAfter(ConcurrentHashMap<Integer, List<long[]>> seen, long since) {
        long first = Long.MAX_VALUE;
        for (List<long[]> list : seen.values()) {
            synchronized (list) {
                for (long[] s : list) {
                    if (s[1] >= since) {
                        first = Math.min(first, s[1]);
                    }
                }
            }
        }
        return first == Long.MAX_VALUE ? -1 : (first - since) / 1_000_000;
    }

    /** Milliseconds from {@code written} to the first sighting of at least {@code count}, or null. */
    private static Long first(List<long[]> seen, int count, long written) {
        if (seen == null) {
            return null;
        }
        synchronized (seen) {
            for (long[] s : seen) {
                if (s[0] >= count && s[1] >= written) {
                    return (s[1] - written);
                }
            }
        }
        return null;
    }

    private static long pct(List<Long> nanos, int p) {
        if (nanos.isEmpty()) {
            return -1;
        }
        List<Long> sorted = new ArrayList<>(nanos);
        Collections.sort(sorted);
        int i = Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1);
        return sorted.get(Math.max(0, i)) / 1_000_000;
    }

    private static void followPage(URI url, ConcurrentHashMap<Integer, List<long[]>> seen) {
        while (true) {
            try {
                HttpURLConnection c = (HttpURLConnection) url.resolve("/events").toURL().openConnection();
                c.setReadTimeout(30_000);
                try (BufferedReader in = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.UTF_8))) {
                    String event = "";
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        if (line.startsWith("event:")) {
                            event = line.substring(6).strip();
                        } else if (line.startsWith("data:") && event.equals("board")) {
                            long at = System.nanoTime();
                            JsonObject o = JsonParser.parseString(line.substring(5)).getAsJsonObject();
                            List<long[]> list = seen.computeIfAbsent(o.get("board").getAsInt(), k -> Collections.synchronizedList(new ArrayList<>()));
                            list.add(new long[] {o.get("records").getAsInt(), at});
                        }
                    }
                }
            } catch (IOException e) {
                sleep(200);
            }
        }
    }

    private static void pollFeed(URI url, ConcurrentHashMap<Integer, List<long[]>> seen) {
        HttpClient client = HttpClient.newHttpClient();
        while (true) {
            long asked = System.nanoTime();
            try {
                String pgn = client.send(HttpRequest.newBuilder(url.resolve("/games.pgn")).build(),
                        HttpResponse.BodyHandlers.ofString()).body();
                long at = System.nanoTime();
                for (String game : pgn.split("\\[Event ")) {
                    int i = game.indexOf("[Board \"");
                    if (i < 0) {
                        continue;
                    }
                    int board = Integer.parseInt(game.substring(i + 8, game.indexOf('"', i + 8)));
                    int plies = game.split("%clk", -1).length - 1;
                    seen.computeIfAbsent(board, k -> Collections.synchronizedList(new ArrayList<>())).add(new long[] {plies, at});
                }
            } catch (IOException | InterruptedException e) {
                // the hall is down: poll again
            }
            sleep(Math.max(0, POLL_MILLIS - (System.nanoTime() - asked) / 1_000_000));
        }
    }

    private static Process startHall(Path dir, Path data, int port) throws IOException {
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "-Xmx" + HALL_HEAP, "org.annabella.cli.Main", "hall", "--port", Integer.toString(port),
                "--data", data.toString());
        return new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.appendTo(dir.resolve("hall.err").toFile())).start();
    }

    private static String firstLine(Process p) throws IOException {
        return new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine().strip();
    }

    private static long rss(Process p) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/" + p.pid() + "/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024;
                }
            }
        } catch (IOException e) {
            // not Linux
        }
        return -1;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
