package org.annabella.braille;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.annabella.rules.InputException;

/**
 * Lays a {@link Scoresheet} out in braille: the header in the sheet's language (its labels too),
 * the starting position and the page numbers in annabella's own text code, then one line per move
 * number ({@code ⠂⠴ ⠎⠋⠒ ⠎⠉⠖}), a move never split across lines (when a pair does not fit,
 * Black's move goes on an indented continuation line), then the result on its own line.
 * Unicode braille is one long page; BRF is cut into embosser pages with the page number on the
 * last line of each.
 */
public final class ScoresheetWriter {
    public enum Format { UNICODE, BRF }

    /** Narrower than this, ordinary moves stop fitting; a rarer longer move is refused by name. */
    public static final int MIN_WIDTH = 16;
    public static final int MIN_HEIGHT = 5;
    /**
     * Wider than any braille display (80 or 88 cells) or embosser line (about 42 cells on the
     * widest paper): a bound on what a person can type, so that a page costs what it holds.
     */
    public static final int MAX_WIDTH = 100;
    /** Longer than any embosser's page (25 to 30 lines on the usual paper, about 40 on the longest). */
    public static final int MAX_HEIGHT = 100;
    static final int INDENT = 2;
    static final String POSITION = "Position";
    /** Dot 5 at the end of a header line: the word goes on, unbroken, on the next line. */
    static final int CONTINUATION = Dots.parse("5");

    private final ChessCode code;
    private final TextBraille own;
    private final WordBraille words;
    private final Brf brf;

    public ScoresheetWriter(ChessCode code, TextBraille own, WordBraille words, Brf brf) {
        this.code = code;
        this.own = own;
        this.words = words;
        this.brf = brf;
    }

    /** Words in English grade 1. */
    public static ScoresheetWriter standard() {
        return in(BrailleLanguage.ENGLISH);
    }

    /** Words in a language and grade, through liblouis. */
    public static ScoresheetWriter in(BrailleLanguage language) {
        return new ScoresheetWriter(ChessCode.standard(), TextBraille.standard(), LouisBraille.of(language), Brf.standard());
    }

    public String write(Scoresheet sheet, Format format, int width, int height) {
        checkPage(format, width, height);
        return page(lines(sheet, width), format, width, height);
    }

    /**
     * Lines of text in the writer's language, each wrapped between words onto lines indented by two
     * cells, paged as {@link #write} pages a scoresheet: an adjourned game's envelope, for instance.
     */
    public String writeText(List<String> text, Format format, int width, int height) {
        checkPage(format, width, height);
        List<int[]> lines = new ArrayList<>();
        text.forEach(line -> wrap(lines, line, width, words));
        return page(lines, format, width, height);
    }

    private static void checkPage(Format format, int width, int height) {
        if (width < MIN_WIDTH || width > MAX_WIDTH) {
            throw new InputException("the width must be from " + MIN_WIDTH + " to " + MAX_WIDTH + " cells, not " + width);
        }
        if (format == Format.BRF && (height < MIN_HEIGHT || height > MAX_HEIGHT)) {
            throw new InputException("the height must be from " + MIN_HEIGHT + " to " + MAX_HEIGHT + " lines, not "
                    + height);
        }
    }

    /** The lines as Unicode braille, or as BRF pages numbered at the foot. */
    private String page(List<int[]> lines, Format format, int width, int height) {
        StringBuilder out = new StringBuilder();
        if (format == Format.UNICODE) {
            for (int[] line : lines) {
                out.append(Dots.unicode(line)).append('\n');
            }
            return out.toString();
        }
        int body = height - 1;
        int pages = Math.max(1, (lines.size() + body - 1) / body);
        for (int page = 1; page <= pages; page++) {
            if (page > 1) {
                out.append('\f');
            }
            for (int i = 0; i < body; i++) {
                int at = (page - 1) * body + i;
                out.append(at < lines.size() ? brf.encode(lines.get(at)) : "").append("\r\n");
            }
            int[] number = own.write(Integer.toString(page));
            out.append(" ".repeat(width - number.length)).append(brf.encode(number)).append("\r\n");
        }
        return out.toString();
    }

