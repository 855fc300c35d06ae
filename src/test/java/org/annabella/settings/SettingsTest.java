package org.annabella.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.annabella.rules.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsTest {
    @TempDir
    Path dir;

    @Test
    void theFolderIsTheSystemsUsualPlace() {
        Path home = Path.of("/home/ana");
        assertEquals(Path.of("/home/ana/.config/annabella"), Settings.folder(null, Map.of(), "Linux", home));
        assertEquals(Path.of("/cfg/annabella"), Settings.folder(null, Map.of("XDG_CONFIG_HOME", "/cfg"), "Linux", home));
        // A relative XDG_CONFIG_HOME is invalid by the XDG rules and ignored.
        assertEquals(Path.of("/home/ana/.config/annabella"), Settings.folder(null, Map.of("XDG_CONFIG_HOME", "cfg"), "Linux", home));
        assertEquals(Path.of("/home/ana/Library/Application Support/annabella"), Settings.folder(null, Map.of(), "Mac OS X", home));
        assertEquals(Path.of("/appdata/annabella"), Settings.folder(null, Map.of("APPDATA", "/appdata"), "Windows 11", home));
        assertEquals(Path.of("/home/ana/AppData/Roaming/annabella"), Settings.folder(null, Map.of(), "Windows 10", home));
        assertEquals(Path.of("/stick/cfg"), Settings.folder("/stick/cfg", Map.of("XDG_CONFIG_HOME", "/cfg"), "Linux", home));
    }

    @Test
    void noFileIsNoSettings() {
        Settings s = Settings.load(dir.resolve("missing"));
        assertEquals(Map.of(), s.values());
        assertNull(s.get("lang"));
        assertEquals(dir.resolve("missing").resolve(Settings.FILE_NAME), s.file());
    }

    @Test
    void readsKeyValueLinesKeepingCommentsAndNamingMalformedOnes() throws IOException {
        write("# mine\n\nlang = es\r\nname=Núñez=junior\nrate\nlang=en\n");
        Settings s = Settings.load(dir);
        assertEquals("en", s.get("lang"), "the last line of a key wins");
        assertEquals("Núñez=junior", s.get("name"));
        assertEquals(Map.of("lang", "en", "name", "Núñez=junior"), s.values());
        assertEquals(List.of(5), s.malformed().stream().map(Settings.Line::number).toList());
        assertEquals("rate", s.malformed().get(0).key());
        assertEquals(List.of(3, 4, 6), s.entries().stream().map(Settings.Line::number).toList());
    }

    @Test
    void withAndWithoutAreNewValuesAndSaveKeepsTheRest() throws IOException {
        write("# mine\nlang=es\nrate\nlang=en\n");
        Settings s = Settings.load(dir);
        Settings changed = s.with("lang", "es").with("rate", "180").with("board", "peg:/dev/ttyUSB0");
        assertEquals("en", s.get("lang"), "the original is unchanged");
        changed.save();
        assertEquals("# mine\nlang=es\nrate=180\nboard=peg:/dev/ttyUSB0\n", read());
        assertEquals(List.of(), Settings.load(dir).malformed());
        Settings.load(dir).without("lang").without("absent").save();
        assertEquals("# mine\nrate=180\nboard=peg:/dev/ttyUSB0\n", read());
        assertEquals(Settings.load(dir), Settings.load(dir));
    }

    @Test
    void saveMakesTheFolderAndLeavesNoPartBehind() throws IOException {
        Path folder = dir.resolve("a").resolve("annabella");
        Settings.load(folder).with("name", "Núñez").save();
        assertEquals("Núñez", Settings.load(folder).get("name"));
        try (var files = Files.list(folder)) {
            assertEquals(List.of(Settings.FILE_NAME), files.map(p -> p.getFileName().toString()).toList());
        }
    }

    @Test
    void refusesWhatCannotBeOneLine() {
        Settings s = Settings.load(dir);
        assertThrows(IllegalArgumentException.class, () -> s.with("name", "a\nlang=es"));
        assertThrows(IllegalArgumentException.class, () -> s.with("na=me", "x"));
        assertThrows(IllegalArgumentException.class, () -> s.with("", "x"));
        assertThrows(IllegalArgumentException.class, () -> s.with("#x", "x"));
        assertThrows(IllegalArgumentException.class, () -> s.with("name", " x"));
        assertEquals("", s.with("name", "").get("name"));
    }

    @Test
    void anUnreadableFileIsNamed() throws IOException {
        Files.write(dir.resolve(Settings.FILE_NAME), new byte[] {'l', '=', (byte) 0xff, '\n'});
        InputException e = assertThrows(InputException.class, () -> Settings.load(dir));
        assertTrue(e.getMessage().contains(Settings.FILE_NAME) && e.getMessage().contains("line 1"), e.getMessage());
        Files.delete(dir.resolve(Settings.FILE_NAME));
        Files.createDirectory(dir.resolve(Settings.FILE_NAME));
        assertFalse(assertThrows(InputException.class, () -> Settings.load(dir)).getMessage().isEmpty());
    }

    private void write(String text) throws IOException {
        Files.writeString(dir.resolve(Settings.FILE_NAME), text, StandardCharsets.UTF_8);
    }

    private String read() throws IOException {
        return Files.readString(dir.resolve(Settings.FILE_NAME), StandardCharsets.UTF_8);
    }
}
