package org.annabella.braille;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.annabella.rules.InputException;

/**
 * The braille chess code for game moves, table {@code braille/chess-code.tbl}: SAN (Appendix C)
 * to cells and back, move numbers, clock times and results. See docs/braille.md for the code and
 * the choices made where the published code is silent.
 */
public final class ChessCode {
    /** What a space-separated group of cells on a scoresheet is. */
    public enum Kind { NUMBER, MOVE, CLOCK, RESULT }

    /**
     * One decoded group. For a MOVE, {@code text} is SAN (promotion as {@code e8=Q}),
     * {@code blackMarker} tells that it carried the dots 3-6 prefix, {@code drawOffer} the
     * (=) suffix. For the others, {@code text} is the print form ("12", "1:05:00", "1-0").
     */
    public record Token(Kind kind, String text, boolean blackMarker, boolean drawOffer) {
    }

    private static final Pattern NUMBER = Pattern.compile("[0-9]+");
    private static final Pattern CLOCK = Pattern.compile("[0-9]+(:[0-9][0-9])+");
    private static final Pattern RESULT = Pattern.compile("1-0|0-1|1/2-1/2|\\*");
    private static final Pattern MOVE = Pattern.compile(
            "(-?)(--|O-O-O|O-O|[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|(?:[a-h]x)?[a-h][1-8][QRBN]?)([+#]?)(\\(=\\))?([?!]{0,2})");
    private static final Pattern ANY = Pattern.compile(
            NUMBER.pattern() + "|" + CLOCK.pattern() + "|" + RESULT.pattern() + "|" + MOVE.pattern());

    /** Longest group of cells read as one sign; far beyond any move or clock time. */
    static final int MAX_GROUP = 40;

    private final Map<Character, int[]> cellsOfSymbol = new HashMap<>();
    private final Map<Integer, Character> symbolOfCell = new HashMap<>();
    private final int[] drawOffer;

    public ChessCode(BrailleTable table) {
        for (char p : "KQRBN".toCharArray()) {
            define(table, "piece." + p, p);
        }
        for (char f = 'a'; f <= 'h'; f++) {
            define(table, "file." + f, f);
        }
        for (char d = '0'; d <= '9'; d++) {
            define(table, "digit." + d, d);
        }
        define(table, "capture", 'x');
        define(table, "check", '+');
        define(table, "mate", '#');
        define(table, "castle.O", 'O');
        define(table, "castle.dash", '-');
        define(table, "black", '-');
        define(table, "result.dash", '-');
        define(table, "result.slash", '/');
        define(table, "result.unfinished", '*');
        define(table, "colon", ':');
        define(table, "mark.question", '?');
        define(table, "mark.exclamation", '!');
        drawOffer = table.cells("draw");
        if (drawOffer.length != 3) {
            throw new InputException("braille table chess-code.tbl: 'draw' must be three cells, for ( = )");
        }
        define('(', drawOffer[0]);
        define('=', drawOffer[1]);
        define(')', drawOffer[2]);
    }

    public static ChessCode standard() {
        return new ChessCode(BrailleTable.load("chess-code.tbl"));
    }

    private void define(BrailleTable table, String key, char symbol) {
        define(symbol, table.cell(key));
    }

    private void define(char symbol, int cell) {
        Character old = symbolOfCell.putIfAbsent(cell, symbol);
        if (old != null && old != symbol) {
            throw new InputException("braille table chess-code.tbl gives " + Dots.describe(cell) + " to both '" + old
                    + "' and '" + symbol + "': the code would be ambiguous");
        }
        cellsOfSymbol.putIfAbsent(symbol, new int[] {cell});
    }

