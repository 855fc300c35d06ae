package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.annabella.braille.BrailleLanguage;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.session.Assistance;
import org.annabella.session.GameClock;
import org.annabella.session.GameFiles;
import org.annabella.session.GameState;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.Player;
import org.annabella.session.RandomMoves;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.annabella.session.Wording;

/**
 * What annabella writes, annabella reads: random games with hostile names, events and clock
 * readings are either refused where the text enters, or exported (from their journal, as
 * {@code export} does) into a PGN that {@code check} passes and a braille sheet that
 * {@code braille --read} reads.
 */
class ExportReadsBackPropertiesTest {
    private static Path dir;
    private static int games;

    @BeforeContainer
    static void makeFolder() throws IOException {
        dir = Files.createTempDirectory("annabella-export-props");
    }

    @AfterContainer
    static void removeFolder() throws IOException {
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Property(tries = 60)
    void aGameIsRefusedWhereItsTextEntersOrExportsFilesThatReadBack(@ForAll("names") String white,
            @ForAll("names") String event, @ForAll("timeControls") String timeControl, @ForAll long seed) throws Exception {
        Setup setup;
        try {
            setup = Setup.of(new Player(white, true, false), new Player("Bob", false, false),
                    Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse(timeControl), Mode.TOURNAMENT)
                    .withEvent(event, "?", "?");
        } catch (InputException e) {
            assertTrue(hostile(white) || hostile(event), "refused a text a scoresheet can hold: " + e.getMessage());
            assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\t"), e.getMessage());
            return;
        }
        assertFalse(hostile(white) || hostile(event), "let in " + white + " / " + event);
        Path folder = Files.createDirectories(dir.resolve("game" + games++));
        Path journal = play(setup, folder.resolve("g.journal"), new Random(seed));
        GameState game = GameState.replayed(journal, Journal.read(journal), Wording.SAN);
        List<Path> files = GameFiles.write(game, folder, "g", BrailleLanguage.ENGLISH);
        Path pgn = files.stream().filter(p -> p.toString().endsWith(".pgn")).findFirst().orElseThrow();
        CliRun check = CliRun.of("check", "--pgn", pgn.toString());
        assertEquals(0, check.exit, Files.readString(pgn) + "\n" + check.err);
        for (Path sheet : files) {
            if (!sheet.toString().endsWith(".pgn")) {
                CliRun read = CliRun.of("braille", "--read", sheet.toString());
                // A sheet with no move holds nothing to read back, and braille --read says so.
                assertEquals(game.moves().isEmpty() ? 2 : 0, read.exit, sheet + ": " + read.err);
            }
        }
    }

    /** Up to 40 half-moves of random legal moves, hours passing between them, and the arbiter setting clocks at random. */
    private static Path play(Setup setup, Path journal, Random random) {
        long[] now = {0};
        boolean clock = !setup.timeControl().isNone();
        try (Session s = Session.start(setup, Journal.create(journal), () -> now[0])) {
            if (clock) {
                s.startClock();
            }
            for (int ply = random.nextInt(41); ply > 0; ply--) {
                Color side = s.state().position().sideToMove();
                now[0] += (long) (random.nextDouble() * Math.min(s.remaining(side), 3_600_000L) * 0.9);
                if (RandomMoves.play(s, random) == null) {
                    break;
                }
                if (random.nextInt(8) == 0 && !s.state().isOver() && clock) {
                    s.pauseClock();
                    s.setClocks(random.nextLong(GameClock.MAX_READING + 1), random.nextLong(GameClock.MAX_READING + 1));
                    s.startClock();
                }
            }
        }
        return journal;
    }

    /** What a scoresheet cannot hold: nothing (or only accents), a quote, a control character, more than 100 characters. */
    private static boolean hostile(String text) {
        return text.replaceAll("\\p{M}", "").isBlank() || text.contains("\"")
                || text.chars().anyMatch(Character::isISOControl) || text.strip().length() > 100;
    }

    @Provide
    Arbitrary<String> names() {
        Arbitrary<String> pieces = Arbitraries.of("Anna", "Ñandú", "Łukasz", "O'Brien", "van der Berg", "\\", "\\\\", "\"",
                "{", "}", "[", "]", ";", "%clk", "*", "1-0", " ", "\t", "\n", "\r", "\u0000", "\u001b[2J", "\u2028",
                "\u00a0", "\u200b", "\u2800", "\u283f", "𝄞", "你好", "مرحبا", "\u0301", "e4", "?", "-");
        return Arbitraries.oneOf(
                pieces.list().ofMinSize(1).ofMaxSize(6).map(l -> String.join("", l)),
                Arbitraries.strings().ofMinLength(1).ofMaxLength(12),
                Arbitraries.strings().alpha().ofLength(1).flatMap(c -> Arbitraries.integers().between(95, 105)
                        .map(n -> c.repeat(n))));
    }

    @Provide
    Arbitrary<String> timeControls() {
        return Arbitraries.of("-", "5400+30", "300+2", "86400+3600", "40/7200:1800+30", "60+3600");
    }

    @Property(tries = 20)
    void theArbitersClocksBeyondWhatAClockShowsAreRefusedAndLeaveTheGameAsItWas(@ForAll long millis) throws Exception {
        Path journal = JournalRecords.game(dir.resolve("clocks" + games++ + ".journal"), "e4");
        try (Session s = Session.resume(Journal.open(journal), () -> 0)) {
            byte[] before = Files.readAllBytes(journal);
            if (millis < 0 || millis > GameClock.MAX_READING) {
                assertThrows(InputException.class, () -> s.setClocks(millis, 0));
                assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(journal)), "nothing journalled");
            } else {
                s.setClocks(millis, 0);
                assertEquals(millis, s.remaining(Color.WHITE));
            }
        }
    }
}
