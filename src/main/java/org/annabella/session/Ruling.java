package org.annabella.session;

import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;

/** A ruling given in the game; the arbiter's override, if any, replaces its effect but not its record. */
public record Ruling(int number, String article, Phrase phrase, String override) {

    /** The ruling's words in English. */
    public String text() {
        return text(Language.ENGLISH);
    }

    public String text(Language language) {
        return Words.of(language).say(phrase);
    }

    public String effective() {
        return override == null ? text() : override;
    }
}
