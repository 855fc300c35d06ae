package org.annabella.session;

import org.annabella.laws.Ruling;
import org.annabella.rules.Color;
import org.annabella.rules.Position;

/**
 * A move on its way through the Appendix's steps (2009 E.2.3, 2018 D.2.1): made on the mover's
 * board, announced (a slip of the tongue corrected until the press, 2009 E.2.6), repeated,
 * executed on the other board and pressed. A value: each step returns the next one.
 *
 * @param expectedWords the announcement in the session's wording
 * @param words the announcement said, or null before it
 * @param wordsMatch whether {@code words} name this move
 * @param ending the referee's ruling that this move ends the game, given with the press, or null
 */
public record MoveInProgress(Color side, Position before, int move, String san, String expectedWords, String words,
        boolean wordsMatch, boolean repeated, boolean executed, boolean pressed, Ruling ending) {

    public MoveInProgress {
        before = before.copy();
    }

    /** A move just made from {@code before}. */
    static MoveInProgress made(Color side, Position before, int move, String san, String expectedWords) {
        return new MoveInProgress(side, before, move, san, expectedWords, null, false, false, false, false, null);
    }

    /** The position before the move (a copy). */
    @Override
    public Position before() {
        return before.copy();
    }

    /** Whether the move stands on both boards and the clock is pressed: nothing of it remains to do. */
    public boolean complete() {
        return pressed && executed;
    }

    MoveInProgress announced(String said, boolean match) {
        return new MoveInProgress(side, before, move, san, expectedWords, said, match, repeated, executed, pressed, ending);
    }

    MoveInProgress repeatedNow() {
        return new MoveInProgress(side, before, move, san, expectedWords, words, wordsMatch, true, executed, pressed, ending);
    }

    MoveInProgress executedNow() {
        return new MoveInProgress(side, before, move, san, expectedWords, words, wordsMatch, repeated, true, pressed, ending);
    }

    MoveInProgress pressedNow() {
        return new MoveInProgress(side, before, move, san, expectedWords, words, wordsMatch, repeated, executed, true, ending);
    }

    MoveInProgress endingWith(Ruling r) {
        return new MoveInProgress(side, before, move, san, expectedWords, words, wordsMatch, repeated, executed, pressed, r);
    }
}
