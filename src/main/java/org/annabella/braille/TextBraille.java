package org.annabella.braille;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * annabella's own uncontracted (grade 1) Unified English Braille, table {@code braille/text.tbl}:
 * letters, a capital sign before each capital, numbers with the numeric indicator and upper-cell
 * digits, common punctuation. It reads back exactly what it writes, so it writes what must come
 * back letter for letter whatever the sheet's language: the starting position's FEN (its case
 * tells the colours) and the BRF page numbers. Accents are dropped; a character with no braille
 * form is written as a question mark. Words go through {@link LouisBraille}.
 */
public final class TextBraille implements WordBraille {
    private final Map<Character, int[]> cellsOfChar = new HashMap<>();
    private final Map<Integer, Character> digitOfCell = new HashMap<>();
    private final int[] digitCells = new int[10];
    private final int capital;
    private final int number;
    private final int grade1;

    public TextBraille(BrailleTable table) {
        capital = table.cell("capital");
        number = table.cell("number");
        grade1 = table.cell("grade1");
        for (Map.Entry<String, int[]> e : table.entries().entrySet()) {
            String key = e.getKey();
            if (key.startsWith("char:") && key.length() == 6) {
                cellsOfChar.put(key.charAt(5), e.getValue());
            } else if (key.startsWith("digit:") && key.length() == 7) {
                int d = key.charAt(6) - '0';
                digitCells[d] = e.getValue()[0];
                digitOfCell.put(e.getValue()[0], key.charAt(6));
            }
        }
        cellsOfChar.put(' ', new int[] {Dots.BLANK});
    }

    public static TextBraille standard() {
        return new TextBraille(BrailleTable.load("text.tbl"));
    }

    @Override
    public BrailleLanguage language() {
        return BrailleLanguage.ENGLISH;
    }

    @Override
    public int[] write(String text) {
        String plain = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        List<Integer> out = new ArrayList<>();
        boolean numeric = false;
        for (int i = 0; i < plain.length(); i++) {
            char c = plain.charAt(i);
            if (c >= '0' && c <= '9') {
                if (!numeric) {
                    out.add(number);
                    numeric = true;
                }
                out.add(digitCells[c - '0']);
                continue;
            }
            boolean digitNext = i + 1 < plain.length() && Character.isDigit(plain.charAt(i + 1));
            if (numeric && (c == '.' || c == ',') && digitNext) {
                add(out, cellsOfChar.get(c)); // a decimal point or digit group keeps the number going
                continue;
            }
            char lower = Character.toLowerCase(c);
            if (numeric && lower >= 'a' && lower <= 'j' && c == lower) {
                out.add(grade1); // else the letter would read as a digit
            }
            numeric = false;
            int[] cells = cellsOfChar.get(lower);
            if (cells == null) {
                // No capital sign before the question mark: it would read as no sign at all (И, Ł).
                add(out, cellsOfChar.get('?'));
                continue;
            }
            if (lower != c) {
                out.add(capital);
            }
            add(out, cells);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void add(List<Integer> out, int[] cells) {
        for (int cell : cells) {
            out.add(cell);
        }
    }

    /** Reads back cells this class wrote; {@code line} and {@code firstCell} place faults. */
    @Override
    public String read(int[] cells, int line, int firstCell) {
        StringBuilder sb = new StringBuilder();
        boolean numeric = false;
        int i = 0;
        while (i < cells.length) {
            int cell = cells[i];
            if (cell == number) {
                if (i + 1 >= cells.length || !digitOfCell.containsKey(cells[i + 1])) {
                    throw new BrailleReadException(line, firstCell + i, "the numeric indicator is not followed by a digit");
                }
                numeric = true;
                i++;
                continue;
            }
            if (numeric && digitOfCell.containsKey(cell)) {
                sb.append(digitOfCell.get(cell));
                i++;
                continue;
            }
            if (numeric && i + 1 < cells.length && digitOfCell.containsKey(cells[i + 1])
                    && (match(cells, i, cellsOfChar.get('.')) || match(cells, i, cellsOfChar.get(',')))) {
                sb.append(match(cells, i, cellsOfChar.get('.')) ? '.' : ',');
                i++;
                continue;
            }
            numeric = false;
            if (cell == grade1) {
                i++;
                continue;
            }
            // Longest match first: some signs start with the capital sign or another prefix.
            Character best = null;
            int bestLength = 0;
            for (Map.Entry<Character, int[]> e : cellsOfChar.entrySet()) {
                int n = e.getValue().length;
                if (n > bestLength && match(cells, i, e.getValue())) {
                    best = e.getKey();
                    bestLength = n;
                }
            }
            if (best == null && cell == capital && i + 1 < cells.length) {
                Character letter = letterAt(cells[i + 1]);
                if (letter != null) {
                    sb.append(Character.toUpperCase(letter));
                    i += 2;
                    continue;
                }
            }
            if (best == null) {
                throw new BrailleReadException(line, firstCell + i, Dots.unicode(cell) + " (" + Dots.describe(cell)
                        + ") is not a sign of the header's braille");
            }
            sb.append(best);
            i += bestLength;
        }
        return sb.toString();
    }

    private Character letterAt(int cell) {
        for (char c = 'a'; c <= 'z'; c++) {
            if (cellsOfChar.get(c)[0] == cell) {
                return c;
            }
        }
        return null;
    }

    private static boolean match(int[] cells, int at, int[] sign) {
        if (at + sign.length > cells.length) {
            return false;
        }
        for (int k = 0; k < sign.length; k++) {
            if (cells[at + k] != sign[k]) {
                return false;
            }
        }
        return true;
    }
}
