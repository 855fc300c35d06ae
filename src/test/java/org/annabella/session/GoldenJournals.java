package org.annabella.session;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.annabella.announce.Language;
import org.annabella.laws.Result;
import org.annabella.rules.Color;
import org.annabella.rules.Move;
import org.annabella.rules.Notation;
import org.annabella.rules.Square;
import org.annabella.session.Event.Claim;
import org.annabella.session.Event.Origin;

/**
 * Journals written by the session as it stands at the time the committed ones were made (issue
 * 21, "Keep"), and the state a resumed journal comes back to, as one stable text. {@link #main}
 * wrote the committed ones into src/test/resources/journals/; {@link GoldenJournalsTest} holds
 * them to the state they resumed to then. Never write them again to make that test pass: a later
 * version adds journals of its own beside them.
 *
 * <p>The games are played with a manual clock, and every record's wall-clock stamp is then set
 * to a fixed value, so the files come out the same on every run.
 */
public final class GoldenJournals {
    static final Path FOLDER = Path.of("src/test/resources/journals");
    /** The time of day every stamp counts from: 2026-11-24 10:00 UTC. */
    private static final long STAMP = 1_763_978_400_000L;

    /** The games, by file name without extension. */
    static final Map<String, Consumer<Play>> GAMES = Map.of(
            "finished", GoldenJournals::finished,
            "adjourned", GoldenJournals::adjourned,
            "rulings", GoldenJournals::rulings,
            "crashed", GoldenJournals::crashed,
            "resuming", GoldenJournals::resuming);

    private GoldenJournals() {
    }

    /** A game being played: the session and the manual clock it reads. */
    record Play(Session session, AtomicLong now) {
        void move(String san, long thinkMillis) {
            SessionTest.play(session, now, san, thinkMillis);
        }
    }

    private static Setup setup(Player white, Player black, Assistance assistance, int edition, String tc, Mode mode,
            String fen, String round) {
        return new Setup(white, black, assistance, edition, GameTimeControl.parse(tc), mode, fen, BoardKind.NONE,
                BoardKind.NONE, "Golden Journals Open", "Madrid", "2026.11.24", round);
    }

