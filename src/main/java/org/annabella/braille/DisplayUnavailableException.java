package org.annabella.braille;

/** No braille display can be used; the message says why in one speakable line. */
public class DisplayUnavailableException extends Exception {
    public DisplayUnavailableException(String message) {
        super(message);
    }

    public DisplayUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
