package org.annabella.laws;

import java.util.Arrays;
import org.annabella.announce.Phrase;
import org.annabella.rules.Move;

/**
 * What a player must now do after touching pieces (Art. 4): the legal moves still open to him and
 * the rule that says so. When nothing constrains him ({@link #free()}) every legal move is open.
 *
 * @param moves  the moves allowed, in the rules core's int encoding
 * @param rule   the rule that imposes them ({@link Rule#NOTHING_TOUCHED_CAN_MOVE} when free)
 * @param reason what he must do, said after the player: "must move the knight on g1" (keys touch.*)
 */
public record TouchObligation(int[] moves, Rule rule, Phrase reason, boolean free) {

    public TouchObligation {
        moves = moves.clone();
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }

    /** Whether {@code move} satisfies the obligation. */
    public boolean allows(int move) {
        for (int m : moves) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }

    /** The squares the allowed moves start from (for announcing "you must move ..."). */
    public int[] fromSquares() {
        return Arrays.stream(moves).map(Move::from).distinct().sorted().toArray();
    }

    /** Citation plus reason, in English: "2018 4.3.1: must move the knight on g1". */
    public String describe(Edition edition) {
        return edition.cite(rule) + ": " + reason;
    }
}
