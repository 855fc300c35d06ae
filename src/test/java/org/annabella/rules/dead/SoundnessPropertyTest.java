package org.annabella.rules.dead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;

/**
 * Property: whenever the analysis says WINNABLE, its evidence line is legal from the position and
 * ends with the other side mated; and quick mode never contradicts a decided full-mode verdict.
 * Positions come from random games (seeded, so failures reproduce).
 */
class SoundnessPropertyTest {
    @Test
    void winnableVerdictsCarryARealMate() {
        Random random = new Random(20221);
        Unwinnability analyser = new Unwinnability(3_000);
        int winnable = 0;
        int checked = 0;
        for (int game = 0; game < 60; game++) {
            Position position = randomGame(random, 20 + random.nextInt(260));
            for (Color side : Color.values()) {
                Analysis full = analyser.analyse(position, side, Mode.FULL);
                checked++;
                if (full.verdict() == Verdict.WINNABLE) {
                    winnable++;
                    UnwinnabilityTest.assertEndsInMate(position, full.line(), side);
                }
                Analysis quick = analyser.analyse(position, side, Mode.QUICK);
                if (quick.verdict() != Verdict.UNDETERMINED && full.verdict() != Verdict.UNDETERMINED) {
                    assertEquals(full.verdict(), quick.verdict(), "quick and full disagree on " + position.toFen());
                }
            }
        }
        assertTrue(winnable > checked / 3, "too few winnable positions to test the property: " + winnable);
    }

    /** Random legal moves from the start; stops early at mate or stalemate. */
    private static Position randomGame(Random random, int plies) {
        Position p = Position.startPosition();
        for (int i = 0; i < plies; i++) {
            int[] moves = p.legalMoves();
            if (moves.length == 0) {
                break;
            }
            p.makeMove(moves[random.nextInt(moves.length)]);
        }
        return Position.fromFen(p.toFen());
    }
}
