package org.annabella.cli;

import org.annabella.announce.Phrase;
import org.annabella.announce.PhrasedInputException;

/** A command-line value named for a person: the CLI prints the message as one line and exits 2. */
public class BadInputException extends PhrasedInputException {
    public BadInputException(String message) {
        super(message);
    }

    /** Refused with a phrase of voice/messages-LANG.phrases, said in the command's language. */
    public BadInputException(Phrase reason) {
        super(reason);
    }

    /** The English {@code message}, and the same as a phrase for the other languages. */
    public BadInputException(String message, Phrase reason) {
        super(message, reason);
    }

    /** The English {@code message} as it always was, and the phrase {@code cli.error.KEY} for other languages. */
    static BadInputException said(String message, String key, Object... namesAndValues) {
        return new BadInputException(message, Phrase.of("cli.error." + key, namesAndValues));
    }

    /**
     * A refusal wrapping {@code cause}: the English {@code message}; in other languages
     * {@code cli.error.option-why} ({option}: {why}) with the cause's phrase when it has one (the phrase
     * alone when {@code option} is null, as the message is the cause's own), else {@code fallback}.
     */
    static BadInputException wrapping(String message, RuntimeException cause, String option, Phrase fallback) {
        Phrase why = cause instanceof PhrasedInputException p ? p.reason()
                : cause instanceof org.annabella.announce.Refusal r ? r.reason() : null;
        return new BadInputException(message, why == null ? fallback
                : option == null ? why : Phrase.of("cli.error.option-why", "option", option, "why", why));
    }

    /** {@code new BadInputException(Phrase.of("cli.error." + key, namesAndValues))}. */
    static BadInputException of(String key, Object... namesAndValues) {
        return new BadInputException(Phrase.of("cli.error." + key, namesAndValues));
    }
}
