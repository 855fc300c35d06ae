package org.annabella;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The public test data in ../shared/testdata (see its README). Tests that use it call these
 * methods, which skip the test with a message when the folder is absent, so a fresh clone passes.
 */
public final class SharedTestData {
    private SharedTestData() {
    }

    /** A file or folder under testdata, or null when it is absent (for benchmarks run outside JUnit). */
    public static Path find(String relative) {
        for (Path p : List.of(Path.of("..", "shared", "testdata"), Path.of("/work/shared/testdata"))) {
            if (Files.isDirectory(p) && Files.exists(p.resolve(relative))) {
                return p.resolve(relative);
            }
        }
        return null;
    }

    /** The testdata folder, or a skipped test. */
    public static Path dir() {
        Path p = find(".");
        Assumptions.assumeTrue(p != null, "../shared/testdata is absent: skipping the tests on shared data");
        return p.normalize();
    }

    /** A file or folder under testdata, or a skipped test. */
    public static Path path(String relative) {
        Path p = dir().resolve(relative);
        Assumptions.assumeTrue(Files.exists(p), () -> "shared test data " + relative + " is absent: skipping");
        return p;
    }

    /**
     * One game of draws/python-chess-verdicts: its kind (the file it is listed in, which is also
     * the folder of its PGN) and python-chess's record of it (startFen, moves with their verdicts).
     */
    public record DrawVerdict(String kind, JsonObject record) {
        public String pgnName() {
            return record.get("pgn").getAsString();
        }

        /** "threefold/game-12.pgn". */
        public String name() {
            return kind + "/" + pgnName();
        }

        public Path pgnFile() {
            return path("draws/" + name());
        }
    }

    /** Every game of draws/python-chess-verdicts, in file order, or a skipped test. */
    public static List<DrawVerdict> drawVerdicts() {
        List<DrawVerdict> out = new ArrayList<>();
        for (Path jsonl : files("draws/python-chess-verdicts", ".jsonl")) {
            String kind = jsonl.getFileName().toString().replace(".jsonl", "");
            try {
                for (String line : Files.readAllLines(jsonl)) {
                    if (!line.isBlank()) {
                        out.add(new DrawVerdict(kind, JsonParser.parseString(line).getAsJsonObject()));
                    }
                }
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return out;
    }

    /** Every file under a testdata folder whose name ends with {@code suffix}, sorted. */
    public static List<Path> files(String folder, String suffix) {
        try (Stream<Path> s = Files.walk(path(folder))) {
            return s.filter(f -> f.getFileName().toString().endsWith(suffix)).sorted().collect(Collectors.toList());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
