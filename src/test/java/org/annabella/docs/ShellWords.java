package org.annabella.docs;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a command line into words as a POSIX shell would for a simple command: single quotes
 * keep everything literally, double quotes keep all but a backslash before {@code " \ $ `},
 * a backslash outside quotes escapes the next character, and a backslash before a line break
 * joins the lines. What only a shell can do (a pipe, a redirection, a background job, a
 * command substitution, a variable) is kept as an operator word, so the caller can tell that the
 * line cannot run as one program with its arguments.
 */
final class ShellWords {
    /** One word; {@code operator} when it is an unquoted shell operator or expansion. */
    record Word(String text, boolean operator) {
        static Word of(String text) {
            return new Word(text, false);
        }
    }

    private static final String OPERATORS = "|&;<>()";

    private ShellWords() {
    }

    static List<Word> split(String line) {
        List<Word> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        int i = 0;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n') {
                inWord = flush(words, word, inWord);
                i++;
            } else if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("unclosed single quote at character " + (i + 1) + " of: " + line);
                }
                word.append(line, i + 1, end);
                inWord = true;
                i = end + 1;
            } else if (c == '"') {
                i = doubleQuoted(line, i + 1, word);
                inWord = true;
            } else if (c == '\\') {
                if (i + 1 < line.length() && line.charAt(i + 1) != '\n') {
                    word.append(line.charAt(i + 1));
                    inWord = true;
                }
                i += 2;
            } else if (OPERATORS.indexOf(c) >= 0 || c == '$' || c == '`') {
                inWord = flush(words, word, inWord);
                int end = i + 1;
                while (end < line.length() && OPERATORS.indexOf(line.charAt(end)) >= 0) {
                    end++;
                }
                words.add(new Word(line.substring(i, end), true));
                i = end;
            } else {
                word.append(c);
                inWord = true;
                i++;
            }
        }
        flush(words, word, inWord);
        return words;
    }

    /** Reads a double-quoted part starting after its quote into {@code word}; returns the index after the closing quote. */
    private static int doubleQuoted(String line, int start, StringBuilder word) {
        int i = start;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == '"') {
                return i + 1;
            }
            if (c == '$' || c == '`') {
                throw new IllegalArgumentException("a shell expansion inside double quotes at character " + (i + 1) + " of: " + line);
            }
            if (c == '\\' && i + 1 < line.length() && "\"\\$`".indexOf(line.charAt(i + 1)) >= 0) {
                word.append(line.charAt(i + 1));
                i += 2;
            } else {
                word.append(c);
                i++;
            }
        }
        throw new IllegalArgumentException("unclosed double quote at character " + start + " of: " + line);
    }

    private static boolean flush(List<Word> words, StringBuilder word, boolean inWord) {
        if (inWord) {
            words.add(Word.of(word.toString()));
            word.setLength(0);
        }
        return false;
    }

    /** What {@code printf FORMAT} prints, for the escapes docs use ({@code \n \t \\}); a conversion needs a shell. */
    static String printf(String format) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < format.length()) {
            char c = format.charAt(i);
            if (c == '%') {
                throw new IllegalArgumentException("printf conversions are not supported: " + format);
            }
            if (c == '\\' && i + 1 < format.length()) {
                char e = format.charAt(i + 1);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case '\\' -> out.append('\\');
                    default -> throw new IllegalArgumentException("printf escape \\" + e + " is not supported: " + format);
                }
                i += 2;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }
}