    /** The cells of a move in SAN; {@code black} adds the dots 3-6 prefix. */
    public int[] move(String san, boolean black, boolean drawOffered) {
        String symbols = san.replace("=", "").replace("0-0-0", "O-O-O").replace("0-0", "O-O");
        if (!MOVE.matcher(symbols).matches() || symbols.startsWith("-") && !symbols.equals("--")) {
            throw new IllegalArgumentException("'" + san + "' is not a move in SAN");
        }
        // A mark ("?", "!?") follows the move on a paper sheet, after a draw offer's (=) here so the move reads first.
        String move = symbols.replaceAll("[?!]+$", "");
        return cells((black ? "-" : "") + move + (drawOffered ? "(=)" : "") + symbols.substring(move.length()));
    }

    public int[] number(int moveNumber) {
        if (moveNumber < 1) {
            throw new IllegalArgumentException("move number " + moveNumber + " is not 1 or more");
        }
        return cells(Integer.toString(moveNumber));
    }

    /** A clock time given as h:mm:ss or m:ss (as in PGN %clk). */
    public int[] clock(String time) {
        if (!CLOCK.matcher(time).matches()) {
            throw new IllegalArgumentException("'" + time + "' is not a clock time like 1:05:00");
        }
        return cells(time);
    }

    public int[] result(String result) {
        if (!RESULT.matcher(result).matches()) {
            throw new IllegalArgumentException("'" + result + "' is not a result (1-0, 0-1, 1/2-1/2 or *)");
        }
        return cells(result);
    }

    private int[] cells(String symbols) {
        int[] out = new int[symbols.length()];
        for (int i = 0; i < out.length; i++) {
            out[i] = cellsOfSymbol.get(symbols.charAt(i))[0];
        }
        return out;
    }

    /**
     * Reads one space-separated group of cells. {@code line} and {@code firstCell} (from 1)
     * place faults for the message.
     */
    public Token read(int[] cells, int line, int firstCell) {
        if (cells.length > MAX_GROUP) {
            throw new BrailleReadException(line, firstCell, "a group of " + cells.length + " cells without a space is"
                    + " longer than any move, move number, clock time or result (at most " + MAX_GROUP + ")");
        }
        StringBuilder sb = new StringBuilder(cells.length);
        for (int i = 0; i < cells.length; i++) {
            Character symbol = symbolOfCell.get(cells[i]);
            if (symbol == null) {
                throw new BrailleReadException(line, firstCell + i, Dots.unicode(cells[i]) + " ("
                        + Dots.describe(cells[i]) + ") is not a sign of the chess code");
            }
            sb.append(symbol);
        }
        String s = sb.toString();
        if (NUMBER.matcher(s).matches()) {
            return new Token(Kind.NUMBER, s, false, false);
        }
        if (CLOCK.matcher(s).matches()) {
            return new Token(Kind.CLOCK, s, false, false);
        }
        if (RESULT.matcher(s).matches()) {
            return new Token(Kind.RESULT, s, false, false);
        }
        Matcher m = MOVE.matcher(s);
        if (m.matches()) {
            return new Token(Kind.MOVE, san(m.group(2)) + m.group(3) + m.group(5), !m.group(1).isEmpty(), m.group(4) != null);
        }
        int bad = firstFault(s);
        String shown = Dots.unicode(cells);
        throw new BrailleReadException(line, firstCell + bad, bad < s.length()
                ? Dots.unicode(cells[bad]) + " cannot stand there in " + shown + ", which reads as '" + s
                        + "' and is not a move, move number, clock time or result"
                : shown + " ('" + s + "') stops before the move is complete");
    }

    /** The index of the first cell after which no move, number, clock or result can follow. */
    private static int firstFault(String s) {
        for (int k = 1; k <= s.length(); k++) {
            Matcher m = ANY.matcher(s.substring(0, k));
            if (!m.matches() && !m.hitEnd()) {
                return k - 1;
            }
        }
        return s.length();
    }

    /** SAN with the promotion written e8=Q, as Appendix C's PGN form has it. */
    private static String san(String move) {
        char last = move.charAt(move.length() - 1);
        return move.length() > 2 && !move.startsWith("O") && "QRBN".indexOf(last) >= 0 && Character.isDigit(move.charAt(move.length() - 2))
                ? move.substring(0, move.length() - 1) + "=" + last : move;
    }
}
