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

    /** {@code new BadInputException(Phrase.of("cli.error." + key, namesAndValues))}. */
    static BadInputException of(String key, Object... namesAndValues) {
        return new BadInputException(Phrase.of("cli.error." + key, namesAndValues));
    }
}
