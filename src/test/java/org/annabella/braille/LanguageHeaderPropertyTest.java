package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Names read back letter for letter from a sheet's header: Spanish names with their accents and
 * ñ in Spanish grade 1, the same in English grade 1 (Unified English Braille's accent signs), and
 * German names in German grade 1, which has no capitals, in lower case.
 */
class LanguageHeaderPropertyTest {
    private static final String SPANISH_LETTERS = "abcdefghijklmnopqrstuvwxyzáéíóúüñ";
    private static final String GERMAN_LETTERS = "abcdefghijklmnopqrstuvwxyzäöüß";

    @BeforeContainer
    static void liblouisRuns() {
        assumeTrue(LouisBraille.available(), "liblouis does not run on this machine (install the Debian package liblouis20)");
    }

    /** One to three names of {@code least} to 12 letters, each capitalised when {@code capitals}. */
    private static String name(Random random, String letters, boolean capitals, int least) {
        StringBuilder b = new StringBuilder();
        int words = 1 + random.nextInt(3);
        for (int w = 0; w < words; w++) {
            StringBuilder word = new StringBuilder();
            int n = least + random.nextInt(13 - least);
            for (int i = 0; i < n; i++) {
                word.append(letters.charAt(random.nextInt(letters.length())));
            }
            if (capitals) {
                word.setCharAt(0, Character.toUpperCase(word.charAt(0)));
            }
            b.append(w == 0 ? "" : " ").append(word);
        }
        return b.toString();
    }

    private static void readsBack(BrailleLanguage language, String white, String black, int width) {
        Map<String, String> header = new LinkedHashMap<>();
        header.put("White", white);
        header.put("Black", black);
        Scoresheet sheet = new Scoresheet(header, null, 1, false,
                List.of(new Scoresheet.Entry("e4"), new Scoresheet.Entry("e5")), "1-0");
        for (ScoresheetWriter.Format format : ScoresheetWriter.Format.values()) {
            String text = ScoresheetWriter.in(language).write(sheet, format, width, 25);
            ScoresheetReader.Sheet read = ScoresheetReader.in(language).read(text);
            assertEquals(header, read.header(), language.describe() + " " + format + "\n" + text);
            assertEquals(List.of("e4", "e5"), ScoresheetReader.in(language).play(read).sanMoves());
        }
    }

    @Property(tries = 150)
    void spanishNamesInSpanishAndEnglishBraille(@ForAll long seed) {
        Random random = new Random(seed);
        String white = name(random, SPANISH_LETTERS, true, 1);
        String black = name(random, SPANISH_LETTERS, true, 1);
        int width = 16 + random.nextInt(25);
        readsBack(BrailleLanguage.of("es", 1), white, black, width);
        readsBack(BrailleLanguage.ENGLISH, white, black, width);
    }

    /**
     * German names of three letters or more: a word that is nothing but one of German braille's
     * letter-group signs ("äu", "ei", "au" alone) reads back as liblouis' German table gives it, not
     * as written (docs/braille.md).
     */
    @Property(tries = 150)
    void germanNamesInGermanBrailleInLowerCase(@ForAll long seed) {
        Random random = new Random(seed);
        readsBack(BrailleLanguage.of("de", 1), name(random, GERMAN_LETTERS, false, 3), name(random, GERMAN_LETTERS, false, 3),
                16 + random.nextInt(25));
    }
}
