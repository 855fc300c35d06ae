package org.annabella.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every test docs/laws-coverage.md names exists (issue 21, point 6). The page names a test as
 * {@code `ClassTest`}, {@code `ClassTest.method`} or {@code `ClassTest.prefix...`} (some method
 * starts with the prefix; {@code prefix...suffix}: starts and ends so), and, after "Tests:" in
 * an item, a bare {@code `method`} of the class named last in that item, or else of the class the
 * section's text names ("Tests are in `ResumptionTest` unless named otherwise").
 */
class LawsCoverageNamesTest {
    private static final Path PAGE = Path.of("docs/laws-coverage.md");
    private static final Path TESTS = Path.of("src/test/java");

    /** A test the page names: the class, the method pattern (null for the class alone), and the line. */
    record Named(String testClass, String method, int line) {
        @Override
        public String toString() {
            return "docs/laws-coverage.md:" + line + ": `" + testClass + (method == null ? "" : "." + method) + "`";
        }
    }

    @Test
    void everyTestThePageNamesExists() throws Exception {
        List<Named> named = namedIn(Files.readAllLines(PAGE));
        assertTrue(named.size() >= 100, "the page names " + named.size() + " tests; has its format changed? " + named);
        List<String> missing = new ArrayList<>();
        for (Named n : named) {
            Set<String> methods = methodsOf(n.testClass());
            if (n.testClass() == null) {
                missing.add(n + ": a bare method name with no test class named before it in its item or section");
            } else if (methods == null) {
                missing.add(n + ": no class " + n.testClass() + " under src/test/java");
            } else if (n.method() != null && methods.stream().noneMatch(m -> fits(n.method(), m))) {
                missing.add(n + ": " + n.testClass() + " has no such test method");
            }
        }
        assertEquals(List.of(), missing, "tests named in docs/laws-coverage.md that do not exist; rename the page's entry or the test");
    }

    @Test
    void namesAreReadWithTheirClass() {
        List<Named> named = namedIn(List.of(
                "Tests are in `ResumptionTest` unless named otherwise.",
                "- Sealing. Where: `SealedEnvelope`, `Resumption.setUp`. Tests: `artE5_one`,",
                "  `AdjournmentTest.artE2_...`, `artE4_two`.",
                "- Other. Where: `Referee` (`adjusting`). Tests: `ClockTest`, `art6_1_x...y`.",
                "## Next",
                "- Third. Tests: `later`."));
        assertEquals(List.of(
                new Named("ResumptionTest", null, 1),
                new Named("ResumptionTest", "artE5_one", 2),
                new Named("AdjournmentTest", "artE2_...", 3),
                new Named("AdjournmentTest", "artE4_two", 3),
                new Named("ClockTest", null, 4),
                new Named("ClockTest", "art6_1_x...y", 4),
                new Named(null, "later", 6)), named);
        assertTrue(fits("art6_1_x...y", "art6_1_xandy"));
        assertTrue(fits("art4_3a_...", "art4_3a_ownPiece"));
        assertTrue(!fits("art4_3a_...", "art4_3b_ownPiece") && !fits("art6_1_x...y", "art6_1_xz") && !fits("run", "running"));
    }

    /** The tests the page names, in order; a bare method with no class to go with has a null class. */
    static List<Named> namedIn(List<String> lines) {
        List<Named> named = new ArrayList<>();
        String sectionClass = null;
        String itemClass = null;
        boolean inItem = false;
        boolean afterTests = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("#") || line.isBlank()) {
                sectionClass = line.startsWith("#") ? null : sectionClass;
                inItem = false;
                afterTests = false;
                continue;
            }
            if (line.startsWith("- ")) {
                inItem = true;
                afterTests = false;
                itemClass = sectionClass;
            }
            int at = 0;
            while (true) {
                int open = line.indexOf('`', at);
                int close = open < 0 ? -1 : line.indexOf('`', open + 1);
                int tests = line.indexOf("Tests:", at);
                if (tests >= 0 && (open < 0 || tests < open)) {
                    afterTests = true;
                }
                if (close < 0) {
                    break;
                }
                String span = line.substring(open + 1, close);
                at = close + 1;
                int dot = span.indexOf('.');
                String head = dot < 0 ? span : span.substring(0, dot);
                if (isIdentifier(head) && head.endsWith("Test") && Character.isUpperCase(head.charAt(0))) {
                    named.add(new Named(head, dot < 0 ? null : span.substring(dot + 1), i + 1));
                    if (inItem) {
                        itemClass = head;
                    } else {
                        sectionClass = head;
                    }
                } else if (inItem && afterTests && Character.isLowerCase(span.charAt(0)) && isIdentifier(span.replace("...", ""))) {
                    named.add(new Named(itemClass, span, i + 1));
                }
            }
        }
        return named;
    }

    private static boolean isIdentifier(String s) {
        return !s.isEmpty() && s.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == '_');
    }

    /** Whether a method name fits a pattern from the page: the name, or {@code prefix...suffix}. */
    static boolean fits(String pattern, String method) {
        int dots = pattern.indexOf("...");
        if (dots < 0) {
            return pattern.equals(method);
        }
        String prefix = pattern.substring(0, dots);
        String suffix = pattern.substring(dots + 3);
        return method.length() >= prefix.length() + suffix.length() && method.startsWith(prefix) && method.endsWith(suffix);
    }

    /** The method names of a test class and its nested classes, or null when no such class is under src/test/java. */
    private static Set<String> methodsOf(String simpleName) throws IOException, ClassNotFoundException {
        if (simpleName == null) {
            return null;
        }
        List<Path> sources;
        try (Stream<Path> files = Files.walk(TESTS)) {
            sources = files.filter(p -> p.getFileName().toString().equals(simpleName + ".java")).toList();
        }
        if (sources.isEmpty()) {
            return null;
        }
        Set<String> methods = new HashSet<>();
        for (Path source : sources) {
            String name = TESTS.relativize(source).toString().replace('/', '.').replace(".java", "");
            collect(Class.forName(name), methods);
        }
        return methods;
    }

    private static void collect(Class<?> type, Set<String> methods) {
        for (Method m : type.getDeclaredMethods()) {
            methods.add(m.getName());
        }
        for (Class<?> nested : type.getDeclaredClasses()) {
            collect(nested, methods);
        }
    }
}
