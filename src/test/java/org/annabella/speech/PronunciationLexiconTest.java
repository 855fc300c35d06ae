package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PronunciationLexiconTest {
    /** Every word of the scheme in the written form of spec/announcements.md. */
    static final List<String> SCHEME_WORDS = List.of(
            "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
            "eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht",
            "Koenig", "Dame", "Turm", "Laeufer", "Springer", "Bauer",
            "schlaegt", "en", "passant", "Umwandlung", "Kurze", "Lange", "Rochade", "Schach", "Matt");
    /** Other spellings the spec accepts when reading back, which may reach the voice too. */
    static final List<String> VARIANTS = List.of("König", "Läufer", "fünf", "schlägt", "Caesar", "Cäsar", "Hektor",
            "Gustaf");

    @Test
    void theShippedLexiconCoversEveryWordOfTheScheme() {
        PronunciationLexicon lexicon = PronunciationLexicon.load(Path.of("voice", "lexicon.txt"));
        for (String word : concat(SCHEME_WORDS, VARIANTS)) {
            assertNotNull(lexicon.phones(word), word + " has no pronunciation");
        }
        assertEquals(List.of("aa1", "k", "t"), lexicon.phones("ACHT"));
        assertEquals(lexicon.phones("Koenig"), lexicon.phones("KÖNIG"));
    }

    @Test
    void foldsCaseAndUmlautsToTheLawsTransliteration() {
        assertEquals("koenig", PronunciationLexicon.fold("König"));
        assertEquals("laeufer", PronunciationLexicon.fold("LÄUFER"));
        assertEquals("Eva schlaegt Fuenf Strasse", PronunciationLexicon.foldUmlauts("Eva schlägt Fünf Straße"));
    }

    @Test
    void readsCommentsBlankLinesAndExtraSpaces() {
        PronunciationLexicon lexicon = PronunciationLexicon.parse("t", List.of("# comment", "", "  eva \t ey1  v aa  "));
        assertEquals(List.of("ey1", "v", "aa"), lexicon.phones("Eva"));
        assertEquals(1, lexicon.entries().size());
    }

    @Test
    void refusesABrokenLineNamingTheLineAndTheFault() {
        assertFault("x.txt line 2: 'q' in 'eva' is not a phone", "# c", "eva ey1 q aa");
        assertFault("x.txt line 1: 'k1' in 'acht' is not a phone (only vowels take the stress mark 1)", "acht aa1 k1 t");
        assertFault("x.txt line 1: 'acht' has no phones", "acht");
        assertFault("x.txt line 1: 'hm' has no vowel", "hm hh m");
        assertFault("x.txt line 1: the word 'e4' must be letters only", "e4 iy1");
        assertFault("x.txt line 3: 'fünf' is already given on line 1", "fuenf f uw1 n f", "", "fünf f y uw1 n f");
    }

    @Test
    void aMissingFileIsNamed(@TempDir Path dir) {
        Path missing = dir.resolve("none.txt");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PronunciationLexicon.load(missing));
        assertTrue(e.getMessage().startsWith("pronunciation lexicon " + missing + " not found"), e.getMessage());
    }

    @Test
    void loadsAFile(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("l.txt"), "matt m aa1 t\n");
        assertEquals(List.of("m", "aa1", "t"), PronunciationLexicon.load(file).phones("Matt"));
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new java.util.ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private static void assertFault(String message, String... lines) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PronunciationLexicon.parse("x.txt", List.of(lines)));
        assertEquals(message, e.getMessage());
    }
}