    /** The lines of cells, none wider than {@code width}. */
    public List<int[]> lines(Scoresheet sheet, int width) {
        List<int[]> lines = new ArrayList<>();
        for (Map.Entry<String, String> field : sheet.header().entrySet()) {
            wrap(lines, words.language().label(field.getKey()) + ": " + field.getValue(), width, words);
        }
        if (sheet.startFen() != null) {
            wrap(lines, POSITION + ": " + positionText(sheet.startFen()), width, own);
        }
        lines.add(new int[0]);
        List<Scoresheet.Entry> moves = sheet.moves();
        int[] current = null;
        for (int i = 0; i < moves.size(); i++) {
            int ply = i + (sheet.blackStarts() ? 1 : 0);
            boolean black = ply % 2 == 1;
            Scoresheet.Entry entry = moves.get(i);
            int[] unit = code.move(entry.san(), black && i == 0, entry.drawOffer());
            if (entry.clock() != null) {
                unit = join(unit, code.clock(entry.clock()));
            }
            if (!black || i == 0) {
                if (current != null) {
                    lines.add(current);
                }
                current = join(code.number(sheet.firstNumber() + ply / 2), unit);
                check(current, width, entry.san());
            } else if (current.length + 1 + unit.length <= width) {
                current = join(current, unit);
            } else {
                lines.add(current);
                current = concat(new int[INDENT], unit);
                check(current, width, entry.san());
            }
        }
        if (current != null) {
            lines.add(current);
        }
        if (sheet.result() != null) {
            lines.add(code.result(sheet.result()));
        }
        return lines;
    }

    private static void check(int[] line, int width, String san) {
        if (line.length > width) {
            throw new InputException("a width of " + width + " cells is too narrow for the move " + san);
        }
    }

    /** FEN with the ranks of the placement as separate words, so that a long FEN wraps between ranks. */
    static String positionText(String fen) {
        String[] fields = fen.strip().split("\\s+", 2);
        return fields[0].replace('/', ' ') + (fields.length > 1 ? " " + fields[1] : "");
    }

    /**
     * Words ("Label: value" of the header, a line of an envelope) in {@code text}, wrapped between
     * words onto lines indented by two cells. A word longer than a line is cut between letters,
     * each piece written as a word of its own, and the cut line ends with dot 5, the continuation
     * sign, so that the reader joins the pieces again.
     */
    private static void wrap(List<int[]> lines, String words, int width, WordBraille text) {
        int[] line = new int[0];
        for (String word : words.strip().split("\\s+")) {
            int[] cells = text.write(word);
            if (!isFresh(line) && line.length + 1 + cells.length > width) {
                lines.add(line);
                line = new int[INDENT];
            }
            while (line.length + (isFresh(line) ? 0 : 1) + cells.length > width) {
                if (!isFresh(line)) {
                    lines.add(line);
                    line = new int[INDENT];
                }
                int room = width - line.length - 1;
                // The longest prefix that fits, found by halving: a prefix's cells grow with its
                // letters (but for a contraction), and a letter at a time from the end wrote the
                // word's prefixes again for every line, cubic in its length (a PGN tag of 2,000
                // backslashes took 19 s).
                int cut = 1;
                for (int hi = word.length() - 1; cut < hi; ) {
                    int mid = (cut + hi + 1) >>> 1;
                    if (text.write(word.substring(0, mid)).length <= room) {
                        cut = mid;
                    } else {
                        hi = mid - 1;
                    }
                }
                lines.add(concat(concat(line, text.write(word.substring(0, cut))), new int[] {CONTINUATION}));
                word = word.substring(cut);
                cells = text.write(word);
                line = new int[INDENT];
            }
            line = isFresh(line) ? concat(line, cells) : join(line, cells);
        }
        lines.add(line);
    }

    /** An empty line or a bare indent: the next word needs no space before it. */
    private static boolean isFresh(int[] line) {
        for (int cell : line) {
            if (cell != Dots.BLANK) {
                return false;
            }
        }
        return true;
    }

    /** a, a blank cell, b. */
    private static int[] join(int[] a, int[] b) {
        int[] out = Arrays.copyOf(a, a.length + 1 + b.length);
        System.arraycopy(b, 0, out, a.length + 1, b.length);
        return out;
    }

    private static int[] concat(int[] a, int[] b) {
        int[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
