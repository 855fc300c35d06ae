package org.annabella.engine;

import org.annabella.announce.Phrase;
import org.annabella.rules.Color;

/**
 * An evaluation in the words a player uses: "White is better by about a pawn", "Black mates in
 * 3", "the position is about equal"; never a bare number of centipawns.
 */
public final class EvalWords {
    /** Within a third of a pawn either way the position is equal as far as a player can tell. */
    static final int EQUAL = 30;
    /** Up to about two thirds of a pawn: slightly better. */
    static final int SLIGHT = 70;
    /** Beyond six pawns, a count of pawns says less than "winning". */
    static final int WINNING = 600;

    private EvalWords() {
    }

    /** {@code score}, from the point of view of {@code toMove}, in words. */
    public static Phrase of(Score score, Color toMove) {
        if (score.isMate()) {
            Color mating = score.mated() ? toMove.opposite() : toMove;
            int moves = Math.abs(score.mate());
            return moves == 0 ? Phrase.of("engine.eval.mated", "side", toMove)
                    : Phrase.of("engine.eval.mates", "side", mating, "moves", moves);
        }
        int cp = score.centipawns();
        Color better = cp >= 0 ? toMove : toMove.opposite();
        int size = Math.abs(cp);
        if (size < EQUAL) {
            return Phrase.of("engine.eval.equal");
        }
        if (size < SLIGHT) {
            return Phrase.of("engine.eval.slightly", "side", better);
        }
        if (size > WINNING) {
            return Phrase.of("engine.eval.winning", "side", better);
        }
        return Phrase.of("engine.eval.better", "side", better, "amount", pawns(size));
    }

    /** About so many pawns, to the nearest half: "a pawn", "a pawn and a half", "2 pawns", "2 and a half pawns". */
    public static Phrase pawns(int centipawns) {
        int halves = Math.max(2, Math.round(centipawns / 50f));
        int whole = halves / 2;
        boolean half = halves % 2 == 1;
        if (whole == 1) {
            return Phrase.of(half ? "engine.amount.pawn-half" : "engine.amount.pawn");
        }
        return Phrase.of(half ? "engine.amount.pawns-half" : "engine.amount.pawns", "pawns", whole);
    }
}
