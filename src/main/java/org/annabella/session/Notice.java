package org.annabella.session;

/** Something the session tells the people at the board: short and speakable. */
public record Notice(Kind kind, String text) {
    public enum Kind {
        /** A move's announcement, as the Laws require it said (2009 E.2.1). */
        ANNOUNCEMENT,
        /** What must be done next in the Appendix's steps, for the assistant. */
        STEP,
        /** An act at the board worth telling: an offer, a touched piece, a claim. */
        PROMPT,
        /** A ruling from the Laws or the arbiter. */
        RULING,
        /** Something is wrong: board differs, move refused, a slip to correct. */
        WARNING,
        /** The game ended. */
        RESULT
    }
}
