package org.annabella.sync;

import java.util.Locale;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;

/**
 * One square where the board differs from the game.
 *
 * @param expected the piece the game has there (null: empty)
 * @param found the piece the board shows (null: empty, or occupied on a board that cannot tell)
 * @param foundOccupied whether the board shows something there
 */
public record SquareFix(int square, Piece expected, Piece found, boolean foundOccupied) {

    /** What to do, speakable: "put the white pawn on e2", "take the piece off e4". */
    public String describe() {
        String sq = Square.name(square);
        if (!foundOccupied) {
            return "put the " + name(expected) + " on " + sq;
        }
        if (expected == null) {
            return "take the " + (found == null ? "piece" : name(found)) + " off " + sq;
        }
        return "on " + sq + " put the " + name(expected) + " instead of the " + name(found);
    }

    static String name(Piece p) {
        return p.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
