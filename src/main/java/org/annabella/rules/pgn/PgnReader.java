package org.annabella.rules.pgn;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.InvalidFenException;
import org.annabella.rules.MoveMarks;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Position;
import org.annabella.rules.TextFile;

/**
 * Reads PGN as files are really written: a UTF-8 byte order mark, CRLF, blank lines anywhere,
 * {@code %} escape lines, {@code ;} and brace comments, NAGs, nested variations, move numbers with
 * or without dots, lenient SAN and figurines. Games are read one at a time; a broken game throws a
 * {@link PgnException} naming game, line and move, and reading goes on after that game's end.
 *
 * <p>A hand-written scanner that moves forward on every step: no input makes it loop or recurse.
 * Bounds far beyond real files turn absurd input into a clear error instead of a crash.
 */
public final class PgnReader {
    /** Longest tag value, brace or {@code ;} comment, in characters. */
    public static final int MAX_TEXT = 64 * 1024;
    /** Longest tag name or movetext token (a move, a move number, a NAG, a result). */
    public static final int MAX_TOKEN = 255;
    /** Deepest nesting of variations. */
    public static final int MAX_DEPTH = 100;
    /** A NAG is a number from 0 to 255 (PGN standard 10). */
    public static final int MAX_NAG = 255;

    private final String text;
    private int pos;
    private int line = 1;
    private int gameNumber;
    /** Whether the game being read has passed its tags (after an error: where its end may be). */
    private boolean inMovetext;
    /** Whether the game being read has movetext other than comments. */
    private boolean hasContent;

