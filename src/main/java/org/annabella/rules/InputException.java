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
    /** How many characters of an offending text a message shows before it says how long the rest is. */
    static final int QUOTE_LENGTH = 60;
    /** How many characters of a file's name a message shows. */
    static final int PATH_LENGTH = 200;

    public InputException(String message) {
        super(message);
    }

    public InputException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * A text a person gave, in double quotes, fit to stand in a one-line message: see
     * {@link #escape}. {@code null} is shown as {@code ""}.
     */
    public static String quote(String text) {
        return '"' + escape(text) + '"';
    }

    /**
     * A text a person gave, fit to stand in a one-line message: control, format and
     * line-separator characters (NUL, newline, tab, U+2028 ...), private-use and unassigned code
     * points and unpaired surrogates are written as {@code U+0000}, and a text longer than 60
     * characters is cut there, marked with an ellipsis. {@code null} is shown as nothing.
     */
    public static String escape(String text) {
        return escape(text, QUOTE_LENGTH);
    }

    /**
     * A file a person named (a path or its text), fit to stand in a one-line message: as {@link #escape(String)}, but
     * up to 200 characters, and a longer path loses its beginning, since its end names the file.
     */
    public static String path(Object file) {
        // Composed first: a name stored decomposed (macOS writes "e" and U+0301 for "é") is shown as typed.
        String named = String.valueOf(file);
        String s = TextFile.isAscii(named) ? named : java.text.Normalizer.normalize(named, java.text.Normalizer.Form.NFC);
        int length = s.codePointCount(0, s.length());
        return length <= PATH_LENGTH ? escape(s, PATH_LENGTH)
                : '\u2026' + escape(s.substring(s.offsetByCodePoints(0, length - PATH_LENGTH)), PATH_LENGTH);
    }

    /** As {@link #escape(String)}, cut after {@code maxLength} characters (a whole FEN needs 90). */
    public static String escape(String text, int maxLength) {
        String s = text == null ? "" : text;
        StringBuilder sb = new StringBuilder();
        int i = 0;
        for (int shown = 0; i < s.length() && shown < maxLength; shown++) {
            int cp = s.codePointAt(i);
            if (unsafe(cp)) {
                sb.append(shown(cp));
            } else {
                sb.appendCodePoint(cp);
            }
            i += Character.charCount(cp);
        }
        return i < s.length() ? sb.append('\u2026').toString() : sb.toString();
    }

    /** One character as a message shows it: itself, or {@code U+001B} when it is {@link #unsafe}. */
    public static String shown(int cp) {
        return unsafe(cp) ? String.format("U+%04X", cp) : new String(Character.toChars(cp));
    }

    /**
     * A character that must not reach a terminal or a one-line message raw: controls, and what a
     * person cannot see or tell apart from a plain space (a no-break space, a combining accent).
     */
    public static boolean unsafe(int cp) {
        int type = Character.getType(cp);
        return Character.isISOControl(cp) || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                || type == Character.SPACE_SEPARATOR && cp != ' '
                || type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK
                || type == Character.PARAGRAPH_SEPARATOR || type == Character.SURROGATE
                || type == Character.PRIVATE_USE || type == Character.UNASSIGNED;
    }
}
