package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.annabella.testkit.RandomGames;
import org.junit.jupiter.api.Test;

/**
 * A game's SAN record is written when first asked for, not as moves are played: whenever it is
 * read (between moves, after moves are taken back, on a copy, with null moves), it is the SAN of
 * each move in the position it was played in, with its check or mate sign. Moves taken back, one
 * or several, leave the position they were played from.
 */
class GameSanTest {
    /** The SAN of every move, each written afresh from the position before it. */
    private static List<String> expected(Game game) {
        List<String> sans = new ArrayList<>();
        for (int ply = 0; ply < game.ply(); ply++) {
            int move = game.moves().get(ply);
            sans.add(Move.isNull(move) ? "--" : Notation.san(game.positionAt(ply), move));
        }
        return sans;
    }

    @Test
    void readBetweenMovesUndoesAndCopiesTheRecordIsAlwaysThatOfTheMovesStanding() {
        Random random = new Random(2811);
        for (int g = 0; g < 40; g++) {
            Game source = RandomGames.play(Game.fromStart(), random, 20 + random.nextInt(120), RandomGames.Pick.SPECIAL_OFTEN);
            Game game = Game.fromStart();
            Game copy = null;
            for (int ply = 0; ply < source.ply(); ply++) {
                game.play((int) source.moves().get(ply));
                switch (random.nextInt(6)) {
                    case 0 -> assertEquals(expected(game), new ArrayList<>(game.sanMoves()));
                    case 1 -> { // take back up to three moves, read or not, and play them again
                        int back = Math.min(game.ply(), 1 + random.nextInt(3));
                        if (random.nextBoolean()) {
                            game.sanMoves().get(game.ply() - 1);
                        }
                        for (int k = 0; k < back; k++) {
                            game.undo();
                        }
                        assertEquals(expected(game), new ArrayList<>(game.sanMoves()));
                        // The position taken back to, however many moves back (its own undo keeps the last move only).
                        assertEquals(game.positionAt(game.ply()).toFen(), game.position().toFen());
                        assertEquals(game.repetitionCount(game.ply()), game.repetitionCount());
                        for (int k = back; k > 0; k--) {
                            game.play((int) source.moves().get(ply - k + 1));
                        }
                    }
                    case 2 -> copy = game.copy();
                    default -> { }
                }
            }
            assertEquals(expected(game), new ArrayList<>(game.sanMoves()), "game " + g);
            assertEquals(source.sanMoves(), game.sanMoves());
            if (copy != null) {
                assertEquals(expected(copy), new ArrayList<>(copy.sanMoves()), "the copy of game " + g);
            }
        }
    }

    @Test
    void signsOfCheckAndMateAndNullMovesAreWritten() {
        Game game = Game.fromStart();
        for (String move : List.of("f3", "e5", "g4", "Qh4")) {
            game.play(move);
        }
        assertEquals(List.of("f3", "e5", "g4", "Qh4#"), game.sanMoves());
        Game checks = Game.fromStart();
        for (String move : List.of("e4", "f5", "Qh5")) {
            checks.play(move);
        }
        assertEquals("Qh5+", checks.sanMoves().get(2));
        checks.undo();
        checks.play(Move.NULL);
        assertEquals(List.of("e4", "f5", "--"), checks.sanMoves());
        assertThrows(IndexOutOfBoundsException.class, () -> checks.sanMoves().get(3));
    }

    @Test
    void theLastMovesCaptureIsKnownWithoutItsSan() {
        Game game = Game.fromStart();
        assertFalse(game.lastMoveCaptured());
        for (String move : List.of("e4", "d5", "exd5")) {
            game.play(move);
        }
        assertTrue(game.lastMoveCaptured());
        for (String move : List.of("c5", "dxc6")) { // en passant
            game.play(move);
        }
        assertTrue(game.lastMoveCaptured());
        game.play("Nf6");
        assertFalse(game.lastMoveCaptured());
    }
}
