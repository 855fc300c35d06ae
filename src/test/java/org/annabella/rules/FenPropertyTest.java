package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.annabella.testkit.Mutations;
import org.annabella.testkit.RandomGames;

/** FEN: every position of a random game round-trips; damaged FENs give a position or InvalidFenException only. */
class FenPropertyTest {
    @Property(tries = 300)
    void positionsOfRandomGamesRoundTrip(@ForAll long seed) {
        Game game = RandomGames.game(seed, 120);
        String fen = game.position().toFen();
        assertEquals(fen, Position.fromFen(fen).toFen(), "seed " + seed);
    }

    @Property(tries = 1000)
    void damagedFensGiveAPositionOrInvalidFenExceptionOnly(@ForAll long seed) {
        Random random = new Random(seed);
        String fen = Mutations.mutate(RandomGames.game(random, 80).position().toFen(), random, 4);
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            try {
                Position p = Position.fromFen(fen);
                assertEquals(p.toFen(), Position.fromFen(p.toFen()).toFen(), fen);
            } catch (InvalidFenException e) {
                assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\u0000"), e.getMessage());
            }
        }, () -> "FEN " + InputException.quote(fen));
    }
}
