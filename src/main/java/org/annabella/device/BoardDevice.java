package org.annabella.device;

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

    /** Lets time pass (heartbeat checks); called by the follower's timer. */
    default void poll(long nanos) {
    }
}
