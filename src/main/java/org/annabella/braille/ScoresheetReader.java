package org.annabella.braille;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.InvalidFenException;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;

/**
 * Reads a braille scoresheet back, in Unicode braille or BRF, as {@link ScoresheetWriter} lays it
 * out: header lines up to the first blank line, then move numbers, moves, clock times and the
 * result. The arbiter compares what it gives with the sighted player's sheet (2018 D.2.9).
 * Any fault is refused whole, by line and cell; nothing is half-read.
 */
public final class ScoresheetReader {
    /** One move as read: its number, whose it is, SAN, and where it stands on the sheet. */
    public record Entry(int number, boolean black, String san, boolean drawOffer, String clock, int line, int cell) {
    }

    /** The sheet as read: header fields, the starting FEN (null for the usual start), moves, result (or null). */
    public record Sheet(Map<String, String> header, String startFen, List<Entry> moves, String result) {
    }

    /** A line of cells with its number in the file, so that faults name the line as the reader sees it. */
    private record Row(int number, int[] cells) {
    }

    /** A header field's cells, its lines joined, and the line it starts on. */
    private record Field(int line, int[] cells) {
    }

    /** The colon that ends a label, dots 2-5 in English, Spanish and German braille alike. */
    private static final int COLON = Dots.parse("25");

    private final ChessCode code;
    private final TextBraille own;
    private final WordBraille words;
    private final Brf brf;

    public ScoresheetReader(ChessCode code, TextBraille own, WordBraille words, Brf brf) {
        this.code = code;
        this.own = own;
        this.words = words;
        this.brf = brf;
    }

    /** A sheet whose words are in English grade 1. */
    public static ScoresheetReader standard() {
        return in(BrailleLanguage.ENGLISH);
    }

    /**
     * A sheet whose words are in a language and grade. Its moves, clock times, result and starting
     * position read back the same in any language; only the header's words need the right one.
     */
    public static ScoresheetReader in(BrailleLanguage language) {
        return new ScoresheetReader(ChessCode.standard(), TextBraille.standard(), LouisBraille.of(language), Brf.standard());
    }

    /**
     * Reads a sheet and plays its moves through the rules: the game, or one fault by line and
     * cell. A check or mate sign that does not fit the move is not a fault (Appendix C does not
     * make them compulsory); a move that does not parse, is illegal or is ambiguous is.
     */
    public Game readGame(String input) {
        return play(read(input));
    }

    /** Plays the moves of a sheet read by {@link #read}. */
    public Game play(Sheet sheet) {
        Game game = sheet.startFen() == null ? Game.fromStart() : Game.fromFen(sheet.startFen());
        for (Entry e : sheet.moves()) {
            try {
                game.play(Notation.parse(game.position(), e.san()));
            } catch (MoveParseException ex) {
                throw new BrailleReadException(e.line(), e.cell(), e.number() + (e.black() ? "... " : ". ")
                        + e.san() + ": " + ex.getMessage());
            }
        }
        return game;
    }

    /** Reads the layout and the numbering; the moves' legality is checked by {@link #play}. */
    public Sheet read(String input) {
        List<Row> lines = rows(input);
        if (lines.stream().allMatch(r -> r.cells().length == 0)) {
            throw new BrailleReadException(1, 1, "the scoresheet is empty: no braille in it");
        }
        List<Field> fields = new ArrayList<>();
        int at = readHeader(lines, fields);
        Map<String, String> header = new LinkedHashMap<>();
        String fen = null;
        Position start = Position.startPosition();
        int[] position = own.write(ScoresheetWriter.POSITION + ": ");
        for (Field field : fields) {
            int ln = field.line();
            int[] cells = field.cells();
            if (!startsWith(cells, position)) {
                int colon = labelEnd(cells);
                if (colon <= 0) {
                    throw new BrailleReadException(ln, 1, "a header line starts 'Label: ' but this reads '"
                            + words.read(cells, ln, 1) + "'");
                }
                int from = Math.min(colon + 2, cells.length);
                header.put(label(Arrays.copyOf(cells, colon), ln),
                        words.read(Arrays.copyOfRange(cells, from, cells.length), ln, from + 1));
                continue;
            }
            fen = fenOf(own.read(Arrays.copyOfRange(cells, position.length, cells.length), ln, position.length + 1));
            try {
                start = Position.fromFen(fen);
            } catch (InvalidFenException e) {
                throw new BrailleReadException(ln, 1, "the position is not a valid FEN: " + e.getMessage());
            }
        }
        return walk(header, fen, start, lines, at);
    }

    /**
     * The English name of a label the writer gives in the sheet's language, known by its cells
     * (liblouis cannot always read contractions back, and German braille has no capitals); any
     * other label as liblouis reads it.
     */
    private String label(int[] cells, int line) {
        for (String english : BrailleLanguage.labels()) {
            if (Arrays.equals(cells, words.write(words.language().label(english)))) {
                return english;
            }
        }
        return words.read(cells, line, 1);
    }

