package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.annabella.rules.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The folders a speaker profile is read from and written to: refused, naming what is wrong, before any work. */
class ProfileFolderTest {
    @TempDir
    Path dir;

    @Test
    void aFolderThatIsNotAProfileIsRefusedNamingWhatItLacks() throws Exception {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        Path others = Files.createDirectories(dir.resolve("others"));
        Files.writeString(others.resolve("letter.txt"), "x");
        Path half = Files.createDirectories(dir.resolve("half"));
        Files.writeString(half.resolve(Enrolment.MARK), "x");
        assertEquals("speaker profile " + dir.resolve("none") + ": no such folder (annabella enrol makes one)",
                assertThrows(InputException.class, () -> Enrolment.profile(dir.resolve("none"))).getMessage());
        assertTrue(assertThrows(InputException.class, () -> Enrolment.profile(others)).getMessage()
                .endsWith(": not a profile, it has no speaker.txt (annabella enrol makes one)"));
        assertTrue(assertThrows(InputException.class, () -> Enrolment.profile(half)).getMessage()
                .endsWith(": not a profile, it has no means (annabella enrol makes one)"));
        assertTrue(assertThrows(InputException.class, () -> Enrolment.checkFolder(file)).getMessage()
                .endsWith(": a file, not a folder; give a new folder's name"));
        assertTrue(assertThrows(InputException.class, () -> Enrolment.checkFolder(others)).getMessage()
                .endsWith(": a folder that is not empty and not a profile; give a new folder's name"));
        Enrolment.checkFolder(dir.resolve("new"));
        Enrolment.checkFolder(Files.createDirectories(dir.resolve("empty")));
        Enrolment.checkFolder(half);
    }

}
