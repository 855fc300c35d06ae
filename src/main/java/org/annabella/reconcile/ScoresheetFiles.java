package org.annabella.reconcile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.annabella.rules.InputException;
import org.annabella.rules.PieceLetters;

/**
 * Reads a scoresheet file's text (see docs/cli.md, "Scoresheet files"): a braille sheet when it is
 * Unicode braille, PGN when the first line that is not blank starts with "[", otherwise a typed list. Only the words are taken here; whether
 * they are legal moves is for {@link SheetReader}, so that a sheet with an illegal move is still
 * read to the end. What is not a sheet at all (an empty text, a broken tag or comment, an unknown
 * language, a clock reading out of range, more text or moves than any game has, a control
 * character) is refused as {@link InputException} naming the sheet and the line or move.
 */
public final class ScoresheetFiles {
    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\d+\\s*\\.+");
    private static final Pattern RESULT = Pattern.compile("1-0|0-1|1/2-1/2|½-½|\\*");
    private static final Pattern TAG = Pattern.compile("^\\s*\\[(\\w+)\\s+\"(.*)\"\\s*]\\s*$");
    private static final Pattern CLK = Pattern.compile("\\[%clk\\s+(\\d+):(\\d{1,2}):(\\d{1,2}(?:\\.\\d+)?)]");
    /** Algebraic, long algebraic, UCI, ICCF or castling written as one token. */
    private static final Pattern ONE_TOKEN_MOVE = Pattern.compile(
            "(?i)([KQRBNDTACLSFP]?[a-h]?[1-8]?[-x:]?[a-h][1-8](=?\\(?[QRBNDTACLSF]\\)?)?|[a-h][1-8][-x:]?[a-h][1-8][qrbn]?"
                    + "|[1-8]{4}[1-4]?|[0O](-?[0O]){1,2}"
                    // seed 003's descriptive notation, upper case only: P4R, C3AR, N-KB3, PxP, T4CR-2CR
                    + "|(?-i:[KQRBNPDTAC][KQRBNPDTAC1-8x:=()/-]*))[+#!?]*(e\\.?p\\.?[+#!?]*)?");

    private ScoresheetFiles() {
    }

    public static WrittenSheet read(String name, String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        InputText.check("sheet " + name, body);
        if (BrailleBridge.isBraille(body)) {
            return BrailleBridge.readSheet(name, body);
        }
        for (String line : body.split("\\R")) {
            if (!line.isBlank()) {
                return checked(line.trim().startsWith("[") ? pgn(name, body) : typedList(name, body));
            }
        }
        throw new InputException("sheet " + name + " is empty");
    }

