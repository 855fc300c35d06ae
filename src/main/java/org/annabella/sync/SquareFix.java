package org.annabella.sync;

import java.util.Locale;
import java.util.function.IntFunction;
import org.annabella.announce.Phrase;
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

    /** What to do, in English: "put the white pawn on e2", "take the piece off e4". */
    public String describe() {
        return phrase().toString();
    }

    /** What to do, to be said in any language. */
    public Phrase phrase() {
        return phrase(Square::name);
    }

    /** What to do, the square said by {@code squares} (a game's announcement words: "Eva zwei"). */
    public Phrase phrase(IntFunction<String> squares) {
        String sq = squares.apply(square);
        if (!foundOccupied) {
            return Phrase.of("sync.fix.put", "piece", name(expected), "square", sq);
        }
        if (expected == null) {
            return Phrase.of("sync.fix.remove", "piece", found == null ? Phrase.of("sync.piece") : name(found), "square", sq);
        }
        return Phrase.of("sync.fix.replace", "square", sq, "piece", name(expected), "found", name(found));
    }

    /** A piece with its colour: "white knight", "el caballo blanco". */
    static Phrase name(Piece p) {
        return Phrase.of("sync.piece." + p.name().toLowerCase(Locale.ROOT).replace('_', '-'));
    }
}
