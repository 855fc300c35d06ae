package org.annabella.announce;

import java.util.Objects;

/**
 * An act refused, and why, as a phrase said in the listener's language: not your turn, the clock
 * is not running, a touched piece must be moved. Nothing has changed when it is thrown. The laws,
 * the clock, the session and the relays refuse this way; the console and the window say the
 * phrase. It is neither a programming error (IllegalArgumentException, IllegalStateException:
 * never spoken to a player) nor unreadable input ({@link org.annabella.rules.InputException}); the
 * command line treats it as bad input (exit 2, the English words). The message is the English words.
 */
public final class Refusal extends RuntimeException {
    private final transient Phrase reason;

    public Refusal(Phrase reason) {
        super(Objects.requireNonNull(reason, "reason").toString());
        this.reason = reason;
    }

    public static Refusal of(String key, Object... namesAndValues) {
        return new Refusal(Phrase.of(key, namesAndValues));
    }

    /** Why, in no language yet. */
    public Phrase reason() {
        return reason;
    }

    /** Why, in {@code language}. */
    public String say(Language language) {
        return Words.of(language).say(reason);
    }
}
