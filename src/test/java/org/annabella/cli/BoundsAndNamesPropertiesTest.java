package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.annabella.braille.ScoresheetWriter;
import org.annabella.rules.InputException;

/**
 * Classes of input, generated, through the whole command line (issue 31, second pass): every
 * size and depth a person can type is used when it is within its documented bound and refused in
 * one line when not, at once; and a file named with any character a terminal must not get raw is
 * shown, on every line that names it, with that character as {@code U+001B}.
 */
class BoundsAndNamesPropertiesTest {
    private static final Duration QUICK = Duration.ofSeconds(20);
    private static Path dir;
    private static Path pgn;

    @BeforeContainer
    static void makeFolder() throws IOException {
        dir = Files.createTempDirectory("annabella-bounds");
        pgn = Files.writeString(dir.resolve("game.pgn"), "[White \"Ann\"]\n\n1. e4 {[%clk 0:05:00]} e5 2. Nf3 Nc6 1-0\n");
    }

    @AfterContainer
    static void removeFolder() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Property(tries = 60)
    void aPageOfAnySizeIsWrittenWithinItsBoundsAndRefusedBeyondThem(@ForAll("sizes") int width,
            @ForAll("sizes") int height, @ForAll boolean brf) {
        CliRun r = run("braille", "--pgn", pgn.toString(), "--format", brf ? "brf" : "unicode",
                "--width", Integer.toString(width), "--height", Integer.toString(height));
        boolean fits = width >= ScoresheetWriter.MIN_WIDTH && width <= ScoresheetWriter.MAX_WIDTH
                && height >= ScoresheetWriter.MIN_HEIGHT && height <= ScoresheetWriter.MAX_HEIGHT;
        if (fits) {
            assertEquals(0, r.exit, r.err);
            assertTrue(r.out.lines().allMatch(l -> l.length() <= width), "a line wider than " + width);
        } else {
            refused(r, "braille", width < ScoresheetWriter.MIN_WIDTH || width > ScoresheetWriter.MAX_WIDTH ? "--width" : "--height");
        }
    }

    @Property(tries = 40)
    void aDepthBeyondTheBoundIsRefusedAtOnce(@ForAll("depthsBeyond") int depth) {
        refused(run("perft", "--depth", Integer.toString(depth)), "perft", "--depth");
    }

    @Property(tries = 30)
    void aSearchBudgetBeyondTheBoundIsRefusedAtOnce(@ForAll("budgetsBeyond") long nodes) {
        refused(run("dead", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "--nodes", Long.toString(nodes)), "dead", "--nodes");
    }

    @Property(tries = 40)
    void aPaceOutsideOneToTwoHundredIsRefusedAsTyped(@ForAll("pacesOutside") String pace) {
        CliRun r = run("demo", "--pace", pace, "--speech", "none", "--out", dir.resolve("demo").toString());
        refused(r, "demo", "--pace");
        assertTrue(r.err.contains(InputException.quote(pace)), "the pace as typed: " + r.err);
        assertFalse(Files.exists(dir.resolve("demo")), "nothing written");
    }

    @Property(tries = 40)
    void aFileNameIsShownWithItsUnsafeCharactersNamedOnEveryLine(@ForAll("unsafeNames") String name) throws IOException {
        Path broken = Files.writeString(dir.resolve(name + ".pgn"), "1. e4 e5 2. Ke3 *\n");
        Path fens = Files.writeString(dir.resolve(name + ".txt"), "not a fen\n");
        Path missing = dir.resolve(name + ".missing");
        try {
            for (String[] args : List.of(new String[] {"check", "--pgn", broken.toString()},
                    new String[] {"dead", "--fen-file", fens.toString()},
                    new String[] {"braille", "--read", missing.toString()},
                    new String[] {"hear", missing.toString()},
                    new String[] {"announce", "--pgn", missing.toString()},
                    new String[] {"export", missing.toString()})) {
                CliRun r = run(args);
                assertEquals(2, r.exit, args[0] + ": " + r.err);
                String printed = r.err + r.out;
                assertTrue(printed.replace("\n", "").codePoints().noneMatch(InputException::unsafe),
                        args[0] + ": a raw character in " + printed);
                assertFalse(printed.contains(name), args[0] + " printed the name raw: " + printed);
                assertTrue(r.err.contains(InputException.escape(name, 200)), args[0] + " names the file: " + r.err);
            }
        } finally {
            Files.delete(broken);
            Files.delete(fens);
        }
    }

