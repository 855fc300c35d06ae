package org.annabella.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.annabella.rules.Game;
import org.annabella.rules.Move;
import org.annabella.testkit.RandomGames.Pick;
import org.junit.jupiter.api.Test;

/** The shared random games: reproducible, from any start, ending at mate, and the special moves often. */
class RandomGamesTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void aSeedGivesTheSameGameAndAnotherSeedAnother() {
        assertEquals(RandomGames.game(5, 80).sanMoves(), RandomGames.game(5, 80).sanMoves());
        assertNotEquals(RandomGames.game(5, 80).sanMoves(), RandomGames.game(6, 80).sanMoves());
    }

    @Test
    void playGoesOnFromTheGameAsItIsChess960Included() {
        Game game = Game.fromFen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
        game.play("Nb4");
        RandomGames.play(game, new Random(1), 30);
        assertEquals(31, game.ply());
        assertEquals("Nb4", game.sanMoves().get(0));
    }

    @Test
    void aGameStopsAtMateOrStalemate() {
        Game mated = Game.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assertEquals(0, RandomGames.play(mated, new Random(1), 10).ply());
        Game stalemate = Game.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertEquals(0, RandomGames.play(stalemate, new Random(1), 10).ply());
    }

    @Test
    void specialOftenMeetsCastlingEnPassantAndPromotionFarMoreThanAny() {
        int[] any = specialMoves(Pick.ANY);
        int[] often = specialMoves(Pick.SPECIAL_OFTEN);
        for (int kind = 0; kind < 3; kind++) {
            assertTrue(often[kind] > 0, "kind " + kind + " never played");
        }
        assertTrue(often[0] + often[1] + often[2] > 2 * (any[0] + any[1] + any[2]),
                "special " + Arrays.toString(often) + ", any " + Arrays.toString(any));
    }

    /** Castlings, en passant captures and promotions in 30 games of up to 80 half-moves from Kiwipete. */
    private static int[] specialMoves(Pick pick) {
        Random random = new Random(3);
        int[] counts = new int[3];
        for (int g = 0; g < 30; g++) {
            for (int m : RandomGames.play(Game.fromFen(KIWIPETE), random, 80, pick).moves()) {
                counts[0] += Move.isCastling(m) ? 1 : 0;
                counts[1] += Move.isEnPassant(m) ? 1 : 0;
                counts[2] += Move.isPromotion(m) ? 1 : 0;
            }
        }
        return counts;
    }
}
