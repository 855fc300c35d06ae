package org.annabella.rules.pgn;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.InvalidFenException;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Position;
import org.annabella.rules.TextFile;

/**
 * Reads PGN as files are really written: a UTF-8 byte order mark, CRLF, blank lines anywhere,
 * {@code %} escape lines, {@code ;} and brace comments, NAGs, nested variations, move numbers with
 * or without dots, lenient SAN. Games are read one at a time; a broken game throws a
 * {@link PgnException} naming game, line and move, and reading goes on with the next game.
 */
public final class PgnReader {
    private static final Pattern CLOCK = Pattern.compile("\\[%clk\\s+(\\d+):(\\d{1,2}):(\\d{1,2}(?:\\.\\d+)?)\\]");
    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\d+\\.*");
    private static final Pattern TAG = Pattern.compile("^\\[\\s*([A-Za-z0-9_]+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*\\]");
    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

    private final String text;
    private int pos;
    private int line = 1;
    private int gameNumber;

    public PgnReader(String text) {
        this.text = text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** A reader of a PGN file; a file that cannot be read as UTF-8 text is an {@link InputException}. */
    public static PgnReader of(Path file) {
        return new PgnReader(TextFile.read(file, "PGN file"));
    }

    /** Every game of a text; the first broken game stops the read with its error. */
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

    /** The next game, or null at the end. After a {@link PgnException} the next call reads the next game. */
    public PgnGame next() {
        skipSpace();
        if (pos >= text.length()) {
            return null;
        }
        gameNumber++;
        int startLine = line;
        try {
            Map<String, String> tags = readTags();
            return readMovetext(tags, startLine);
        } catch (PgnException e) {
            skipToNextGame();
            throw e;
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
            int tagLine = line;
            int end = text.indexOf('\n', pos);
            String raw = text.substring(pos, end < 0 ? text.length() : end).trim();
            Matcher m = TAG.matcher(raw);
            if (!m.find()) {
                throw error(tagLine, null, "tag pair " + raw + " is not of the form [Name \"value\"]");
            }
            tags.put(m.group(1), m.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
            pos += m.end(); // raw starts at pos: the tag's '['
        }
    }

    // ---- Movetext ------------------------------------------------------------------------

    private PgnGame readMovetext(Map<String, String> tags, int startLine) {
        Game game = startGame(tags, startLine);
        PgnGame pgn = new PgnGame(tags, game);
        StringBuilder pendingComment = new StringBuilder();
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                finishComment(pgn, pendingComment);
                return pgn; // a last game without a result marker
            }
            char c = text.charAt(pos);
            int tokenLine = line;
            if (c == '[' && atLineStart()) {
                finishComment(pgn, pendingComment);
                return pgn; // the next game's tags: this one had no result marker
            }
            if (c == '{') {
                pendingComment.append(' ').append(readBraceComment());
            } else if (c == ';') {
                int end = text.indexOf('\n', pos);
                pendingComment.append(' ').append(text, pos + 1, end < 0 ? text.length() : end);
                pos = end < 0 ? text.length() : end;
            } else if (c == '(') {
                String variation = readVariation(tokenLine);
                if (game.ply() > 0) {
                    pgn.at(game.ply() - 1).variations().add(variation);
                }
            } else if (c == ')') {
                throw error(tokenLine, null, "a ')' closes a variation that was never opened");
            } else if (c == '$') {
                String nag = readToken();
                if (game.ply() > 0 && nag.length() > 1 && nag.substring(1).chars().allMatch(Character::isDigit)) {
                    pgn.at(game.ply() - 1).nags().add(Integer.parseInt(nag.substring(1)));
                }
            } else {
                String token = readToken();
                if (RESULTS.contains(token)) {
                    finishComment(pgn, pendingComment);
                    pgn.setResult(token);
                    return pgn;
                }
                String move = MOVE_NUMBER.matcher(token).replaceFirst("");
                if (move.isEmpty()) {
                    continue; // a move number alone
                }
                finishComment(pgn, pendingComment);
                try {
                    game.play(move);
                } catch (MoveParseException e) {
                    throw error(tokenLine, moveLabel(game, move), e.getMessage());
                }
                pgn.at(game.ply() - 1);
            }
        }
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

    private static String moveLabel(Game game, String move) {
        Position p = game.position();
        return p.fullmoveNumber() + (p.sideToMove() == org.annabella.rules.Color.WHITE ? ". " : "... ") + move;
    }

    /** Attaches the comment read since the last move to that move, or to the game before any move. */
    private static void finishComment(PgnGame pgn, StringBuilder pending) {
        if (pending.length() == 0) {
            return;
        }
        String comment = pending.toString();
        pending.setLength(0);
        Double clock = null;
        Matcher m = CLOCK.matcher(comment);
        if (m.find()) {
            clock = Integer.parseInt(m.group(1)) * 3600 + Integer.parseInt(m.group(2)) * 60
                    + Double.parseDouble(m.group(3));
            comment = m.replaceAll("");
        }
        comment = comment.replaceAll("\\s+", " ").trim();
        Game game = pgn.game();
        if (game.ply() == 0) {
            pgn.setPreamble((pgn.preamble() + " " + comment).trim());
        } else {
            PgnGame.Annotations a = pgn.at(game.ply() - 1);
            a.setComment((a.comment() + " " + comment).trim());
            if (clock != null) {
                a.setClockSeconds(clock);
            }
        }
    }

    private String readBraceComment() {
        int startLine = line;
        int end = text.indexOf('}', pos);
        if (end < 0) {
            throw error(startLine, null, "a comment opened with '{' is never closed");
        }
        String body = text.substring(pos + 1, end);
        advanceTo(end + 1);
        return body;
    }

    private String readVariation(int startLine) {
        int depth = 0;
        int begin = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '{') {
                readBraceComment();
                continue;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
                if (depth == 0) {
                    String body = text.substring(begin + 1, pos);
                    advanceTo(pos + 1);
                    return body.trim();
                }
            } else if (c == '\n') {
                line++;
            }
            pos++;
        }
        throw error(startLine, null, "a variation opened with '(' is never closed");
    }

    private String readToken() {
        int begin = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (Character.isWhitespace(c) || c == '{' || c == '(' || c == ')' || c == ';' || (c == '$' && pos > begin)) {
                break;
            }
            pos++;
        }
        // "12.Nf3" and "12...Nf3" are one token; "1.e4" too.
        return text.substring(begin, pos);
    }

    private boolean atLineStart() {
        for (int i = pos - 1; i >= 0; i--) {
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
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            if (text.charAt(pos) == '\n') {
                line++;
            }
            pos++;
        }
        // % escape lines (PGN 6) are ignored wherever a line starts with them
        if (pos < text.length() && text.charAt(pos) == '%' && atLineStart()) {
            int end = text.indexOf('\n', pos);
            pos = end < 0 ? text.length() : end;
            skipSpace();
        }
    }

    private void advanceTo(int newPos) {
        for (int i = pos; i < newPos; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        pos = newPos;
    }

    /** After a broken game: skip to just after its result marker, or to the next tag section. */
    private void skipToNextGame() {
        while (pos < text.length()) {
            skipSpace();
            if (pos >= text.length()) {
                return;
            }
            char c = text.charAt(pos);
            if (c == '[' && atLineStart()) {
                return;
            }
            if (c == '{') {
                int end = text.indexOf('}', pos);
                advanceTo(end < 0 ? text.length() : end + 1);
                continue;
            }
            String token = readToken();
            if (token.isEmpty()) {
                pos++;
            } else if (RESULTS.contains(token)) {
                return;
            }
        }
    }

    private PgnException error(int atLine, String move, String message) {
        return new PgnException(gameNumber, atLine, move, message);
    }
}
