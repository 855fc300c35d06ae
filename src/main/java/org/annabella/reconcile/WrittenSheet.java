package org.annabella.reconcile;

import java.util.List;
import java.util.Map;
import org.annabella.rules.Game;
import org.annabella.rules.PieceLetters;

/**
 * A scoresheet as written: the moves as texts, in order, not yet checked. Whatever form a sheet
 * comes in (typed list, PGN, annabella's own record, braille) becomes one of these.
 *
 * @param name how rulings name the sheet ("A", "B")
 * @param startFen the position the game started from, or null for the usual start
 * @param moves the move texts, one per half-move, as written
 * @param letters the language of the piece letters if the sheet says so, or null to find out
 * @param clockSeconds the clock reading the sheet notes after a half-move (PGN %clk), by index into moves
 */
public record WrittenSheet(String name, String startFen, List<String> moves, PieceLetters letters,
        Map<Integer, Double> clockSeconds) {

    public WrittenSheet {
        moves = List.copyOf(moves);
        clockSeconds = Map.copyOf(clockSeconds);
    }

    public WrittenSheet(String name, String startFen, List<String> moves) {
        this(name, startFen, moves, null, Map.of());
    }

    public WrittenSheet named(String newName) {
        return new WrittenSheet(newName, startFen, moves, letters, clockSeconds);
    }

    /** annabella's own record of the game (the session's {@link Game}): its moves in SAN. */
    public static WrittenSheet of(String name, Game game) {
        return new WrittenSheet(name, game.startPosition().toFen(), game.sanMoves(), PieceLetters.ENGLISH, Map.of());
    }
}