    /** 1: a game ended by checkmate with the press (2023 5.1.1), clocks run from the start. */
    private static Setup finishedSetup() {
        return setup(new Player("Ann Smith", true, false), new Player("Bob Jones", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2023, "900+10", Mode.TOURNAMENT, null, "1");
    }

    private static void finished(Play p) {
        p.session().startClock();
        for (String san : List.of("e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#")) {
            p.move(san, 4_000 + 1_500L * san.length());
        }
    }

    /** 2: an adjourned game: Black's offer stands and White seals (2014 E.1, E.4). */
    private static Setup adjournedSetup() {
        return setup(new Player("Carla Ruiz", false, false), new Player("Dmitri Orlov", true, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2014, "40/5400+30:1800+30", Mode.TRAINING, null, "2");
    }

    private static void adjourned(Play p) {
        p.session().startClock();
        for (String san : List.of("e4", "c5", "Nf3", "d6", "d4", "cxd4")) {
            p.move(san, 60_000 + 7_000L * san.length());
        }
        p.session().offerDraw(Color.BLACK);
        p.now().addAndGet(95_000);
        p.session().seal(Color.WHITE, "Nxd4", java.time.LocalDateTime.of(2026, 11, 25, 10, 0), "Madrid");
    }

    /**
     * 3: rulings: a touch-move breach on the board (2018 4.3.1), a declined draw offer, an
     * incorrect threefold claim with its penalty and the announced move played (2018 9.5.3, blitz
     * B.2), an announcement slip pressed (2009 E.2.6), the arbiter's own ruling and his override of
     * the claim's.
     */
    private static Setup rulingsSetup() {
        return setup(new Player("Eva Lind", true, false), new Player("Farid Haddad", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, "300+2", Mode.TOURNAMENT, null, "3");
    }

    private static void rulings(Play p) {
        Session s = p.session();
        s.startClock();
        p.move("e4", 3_000);
        s.touch(Color.BLACK, Square.parse("g8"));
        p.now().addAndGet(2_000);
        s.makeMove(Color.BLACK, "e5", Origin.BOARD);
        s.announce(Color.BLACK);
        s.press(Color.BLACK);
        s.repeat(Color.WHITE);
        s.execute(Color.WHITE);
        p.move("Nf3", 4_000);
        s.offerDraw(Color.BLACK);
        s.answerDraw(Color.WHITE, false);
        p.now().addAndGet(6_000);
        s.claim(Color.BLACK, Claim.THREEFOLD, "Nc6");
        s.announce(Color.BLACK);
        s.press(Color.BLACK);
        s.repeat(Color.WHITE);
        s.execute(Color.WHITE);
        p.move("Bb5", 5_000);
        p.now().addAndGet(3_000);
        s.makeMove(Color.BLACK, "a6", Origin.TYPED);
        s.announce(Color.BLACK, "b6");
        s.press(Color.BLACK);
        s.repeat(Color.WHITE);
        s.execute(Color.WHITE);
        int claimRuling = s.state().rulings().stream().filter(r -> r.article().startsWith("2018 9.5")).findFirst().orElseThrow().number();
        s.rule("2018 D.2.10", "The assistant repeated Black's moves aloud; no penalty.");
        s.override(claimRuling, "The claim was made in good faith: no time added.");
        s.pauseClock();
    }

    /**
     * 4: a game from a set-up position with the clocks running, as the journal stands after a
     * power cut: a sheet that differs from the game, a move made and wrongly announced but not
     * pressed, and a last record torn by the crash.
     */
    private static Setup crashedSetup() {
        return setup(new Player("Gina Moretti", true, false), new Player("Hugo Berg", false, true),
                Assistance.SIGHTED_PLAYER, 2009, "3600", Mode.TOURNAMENT,
                "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4", "4");
    }

    private static void crashed(Play p) {
        Session s = p.session();
        s.startClock();
        for (String san : List.of("Ba4", "Nf6", "O-O", "Be7")) {
            p.move(san, 20_000 + 3_000L * san.length());
        }
        s.score(Color.BLACK, 1, "Bb3");
        p.now().addAndGet(41_000);
        s.makeMove(Color.WHITE, "Re1", Origin.TYPED);
        s.announce(Color.WHITE, "Re2");
    }

    /** 5 (2026-11-27): a resumption cut off with the sealer absent and the reply sealed (2018 I.9.3). */
    private static Setup resumingSetup() {
        return setup(new Player("Iris Novak", true, false), new Player("Jon Park", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, "5400+30", Mode.TOURNAMENT, null, "5");
    }

    private static void resuming(Play p) {
        Session s = p.session();
        s.startClock();
        for (String san : List.of("e4", "e5", "Nf3", "Nc6", "Bb5")) {
            p.move(san, 30_000 + 4_000L * san.length());
        }
        p.now().addAndGet(70_000);
        s.seal(Color.BLACK, "a6", java.time.LocalDateTime.of(2026, 11, 25, 10, 0), "Madrid");
        p.now().addAndGet(600_000);
        s.open(java.util.Set.of(Color.BLACK));
        p.now().addAndGet(45_000);
        s.seal(Color.WHITE, "Ba4", java.time.LocalDateTime.of(2026, 11, 25, 10, 0), "Madrid");
    }

    static Setup setupOf(String name) {
        return switch (name) {
            case "finished" -> finishedSetup();
            case "adjourned" -> adjournedSetup();
            case "rulings" -> rulingsSetup();
            case "crashed" -> crashedSetup();
            case "resuming" -> resumingSetup();
            default -> throw new IllegalArgumentException("no golden journal " + name);
        };
    }

    /** Writes the journals not committed yet, and their states; those already there stay as they are. */
    public static void main(String[] args) throws IOException {
        Files.createDirectories(FOLDER);
        for (String name : GAMES.keySet()) {
            Path journal = FOLDER.resolve(name + ".journal");
            if (Files.exists(journal)) {
                continue;
            }
            write(name, journal);
            Files.writeString(FOLDER.resolve(name + ".state.txt"), resumedState(journal), StandardCharsets.UTF_8);
            System.out.println("wrote " + journal);
        }
    }

    /** Plays the game into a journal at {@code target}, then stamps its records with fixed times. */
    static void write(String name, Path target) throws IOException {
        Path played = Files.createTempFile("golden-", ".journal");
        Files.delete(played);
        AtomicLong now = new AtomicLong();
        try (Session s = Session.start(setupOf(name), Journal.create(played), now::get)) {
            GAMES.get(name).accept(new Play(s, now));
        }
        List<String> records;
        try (Journal j = Journal.open(played)) {
            records = j.records();
        }
        Files.delete(played);
        Files.deleteIfExists(target);
        try (Journal j = Journal.create(target)) {
            for (int i = 0; i < records.size(); i++) {
                String r = records.get(i);
                j.append((STAMP + 1_000L * i) + r.substring(r.indexOf('\t')));
            }
        }
        if (name.equals("crashed")) {
            tearLastRecord(target);
        }
    }

    /** Appends the first bytes of a record that a power cut interrupted: its header and part of its payload. */
    private static void tearLastRecord(Path journal) throws IOException {
        byte[] payload = ((STAMP + 999_000L) + "\trepeated\tblack").getBytes(StandardCharsets.UTF_8);
        ByteBuffer torn = ByteBuffer.allocate(8 + 6).putInt(payload.length).putInt(0x1234_5678).put(payload, 0, 6);
        Files.write(journal, torn.array(), StandardOpenOption.APPEND);
    }

    /** Resumes a copy of the journal (resuming writes to it) and says the state it comes back to. */
    static String resumedState(Path journal) throws IOException {
        // in a folder of its own: resuming a torn journal keeps the torn bytes in a file beside it
        Path dir = Files.createTempDirectory("golden-");
        Path copy = dir.resolve("game.journal");
        try {
            Files.copy(journal, copy);
            Journal j = Journal.open(copy);
            String torn = j.droppedTornTail() ? "a torn last record dropped" : "no torn record";
            int records = j.records().size();
            try (Session s = Session.resume(j, () -> 0L)) {
                return "journal: " + records + " records, " + torn + "\n" + summary(s);
            }
        } finally {
            try (var files = Files.list(dir)) {
                for (Path f : files.toList()) {
                    Files.delete(f);
                }
            }
            Files.delete(dir);
        }
    }

    /**
     * What a resumed game is, as lines of text that only change when the game does: the setup,
     * the moves, the position, the result, the rulings, the clocks and the step of the move.
     */
    static String summary(Session s) {
        List<String> lines = stateLines(s.state());
        int afterEachMove = lines.indexOf(lines.stream().filter(l -> l.startsWith("clock after each move:")).findFirst()
                .orElseThrow());
        lines.add(afterEachMove, "clock: white " + s.remaining(Color.WHITE) + " ms left, " + s.used(Color.WHITE) + " used; black "
                + s.remaining(Color.BLACK) + " ms left, " + s.used(Color.BLACK) + " used; running: "
                + (s.clockRunning() == null ? "none" : s.clockRunning()));
        return String.join("\n", lines) + "\n";
    }

    /** The lines of {@link #summary} that the game's state alone gives (all but the running clock's). */
    static String summary(GameState state) {
        return String.join("\n", stateLines(state)) + "\n";
    }

    private static List<String> stateLines(GameState g) {
        Setup u = g.setup();
        List<String> lines = new ArrayList<>();
        lines.add("white: " + player(u.white()) + "; black: " + player(u.black()));
        lines.add("assistance: " + u.assistance() + "; laws: " + u.edition() + "; time control: " + u.timeControl().pgn()
                + "; mode: " + u.mode());
        lines.add("start: " + (u.startFen() == null ? "the usual position" : u.startFen()) + "; boards: white "
                + u.whiteBoard() + ", black " + u.blackBoard());
        lines.add("event: " + u.event() + "; site: " + u.site() + "; date: " + u.date() + "; round: " + u.round());
        lines.add("moves: " + String.join(" ", g.moves()));
        lines.add("white's sheet: " + String.join(" ", g.scoresheet(Color.WHITE)));
        lines.add("black's sheet: " + String.join(" ", g.scoresheet(Color.BLACK)));
        lines.add("fen: " + g.position().toFen());
        lines.add("result: " + Result.pgnOf(g.outcome()) + (g.endReason() == null ? "" : " (" + g.endReason() + ")"));
        lines.add("step: " + g.step() + "; next: " + g.nextStep().toString());
        int inProgress = g.moveInProgress();
        lines.add("move in progress: " + (inProgress == Move.NONE ? "none"
                : g.mover() + " " + Notation.san(g.positionBeforeMoveInProgress(), inProgress)));
        lines.add("sealed: " + (g.sealedMove() == null ? "none" : g.sealedMove().side() + " " + g.sealedMove().move()));
        lines.add("draw offer standing: " + (g.drawOfferBy() == null ? "none" : g.drawOfferBy())
                + "; offers after plies: " + g.drawOfferPlies());
        lines.add("touched: white " + orNone(g.touched(Color.WHITE)) + ", black " + orNone(g.touched(Color.BLACK)));
        lines.add("clock after each move: " + g.clock().afterEachMove());
        lines.add("rulings: " + g.rulings().size());
        for (RulingRecord r : g.rulings()) {
            lines.add("  " + r.number() + ". " + r.article() + ": " + r.text());
            lines.add("     es: " + r.text(Language.SPANISH));
            if (r.override() != null) {
                lines.add("     overridden: " + r.override());
            }
        }
        return lines;
    }

    private static String player(Player p) {
        return p.name() + (p.visuallyImpaired() ? ", visually impaired" : "") + (p.hearingImpaired() ? ", hearing impaired" : "");
    }

    private static String orNone(String square) {
        return square == null ? "none" : square;
    }
}
