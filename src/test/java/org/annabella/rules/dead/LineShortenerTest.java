package org.annabella.rules.dead;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.annabella.rules.Color;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;

class LineShortenerTest {
    @Test
    void detoursAreCutAndTheMateIsKept() {
        Position start = Position.fromFen("7k/8/6K1/8/8/8/8/R7 w - - 0 1");
        // A wandering line: the kings step away and back before the rook mates.
        int[] wandering = moves(start, "g6f6", "h8g8", "f6g6", "g8h8", "a1a8");
        int[] shorter = LineShortener.shorten(start, wandering);
        assertArrayEquals(moves(start, "a1a8"), shorter);
        UnwinnabilityTest.assertEndsInMate(start, List.of(shorter[0]), Color.WHITE);
    }

    @Test
    void aDirectLineStaysAsItIs() {
        Position start = Position.fromFen("7k/8/6K1/8/8/8/8/R7 w - - 0 1");
        int[] direct = moves(start, "a1a8");
        assertEquals(1, LineShortener.shorten(start, direct).length);
    }

    private static int[] moves(Position start, String... uci) {
        Position p = start.copy();
        int[] out = new int[uci.length];
        for (int i = 0; i < uci.length; i++) {
            out[i] = Notation.parse(p, uci[i]);
            p.makeMove(out[i]);
        }
        return out;
    }
}
