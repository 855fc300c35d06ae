package org.annabella.announce;

import org.annabella.rules.InputException;

/** A phrasebook that cannot be used: the message names the file, the line and the fault. */
public final class PhrasebookException extends InputException {
    public PhrasebookException(String message) {
        super(message);
    }
}
