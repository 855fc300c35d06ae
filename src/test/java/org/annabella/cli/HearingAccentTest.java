package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import org.annabella.rules.InputException;
import org.annabella.speech.Accent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which accent the recogniser hears: --accent, else the profile's, else the player's language. */
class HearingAccentTest {
    /** A folder with only a profile's mark, as {@code enrol} writes it (the accent line last, or none). */
    private static Path profile(Path dir, String accentLine) throws Exception {
        Path p = Files.createDirectories(dir.resolve("profile"));
        Files.writeString(p.resolve("speaker.txt"), "annabella speaker profile: the model adapted to one voice.\n"
                + "Give this folder to hear --speaker or play --listen --speaker.\n" + accentLine);
        return p;
    }

    @Test
    void theOptionComesFirst(@TempDir Path dir) throws Exception {
        Path spanish = profile(dir, "accent: es\n");
        assertEquals(Accent.GERMAN, HearingAccent.of("de", spanish, Accent.ENGLISH));
        assertEquals(Accent.ENGLISH, HearingAccent.of("EN", null, Accent.SPANISH));
        assertEquals(Accent.SPANISH, HearingAccent.of("es-419", null, Accent.ENGLISH));
        // French has no console: a French speaker is heard so only by asking
        assertEquals(Accent.FRENCH, HearingAccent.of("fr", spanish, Accent.ENGLISH));
        assertEquals(Accent.FRENCH, HearingAccent.of(" fr-CA ", null, Accent.GERMAN));
    }

    @Test
    void thenTheAccentTheProfileWasMadeWith(@TempDir Path dir) throws Exception {
        assertEquals(Accent.SPANISH, HearingAccent.of(null, profile(dir, "accent: es\n"), Accent.ENGLISH));
        assertEquals(Accent.FRENCH, HearingAccent.of(null, profile(dir, "accent: fr\n"), Accent.SPANISH));
    }

    @Test
    void thenThePlayersLanguage(@TempDir Path dir) throws Exception {
        assertEquals(Accent.SPANISH, HearingAccent.of(null, null, Accent.SPANISH));
        // a profile written before profiles recorded their accent
        assertEquals(Accent.ENGLISH, HearingAccent.of(null, profile(dir, ""), Accent.ENGLISH));
    }

    @Test
    void anAccentWithoutSoundsIsRefusedNamingTheChoices() {
        for (String bad : new String[] {"it", "", " ", "english", "french"}) {
            BadInputException e = assertThrows(BadInputException.class, () -> HearingAccent.of(bad, null, Accent.ENGLISH));
            assertEquals("--accent must be de, en, es or fr, not '" + bad + "'", e.getMessage());
        }
    }

    @Test
    void aProfileNamingNoLanguageOrNoProfileAtAllIsRefused(@TempDir Path dir) throws Exception {
        InputException e = assertThrows(InputException.class,
                () -> HearingAccent.of(null, profile(dir, "accent: klingon\n"), Accent.ENGLISH));
        assertEquals("speaker profile " + dir.resolve("profile") + ": speaker.txt names the accent \"klingon\", not one of"
                + " de, en, es, fr; enrol again", e.getMessage());
        Path empty = Files.createDirectories(dir.resolve("empty"));
        e = assertThrows(InputException.class, () -> HearingAccent.of(null, empty, Accent.ENGLISH));
        assertEquals("speaker profile " + empty + ": not a profile, it has no speaker.txt (annabella enrol makes one)",
                e.getMessage());
    }
}
