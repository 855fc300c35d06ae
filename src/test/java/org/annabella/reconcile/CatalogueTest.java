package org.annabella.reconcile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Runs every scenario of the arbiter's catalogue and compares the ruling with the expected one, word for word. */
class CatalogueTest {
    static final Path DIR = Path.of("src", "test", "resources", "reconcile");

    static List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(DIR)) {
            return s.filter(p -> p.toString().endsWith(".scenario")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyScenario() throws IOException {
        return files().stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(Scenario.read(f))));
    }

    private static void check(Scenario s) {
        ReconcileRuling r = Reconciler.rule(s.toCase());
        String actual = "expect-kind: " + r.kind() + "\nexpect-board-a: " + r.boards().get(0).status()
                + "\nexpect-board-b: " + r.boards().get(1).status() + "\nexpect-text:\n" + indent(RulingText.text(r, Voice.ENGLISH))
                + "expect-spoken:\n" + indent(RulingText.text(r, Voice.PHONETIC));
        assertNotNull(s.get("expect-text"), s.name() + " has no expect-text; the tool says:\n" + actual
                + "expect-spanish:\n" + indent(RulingText.text(r, Voice.SPANISH)));
        assertEquals(s.get("expect-kind"), r.kind().name(), s.name() + " kind\n" + actual);
        assertEquals(s.get("expect-board-a"), r.boards().get(0).status().name(), s.name() + " board A");
        assertEquals(s.get("expect-board-b"), r.boards().get(1).status().name(), s.name() + " board B");
        assertEquals(s.get("expect-text"), RulingText.text(r, Voice.ENGLISH), s.name() + " English text");
        assertEquals(s.get("expect-spoken"), RulingText.text(r, Voice.PHONETIC), s.name() + " spoken form");
        String spanish = RulingText.text(r, Voice.SPANISH);
        if (s.get("expect-spanish") != null) {
            assertEquals(s.get("expect-spanish"), spanish, s.name() + " Spanish text");
        }
        for (String text : List.of(spanish, RulingText.text(r, Voice.ENGLISH), RulingText.text(r, Voice.PHONETIC))) {
            assertFalse(text.matches("(?s).*(\\{\\d}|null).*"), s.name() + ": unfilled template in\n" + text);
        }
        assertFalse(RulingJson.write(r).matches("(?s).*\\{\\d}.*"), s.name() + ": unfilled template in JSON");
    }

    private static String indent(String text) {
        return text.lines().map(l -> "  " + l).reduce("", (a, b) -> a + b + "\n");
    }

    /** The catalogue covers every case of the issue in more than one edition, and sheets in mixed notations. */
    @Test
    void catalogueCoversEveryCaseInMoreThanOneEdition() throws IOException {
        List<Path> files = files();
        assertTrue(files.size() >= 30, "at least 30 scenarios, found " + files.size());
        for (String kind : List.of("BOARD_WRONG", "SHEET_SLIP", "ILLEGAL_MOVE", "SHEETS_DIFFER", "BOARDS_RIGHT")) {
            assertTrue(editionsWith("expect-kind", kind).size() >= 2, kind + " in two editions");
        }
        for (String status : List.of("BEHIND", "AHEAD", "WRONG_MOVE", "EXECUTED_WRONGLY", "ILLEGAL_MOVE", "TURNED", "SET_UP_WRONG", "UNREACHABLE",
                "DISPLACED")) {
            Set<String> eds = editionsWith("expect-board-a", status);
            eds.addAll(editionsWith("expect-board-b", status));
            assertTrue(eds.size() >= 2, status + " in two editions, found " + eds);
        }
        for (String c : List.of("wrong-move", "executed-wrongly", "behind", "boards-right", "displaced", "turned", "set-up-wrong", "unreachable",
                "missing-move", "doubled-move", "transposed", "miswritten", "ambiguous", "illegal-move", "differ",
                "sheet-ends-early")) {
            assertTrue(editionsWith("case", c).size() >= 2, "case " + c + " in two editions, found " + editionsWith("case", c));
        }
    }

    private static Set<String> editionsWith(String key, String value) throws IOException {
        Set<String> eds = new TreeSet<>();
        for (Path f : files()) {
            Scenario s = Scenario.read(f);
            if (value.equals(s.get(key))) {
                eds.add(s.fields().getOrDefault("laws", "2018"));
            }
        }
        return eds;
    }
}
