package org.annabella.reconcile;

import org.annabella.rules.InputException;

/**
 * The limits of the texts an arbiter gives the reconciliation (scoresheets, clock logs, boards),
 * and how a piece of such text is quoted back in a refusal: on one line, without control
 * characters, and cut short, so that a refusal stays one readable line whatever the input holds.
 */
final class InputText {
    /** A scoresheet or clock log longer than this is not one (a 6,000-move game with clocks is about 300,000). */
    static final int MAX_CHARS = 1_000_000;
    /** Far more half-moves than the 75-move rule (2018 9.6.2) lets any game have. */
    static final int MAX_HALF_MOVES = 12_000;
    /** A move in words ("Springer Felix drei schlaegt Dame Eva vier") is far shorter. */
    static final int MAX_MOVE_CHARS = 100;
    private static final int SHOWN_CHARS = 90;

    private InputText() {
    }

    /**
     * Refuses a text that is too long or holds a control character other than tab, form feed (a braille page break) and line
     * breaks, naming {@code what} ("sheet A", "clock log") and the line.
     */
    static void check(String what, String text) {
        if (text.length() > MAX_CHARS) {
            throw new InputException(what + " has " + text.length() + " characters; more than " + MAX_CHARS
                    + " is not a scoresheet or clock log");
        }
        int line = 1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
            } else if (Character.isISOControl(c) && c != '\t' && c != '\r' && c != '\f') {
                throw new InputException(what + " line " + line + ": the control character U+"
                        + String.format("%04X", (int) c) + " is not text");
            }
        }
    }

    /** The text as a refusal quotes it ({@link InputException#escape}), at most 90 characters: a whole FEN. */
    static String shown(String text) {
        return InputException.escape(text, SHOWN_CHARS);
    }
}
