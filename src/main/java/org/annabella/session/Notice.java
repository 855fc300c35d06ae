package org.annabella.session;

import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;

/** Something the session tells the people at the board: short and speakable, in any language. */
public record Notice(Kind kind, Phrase phrase) {
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

    /** In English. */
    public String text() {
        return text(Language.ENGLISH);
    }

    public String text(Language language) {
        return Words.of(language).say(phrase);
    }
}
