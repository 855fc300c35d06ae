package org.annabella.announce;

import org.annabella.rules.Move;

/**
 * The move announced in one turn. A slip of the tongue must be corrected at once and before the
 * opponent's clock is started (2009 E.2.6; 2018 D.2.8): until the clock is pressed a new
 * announcement replaces the earlier one; after the press the announced move stands. Not
 * thread-safe: the session owns one per turn.
 */
public final class TurnAnnouncement {
    private int move = Move.NONE;
    private boolean pressed;

    /**
     * Records the announced move, replacing an earlier announcement of this turn.
     *
     * @return true when it corrects an earlier announcement
     * @throws IllegalStateException after the clock was pressed: the announced move stands
     */
    public boolean announce(int move) {
        if (move == Move.NONE) {
            throw new IllegalArgumentException("no move to announce");
        }
        if (pressed) {
            throw new IllegalStateException("the clock has been pressed: the move announced stands and cannot be corrected");
        }
        boolean correction = this.move != Move.NONE && this.move != move;
        this.move = move;
        return correction;
    }

    /**
     * The clock is pressed: the announced move becomes final.
     *
     * @return the move that stands
     * @throws IllegalStateException when nothing was announced or the clock was already pressed
     */
    public int pressClock() {
        if (pressed) {
            throw new IllegalStateException("the clock was already pressed for this move");
        }
        if (move == Move.NONE) {
            throw new IllegalStateException("no move has been announced");
        }
        pressed = true;
        return move;
    }

    /** The announced move, or {@link Move#NONE} before any announcement. */
    public int move() {
        return move;
    }

    public boolean isAnnounced() {
        return move != Move.NONE;
    }

    /** Whether the clock was pressed, so that the move can no longer be corrected. */
    public boolean isFinal() {
        return pressed;
    }
}