    public PgnReader(String text) {
        this.text = text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** A reader of a PGN file; a file that cannot be read as UTF-8 text is an {@link InputException}. */
    public static PgnReader of(Path file) {
        return new PgnReader(TextFile.read(file, "PGN file"));
    }

    /** Every game of a text (none for an empty text); the first broken game stops the read with its error. */
    public static List<PgnGame> readAll(String text) {
        PgnReader reader = new PgnReader(text);
        List<PgnGame> games = new ArrayList<>();
        for (PgnGame g = reader.next(); g != null; g = reader.next()) {
            games.add(g);
        }
        return games;
    }

    public static List<PgnGame> readAll(Path file) {
        return readAll(TextFile.read(file, "PGN file"));
    }

    /** Number of the game last returned or refused (1-based). */
    public int gameNumber() {
        return gameNumber;
    }

    /**
     * The next game, or null at the end (a text of only spaces, comments or {@code %} lines has
     * none). After a {@link PgnException} the next call reads the game after the broken one.
     */
    public PgnGame next() {
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                return null;
            }
            int start = pos;
            int startLine = line;
            gameNumber++;
            inMovetext = false;
            hasContent = false;
            try {
                Map<String, String> tags = readTags();
                inMovetext = true;
                PgnGame game = readMovetext(tags, startLine);
                if (!tags.isEmpty() || hasContent) {
                    return game;
                }
                gameNumber--; // only comments: no game (they are kept only as a game's comments)
            } catch (PgnException e) {
                skipBrokenGame(start);
                throw e;
            }
        }
    }

    // ---- Tags ----------------------------------------------------------------------------

    private Map<String, String> readTags() {
        Map<String, String> tags = new LinkedHashMap<>();
        while (true) {
            skipSpace();
            if (pos >= text.length() || text.charAt(pos) != '[') {
                return tags;
            }
            readTag(tags);
        }
    }

    /** One {@code [Name "value"]} with {@code \"} and {@code \\} escapes, on one line. */
    private void readTag(Map<String, String> tags) {
        int i = pos + 1;
        i = skipBlanks(i);
        int nameStart = i;
        while (i < text.length() && isNameChar(text.charAt(i)) && i - nameStart <= MAX_TOKEN) {
            i++;
        }
        String name = text.substring(nameStart, i);
        if (name.length() > MAX_TOKEN) {
            throw error(line, null, "a tag name is longer than " + MAX_TOKEN + " characters");
        }
        int afterName = skipBlanks(i);
        if (name.isEmpty() || afterName == i || afterName >= text.length() || text.charAt(afterName) != '"') {
            throw badTag();
        }
        StringBuilder value = new StringBuilder();
        i = afterName + 1;
        while (true) {
            if (i >= text.length() || text.charAt(i) == '\n' || text.charAt(i) == '\r') {
                throw error(line, null, "the value of tag " + name + " is not closed with '\"' on its line");
            }
            char c = text.charAt(i);
            if (c == '"') {
                break;
            }
            if (c == '\\' && i + 1 < text.length() && (text.charAt(i + 1) == '"' || text.charAt(i + 1) == '\\')) {
                i++;
                c = text.charAt(i);
            }
            value.append(c);
            i++;
            if (value.length() > MAX_TEXT) {
                throw error(line, null, "the value of tag " + name + " is longer than " + MAX_TEXT + " characters");
            }
        }
        i = skipBlanks(i + 1);
        if (i >= text.length() || text.charAt(i) != ']') {
            throw badTag();
        }
        tags.put(name, value.toString());
        pos = i + 1;
    }

    private PgnException badTag() {
        int end = text.indexOf('\n', pos);
        String raw = text.substring(pos, end < 0 ? text.length() : end).strip();
        return error(line, null, "tag pair " + InputException.quote(raw) + " is not of the form [Name \"value\"]");
    }

    private static boolean isNameChar(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_';
    }

    /** Past spaces and tabs (not line ends) from {@code i}. */
    private int skipBlanks(int i) {
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    // ---- Movetext ------------------------------------------------------------------------

    private PgnGame readMovetext(Map<String, String> tags, int startLine) {
        Game game = startGame(tags, startLine);
        PgnGame pgn = new PgnGame(tags, game);
        StringBuilder pendingComment = new StringBuilder();
        Double[] pendingClock = {null};
        // The move last played, for errors about what follows it; its label is only made for an error.
        String lastMove = null;
        int lastPly = 0;
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                finishComment(pgn, pendingComment, pendingClock);
                return pgn; // a last game without a result marker
            }
            char c = text.charAt(pos);
            int tokenLine = line;
            if (c == '[' && atLineStart()) {
                finishComment(pgn, pendingComment, pendingClock);
                return pgn; // the next game's tags: this one had no result marker
            }
            hasContent |= c != '{' && c != ';';
            if (c == '{') {
                String body = readBraceComment();
                ClockComment clock;
                try {
                    clock = ClockComment.of(body);
                } catch (InputException e) {
                    throw error(tokenLine, moveLabel(game, lastPly, lastMove), e.getMessage());
                }
                pendingComment.append(' ').append(clock.rest());
                if (clock.seconds() != null) {
                    pendingClock[0] = clock.seconds();
                }
            } else if (c == ';') {
                int begin = pos + 1;
                skipLine();
                checkLength(pos - begin, tokenLine, "a ';' comment");
                pendingComment.append(' ').append(text, begin, pos);
            } else if (c == '(') {
                String variation = readVariation();
                if (game.ply() > 0) {
                    pgn.at(game.ply() - 1).variations().add(variation);
                }
            } else if (c == ')') {
                throw error(tokenLine, moveLabel(game, lastPly, lastMove), "a ')' closes a variation that was never opened");
            } else if (c == '$') {
                int nag = nag(readToken(), tokenLine, game, lastPly, lastMove);
                if (game.ply() > 0) {
                    pgn.at(game.ply() - 1).nags().add(nag);
                }
            } else {
                String token = readToken();
                if (PgnGame.RESULTS.contains(token)) {
                    finishComment(pgn, pendingComment, pendingClock);
                    pgn.setResult(token);
                    return pgn;
                }
                String move = withoutMoveNumber(token);
                if (move.isEmpty()) {
                    continue; // a move number alone
                }
                finishComment(pgn, pendingComment, pendingClock);
                // only a text with a sign can claim something false: copy the position for those alone
                Position before = hasSigns(move) ? game.position().copy() : null;
                int played;
                try {
                    played = game.play(move);
                } catch (MoveParseException e) {
                    throw error(tokenLine, moveLabel(game, game.ply(), move), e.getMessage());
                }
                if (before != null) {
                    for (String claim : MoveMarks.falseClaims(before, played, move)) {
                        pgn.addNote(PgnException.where(gameNumber, tokenLine, moveLabel(game, game.ply() - 1, move))
                                + ": note: " + claim);
                    }
                }
                lastMove = move;
                lastPly = game.ply() - 1;
                pgn.at(game.ply() - 1);
            }
        }
    }

    private PgnException nagError(String token, int atLine, Game game, int lastPly, String lastMove) {
        return error(atLine, moveLabel(game, lastPly, lastMove), "the NAG " + InputException.quote(token)
                + (lastMove == null ? " before the first move" : " after it") + " is not $ with a number from 0 to " + MAX_NAG);
    }

    /** {@code $n} with n from 0 to 255; anything else is refused naming the move it follows. */
    private int nag(String token, int atLine, Game game, int lastPly, String lastMove) {
        String digits = token.substring(1);
        if (digits.isEmpty() || digits.length() > 3 || !digits.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            throw nagError(token, atLine, game, lastPly, lastMove);
        }
        int n = Integer.parseInt(digits); // at most three digits: cannot overflow
        if (n > MAX_NAG) {
            throw nagError(token, atLine, game, lastPly, lastMove);
        }
        return n;
    }

    private static boolean hasSigns(String move) {
        for (int i = 0; i < move.length(); i++) {
            char c = move.charAt(i);
            if (c == 'x' || c == ':' || c == '+' || c == '#') {
                return true;
            }
        }
        return false;
    }

    /** "12", "12.", "12...", "12.Nf3", "12...Nf3" and "12Nf3" written as one token: the move part. */
    private static String withoutMoveNumber(String token) {
        int i = 0;
        while (i < token.length() && token.charAt(i) >= '0' && token.charAt(i) <= '9') {
            i++;
        }
        while (i > 0 && i < token.length() && token.charAt(i) == '.') {
            i++;
        }
        return token.substring(i);
    }

    private Game startGame(Map<String, String> tags, int startLine) {
        String fen = tags.get("FEN");
        if (fen == null) {
            return Game.fromStart();
        }
        String variant = tags.getOrDefault("Variant", "").toLowerCase();
        boolean chess960 = variant.contains("960") || variant.contains("fischer");
        try {
            return Game.fromPosition(Position.fromFen(fen, chess960));
        } catch (InvalidFenException e) {
            throw error(startLine, null, "FEN tag: " + e.getMessage());
        }
    }

    /** "12. Nf3" or "12... Nf3" for the move written {@code move} at {@code ply} (0-based); null for no move. */
    private static String moveLabel(Game game, int ply, String move) {
        if (move == null) {
            return null;
        }
        return game.moveNumberAt(ply) + (game.sideToMoveAt(ply) == Color.WHITE ? ". " : "... ") + InputException.escape(move);
    }

    /** Attaches the comment and clock read since the last move to that move, or to the game before any move. */
    private static void finishComment(PgnGame pgn, StringBuilder pending, Double[] clock) {
        String comment = pending.toString().strip();
        pending.setLength(0);
        Game game = pgn.game();
        if (game.ply() == 0) {
            if (!comment.isEmpty()) {
                pgn.setPreamble((pgn.preamble() + " " + comment.replaceAll("\\s+", " ")).trim());
            }
        } else {
            PgnGame.Annotations a = pgn.at(game.ply() - 1);
            if (!comment.isEmpty()) {
                a.setComment((a.comment() + " " + comment.replaceAll("\\s+", " ")).trim());
            }
            if (clock[0] != null) {
                a.setClockSeconds(clock[0]);
            }
        }
        clock[0] = null;
    }

    private String readBraceComment() {
        int startLine = line;
        int end = text.indexOf('}', pos);
        if (end < 0) {
            throw error(startLine, null, "a comment opened with '{' is never closed");
        }
        checkLength(end - pos - 1, startLine, "a comment");
        String body = text.substring(pos + 1, end);
        advanceTo(end + 1);
        return body;
    }

    private void checkLength(int length, int atLine, String what) {
        if (length > MAX_TEXT) {
            throw error(atLine, null, what + " is longer than " + MAX_TEXT + " characters");
        }
    }

    /**
     * A variation with those nested in it, as its text without the outer parentheses; comments
     * inside may hold parentheses. Scanned ahead first, so that a broken one leaves the reader at
     * its '(' for the skip to the game's end; the scan stops at the game's result or the next
     * tag section, so that unclosed variations cost the length of their game, not of the file.
     */
    private String readVariation() {
        int startLine = line;
        int depth = 0;
        int i = pos;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '{') {
                int end = text.indexOf('}', i);
                if (end < 0) {
                    throw error(startLine, null, "a comment opened with '{' in a variation is never closed");
                }
                i = end + 1;
                continue;
            }
            if (c == ';') {
                int end = text.indexOf('\n', i);
                i = end < 0 ? text.length() : end;
                continue;
            }
            if (c == '[' && atLineStart(i) || endsGame(i)) {
                break; // the next game, or this one's result: the variation was never closed
            }
            if (c == '(') {
                depth++;
                if (depth > MAX_DEPTH) {
                    throw error(startLine, null, "variations are nested more than " + MAX_DEPTH + " deep");
                }
            } else if (c == ')') {
                depth--;
                if (depth == 0) {
                    String body = text.substring(pos + 1, i);
                    advanceTo(i + 1);
                    return body.trim();
                }
            }
            i++;
        }
        throw error(startLine, null, "a variation opened with '(' is never closed");
    }

    /** Whether a result marker stands alone at {@code i}. */
    private boolean endsGame(int i) {
        if (i > 0 && !Character.isWhitespace(text.charAt(i - 1)) && text.charAt(i - 1) != ')') {
            return false;
        }
        for (String result : PgnGame.RESULTS) {
            int end = i + result.length();
            if (text.startsWith(result, i) && (end == text.length() || Character.isWhitespace(text.charAt(end)))) {
                return true;
            }
        }
        return false;
    }

    /** A run of characters up to a space or a delimiter; at least one character is taken. */
    private String readToken() {
        int begin = pos;
        pos++;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (Character.isWhitespace(c) || c == '{' || c == '(' || c == ')' || c == ';' || c == '$') {
                break;
            }
            pos++;
        }
        if (pos - begin > MAX_TOKEN) {
            throw error(line, null, "a word of the movetext is longer than " + MAX_TOKEN + " characters: "
                    + InputException.quote(text.substring(begin, pos)));
        }
        return text.substring(begin, pos);
    }

    private boolean atLineStart() {
        return atLineStart(pos);
    }

    /** Whether only spaces stand between the line's start and {@code at}. */
    private boolean atLineStart(int at) {
        for (int i = at - 1; i >= 0; i--) {
            char c = text.charAt(i);
            if (c == '\n') {
                return true;
            }
            if (!Character.isWhitespace(c)) {
                return false;
            }
        }
        return true;
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '\n') {
                line++;
                pos++;
            } else if (Character.isWhitespace(c)) {
                pos++;
            } else if (c == '%' && atLineStart()) {
                skipLine(); // % escape lines (PGN 6) are ignored wherever a line starts with them
            } else {
                return;
            }
        }
    }

    /** To the end of the line (its '\n' is left for the line count). */
    private void skipLine() {
        int end = text.indexOf('\n', pos);
        pos = end < 0 ? text.length() : end;
    }

    private void advanceTo(int newPos) {
        for (int i = pos; i < newPos; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        pos = newPos;
    }

    /**
     * After a broken game: on to its end, which is the next tag section that follows its movetext,
     * or just after its result marker, or the end of the text. Broken tag lines before any movetext
     * belong to the same game, so a text of nothing but broken tags is one error, not one per line.
     * At least one character is always consumed, so the next call cannot meet the same fault.
     */
    private void skipBrokenGame(int start) {
        boolean movetext = inMovetext;
        if (pos <= start) {
            pos = start;
        }
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                return;
            }
            char c = text.charAt(pos);
            if (c == '[' && atLineStart()) {
                if (movetext && pos > start) {
                    return;
                }
                skipLine();
            } else if (c == '{') {
                int end = text.indexOf('}', pos);
                advanceTo(end < 0 ? text.length() : end + 1);
                movetext = true;
            } else if (c == ';') {
                skipLine();
            } else {
                movetext = true;
                int begin = pos;
                while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))) {
                    pos++;
                }
                if (PgnGame.RESULTS.contains(text.substring(begin, pos))) {
                    return;
                }
            }
        }
    }

    private PgnException error(int atLine, String move, String message) {
        return new PgnException(gameNumber, atLine, move, message);
    }
}
