package org.annabella.reconcile;

import org.annabella.announce.Phrase;

/**
 * Something a ruling or a live report tells people: a phrase of the messages phrasebooks
 * ({@code voice/messages-LANG.phrases}, the {@code reconcile.*} entries), put for one {@link Voice}.
 * The sentence is the book's; only the moves, squares and pieces in it differ between the voices
 * (algebraic, Spanish letters, or the phonetic words), so the phrase is made for the voice asked.
 */
@FunctionalInterface
public interface Told {
    Phrase phrase(Voice voice);

    /** In words, in that voice. */
    default String in(Voice voice) {
        return voice.say(phrase(voice));
    }

    /** A phrase with no values that depend on the voice. */
    static Told of(String key, Object... namesAndValues) {
        Phrase p = Phrase.of(key, namesAndValues);
        return v -> p;
    }
}
