package org.annabella.announce;

import org.annabella.rules.InputException;

/**
 * Unreadable input whose reason is also a phrase, so the command line says it in the language the
 * person chose ({@code --lang es}); the message is the English words. Input refused with words
 * alone (a {@link String}) has no phrase and is said as written.
 */
public class PhrasedInputException extends InputException {
    private final transient Phrase reason;

    public PhrasedInputException(String message) {
        super(message);
        this.reason = null;
    }

    public PhrasedInputException(Phrase reason) {
        this(reason.toString(), reason);
    }

    /** The English {@code message} a reader gave, and the same said as a phrase for other languages. */
    public PhrasedInputException(String message, Phrase reason) {
        super(message);
        this.reason = reason;
    }

    /** Why, in no language yet; null when the input was refused in English words only. */
    public Phrase reason() {
        return reason;
    }
}
