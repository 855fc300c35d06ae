package org.annabella.rules.pgn;

import java.io.Closeable;
import org.annabella.rules.InputException;

/**
 * Cuts a PGN text into games ({@link GameText}) in one pass, without playing a move: tags,
 * {@code %} escape lines, {@code ;} and brace comments, NAGs, nested variations, move numbers, the
 * result. Where a game ends is decided here alone, from the text: at its result marker, at the next
 * tag section after its movetext, or at the end of the file. A game whose text is broken ends the
 * same way, found by skipping words; an illegal move does not move the end of its game.
 *
 * <p>It reads forward one character at a time and keeps only the game being cut, so a file of any
 * size is read in the memory of its largest game. Bounds far beyond real files turn absurd input
 * into a clear fault instead of a crash.
 */
final class PgnScanner implements Closeable {
    /** The most characters a game keeps (its tags, moves, comments and variations): far beyond any real game. */
    static final int MAX_GAME = 4 << 20;
    /** What each part of a game costs of {@link #MAX_GAME} besides its text (its place in the lists). */
    private static final int PART_COST = 16;
    /** How much of a broken tag's line is kept for its refusal, which shows the first 60 characters. */
    private static final int RAW_KEPT = 240;

    private final PgnSource in;
    private final char[] token = new char[PgnReader.MAX_TOKEN + 1];
    /**
     * Move texts already made, by their hash: a file repeats a few thousand (Nf3, exd5, O-O) over
     * and over, and each made anew was most of the garbage of reading it (docs/performance.md).
     */
    private final String[] moveTexts = new String[4096];
    /** A tag's text as written, its name and its value, read into the same builders tag after tag. */
    private final StringBuilder tagRaw = new StringBuilder(), tagName = new StringBuilder(), tagValue = new StringBuilder();
    private int games;
    private GameText game;
    private long gameStart;
    private long budget;
    /** Whether the game being cut has movetext other than comments. */
    private boolean hasContent;

    PgnScanner(PgnSource in) {
        this.in = in;
    }

    /** The next game's text, or null at the end (a text of only spaces, comments or {@code %} lines has none). */
    GameText next() {
        while (true) {
            skipSpace();
            if (in.peek() < 0) {
                in.close();
                return null;
            }
            game = new GameText(games + 1, in.line());
            gameStart = in.consumed();
            budget = MAX_GAME;
            hasContent = false;
            boolean movetext = false;
            try {
                readTags();
                movetext = true;
                readMovetext();
            } catch (Fault f) {
                game.add(f.afterMove ? GameText.FAULT_AFTER_MOVE : GameText.FAULT, f.line, f.getMessage());
                game.tagFault = !movetext;
                if (!movetext && f.atLineStart) {
                    skipLine(); // the broken tag's line; tag lines after it belong to the same game
                }
                skipBrokenGame(movetext || !f.atLineStart);
                games++;
                return game;
            }
            if (!game.tags.isEmpty() || hasContent) {
                games++;
                return game;
            }
            // only comments: no game (they are kept only as a game's comments)
        }
    }

    @Override
    public void close() {
        in.close();
    }

    /** A fault of the text: the game gets it as a part and is skipped to its end. */
    private static final class Fault extends RuntimeException {
        final int line;
        final boolean afterMove;
        /** For a fault in a tag: whether its '[' began a line (skipped as one) or not (skipped by words). */
        boolean atLineStart = true;

        Fault(int line, boolean afterMove, String message) {
            super(message, null, false, false);
            this.line = line;
            this.afterMove = afterMove;
        }
    }

    private static Fault fault(int line, String message) {
        return new Fault(line, false, message);
    }

    private void add(byte kind, int line, String text) {
        spend(text.length(), line);
        game.add(kind, line, text);
    }

    private void spend(int chars, int line) {
        budget -= chars + PART_COST;
        if (budget < 0) {
            throw fault(line, "the game is longer than " + MAX_GAME + " characters (its tags, moves, comments"
                    + " and variations); a file may hold any number of games, but each within that");
        }
    }

