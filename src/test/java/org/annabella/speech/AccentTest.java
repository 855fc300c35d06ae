package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The accents the recogniser has sounds for, their codes and files (docs/speech.md, "The player's accent"). */
class AccentTest {
    @Test
    void codesAreReadWhateverTheirCaseRegionOrSpaces() {
        assertEquals(Accent.FRENCH, Accent.ofCode("fr"));
        assertEquals(Accent.FRENCH, Accent.ofCode(" FR_be "));
        assertEquals(Accent.SPANISH, Accent.ofCode("es-419"));
        assertEquals(Accent.GERMAN, Accent.ofCode("de-AT"));
        assertEquals(Accent.ENGLISH, Accent.ofCode("en"));
    }

    @Test
    void aLanguageWithoutSoundsIsNone() {
        for (String none : List.of("it", "", " ", "french", "f", "-fr")) {
            assertNull(Accent.ofCode(none), none);
        }
    }

    @Test
    void theCodesAreTheOptionsChoicesInOrder() {
        assertEquals(List.of("de", "en", "es", "fr"), Accent.CODES);
    }

    @Test
    void aConsoleLanguageGivesItsOwnAccentAndFrenchHasNoConsole() {
        assertEquals(Accent.ENGLISH, Accent.of(SpokenLanguage.ENGLISH));
        assertEquals(Accent.SPANISH, Accent.of(SpokenLanguage.SPANISH));
        assertEquals(Accent.GERMAN, Accent.of(SpokenLanguage.GERMAN));
        for (SpokenLanguage l : SpokenLanguage.values()) {
            assertTrue(Accent.of(l) != Accent.FRENCH, l + " is heard as French");
        }
    }

    @Test
    void everyAccentButTheGermanBaseHasAFileUnderVoice() {
        assertNull(Accent.GERMAN.file(), "German speakers are heard by the base alone");
        assertEquals("accent-fr.txt", Accent.FRENCH.file());
        for (Accent a : Accent.values()) {
            if (a != Accent.GERMAN) {
                assertTrue(Files.isRegularFile(Path.of("voice", a.file())), a.file() + " is not shipped");
            }
        }
    }
}
