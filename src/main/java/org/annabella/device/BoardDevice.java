package org.annabella.device;

import org.annabella.rules.Piece;

/** A sensor board driver: bytes in, {@link BoardListener} events out. */
public interface BoardDevice extends ByteReceiver {
    /** True for boards that name pieces (DGT), false for occupancy-only boards. */
    boolean identifiesPieces();

    /** Ask the board for its whole position; the answer arrives as a snapshot. */
    void requestFullState();

    /** Boards whose numbering does not follow the board when it is turned round can be told. */
    default void setRotated(boolean rotated) {
    }

    default boolean rotated() {
        return false;
    }

    /**
     * Shows on the board's lights the move a helper is to make on it (the opponent's move, to be
     * executed on this board); {@code Square.NONE, Square.NONE} puts them out. Boards without
     * lights ignore it; it may be called often, and only a change is sent.
     */
    default void showMove(int from, int to) {
    }

    /**
     * The piece a promotion to be executed on this board sets down on {@code square}, or
     * {@code Square.NONE, null}: the move is known before it is made there (2018 D.2.10.1), so a
     * board that tells pieces by what it was shown can take a spare piece it never saw (a second
     * queen) for the piece named, instead of leaving the game waiting. Called often.
     */
    default void expectPromotion(int square, Piece piece) {
    }

    /** Lets time pass (heartbeat checks); called by the follower's timer. */
    default void poll(long nanos) {
    }
}
