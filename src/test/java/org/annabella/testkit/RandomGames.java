package org.annabella.testkit;

import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.annabella.rules.Game;
import org.annabella.rules.Move;

/**
 * Random legal games for tests: the one place the tests play them. Moves are drawn by a
 * {@link Random}, so a seed gives the same game every time and a failure names the seed that
 * reproduces it; a game stops early at mate or stalemate.
 * <ul>
 * <li>{@link #play(Game, Random, int)} plays up to a number of half-moves more on a game from any
 * start ({@code Game.fromFen}, Chess960 included), every legal move alike;</li>
 * <li>{@link #play(Game, Random, int, Pick)} does the same with another way of choosing, such as
 * {@link Pick#SPECIAL_OFTEN} for games that meet castling, en passant and promotions;</li>
 * <li>{@link #game(Random, int)} and {@link #game(long, int)} give a game from the usual start with
 * a length drawn from 0 to a maximum, and {@link #games(int)} the same as a jqwik arbitrary.</li>
 * </ul>
 * The game returned keeps its start, its moves, their SAN and the position reached; a test that
 * checks every position on the way replays {@link Game#moves()} on its own board.
 */
public final class RandomGames {
    /** How a move is chosen among the legal ones. */
    public enum Pick {
        /** Every legal move alike. */
        ANY,
        /**
         * Castling, en passant and promotions far above their share: a move drawn alike, then each
         * such move in turn takes its place on the toss of a coin.
         */
        SPECIAL_OFTEN;

        int from(int[] legal, Random random) {
            int pick = legal[random.nextInt(legal.length)];
            if (this == SPECIAL_OFTEN) {
                for (int m : legal) {
                    if ((Move.isCastling(m) || Move.isEnPassant(m) || Move.isPromotion(m)) && random.nextInt(2) == 0) {
                        pick = m;
                    }
                }
            }
            return pick;
        }
    }

    private RandomGames() {
    }

    /** Plays up to {@code plies} more half-moves on {@code game}, every legal move alike; returns the game. */
    public static Game play(Game game, Random random, int plies) {
        return play(game, random, plies, Pick.ANY);
    }

    /** Plays up to {@code plies} more half-moves on {@code game}, chosen the {@code pick} way; returns the game. */
    public static Game play(Game game, Random random, int plies, Pick pick) {
        for (int i = 0; i < plies; i++) {
            int[] moves = game.position().legalMoves();
            if (moves.length == 0) {
                break;
            }
            game.play(pick.from(moves, random));
        }
        return game;
    }

    /** A game from the usual start of 0 to {@code maxPlies} half-moves (the length drawn first). */
    public static Game game(Random random, int maxPlies) {
        return play(Game.fromStart(), random, random.nextInt(maxPlies + 1));
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
