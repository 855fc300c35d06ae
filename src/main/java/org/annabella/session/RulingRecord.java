package org.annabella.session;

import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;

/**
 * The session's record of a ruling given in the game (a {@link org.annabella.laws.Ruling} or the
 * arbiter's), numbered from 1; the arbiter's override, if any, replaces its effect but not its record.
 */
public record RulingRecord(int number, String article, Phrase phrase, String override) {

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
