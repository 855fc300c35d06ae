package org.annabella.session;

import org.annabella.announce.Phrase;
import org.annabella.announce.PhrasedInputException;
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

    /** What is refused, named in a sentence ("the site", "player name"). */
    static Phrase what(String key) {
        return Phrase.of("tag." + key);
    }

    private static String english(Phrase what) {
        return ENGLISH.get(what.key());
    }

    /** Today's English words for each {@code tag.*} phrase, so the English messages stay as they were. */
    private static final java.util.Map<String, String> ENGLISH = java.util.Map.of(
            "tag.event", "the event's name", "tag.site", "the site", "tag.round", "the round",
            "tag.player", "player name", "tag.announcement", "the announcement", "tag.arbiter-words", "the arbiter's words",
            "tag.scoresheet-entry", "the scoresheet entry", "tag.ending-reason", "the ending's reason");

    /** {@code text} stripped of spaces at its ends; refused naming {@code what} ("player name", "event"). */
    static String checked(Phrase what, String text) {
        if (text == null || text.isBlank()) {
            throw new PhrasedInputException(english(what) + " is empty; give one, or ? when it is not known",
                    Phrase.of("cli.error.tag-empty", "what", what));
        }
        if (text.contains("\"") || text.chars().anyMatch(Character::isISOControl)) {
            throw new PhrasedInputException(english(what) + " " + InputException.quote(text)
                    + " must not contain quotes, line breaks or other control characters",
                    Phrase.of("cli.error.tag-control", "what", what, "text", InputException.quote(text)));
        }
        if (java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "").isBlank()) {
            // Braille and speech drop accents: a lone accent would be said and embossed as nothing.
            throw new PhrasedInputException(english(what) + " " + InputException.quote(text) + " holds only accents; give a name",
                    Phrase.of("cli.error.tag-accents", "what", what, "text", InputException.quote(text)));
        }
        String s = text.strip();
        if (s.length() > MAX) {
            throw new PhrasedInputException(english(what) + " has " + s.length() + " characters, more than the " + MAX
                    + " a scoresheet has room for",
                    Phrase.of("cli.error.tag-long", "what", what, "length", s.length(), "max", MAX));
        }
        return s;
    }

    /** {@code text} (null for none) as one line of words: no control character, at most {@link #MAX_LINE} characters. */
    static String line(Phrase what, String text) {
        if (text == null) {
            return null;
        }
        if (text.chars().anyMatch(Character::isISOControl)) {
            throw new PhrasedInputException(english(what) + " " + InputException.quote(text)
                    + " must not contain line breaks or other control characters",
                    Phrase.of("cli.error.tag-line-control", "what", what, "text", InputException.quote(text)));
        }
        if (text.length() > MAX_LINE) {
            throw new PhrasedInputException(english(what) + " has " + text.length() + " characters, more than the " + MAX_LINE
                    + " it may have", Phrase.of("cli.error.tag-line-long", "what", what, "length", text.length(), "max", MAX_LINE));
        }
        return text;
    }
}
