package org.annabella.device;

import org.annabella.rules.Piece;

/**
 * What a sensor board reports, in annabella squares (a1 = 0). Identity boards (DGT) name the
 * piece on a square; occupancy boards (pegged) only know whether a hole is full, so they pass
 * a null piece. Times are System.nanoTime() values (or virtual ones in simulations).
 */
public interface BoardListener {
    void squareChanged(int square, Piece piece, boolean occupied, long nanos);

    /** The whole board; pieces is null for occupancy boards. */
    void snapshot(Piece[] pieces, long occupied, long nanos);

    /** The board signalled the end of the game (DGT magic piece, pegged board result line). */
    default void endOfGame(String result) {
    }

    /** A warning for a person, one line (garbled line, board silent...). */
    default void warning(String message) {
    }
}
