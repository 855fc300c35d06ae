package org.annabella.rules.dead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Position;
import org.annabella.testkit.Placements;
import org.annabella.testkit.RandomGames;
import org.junit.jupiter.api.Test;

/**
 * Property: whenever the analysis says WINNABLE, its evidence line is legal from the position and
 * ends with the other side mated; and quick mode never contradicts a decided full-mode verdict.
 * Positions come from random games and random endings with a few men (seeded, so failures
 * reproduce).
 */
class SoundnessPropertyTest {
    @Test
    void winnableVerdictsCarryARealMate() {
        Random random = new Random(20221);
        Unwinnability analyser = new Unwinnability(3_000);
        int winnable = 0;
        int checked = 0;
        for (int game = 0; game < 400; game++) {
            Position position = game % 2 == 0 ? randomGame(random, 20 + random.nextInt(260)) : randomEnding(random);
            for (Color side : Color.values()) {
                Analysis full = analyser.analyse(position, side, SearchMode.FULL);
                checked++;
                if (full.verdict() == Verdict.WINNABLE) {
                    winnable++;
                    UnwinnabilityTest.assertEndsInMate(position, full.line(), side);
                }
                Analysis quick = analyser.analyse(position, side, SearchMode.QUICK);
                if (quick.verdict() != Verdict.UNDETERMINED && full.verdict() != Verdict.UNDETERMINED) {
                    assertEquals(full.verdict(), quick.verdict(), "quick and full disagree on " + position.toFen());
                }
            }
        }
        assertTrue(winnable > checked / 4, "too few winnable positions to test the property: " + winnable);
        System.out.printf("soundness property: %d sides analysed, %d winnable lines checked%n", checked, winnable);
    }

    /** Two kings and one to three other men on random squares (retried until the FEN reader accepts it). */
    private static Position randomEnding(Random random) {
        String men = "QRBNPqrbnp";
        while (true) {
            char[] board = new char[64];
            java.util.Arrays.fill(board, '.');
            board[random.nextInt(64)] = 'K';
            int blackKing = random.nextInt(64);
            if (board[blackKing] != '.') {
                continue;
            }
            board[blackKing] = 'k';
            for (int i = 1 + random.nextInt(3); i > 0; i--) {
                int sq = random.nextInt(64);
                if (board[sq] == '.') {
                    board[sq] = men.charAt(random.nextInt(men.length()));
                }
            }
            StringBuilder fen = new StringBuilder(Placements.of(board, '.'));
            fen.append(random.nextBoolean() ? " w - - 0 1" : " b - - 0 1");
            try {
                return Position.fromFen(fen.toString());
            } catch (IllegalArgumentException impossible) {
                // pawns on the back rank, adjacent kings, the side not to move in check: draw again
            }
        }
    }

    /** Random legal moves from the start; stops early at mate or stalemate. */
    private static Position randomGame(Random random, int plies) {
        return Position.fromFen(RandomGames.play(Game.fromStart(), random, plies).position().toFen());
    }
}
