package org.annabella.announce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PhrasebookTest {
    private static final Map<String, Set<String>> SCHEMA = Map.of("greeting", Set.of("name"), "bye", Set.of());

    private static Phrasebook parse(String... lines) {
        return Phrasebook.parse("test.phrases", List.of(lines), SCHEMA);
    }

    @Test
    void readsFormsVariantsCommentsAndPlaceholders() {
        Phrasebook b = parse("\uFEFF# comment", "", "greeting =  Hello,   {name} | Hi {name}", "bye = Bye|Ciao");
        assertEquals("Hello, {name}", b.get("greeting"));
        assertEquals(List.of("Bye", "Ciao"), b.forms("bye"));
        assertEquals("Hello, Eva", b.fill("greeting", Map.of("name", "Eva")));
        assertEquals("test.phrases line 3", b.where("greeting"));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiterString = " -> ", value = {
        "greeting Hello -> test.phrases line 1: no '=' between the key and the words",
        "= Hello -> test.phrases line 1: no key before '='",
        "hello = Hello -> test.phrases line 1: unknown key 'hello'",
        "greeting = Hello |  -> test.phrases line 1: an empty form for 'greeting'",
        "greeting = Hello {colour} -> test.phrases line 1: 'greeting' cannot use the placeholder {colour}; it allows {name}",
        "greeting = Hello {name -> test.phrases line 1: a stray brace in 'greeting'",
        "greeting = Hello -> test.phrases: the key 'bye' is missing",
    })
    void aBrokenBookIsRefusedWithTheLineAndTheFault(String line, String message) {
        PhrasebookException e = assertThrows(PhrasebookException.class, () -> parse(line));
        assertEquals(message, e.getMessage());
    }

    @Test
    void aKeyGivenTwiceIsRefused() {
        assertEquals("test.phrases line 3: key 'bye' is given twice",
                assertThrows(PhrasebookException.class, () -> parse("bye = a", "greeting = b", "bye = c")).getMessage());
    }

    private static List<String> standard(String file) throws IOException {
        return Files.readAllLines(Path.of("voice", file), StandardCharsets.UTF_8);
    }

    @Test
    void theStandardBooksLoad() {
        for (Style s : Style.values()) {
            MoveWords.of(s);
        }
        for (Language l : Language.values()) {
            Sentences.of(l, Style.FIDE);
        }
    }

    @Test
    void aMoveBookWhereOnePhraseMeansTwoThingsIsRefused() throws IOException {
        List<String> lines = new ArrayList<>(standard("fide.phrases"));
        int i = lines.indexOf("file.b = Bella");
        lines.set(i, "file.b = Bella | Anna");
        PhrasebookException e = assertThrows(PhrasebookException.class,
                () -> new MoveWords(Phrasebook.parse("voice/fide.phrases", lines, MoveWords.SCHEMA)));
        assertEquals("voice/fide.phrases line " + (i + 1) + ": 'Anna' already means file.a (voice/fide.phrases line "
                + (lines.indexOf("file.a = Anna") + 1) + ")", e.getMessage());
    }

    @Test
    void aSquareFormWithoutTheRankIsRefused() throws IOException {
        List<String> lines = new ArrayList<>(standard("fide.phrases"));
        int i = lines.indexOf("square = {file} {rank}");
        lines.set(i, "square = {file}");
        PhrasebookException e = assertThrows(PhrasebookException.class,
                () -> new MoveWords(Phrasebook.parse("voice/fide.phrases", lines, MoveWords.SCHEMA)));
        assertEquals("voice/fide.phrases line " + (i + 1) + ": 'square' must use both {file} and {rank}", e.getMessage());
    }

    @Test
    void anOrganisersEditChangesTheWordsWithoutCode() throws IOException {
        List<String> lines = new ArrayList<>(standard("fide.phrases"));
        lines.set(lines.indexOf("piece.knight = Springer"), "piece.knight = Pferd | Springer");
        Announcer a = new Announcer(new MoveWords(Phrasebook.parse("edited", lines, MoveWords.SCHEMA)), Verbosity.SHORT);
        Position p = Position.startPosition();
        int nf3 = AnnouncerTest.move(p, "g1f3");
        assertEquals("Pferd Felix drei", a.announce(p, nf3));
        AnnouncementReader reader = new AnnouncementReader(List.of(a.words()));
        assertEquals(nf3, reader.read(p, "Pferd Felix drei"));
        assertEquals(nf3, reader.read(p, "Springer Felix drei"));
    }

    @Test
    void theRepositoryFolderNamedByAnnabellaHomeIsReadFirst(@TempDir Path home) throws IOException {
        Files.createDirectories(home.resolve("voice"));
        Files.writeString(home.resolve("voice").resolve("x-test.phrases"), "greeting = Servus {name}\nbye = Pfiat di\n");
        String before = System.getProperty("annabella.home");
        System.setProperty("annabella.home", home.toString());
        try {
            assertEquals("Servus {name}", Phrasebook.load("x-test.phrases", SCHEMA).get("greeting"));
            PhrasebookException e = assertThrows(PhrasebookException.class, () -> Phrasebook.load("missing.phrases", SCHEMA));
            assertEquals("voice/missing.phrases: phrasebook not found", e.getMessage());
        } finally {
            if (before == null) {
                System.clearProperty("annabella.home");
            } else {
                System.setProperty("annabella.home", before);
            }
        }
    }
}
