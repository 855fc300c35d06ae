package org.annabella.braille;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.liblouis.CompilationException;
import org.liblouis.DisplayException;
import org.liblouis.TranslationException;
import org.liblouis.Translator;

/**
 * Words in braille through liblouis, the translator braille programs use, in a
 * {@link BrailleLanguage}: its own signs for accented letters (Spanish ñ is dots 1-2-4-5-6, German
 * ü dots 1-2-5-6), its capitals (German braille marks none) and, in grade 2, its contractions.
 * liblouis' native library and tables come with the program (the liblouis-java resources); where
 * the bundled library does not run, the system's is tried (Debian package liblouis20).
 * A character the table has no sign for is written as a question mark, so that every cell is a
 * six-dot cell an embosser can take.
 */
public final class LouisBraille implements WordBraille {
    private static final Map<BrailleLanguage, LouisBraille> LOADED = new ConcurrentHashMap<>();
    private static final int SIX_DOTS = 63;

    private final BrailleLanguage language;
    private final Translator translator;

    private LouisBraille(BrailleLanguage language, Translator translator) {
        this.language = language;
        this.translator = translator;
    }

    /** The braille of a language, its table compiled once; refused in one line when liblouis cannot run here. */
    public static LouisBraille of(BrailleLanguage language) {
        return LOADED.computeIfAbsent(language, LouisBraille::load);
    }

    private static LouisBraille load(BrailleLanguage language) {
        try {
            return new LouisBraille(language, new Translator("unicode.dis," + language.table()));
        } catch (CompilationException | RuntimeException | LinkageError e) {
            throw new BrailleUnavailableException(language.describe() + " braille needs liblouis, which could not be"
                    + " loaded here (" + e.getClass().getSimpleName() + "): install the Debian package liblouis20", e);
        }
    }

    /** Whether liblouis runs here: tests that need it skip with a message where it does not. */
    public static boolean available() {
        try {
            of(BrailleLanguage.ENGLISH);
            return true;
        } catch (BrailleUnavailableException e) {
            return false;
        }
    }

    @Override
    public BrailleLanguage language() {
        return language;
    }

    @Override
    public int[] write(String text) {
        int[] cells = translate(text);
        if (sixDots(cells)) {
            return cells;
        }
        // liblouis writes a character it has no sign for as its code in eight-dot cells, which BRF cannot carry.
        StringBuilder known = new StringBuilder();
        text.codePoints().forEach(c -> known.append(sixDots(translate(Character.toString(c))) ? Character.toString(c) : "?"));
        return translate(known.toString());
    }

    private int[] translate(String text) {
        String braille;
        try {
            braille = translator.translate(text, null, null, null).getBraille();
        } catch (TranslationException | DisplayException e) {
            throw new IllegalStateException("liblouis could not translate " + text.length() + " characters", e);
        }
        int[] cells = new int[braille.length()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = Dots.fromUnicode(braille.charAt(i));
        }
        return cells;
    }

    private static boolean sixDots(int[] cells) {
        for (int cell : cells) {
            if (cell < 0 || cell > SIX_DOTS) {
                return false;
            }
        }
        return true;
    }

    /**
     * The text liblouis reads back from the cells: what was written in grade 1 English and Spanish,
     * in lower case in German (no capitals), and in grade 2 what liblouis makes of the contractions.
     */
    @Override
    public String read(int[] cells, int line, int firstCell) {
        try {
            return translator.backTranslate(Dots.unicode(cells));
        } catch (TranslationException e) {
            throw new BrailleReadException(line, firstCell, "liblouis cannot read these cells as "
                    + language.describe() + " braille");
        }
    }
}
