package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.annabella.speech.FideWords.Run;
import org.junit.jupiter.api.Test;

class FideWordsTest {
    final FideWords words = FideWords.standard();

    @Test
    void theFideWordsAreTheFidePhrasebooksLessThoseOtherStylesShare() {
        for (String w : List.of("Anna", "cesar", "Zäsar", "acht", "König", "Koenig", "schlaegt", "Rochade", "Schach", "Matt", "zwo")) {
            assertTrue(words.contains(w), w);
        }
        for (String w : List.of("en", "passant", "takes", "x", "e", "o", "in", "reloj", "negras", "white")) {
            assertFalse(words.contains(w), w);
        }
    }

    @Test
    void aSentenceIsCutIntoItsOwnRunsAndRunsOfFideWords() {
        assertEquals(List.of(new Run("Blancas: ", false), new Run("Springer Cesar drei, Schach", true), new Run(". Corre el reloj", false)),
                words.runs("Blancas: Springer Cesar drei, Schach. Corre el reloj", SpokenLanguage.SPANISH));
        assertEquals(List.of(new Run("Bauer Eva sechs", true), new Run(" en passant", false)),
                words.runs("Bauer Eva sechs en passant", SpokenLanguage.ENGLISH));
        assertEquals(List.of(new Run("Corre el reloj de las negras", false)),
                words.runs("Corre el reloj de las negras", SpokenLanguage.SPANISH));
        assertEquals(List.of(new Run("Corre el reloj", true)), words.runs("Corre el reloj", SpokenLanguage.GERMAN));
        assertEquals(List.of(), words.runs("", SpokenLanguage.ENGLISH));
    }

    @Test
    void aGermanRunIsSpeltAsTheLawsMeanItSpoken() {
        assertEquals("König schlägt Zäsar fünf, Läufer; Roschade", new Run("Koenig schlaegt Cesar fuenf, Laeufer; Rochade", true).spoken());
        assertEquals("Koenig", new Run("Koenig", false).spoken(), "a run of the sentence is left as written");
    }
}
