package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.testkit.Mutations;
import org.annabella.testkit.RandomGames;

/** The braille scoresheet of a random game reads back to it; damaged braille gives BrailleReadException only. */
class ScoresheetPropertyTest {
    private static final ScoresheetWriter WRITER = ScoresheetWriter.standard();
    private static final ScoresheetReader READER = ScoresheetReader.standard();

    private static String sheet(long seed, ScoresheetWriter.Format format) {
        Random random = new Random(seed);
        Game game = RandomGames.game(random, 80);
        PgnGame pgn = new PgnGame(Map.of("White", "Ana P\u00e9rez", "Black", "Bo", "Event", "Open " + seed), game);
        pgn.setResult(PgnGame.RESULTS.get(random.nextInt(4)));
        for (int ply = 0; ply < game.ply(); ply++) {
            if (random.nextInt(3) == 0) {
                pgn.at(ply).setClockSeconds((double) random.nextInt(20000));
            }
        }
        return WRITER.write(PgnScoresheets.of(pgn, true), format, 20 + random.nextInt(30), 25);
    }

    @Property(tries = 200)
    void writtenSheetsReadBack(@ForAll long seed) {
        for (ScoresheetWriter.Format format : ScoresheetWriter.Format.values()) {
            Game game = RandomGames.game(new Random(seed), 80);
            String text = sheet(seed, format);
            Game back = READER.readGame(text);
            assertEquals(game.sanMoves(), back.sanMoves(), format + " " + text);
        }
    }

    @Property(tries = 500)
    void damagedSheetsGiveBrailleReadExceptionOnly(@ForAll long seed) {
        Random random = new Random(seed);
        ScoresheetWriter.Format format = random.nextBoolean() ? ScoresheetWriter.Format.UNICODE : ScoresheetWriter.Format.BRF;
        String text = Mutations.mutate(sheet(seed, format), random, 5);
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            try {
                READER.readGame(text);
            } catch (BrailleReadException e) {
                assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\u0000"), e.getMessage());
            }
        }, () -> "seed " + seed + ": " + InputException.quote(text));
    }
}