    // ---- Tags ----------------------------------------------------------------------------

    private void readTags() {
        while (true) {
            skipSpace();
            if (in.peek() != '[') {
                return;
            }
            boolean lineStart = in.atLineStart();
            try {
                readTag();
            } catch (Fault f) {
                f.atLineStart = lineStart;
                throw f;
            }
        }
    }

    /** One {@code [Name "value"]} with {@code \"} and {@code \\} escapes, on one line. */
    private void readTag() {
        int line = in.line();
        int at = skipBlanks(1); // looked at ahead, from the '[': taken once the name is sound
        int nameStart = at;
        while (isNameChar(in.peek(at)) && at - nameStart <= PgnReader.MAX_TOKEN) {
            at++;
        }
        if (at - nameStart > PgnReader.MAX_TOKEN) {
            throw fault(line, "a tag name is longer than " + PgnReader.MAX_TOKEN + " characters");
        }
        int nameEnd = at;
        at = skipBlanks(at);
        StringBuilder raw = cleared(tagRaw); // the tag as written, for the refusal of a broken one
        if (nameEnd == nameStart || at == nameEnd || in.peek(at) != '"') {
            throw badTag(line, raw);
        }
        StringBuilder name = cleared(tagName);
        for (int i = 0; i <= at; i++) {
            char c = takeInto(raw);
            if (i >= nameStart && i < nameEnd) {
                name.append(c);
            }
        }
        StringBuilder value = cleared(tagValue);
        while (true) {
            int c = in.peek();
            if (c < 0 || c == '\n' || c == '\r') {
                throw fault(line, "the value of tag " + name + " is not closed with '\"' on its line");
            }
            takeInto(raw);
            if (c == '"') {
                break;
            }
            if (c == '\\' && (in.peek() == '"' || in.peek() == '\\')) {
                c = takeInto(raw);
            }
            value.append((char) c);
            if (value.length() > PgnReader.MAX_TEXT) {
                throw fault(line, "the value of tag " + name + " is longer than " + PgnReader.MAX_TEXT + " characters");
            }
        }
        int end = skipBlanks(0);
        if (in.peek(end) != ']') {
            throw badTag(line, raw);
        }
        for (int i = 0; i <= end; i++) {
            in.take();
        }
        spend(name.length() + value.length(), line);
        game.tags.put(name.toString(), value.toString());
    }

    private static StringBuilder cleared(StringBuilder builder) {
        builder.setLength(0);
        return builder;
    }

    /** Takes a character of a tag, keeping the first ones as written. */
    private char takeInto(StringBuilder raw) {
        char c = in.take();
        if (raw.length() < RAW_KEPT) {
            raw.append(c);
        }
        return c;
    }

    /** The tag's line as written, what was taken of it and the rest, in the refusal. */
    private Fault badTag(int line, StringBuilder raw) {
        for (int i = 0; raw.length() < RAW_KEPT; i++) {
            int c = in.peek(i);
            if (c < 0 || c == '\n') {
                break;
            }
            raw.append((char) c);
        }
        return fault(line, "tag pair " + InputException.quote(raw.toString().strip()) + " is not of the form [Name \"value\"]");
    }

    private static boolean isNameChar(int c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_';
    }

    /** Past spaces and tabs (not line ends) from {@code ahead} characters on, without taking them. */
    private int skipBlanks(int ahead) {
        int c;
        while ((c = in.peek(ahead)) == ' ' || c == '\t') {
            ahead++;
        }
        return ahead;
    }

    // ---- Movetext ------------------------------------------------------------------------