    /** Where the label ends: the first colon followed by a blank cell or the end, or -1. */
    private static int labelEnd(int[] cells) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == COLON && (i + 1 == cells.length || cells[i + 1] == Dots.BLANK)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean startsWith(int[] cells, int[] prefix) {
        return cells.length >= prefix.length && Arrays.equals(cells, 0, prefix.length, prefix, 0, prefix.length);
    }

    /** The lines as cells, numbered as in the file, BRF page numbers left out. */
    private List<Row> rows(String input) {
        String[] raw = input.split("\n", -1);
        boolean unicode = input.chars().anyMatch(c -> Dots.fromUnicode((char) c) >= 0);
        List<Row> lines = new ArrayList<>();
        boolean[] pageStart = new boolean[raw.length + 1];
        for (int i = 0; i < raw.length; i++) {
            String s = raw[i].endsWith("\r") ? raw[i].substring(0, raw[i].length() - 1) : raw[i];
            if (s.startsWith("\f")) {
                pageStart[i] = true;
                s = s.substring(1);
            }
            lines.add(new Row(i + 1, cells(s, i + 1, unicode)));
        }
        pageStart[raw.length] = true;
        if (!unicode) {
            dropPageNumbers(lines, pageStart);
        }
        return lines;
    }

    /**
     * Reads the header, the lines up to the first blank one, into fields ("Label: value" in cells,
     * continuation lines joined, with the line each starts on); returns the index of the first
     * line after it.
     */
    private int readHeader(List<Row> lines, List<Field> fields) {
        if (!lines.isEmpty() && startsWithMoveNumber(lines.get(0))) {
            return 0; // a sheet written without a header
        }
        int at = 0;
        int[] field = null;
        int start = 0;
        boolean glued = false;
        for (; at < lines.size() && lines.get(at).cells().length > 0; at++) {
            Row row = lines.get(at);
            int[] line = row.cells();
            int indent = leadingBlanks(line);
            boolean cut = line[line.length - 1] == ScoresheetWriter.CONTINUATION;
            int[] cells = Arrays.copyOfRange(line, indent, line.length - (cut ? 1 : 0));
            if (indent == 0) {
                if (field != null) {
                    fields.add(new Field(start, field));
                }
                field = cells;
                start = row.number();
            } else if (field == null) {
                throw new BrailleReadException(row.number(), 1, "an indented line must continue a header line");
            } else {
                int[] joined = Arrays.copyOf(field, field.length + (glued ? 0 : 1) + cells.length);
                System.arraycopy(cells, 0, joined, joined.length - cells.length, cells.length);
                field = joined;
            }
            glued = cut;
        }
        if (field != null) {
            fields.add(new Field(start, field));
        }
        return at;
    }

    private Sheet walk(Map<String, String> header, String fen, Position start, List<Row> lines, int from) {
        List<Entry> moves = new ArrayList<>();
        String result = null;
        int number = start.fullmoveNumber();
        boolean black = start.sideToMove() == Color.BLACK;
        ChessCode.Token previous = null;
        int prevLine = 0;
        int prevCell = 0;
        for (int li = from; li < lines.size(); li++) {
            int[] line = lines.get(li).cells();
            int ln = lines.get(li).number();
            int c = 0;
            while (c < line.length) {
                if (line[c] == Dots.BLANK) {
                    c++;
                    continue;
                }
                int end = c;
                while (end < line.length && line[end] != Dots.BLANK) {
                    end++;
                }
                int cell = c + 1;
                ChessCode.Token token = code.read(Arrays.copyOfRange(line, c, end), ln, cell);
                c = end;
                if (result != null) {
                    throw new BrailleReadException(ln, cell, "nothing may follow the result " + result);
                }
                boolean afterNumber = previous != null && previous.kind() == ChessCode.Kind.NUMBER;
                switch (token.kind()) {
                    case NUMBER -> {
                        if (afterNumber) {
                            throw new BrailleReadException(ln, cell, "two move numbers in a row");
                        }
                        String n = withoutLeadingZeros(token.text()); // compared as text: any length reads
                        if (!n.equals(Integer.toString(number))) {
                            throw new BrailleReadException(ln, cell, "move number " + n + " where " + number
                                    + " was expected");
                        }
                    }
                    case MOVE -> {
                        if (!black && !afterNumber) {
                            throw new BrailleReadException(ln, cell, "White's move " + token.text()
                                    + " needs its move number " + number + " before it");
                        }
                        if (token.blackMarker() && !black) {
                            throw new BrailleReadException(ln, cell, "dots 3-6 mark a move of Black, but "
                                    + number + ". " + token.text() + " is White's");
                        }
                        if (black && afterNumber && !token.blackMarker()) {
                            throw new BrailleReadException(ln, cell, "Black's move " + number + "... "
                                    + token.text() + " straight after its number needs dots 3-6 before it");
                        }
                        moves.add(new Entry(number, black, token.text(), token.drawOffer(), null, ln, cell));
                        if (black) {
                            number++;
                        }
                        black = !black;
                    }
                    case CLOCK -> {
                        Entry last = moves.isEmpty() ? null : moves.get(moves.size() - 1);
                        if (previous == null || previous.kind() != ChessCode.Kind.MOVE) {
                            throw new BrailleReadException(ln, cell, "the clock time " + token.text()
                                    + " must follow a move");
                        }
                        if (!Scoresheet.isClockTime(token.text())) {
                            throw new BrailleReadException(ln, cell, "the clock time " + token.text() + " is no time a"
                                    + " clock shows (h:mm:ss or m:ss, minutes and seconds up to 59, under 100 hours)");
                        }
                        moves.set(moves.size() - 1, new Entry(last.number(), last.black(), last.san(),
                                last.drawOffer(), token.text(), last.line(), last.cell()));
                    }
                    case RESULT -> {
                        if (afterNumber) {
                            throw new BrailleReadException(prevLine, prevCell, "move number " + number
                                    + " has no move after it");
                        }
                        result = token.text();
                    }
                }
                previous = token;
                prevLine = ln;
                prevCell = cell;
            }
        }
        if (previous != null && previous.kind() == ChessCode.Kind.NUMBER) {
            throw new BrailleReadException(prevLine, prevCell, "move number " + number + " has no move after it");
        }
        return new Sheet(header, fen, moves, result);
    }

