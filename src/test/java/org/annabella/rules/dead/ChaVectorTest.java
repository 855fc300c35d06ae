package org.annabella.rules.dead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The CHA test vector (1803 labelled positions) and oracle (1362 full-mode verdicts): no verdict may
 * contradict a label, in either mode. Full mode runs with a reduced budget per side to keep the test
 * short; the benchmark (docs/performance.md) runs the default budget.
 */
class ChaVectorTest {
    /** Nodes per side in this test. */
    private static final long NODES = 50_000;
    private static Path dir;

    @BeforeAll
    static void data() {
        dir = ChaData.dir();
    }

    @Test
    void testVectorFullMode() {
        check(ChaData.testVector(requireData()), Mode.FULL, 280);
    }

    @Test
    void testVectorQuickMode() {
        check(ChaData.testVector(requireData()), Mode.QUICK, Integer.MAX_VALUE);
    }

    @Test
    void oracleFullMode() {
        check(ChaData.oracle(requireData()), Mode.FULL, 10);
    }

    @Test
    void oracleQuickMode() {
        check(ChaData.oracle(requireData()), Mode.QUICK, Integer.MAX_VALUE);
    }

    private static Path requireData() {
        assumeTrue(dir != null, "shared test data (../shared/testdata/unwinnability) not found: skipped");
        return dir;
    }

    private static void check(List<ChaData.Labelled> cases, Mode mode, int maxUndetermined) {
        Unwinnability analyser = new Unwinnability(NODES);
        List<String> wrong = new ArrayList<>();
        int undetermined = 0;
        long start = System.nanoTime();
        for (ChaData.Labelled c : cases) {
            // The lenient reader: 48 of CHA's positions hold more promoted pieces than missing pawns.
            Position position = Position.fromFenLenient(c.fen());
            for (Color side : Color.values()) {
                char expected = side == Color.WHITE ? c.white() : c.black();
                char got = analyser.analyse(position, side, mode).letter();
                if (got == '?') {
                    undetermined++;
                } else if (expected != '?' && got != expected) {
                    wrong.add(side + " expected " + expected + " got " + got + ": " + c.fen());
                }
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("%s, %s mode: %d positions in %.1f s (%.0f analyses/s), %d sides undetermined%n", cases.get(0).source(), mode, cases.size(), seconds,
                2 * cases.size() / seconds, undetermined);
        assertEquals(List.of(), wrong, "verdicts contradicting the labels");
        assertTrue(undetermined <= maxUndetermined, undetermined + " sides undetermined");
    }
}
