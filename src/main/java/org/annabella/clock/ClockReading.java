package org.annabella.clock;

import java.time.Duration;

/**
 * The clock as it stood at one moment of the game: kept after every move so that the arbiter can
 * put the clocks back to an earlier move (2009 6.13 and E.2.8;
 * 2014 and later 7.1; 2018 and 2023 D.2.9).
 *
 * @param ply        half-moves completed when the reading was taken (0 = before the first move)
 * @param toMove     whose clock runs (or would run) from this reading
 * @param white      White's remaining time
 * @param black      Black's remaining time
 * @param whiteMoves moves White has completed, as on the clock's move counter
 * @param blackMoves moves Black has completed
 */
public record ClockReading(int ply, Side toMove, Duration white, Duration black, int whiteMoves, int blackMoves) {

    /** The remaining time of one side. */
    public Duration remaining(Side side) {
        return side == Side.WHITE ? white : black;
    }

    /** The moves one side has completed. */
    public int moves(Side side) {
        return side == Side.WHITE ? whiteMoves : blackMoves;
    }
}
