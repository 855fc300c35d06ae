package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A copy of a game record plays and takes back moves on its own. */
class GameCopyTest {
    @Test
    void aCopyPlaysAndTakesBackWithoutTouchingTheOriginal() {
        Game g = Game.fromStart();
        g.play("e4");
        g.play("e5");
        Game copy = g.copy();
        copy.play("Nf3");
        assertEquals(2, g.ply());
        assertEquals(3, copy.ply());

        copy.undo();
        copy.undo();
        assertEquals(1, copy.ply());
        Game afterE4 = Game.fromStart();
        afterE4.play("e4");
        assertEquals(afterE4.position().toFen(), copy.position().toFen());
        assertEquals(List.of("e4", "e5"), g.sanMoves());
        g.undo();
        assertEquals(List.of("e4"), copy.sanMoves());
        assertEquals(copy.position().toFen(), g.position().toFen());
    }

    @Test
    void aCopyCountsRepetitionsFromTheWholeRecord() {
        Game g = Game.fromStart();
        for (String san : new String[] {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"}) {
            g.play(san);
        }
        Game copy = g.copy();
        assertFalse(copy.isThreefold());
        copy.play("Ng8");
        assertTrue(copy.isThreefold());
        assertFalse(g.isThreefold());
    }
}
