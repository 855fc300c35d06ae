package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.annabella.SharedTestData;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft against published node counts: the six standard positions (facts) and the shared suites. */
class PerftTest {
    private static final Pattern DEPTH = Pattern.compile(";D(\\d+)\\s+(\\d+)");

    @ParameterizedTest(name = "{0} depth {1}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 5 | 4865609",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 | 4 | 4085603",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 | 5 | 674624",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1 | 4 | 422333",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1 | 4 | 422333",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8 | 4 | 2103487",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10 | 4 | 3894594",
    })
    void standardPositions(String fen, int depth, long expected) {
        assertEquals(expected, Perft.perft(Position.fromFenLenient(fen), depth));
    }

    /** Each position of a suite to the deepest depth the extended run can afford (see docs/performance.md). */
    private static Stream<DynamicTest> suite(String file, int maxDepth) throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        Path path = SharedTestData.path("perft/" + file);
        int n = 0;
        for (String line : Files.readAllLines(path)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String fen = line.substring(0, line.indexOf(';')).trim();
            Matcher m = DEPTH.matcher(line);
            int depth = 0;
            long expected = 0;
            while (m.find()) {
                int d = Integer.parseInt(m.group(1));
                if (d <= maxDepth && d > depth) {
                    depth = d;
                    expected = Long.parseLong(m.group(2));
                }
            }
            int fDepth = depth;
            long fExpected = expected;
            tests.add(DynamicTest.dynamicTest(file + " #" + (++n) + " d" + depth + " " + fen,
                    () -> assertEquals(fExpected, Perft.perft(Position.fromFenLenient(fen), fDepth), fen)));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> standardSuiteToDepth6() throws IOException {
        return suite("standard-suite.epd", 6);
    }

    @TestFactory
    Stream<DynamicTest> chess960SuiteToDepth4() throws IOException {
        return suite("chess960-suite.epd", 4);
    }

    @TestFactory
    Stream<DynamicTest> cpwPositions() throws IOException {
        return suite("cpw-standard.epd", 5);
    }

    /** python-chess's tricky cases: X-FEN Chess960 castling, en passant with pins, impossible castling rights. */
    @TestFactory
    Stream<DynamicTest> trickyCases() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        String id = null, epd = null;
        for (String line : Files.readAllLines(SharedTestData.path("perft/tricky.perft"))) {
            line = line.trim();
            if (line.startsWith("id ")) {
                id = line.substring(3);
            } else if (line.startsWith("epd ")) {
                epd = line.substring(4);
            } else if (line.startsWith("perft ")) {
                String[] f = line.split("\\s+");
                int depth = Integer.parseInt(f[1]);
                long expected = Long.parseLong(f[2]);
                String fen = epd;
                if (depth <= 5) {
                    tests.add(DynamicTest.dynamicTest(id + " d" + depth,
                            () -> assertEquals(expected, Perft.perft(Position.fromFenLenient(fen), depth), fen)));
                }
            }
        }
        return tests.stream();
    }
}
