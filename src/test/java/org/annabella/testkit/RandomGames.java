package org.annabella.testkit;

import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.annabella.rules.Game;

/**
 * Random legal games for tests: uniformly random legal moves from the usual start, stopping at
 * the end of the game or after a number of half-moves. A seed gives the same game every time, so
 * a failure names the seed that reproduces it.
 */
public final class RandomGames {
    private RandomGames() {
    }

    /** A game of 0 to {@code maxPlies} half-moves chosen by {@code random}. */
    public static Game game(Random random, int maxPlies) {
        Game game = Game.fromStart();
        int plies = random.nextInt(maxPlies + 1);
        for (int i = 0; i < plies; i++) {
            int[] moves = game.position().legalMoves();
            if (moves.length == 0) {
                break;
            }
            game.play(moves[random.nextInt(moves.length)]);
        }
        return game;
    }

    /** The game of a seed. */
    public static Game game(long seed, int maxPlies) {
        return game(new Random(seed), maxPlies);
    }

    /** jqwik: random games of up to {@code maxPlies} half-moves (shrinking goes by the seed). */
    public static Arbitrary<Game> games(int maxPlies) {
        return Arbitraries.longs().map(seed -> game(seed, maxPlies));
    }
}
