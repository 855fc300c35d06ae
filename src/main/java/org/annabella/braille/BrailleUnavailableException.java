package org.annabella.braille;

import org.annabella.rules.InputException;

/** Braille in a language this machine cannot write: the message names the package that would make it possible. */
public class BrailleUnavailableException extends InputException {
    public BrailleUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
