package org.annabella.speech;

/** The engine cannot make itself heard; the message says why, for a person. */
public class SpeechUnavailableException extends RuntimeException {
    public SpeechUnavailableException(String message) {
        super(message);
    }

    public SpeechUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
