package org.annabella.device;

import org.annabella.rules.Position;

/**
 * A sensor board's firmware, speaking its protocol byte for byte to the host: what a hand does to
 * the board goes in, the board's messages come out. Occupancy boards ignore which piece is put down.
 */
public interface BoardSimulator extends ByteReceiver {
    /** Sets up the pieces of a position without reporting them, as when the board is switched on. */
    void setPosition(Position position);

    void lift(int square);

    void place(int square, org.annabella.rules.Piece piece);

    /** What the firmware sends by itself every second (a heartbeat, a scan), or null if nothing. */
    default Runnable everySecond() {
        return null;
    }

    /** Plays one hand action on the board. */
    default void act(BoardAction a) {
        if (a.isLift()) {
            lift(a.square());
        } else {
            place(a.square(), a.piece());
        }
    }
}
