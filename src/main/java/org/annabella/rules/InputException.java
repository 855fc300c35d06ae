package org.annabella.rules;

/**
 * Input a person gave that cannot be read or accepted: a FEN, a move, a PGN file, a braille
 * line, a journal, serial bytes, a command-line value. The message names what and where in a
 * person's words, on one line; the CLI prints it and exits 2. Every reader's own refusal type
 * extends this one, so that the input errors are one family and a programming error (a plain
 * {@link IllegalArgumentException}, {@link IllegalStateException} or any other) never passes for
 * one. It lives in the rules core because every other package may depend on that.
 */
public class InputException extends IllegalArgumentException {
    public InputException(String message) {
        super(message);
    }

    public InputException(String message, Throwable cause) {
        super(message, cause);
    }
}
