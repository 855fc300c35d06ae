package org.annabella.announce;

/** A phrasebook that cannot be used: the message names the file, the line and the fault. */
public final class PhrasebookException extends IllegalArgumentException {
    public PhrasebookException(String message) {
        super(message);
    }
}
