package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.annabella.rules.Color;
import org.annabella.session.Assistance;
import org.annabella.session.Event.Origin;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code resume} after a crash: what it says of a torn tail, damage, a salvage, the clock and the moves. */
class ResumeCommandTest {

    @TempDir
    Path dir;

    /** Resume with an empty console input: it restores, says what it must, and ends at end of input. */
    static CliRun resume(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "resume";
        System.arraycopy(args, 0, all, 1, args.length);
        return CliRun.typing("", all);
    }

    /** A game of three half-moves, the third executed on the other board but not pressed, then "killed". */
    Path game(boolean notedClock) {
        Path p = dir.resolve("round3-board7.journal");
        long[] now = {0};
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("5400+30"), Mode.TOURNAMENT);
        try (Session s = Session.start(setup, Journal.create(p), () -> now[0])) {
            s.startClock();
            for (String san : new String[] {"e4", "e5", "Nf3"}) {
                Color side = s.state().position().sideToMove();
                now[0] += 20_000;
                if (notedClock) {
                    s.noteClock();
                }
                s.makeMove(side, san, Origin.TYPED);
                s.announce(side);
                s.repeat(side.opposite());
                s.execute(side.opposite());
                if (!san.equals("Nf3")) {
                    s.press(side);
                }
            }
        }
        return p;
    }

    @Test
    void theExecutedMoveCountsAndTheArbiterHearsTheClocksLastReading() {
        CliRun r = resume(game(true).toString());
        assertEquals(0, r.exit, r.err);
        assertTrue(r.err.contains("Resumed Ann against Bob after 3 half-moves"), r.err);
        assertTrue(r.err.contains("Arbiter: the clocks are set to their last reading"), r.err);
        assertTrue(r.err.contains("up to 5 seconds of White's time"), r.err);
        CliRun es = resume(dir.resolve("round3-board7.journal").toString(), "--lang", "es");
        assertTrue(es.err.contains("tras 3 medias jugadas"), es.err);
    }

    @Test
    void aTornTailIsCutAndResumeSaysWhereItsBytesAre() throws Exception {
        Path p = game(false);
        byte[] whole = Files.readAllBytes(p);
        Files.write(p, Arrays.copyOf(whole, whole.length - 5));
        CliRun r = resume(p.toString());
        assertEquals(0, r.exit, r.err);
        assertTrue(r.err.contains("The last event was cut off by the crash"), r.err);
        Path kept = Files.list(dir).filter(f -> f.getFileName().toString().contains(".torn-")).findFirst().orElseThrow();
        assertTrue(r.err.contains(kept.toString()), r.err);
        assertTrue(r.err.contains("the time White used after it until the crash cannot be known"), r.err);
    }

    @Test
    void aDamagedJournalIsExitTwoOneLineAndLeftUnchangedAndSalvageGoesOnInACopy() throws Exception {
        Path p = game(false);
        byte[] b = Files.readAllBytes(p);
        int second = 4 + 8 + Journal.open(p).records().get(0).getBytes(StandardCharsets.UTF_8).length;
        b[second + 1] ^= 0x10; // the length field of record 2
        Files.write(p, b);
        CliRun r = resume(p.toString());
        assertEquals(2, r.exit, r.err);
        assertEquals(1, r.err.strip().lines().count(), r.err);
        assertTrue(r.err.contains("is damaged at byte " + second + ", record 2"), r.err);
        assertTrue(r.err.contains("--salvage") && !r.err.contains("Exception"), r.err);
        assertArrayEquals(b, Files.readAllBytes(p));

        CliRun s = resume(p.toString(), "--salvage");
        assertEquals(0, s.exit, s.err);
        assertTrue(s.err.contains("Kept the 1 good records of " + p + ", up to byte " + second), s.err);
        assertTrue(s.err.contains("after 0 half-moves"), s.err);
        assertArrayEquals(b, Files.readAllBytes(p), "the original stays as it was");
        assertTrue(Files.exists(dir.resolve("round3-board7.journal.salvaged")));
        CliRun again = resume(p.toString(), "--salvage");
        assertEquals(2, again.exit);
        assertTrue(again.err.contains("already exists"), again.err);
    }

    @Test
    void theArbiterSetsTheClocksWithClocksAndTheJournalKeepsThem() {
        Path p = game(true);
        CliRun r = resume(p.toString(), "--clocks", "1:29:40,1:29:45");
        assertEquals(0, r.exit, r.err);
        assertTrue(r.err.contains("The arbiter set the clocks: White 1 hour 29 minutes 40 seconds, Black 1 hour 29 minutes 45 seconds"), r.err);
        try (Session s = Session.resume(Journal.open(p), () -> 0)) {
            assertEquals(5_380_000, s.remaining(Color.WHITE));
            assertEquals(5_385_000, s.remaining(Color.BLACK));
            assertTrue(s.resumedClock().isEmpty(), "the clocks stood stopped at the arbiter's times");
        }
        for (String bad : new String[] {"1:29:40", "1:60:00,1:00:00", "x,1:00", "1:2:3,1:00:00", ",", "1:00:00:00,1:00"}) {
            CliRun b = resume(p.toString(), "--clocks", bad);
            assertEquals(2, b.exit, bad + ": " + b.err);
            assertEquals(1, b.err.strip().lines().count(), "refused before anything starts: " + b.err);
            assertTrue(b.err.startsWith("annabella resume: --clocks"), b.err);
        }
    }

    @Test
    void shortAndEmptyFilesAreRefusedInWords() throws Exception {
        Path two = dir.resolve("two.journal");
        Files.write(two, new byte[] {'A', 'N'});
        CliRun r = resume(two.toString());
        assertEquals(2, r.exit);
        assertTrue(r.err.contains("only 2 bytes"), r.err);
        Path empty = dir.resolve("empty.journal");
        Files.write(empty, new byte[0]);
        CliRun e = resume(empty.toString());
        assertEquals(2, e.exit);
        assertTrue(e.err.contains("holds no game"), e.err);
        assertEquals(1, e.err.strip().lines().count(), e.err);
    }

    @Test
    void aRefusedResumeLeavesTheJournalAsItWas() throws IOException {
        Path p = game(true);
        // a torn tail that a successful resume would cut
        byte[] whole = Files.readAllBytes(p);
        byte[] torn = java.util.Arrays.copyOf(whole, whole.length - 3);
        Files.write(p, torn);
        Path notAPort = Files.writeString(dir.resolve("not-a-port"), "x");
        for (String[] args : new String[][] {{"--board", "peg:" + notAPort}, {"--clock", "tactile:" + notAPort},
                {"--board", "dgt:" + dir.resolve("no-such-tty")}}) {
            String[] all = {p.toString(), args[0], args[1]};
            CliRun r = resume(all);
            assertEquals(2, r.exit, r.err);
            assertEquals(1, r.err.lines().count(), r.err);
            assertArrayEquals(torn, Files.readAllBytes(p), "a refused resume must not cut, pause or write");
            try (var files = Files.list(dir)) {
                assertTrue(files.noneMatch(f -> f.getFileName().toString().contains(".torn-")), "no torn tail kept yet");
            }
        }
    }

    @Test
    void aGameTakenUpFromAPgnResumesWithItsEarlierMovesAndABadOneIsRefusedInOneLine() throws IOException {
        Path p = dir.resolve("taken-up.journal");
        Setup setup = new Setup(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("-"), Mode.TOURNAMENT, null,
                org.annabella.session.BoardKind.NONE, org.annabella.session.BoardKind.NONE, "?", "?", "?", "?",
                java.util.List.of("e2e4", "e7e5"));
        Session.start(setup, Journal.create(p), () -> 0L).close();
        CliRun r = CliRun.typing("moves\n", "resume", p.toString());
        assertEquals(0, r.exit, r.err);
        assertTrue(r.out.contains("1. e4 e5."), r.out);
        java.util.List<String> records;
        try (Journal j = Journal.open(p)) {
            records = j.records();
        }
        Path bad = dir.resolve("bad-earlier.journal");
        try (Journal j = Journal.create(bad)) {
            records.forEach(rec -> j.append(rec.replace("earlier=e2e4 e7e5", "earlier=e2e4 e2e4")));
        }
        for (String command : new String[] {"resume", "export"}) {
            CliRun refused = CliRun.typing("", command, bad.toString());
            BadInputContractTest.assertOneLineOfWords(
                    new BadInputContractTest.Row(command, "an earlier move that cannot be played"), refused);
            assertTrue(refused.err.contains("earlier move 2 \"e2e4\" cannot be played"), refused.err);
        }
    }
}
