package org.annabella.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.annabella.testkit.Mutations;
import org.annabella.testkit.RandomGames;

/**
 * PGN: random games with tags (some very long), comments, clocks, NAGs and variations, written by
 * {@link PgnWriter}, read back exactly; damaged PGN gives games or PgnExceptions only, always ends,
 * and gives no more games and errors than the text has lines.
 */
class PgnPropertyTest {
    private static final String WORD_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;:!?'\"()[]%$#\\/-\u00e9\u00df\u265E";

    /** A random game with everything PGN can say about its moves. */
    static PgnGame annotated(long seed) {
        Random random = new Random(seed);
        Game game = RandomGames.game(random, 60);
        Map<String, String> tags = new LinkedHashMap<>();
        for (String name : List.of("Event", "Site", "White", "Black", "Annotator", "My_Tag9")) {
            if (random.nextBoolean()) {
                tags.put(name, tagValue(random));
            }
        }
        PgnGame pgn = new PgnGame(tags, game);
        pgn.setResult(PgnGame.RESULTS.get(random.nextInt(4)));
        if (random.nextInt(4) == 0) {
            pgn.setPreamble(words(random));
        }
        Position before = game.startPosition();
        for (int ply = 0; ply < game.ply(); ply++) {
            PgnGame.Annotations a = pgn.at(ply);
            if (random.nextInt(4) == 0) {
                a.nags().add(random.nextInt(256));
            }
            if (random.nextInt(4) == 0) {
                a.setComment(words(random));
            }
            if (random.nextInt(5) == 0) {
                a.setClockSeconds((double) random.nextInt(36000));
            }
            int[] legal = before.legalMoves();
            if (random.nextInt(6) == 0) {
                a.variations().add(before.fullmoveNumber() + (ply % 2 == 0 ? ". " : "... ")
                        + Notation.san(before, legal[random.nextInt(legal.length)]));
            }
            before.makeMove(game.moves().get(ply));
        }
        return pgn;
    }

    private static String tagValue(Random random) {
        int length = random.nextInt(8) == 0 ? 2000 + random.nextInt(3000) : random.nextInt(30);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) {
            sb.append(WORD_CHARS.charAt(random.nextInt(WORD_CHARS.length())));
        }
        return sb.toString();
    }

    /** Words separated by single spaces, without braces or a clock command: what a comment reads back as. */
    private static String words(Random random) {
        StringBuilder sb = new StringBuilder();
        int n = 1 + random.nextInt(12);
        for (int w = 0; w < n; w++) {
            sb.append(w == 0 ? "" : " ");
            int length = 1 + random.nextInt(9);
            for (int i = 0; i < length; i++) {
                sb.append(WORD_CHARS.charAt(random.nextInt(WORD_CHARS.length())));
            }
        }
        return sb.toString().replace("[%", "[ %");
    }

    @Property(tries = 300)
    void writtenGamesReadBackExactly(@ForAll long seed) {
        PgnGame written = annotated(seed);
        String text = PgnWriter.write(written);
        List<PgnGame> read = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> PgnReader.readAll(text));
        assertEquals(1, read.size(), text);
        PgnGame back = read.get(0);
        for (String name : PgnGame.SEVEN_TAG_ROSTER) {
            assertEquals(written.rosterTag(name), back.tag(name), name);
        }
        written.tags().forEach((name, value) -> assertEquals(value, back.tag(name), name));
        assertEquals(written.game().sanMoves(), back.game().sanMoves(), text);
        assertEquals(written.preamble(), back.preamble(), text);
        assertEquals(written.result(), back.result(), text);
        for (int ply = 0; ply < written.game().ply(); ply++) {
            PgnGame.Annotations w = written.at(ply), b = back.at(ply);
            assertEquals(w.nags(), b.nags(), "NAGs at ply " + ply);
            assertEquals(w.comment(), b.comment(), "comment at ply " + ply);
            assertEquals(w.clockSeconds(), b.clockSeconds(), "clock at ply " + ply);
            assertEquals(w.variations(), b.variations(), "variations at ply " + ply);
        }
    }

    @Property(tries = 500)
    void damagedPgnGivesGamesOrPgnExceptionsOnlyAndEnds(@ForAll long seed) {
        Random random = new Random(seed);
        String text = Mutations.mutate(PgnWriter.write(annotated(seed)) + "\n" + PgnWriter.write(annotated(seed + 1)),
                random, 6);
        int lines = text.split("\n", -1).length;
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            PgnReader reader = new PgnReader(text);
            int outcomes = 0;
            while (true) {
                try {
                    if (reader.next() == null) {
                        break;
                    }
                } catch (PgnException e) {
                    assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\u0000"), e.getMessage());
                }
                outcomes++;
                assertTrue(outcomes <= lines + 1, "more games and errors than lines");
            }
        }, () -> "seed " + seed + ": " + InputException.quote(text));
    }
}
