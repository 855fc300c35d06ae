package org.annabella.session;

import org.annabella.rules.InputException;

/**
 * A person's text that the game keeps and writes out again: a player's name, the event, the site,
 * the round. It goes into the journal, a PGN tag, the braille scoresheet's header and spoken
 * messages, so it is checked where it enters: one line of at most {@link #MAX} characters, no
 * quote (a PGN tag's delimiter) and no control character (a tab or line break would split a tag
 * and a message).
 */
final class TagText {
    /** Longer than any name on a tournament's pairing list, short enough to be said and embossed. */
    static final int MAX = 100;

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
        String s = text.strip();
        if (s.length() > MAX) {
            throw new InputException(what + " has " + s.length() + " characters, more than the " + MAX
                    + " a scoresheet has room for");
        }
        return s;
    }
}