    /** Refuses a sheet with more moves than any game has, or a move text too long to be one. */
    static WrittenSheet checked(WrittenSheet sheet) {
        List<String> moves = sheet.moves();
        if (moves.size() > InputText.MAX_HALF_MOVES) {
            throw new InputException("sheet " + sheet.name() + " has " + moves.size() + " moves; more than "
                    + InputText.MAX_HALF_MOVES + " half-moves is no game");
        }
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i).length() > InputText.MAX_MOVE_CHARS) {
                throw new InputException("sheet " + sheet.name() + ", move " + (i + 1) + ": '" + InputText.shown(moves.get(i))
                        + "' has " + moves.get(i).length() + " characters, too many for a move");
            }
        }
        return sheet;
    }

    /**
     * A typed list: one or more moves per line, move numbers optional ("12. Nf3 Nc6", "Cf3",
     * "Ng1-f3", "Springer Felix drei"). Moves in words are separated from others on the same line
     * by a comma or semicolon. Lines starting with "#" are comments; "FEN: ..." gives the start
     * position and "Language: en|es|de|fr" the piece letters.
     */
    static WrittenSheet typedList(String name, String text) {
        String fen = null;
        PieceLetters letters = null;
        List<String> moves = new ArrayList<>();
        int lineNo = 0;
        for (String raw : text.split("\\R")) {
            lineNo++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String lower = line.toLowerCase(Locale.ROOT);
            if (lower.startsWith("fen:")) {
                fen = line.substring(4).trim();
                continue;
            }
            if (lower.startsWith("language:") || lower.startsWith("idioma:")) {
                letters = language(line.substring(line.indexOf(':') + 1).trim(), name, lineNo);
                continue;
            }
            for (String segment : line.split("[,;\\t]")) {
                addSegment(segment, moves);
            }
        }
        if (moves.isEmpty() && fen == null) {
            throw new InputException("sheet " + name + " has no moves");
        }
        return new WrittenSheet(name, fen, moves, letters, Map.of());
    }

    private static void addSegment(String segment, List<String> moves) {
        List<String> tokens = new ArrayList<>();
        for (String t : segment.trim().split("\\s+")) {
            String rest = MOVE_NUMBER.matcher(t).replaceFirst("");
            if (!rest.isEmpty() && !RESULT.matcher(rest).matches()) {
                tokens.add(rest);
            }
        }
        if (tokens.isEmpty()) {
            return;
        }
        boolean allOneToken = tokens.stream().allMatch(t -> ONE_TOKEN_MOVE.matcher(t).matches());
        if (allOneToken) {
            moves.addAll(tokens);
        } else {
            moves.add(String.join(" ", tokens)); // a move in words
        }
    }

    private static PieceLetters language(String code, String name, int lineNo) {
        return switch (code.toLowerCase(Locale.ROOT)) {
            case "en", "english" -> PieceLetters.ENGLISH;
            case "es", "spanish", "español", "espanol" -> PieceLetters.SPANISH;
            case "de", "german", "deutsch" -> PieceLetters.GERMAN;
            case "fr", "french", "français", "francais" -> PieceLetters.FRENCH;
            default -> throw new InputException("sheet " + name + " line " + lineNo + ": language '" + InputText.shown(code)
                    + "' is not one of en, es, de, fr");
        };
    }

    /**
     * The first game of a PGN text: FEN tag, main-line move texts, and %clk readings from the
     * comments after moves. Variations, NAGs, move numbers and the result are skipped.
     */
    static WrittenSheet pgn(String name, String text) {
        String fen = null;
        StringBuilder movetext = new StringBuilder();
        boolean inMoves = false;
        int lineNo = 0;
        for (String line : text.split("\\R")) {
            lineNo++;
            Matcher tag = TAG.matcher(line);
            if (!inMoves && !tag.matches() && line.strip().startsWith("[")) {
                throw new InputException("sheet " + name + " line " + lineNo + ": '" + InputText.shown(line.strip())
                        + "' is not a tag such as [Event \"name\"]");
            }
            if (tag.matches() && !inMoves) {
                if (tag.group(1).equals("FEN")) {
                    fen = tag.group(2);
                }
                continue;
            }
            if (tag.matches() || (inMoves && line.isBlank() && movetext.toString().isBlank())) {
                if (inMoves) {
                    break; // the next game
                }
                continue;
            }
            if (!line.isBlank()) {
                inMoves = true;
            }
            movetext.append(line).append('\n');
        }
        List<String> moves = new ArrayList<>();
        Map<Integer, Double> clocks = new HashMap<>();
        String s = movetext.toString();
        int depth = 0;
        StringBuilder token = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '{') {
                int end = s.indexOf('}', i);
                if (end < 0) {
                    throw new InputException("sheet " + name + ": a comment opened with { after move " + moves.size()
                            + " is never closed");
                }
                if (depth == 0) {
                    flush(token, moves);
                    Matcher clk = CLK.matcher(s.substring(i, end));
                    if (clk.find() && !moves.isEmpty()) {
                        clocks.put(moves.size() - 1, clock(name, moves.size(), clk));
                    }
                }
                i = end;
            } else if (c == ';') {
                int end = s.indexOf('\n', i);
                i = end < 0 ? s.length() : end;
            } else if (c == '(') {
                flush(token, moves);
                depth++;
            } else if (c == ')') {
                token.setLength(0);
                depth = Math.max(0, depth - 1);
            } else if (Character.isWhitespace(c)) {
                if (depth == 0) {
                    flush(token, moves);
                }
                token.setLength(0);
            } else if (depth == 0) {
                token.append(c);
            }
        }
        flush(token, moves);
        return new WrittenSheet(name, fen, moves, null, clocks);
    }

    /** A %clk reading as seconds; out of range (over 99 hours, 60 minutes or seconds) is refused. */
    private static double clock(String name, int move, Matcher clk) {
        double fraction = Double.parseDouble(clk.group(3));
        Long whole = ClockLog.seconds(clk.group(1), Long.parseLong(clk.group(2)), (long) fraction);
        if (whole == null) {
            throw new InputException("sheet " + name + ", move " + move + ": the clock reading '"
                    + InputText.shown(clk.group()) + "' is out of range");
        }
        return whole + fraction - Math.floor(fraction);
    }

    private static void flush(StringBuilder token, List<String> moves) {
        String t = MOVE_NUMBER.matcher(token.toString()).replaceFirst("");
        token.setLength(0);
        if (!t.isEmpty() && !t.startsWith("$") && !RESULT.matcher(t).matches()) {
            moves.add(t);
        }
    }
}
