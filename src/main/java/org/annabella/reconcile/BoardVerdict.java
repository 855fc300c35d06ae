package org.annabella.reconcile;

import java.util.List;

/**
 * What the ruling finds about one board and what to do to it.
 *
 * @param name "A" or "B"
 * @param status what the board shows, relative to the position it must show
 * @param explanation one sentence saying what was found (null when right or not given)
 * @param takeBack moves shown on the board that are to be taken back, latest first; for WRONG_MOVE, the
 *     move written on neither sheet that the board also fits, if any (the steps are the same)
 * @param toPlay moves the board still lacks, in order
 * @param steps the fewest piece-by-piece steps that set the board right
 * @param quarterTurns for TURNED, how many quarter turns clockwise the board is off; else 0
 */
public record BoardVerdict(String name, Status status, Told explanation, List<MoveRef> takeBack, List<MoveRef> toPlay,
        List<Adjustment> steps, int quarterTurns) {

    public enum Status {
        /** Not given to the ruling. */
        NOT_GIVEN,
        /** Shows the position it must show. */
        RIGHT,
        /** Lacks the last moves: they were announced but not yet made on it. */
        BEHIND,
        /** Shows moves past the point play goes back to. */
        AHEAD,
        /** A move was made on it other than the one both sheets have. */
        WRONG_MOVE,
        /**
         * The move the sheets have was executed wrongly on it: the castling rook or king left in
         * place, a captured piece (or the pawn taken en passant) not removed (2009 E.2.3, 2018 D.2.3).
         */
        EXECUTED_WRONGLY,
        /** Shows the illegal move both sheets recorded. */
        ILLEGAL_MOVE,
        /** Shows the right position, but the board is turned round (contrary to Article 2.1). */
        TURNED,
        /** Pieces that no move of the game touched stand differently from the usual start. */
        SET_UP_WRONG,
        /** Shows a position no sequence of legal moves can reach. */
        UNREACHABLE,
        /** Pieces stand on squares no move of the game explains: displaced, knocked over, or lost. */
        DISPLACED
    }

    public BoardVerdict {
        takeBack = List.copyOf(takeBack);
        toPlay = List.copyOf(toPlay);
        steps = List.copyOf(steps);
    }

    static BoardVerdict notGiven(String name) {
        return new BoardVerdict(name, Status.NOT_GIVEN, null, List.of(), List.of(), List.of(), 0);
    }

    public boolean needsAction() {
        return status != Status.RIGHT && status != Status.NOT_GIVEN;
    }
}