    private static String withoutLeadingZeros(String digits) {
        int i = 0;
        while (i < digits.length() - 1 && digits.charAt(i) == '0') {
            i++;
        }
        return digits.substring(i);
    }

    /** True when a line starts with a move number: header lines start with a capital sign. */
    private boolean startsWithMoveNumber(Row row) {
        int[] cells = row.cells();
        int end = 0;
        while (end < cells.length && cells[end] != Dots.BLANK) {
            end++;
        }
        try {
            return end > 0 && code.read(Arrays.copyOf(cells, end), row.number(), 1).kind() == ChessCode.Kind.NUMBER;
        } catch (BrailleReadException e) {
            return false;
        }
    }

    /** The FEN from the header's "Position": the placement's ranks are separate words there. */
    static String fenOf(String position) {
        String[] words = position.strip().split("\\s+");
        if (words.length < 8) {
            return position;
        }
        return String.join("/", Arrays.copyOf(words, 8))
                + (words.length > 8 ? " " + String.join(" ", Arrays.copyOfRange(words, 8, words.length)) : "");
    }

    private int[] cells(String s, int line, boolean unicode) {
        int[] out = new int[s.length()];
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            int cell = ch == ' ' ? Dots.BLANK : unicode ? Dots.fromUnicode(ch) : brf.decode(ch);
            if (cell < 0) {
                throw new BrailleReadException(line, i + 1, "'" + InputException.escape(String.valueOf(ch)) + "' is not " + (unicode
                        ? "a Unicode braille character" : "a braille ASCII (BRF) character"));
            }
            out[i] = cell;
        }
        int end = out.length;
        while (end > 0 && out[end - 1] == Dots.BLANK) {
            end--;
        }
        return Arrays.copyOf(out, end);
    }

    /** Removes BRF page numbers: an indented line holding only a number, last on its page. */
    private void dropPageNumbers(List<Row> lines, boolean[] pageStart) {
        List<Integer> drop = new ArrayList<>();
        int lastNonBlank = -1;
        for (int i = 0; i <= lines.size(); i++) {
            int fileLine = i < lines.size() ? lines.get(i).number() - 1 : pageStart.length - 1;
            if (pageStart[fileLine] && lastNonBlank >= 0 && isPageNumber(lines.get(lastNonBlank))) {
                drop.add(lastNonBlank);
                lastNonBlank = -1;
            }
            if (i < lines.size() && lines.get(i).cells().length > 0) {
                lastNonBlank = i;
            }
        }
        for (int k = drop.size() - 1; k >= 0; k--) {
            lines.remove((int) drop.get(k));
        }
    }

    private boolean isPageNumber(Row row) {
        int[] line = row.cells();
        int indent = leadingBlanks(line);
        if (indent == 0) {
            return false;
        }
        try {
            return own.read(Arrays.copyOfRange(line, indent, line.length), row.number(), indent + 1).matches("[0-9]+");
        } catch (BrailleReadException e) {
            return false; // not a page number: the line is read with the others
        }
    }

    private static int leadingBlanks(int[] line) {
        int n = 0;
        while (n < line.length && line[n] == Dots.BLANK) {
            n++;
        }
        return n;
    }
}