    private void readMovetext() {
        while (true) {
            skipSpace();
            int c = in.peek();
            if (c < 0) {
                return; // a last game without a result marker
            }
            int line = in.line();
            if (c == '[' && in.atLineStart()) {
                return; // the next game's tags: this one had no result marker
            }
            hasContent |= c != '{' && c != ';';
            if (c == '{') {
                add(GameText.COMMENT, line, readBraceComment());
            } else if (c == ';') {
                in.take();
                add(GameText.LINE_COMMENT, line, restOfLine(line, "a ';' comment"));
            } else if (c == '(') {
                add(GameText.VARIATION, line, readVariation());
            } else if (c == ')') {
                throw new Fault(line, true, "a ')' closes a variation that was never opened");
            } else if (c == '$') {
                add(GameText.NAG, line, new String(token, 0, readToken()));
            } else {
                // Read in place: a result or a move number alone (half the words) makes no string.
                int length = readToken();
                String result = result(length);
                if (result != null) {
                    add(GameText.RESULT, line, result);
                    return;
                }
                int move = moveNumberLength(length);
                if (move < length) { // else a move number alone
                    add(GameText.MOVE, line, moveText(move, length));
                }
            }
        }
    }

    /** The characters of {@link #token} from {@code from} to {@code to} as a string, the one made before for the same text if it is kept. */
    private String moveText(int from, int to) {
        int hash = 0;
        for (int i = from; i < to; i++) {
            hash = 31 * hash + token[i];
        }
        int slot = (hash ^ hash >>> 12) & (moveTexts.length - 1);
        String made = moveTexts[slot];
        if (made != null && tokenIs(made, from, to)) {
            return made;
        }
        made = new String(token, from, to - from);
        moveTexts[slot] = made;
        return made;
    }

    /** The result marker the word just read is, or null (by index: an iterator a word is garbage the client compiler keeps). */
    private String result(int length) {
        for (int r = 0; r < PgnGame.RESULTS.size(); r++) {
            String result = PgnGame.RESULTS.get(r);
            if (tokenIs(result, 0, length)) {
                return result;
            }
        }
        return null;
    }

