package org.annabella.speech;

import org.annabella.rules.InputException;

/**
 * Hearing cannot start: the recogniser or its model is not installed, or no microphone is there.
 * A refusal of what the person asked for, said in one line; the command line exits with 2.
 */
public class HearingUnavailableException extends InputException {
    public HearingUnavailableException(String message) {
        super(message);
    }
}
