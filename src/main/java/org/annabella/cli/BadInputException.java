package org.annabella.cli;

/** Bad input named for a person: the CLI prints the message as one line and exits 2. */
public class BadInputException extends RuntimeException {
    public BadInputException(String message) {
        super(message);
    }
}