    private static CliRun run(String... args) {
        return assertTimeoutPreemptively(QUICK, () -> CliRun.of(args), args[0] + " never ended");
    }

    private static void refused(CliRun r, String command, String option) {
        BadInputContractTest.assertOneLineOfWords(new BadInputContractTest.Row(command, "generated input"), r);
        assertTrue(r.err.contains(option), "names " + option + ": " + r.err);
    }

    /** Any int, weighted to the bounds and the ends of the range. */
    @Provide
    Arbitrary<Integer> sizes() {
        return Arbitraries.oneOf(Arbitraries.integers().between(-5, 130),
                Arbitraries.integers().withDistribution(net.jqwik.api.RandomDistribution.uniform()),
                Arbitraries.of(Integer.MAX_VALUE, Integer.MAX_VALUE - 1, 1_000_000_000, Integer.MIN_VALUE, 0));
    }

    @Provide
    Arbitrary<Integer> depthsBeyond() {
        return Arbitraries.oneOf(Arbitraries.integers().between(PerftCommand.MAX_DEPTH + 1, Integer.MAX_VALUE),
                Arbitraries.integers().between(Integer.MIN_VALUE, -1), Arbitraries.of(PerftCommand.MAX_DEPTH + 1, 99));
    }

    @Provide
    Arbitrary<Long> budgetsBeyond() {
        return Arbitraries.oneOf(Arbitraries.longs().between(DeadCommand.MAX_NODES + 1, Long.MAX_VALUE),
                Arbitraries.longs().between(Long.MIN_VALUE, 0), Arbitraries.of(DeadCommand.MAX_NODES + 1, Long.MAX_VALUE));
    }

    /** Paces outside 1 to 200 in the ways a number can be typed: huge, tiny, negative, exponents, words Java reads. */
    @Provide
    Arbitrary<String> pacesOutside() {
        Arbitrary<Double> outside = Arbitraries.oneOf(
                Arbitraries.doubles().between(201, Double.MAX_VALUE).ofScale(2),
                Arbitraries.doubles().between(-Double.MAX_VALUE, 0.99).ofScale(2));
        return Arbitraries.oneOf(
                outside.map(d -> Double.toString(d)),
                outside.map(d -> String.format(Locale.ROOT, "%.3e", d)),
                Arbitraries.longs().greaterOrEqual(201).map(n -> Long.toString(n)),
                Arbitraries.of("1e309", "-1e309", "Infinity", "-Infinity", "NaN", "200.5", "0x1p8", "1e3"));
    }

    /**
     * File names with one to three characters a terminal must not get raw (C0 and C1 controls,
     * escape, line breaks, tabs, bidi overrides, zero-width and line separators) among letters.
     */
    @Provide
    Arbitrary<String> unsafeNames() {
        // Names beyond ASCII need a system that writes file names in UTF-8.
        boolean utf8 = "UTF-8".equalsIgnoreCase(System.getProperty("sun.jnu.encoding"));
        Arbitrary<Integer> unsafe = utf8 ? Arbitraries.oneOf(Arbitraries.integers().between(1, 0x1F),
                Arbitraries.integers().between(0x7F, 0x9F), Arbitraries.of(0x2028, 0x2029, 0x202E, 0x200B, 0xFEFF, 0x00A0))
                : Arbitraries.integers().between(1, 0x1F);
        Arbitrary<String> letters = Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(6);
        return Combinators.combine(letters, unsafe.list().ofMinSize(1).ofMaxSize(3), letters)
                .as((a, cs, b) -> a + cs.stream().map(c -> Character.toString(c)).collect(Collectors.joining("x")) + b);
    }
}
