package org.annabella.cli;

import org.annabella.rules.InputException;

/** A command-line value named for a person: the CLI prints the message as one line and exits 2. */
public class BadInputException extends InputException {
    public BadInputException(String message) {
        super(message);
    }
}
