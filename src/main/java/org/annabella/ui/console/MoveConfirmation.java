package org.annabella.ui.console;

import java.util.Locale;
import org.annabella.rules.Color;

/**
 * The confirm step for typed moves ({@code --confirm}, {@code confirm on}): a typed move is read
 * back in the announcement words and waits, not yet made; Enter, yes or sí makes it, no cancels
 * it, anything else is the corrected move. This is the slip that may be corrected until the clock
 * is pressed (2009 E.2.6), caught before the console relays the move and presses. It is a step of
 * the console's line handling, not of the terminal's reading, so that heard words fed in as lines
 * ({@code play --listen}) answer it as typed ones do.
 */
final class MoveConfirmation {
    /** What a line says to a move waiting for confirmation. */
    enum Answer {
        YES, NO, OTHER
    }

    private boolean on;
    private String move;
    private String words;
    private Color side;

    /** Turns the step on or off; off, a waiting move is dropped (it was never made). */
    void turn(boolean on) {
        this.on = on;
        if (!on) {
            move = null;
        }
    }

    boolean on() {
        return on;
    }

    /** Whether a typed move waits for its answer. */
    boolean waiting() {
        return move != null;
    }

    /** {@code side}'s move {@code typed} waits, read back as {@code words}. */
    void await(Color side, String typed, String words) {
        this.side = side;
        this.move = typed;
        this.words = words;
    }

    /** The side whose move waits: confirmed, it is made for that side only. */
    Color side() {
        return side;
    }

    /** The waiting move as typed, no longer waiting. */
    String take() {
        String m = move;
        move = null;
        return m;
    }

    /** The waiting move's announcement words. */
    String words() {
        return words;
    }

    /** An empty line (Enter), yes or sí confirm; no (or undo, cancel) cancels; anything else is other. */
    static Answer answer(String line) {
        return switch (line.strip().toLowerCase(Locale.ROOT)) {
            case "", "yes", "si", "sí", "ok" -> Answer.YES;
            case "no", "undo", "take back", "deshacer", "corregir", "cancel", "cancelar" -> Answer.NO;
            default -> Answer.OTHER;
        };
    }
}
