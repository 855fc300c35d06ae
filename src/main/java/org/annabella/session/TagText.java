package org.annabella.session;

import org.annabella.rules.InputException;

/**
 * A person's text that the game keeps and writes out again: a player's name, the event, the site,
 * the round. It goes into the journal, a PGN tag, the braille scoresheet's header and spoken
 * messages, so it is checked where it enters: one line of at most {@link #MAX} characters, no
 * quote (a PGN tag's delimiter) and no control character (a tab or line break would split a tag
 * and a message). The words of an event (an announcement, an override, a scoresheet entry, an
 * ending) are {@linkplain #line one line} too.
 */
final class TagText {
    /** Longer than any name on a tournament's pairing list, short enough to be said and embossed. */
    static final int MAX = 100;
    /** Far beyond any announcement, override or ruling's words; short enough to be said. */
    static final int MAX_LINE = 2_000;

    private TagText() {
    }

    /** {@code text} stripped of spaces at its ends; refused naming {@code what} ("player name", "event"). */
    static String checked(String what, String text) {
        if (text == null || text.isBlank()) {
            throw new InputException(what + " is empty; give one, or ? when it is not known");
        }
        if (text.contains("\"") || text.chars().anyMatch(Character::isISOControl)) {
            throw new InputException(what + " " + InputException.quote(text)
                    + " must not contain quotes, line breaks or other control characters");
        }
        if (java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "").isBlank()) {
            // Braille and speech drop accents: a lone accent would be said and embossed as nothing.
            throw new InputException(what + " " + InputException.quote(text) + " holds only accents; give a name");
        }
        String s = text.strip();
        if (s.length() > MAX) {
            throw new InputException(what + " has " + s.length() + " characters, more than the " + MAX
                    + " a scoresheet has room for");
        }
        return s;
    }

    /** {@code text} (null for none) as one line of words: no control character, at most {@link #MAX_LINE} characters. */
    static String line(String what, String text) {
        if (text == null) {
            return null;
        }
        if (text.chars().anyMatch(Character::isISOControl)) {
            throw new InputException(what + " " + InputException.quote(text)
                    + " must not contain line breaks or other control characters");
        }
        if (text.length() > MAX_LINE) {
            throw new InputException(what + " has " + text.length() + " characters, more than the " + MAX_LINE + " it may have");
        }
        return text;
    }
}