    /** Whether the characters of {@link #token} from {@code from} to {@code to} are {@code text}'s. */
    private boolean tokenIs(String text, int from, int to) {
        if (text.length() != to - from) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) != token[from + i]) {
                return false;
            }
        }
        return true;
    }

    /** "12", "12.", "12...", "12.Nf3", "12...Nf3" and "12Nf3" written as one word: where its move part starts. */
    private int moveNumberLength(int length) {
        int i = 0;
        while (i < length && token[i] >= '0' && token[i] <= '9') {
            i++;
        }
        while (i > 0 && i < length && token[i] == '.') {
            i++;
        }
        return i;
    }

    private String readBraceComment() {
        int line = in.line();
        in.take();
        StringBuilder body = new StringBuilder();
        while (true) {
            int c = in.peek();
            if (c < 0) {
                throw fault(line, "a comment opened with '{' is never closed");
            }
            in.take();
            if (c == '}') {
                break;
            }
            if (body.length() <= PgnReader.MAX_TEXT) {
                body.append((char) c);
            }
        }
        if (body.length() > PgnReader.MAX_TEXT) {
            throw fault(line, "a comment is longer than " + PgnReader.MAX_TEXT + " characters");
        }
        return body.toString();
    }

    /** The rest of the line (its '\n' is left for the line count), at most {@link PgnReader#MAX_TEXT} characters. */
    private String restOfLine(int line, String what) {
        StringBuilder text = new StringBuilder();
        for (int c = in.peek(); c >= 0 && c != '\n'; c = in.peek()) {
            in.take();
            if (text.length() <= PgnReader.MAX_TEXT) {
                text.append((char) c);
            }
        }
        if (text.length() > PgnReader.MAX_TEXT) {
            throw fault(line, what + " is longer than " + PgnReader.MAX_TEXT + " characters");
        }
        return text.toString();
    }

    /**
     * A variation with those nested in it, as its text without the outer parentheses; comments
     * inside may hold parentheses. A variation that meets the game's result or the next tag section
     * before it closes was never closed: the reading stops there, so that it costs the length of its
     * game, not of the file.
     */
    private String readVariation() {
        int line = in.line();
        in.take();
        StringBuilder body = new StringBuilder();
        int depth = 1;
        int prev = '(';
        while (true) {
            int c = in.peek();
            if (c < 0 || c == '[' && in.atLineStart() || endsGame(c, prev)) {
                throw fault(line, "a variation opened with '(' is never closed");
            }
            in.take();
            if (c == '{') {
                body.append('{');
                do {
                    c = in.peek();
                    if (c < 0) {
                        throw fault(line, "a comment opened with '{' in a variation is never closed");
                    }
                    body.append(in.take());
                } while (c != '}');
            } else if (c == ';') {
                body.append(';');
                for (c = in.peek(); c >= 0 && c != '\n'; c = in.peek()) {
                    body.append(in.take());
                }
            } else if (c == '(') {
                if (++depth > PgnReader.MAX_DEPTH) {
                    throw fault(line, "variations are nested more than " + PgnReader.MAX_DEPTH + " deep");
                }
                body.append('(');
            } else if (c == ')') {
                if (--depth == 0) {
                    return body.toString().trim();
                }
                body.append(')');
            } else {
                body.append((char) c);
            }
            prev = c;
            if (body.length() > budget) {
                spend(body.length(), line);
            }
        }
    }

    /** Whether a result marker stands alone at the next character, {@code prev} being the one before. */
    private boolean endsGame(int c, int prev) {
        if (c != '1' && c != '0' && c != '*' || !PgnSource.isWhitespace(prev) && prev != ')') {
            return false;
        }
        for (String result : PgnGame.RESULTS) {
            if (startsWith(result)) {
                int after = in.peek(result.length());
                if (after < 0 || PgnSource.isWhitespace(after)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean startsWith(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (in.peek(i) != s.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** A run of characters up to a space or a delimiter, into {@link #token}; its length (at least 1). */
    private int readToken() {
        int length = 0;
        token[length++] = in.take();
        for (int c = in.peek(); c >= 0 && !isDelimiter(c); c = in.peek()) {
            in.take();
            if (length < token.length) {
                token[length] = (char) c;
            }
            length++;
        }
        if (length > PgnReader.MAX_TOKEN) {
            throw fault(in.line(), "a word of the movetext is longer than " + PgnReader.MAX_TOKEN + " characters: "
                    + InputException.quote(new String(token, 0, token.length)));
        }
        return length;
    }

    private static boolean isDelimiter(int c) {
        return c == '{' || c == '(' || c == ')' || c == ';' || c == '$' || PgnSource.isWhitespace(c);
    }

    private void skipSpace() {
        for (int c = in.peek(); c >= 0; c = in.peek()) {
            if (PgnSource.isWhitespace(c)) {
                in.take();
            } else if (c == '%' && in.atLineStart()) {
                skipLine(); // % escape lines (PGN 6) are ignored wherever a line starts with them
            } else {
                return;
            }
        }
    }

    /** To the end of the line (its '\n' is left for the line count). */
    private void skipLine() {
        for (int c = in.peek(); c >= 0 && c != '\n'; c = in.peek()) {
            in.take();
        }
    }

    /**
     * After a fault: on to the game's end, which is the next tag section that follows its movetext,
     * or just after a result marker, or the end of the text. Broken tag lines before any movetext
     * belong to the same game, so a text of nothing but broken tags is one fault, not one per line.
     */
    private void skipBrokenGame(boolean movetext) {
        char[] word = new char[8];
        while (true) {
            skipSpace();
            int c = in.peek();
            if (c < 0) {
                return;
            }
            if (c == '[' && in.atLineStart()) {
                if (movetext && in.consumed() > gameStart) {
                    return;
                }
                skipLine();
            } else if (c == '{') {
                for (c = in.peek(); c >= 0 && in.take() != '}'; c = in.peek()) {
                    // to the comment's end
                }
                movetext = true;
            } else if (c == ';') {
                skipLine();
            } else {
                movetext = true;
                int length = 0;
                for (c = in.peek(); c >= 0 && !PgnSource.isWhitespace(c); c = in.peek()) {
                    if (length < word.length) {
                        word[length] = (char) c;
                    }
                    length++;
                    in.take();
                }
                if (length <= word.length && PgnGame.RESULTS.contains(new String(word, 0, length))) {
                    return;
                }
            }
        }
    }
}
