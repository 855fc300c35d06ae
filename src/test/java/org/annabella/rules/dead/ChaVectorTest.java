package org.annabella.rules.dead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The CHA test vector (1803 labelled positions) and oracle (1362 full-mode verdicts): no verdict may
 * contradict a label, in either mode, and full mode with the default budget decides every side
 * (node budgets make this deterministic). The benchmark (docs/performance.md) times the same runs.
 */
class ChaVectorTest {
    /** Nodes per side in this test: the default budget, as the acceptance asks. */
    private static final long NODES = Unwinnability.DEFAULT_NODE_LIMIT;
    private static Path dir;

    @BeforeAll
    static void data() {
        dir = ChaData.dir();
    }

    @Test
    void testVectorFullMode() {
        check(ChaData.testVector(requireData()), SearchMode.FULL, 0);
    }

    @Test
    void testVectorQuickMode() {
        check(ChaData.testVector(requireData()), SearchMode.QUICK, Integer.MAX_VALUE);
    }

    @Test
    void oracleFullMode() {
        check(ChaData.oracle(requireData()), SearchMode.FULL, 0);
    }

    @Test
    void oracleQuickMode() {
        check(ChaData.oracle(requireData()), SearchMode.QUICK, Integer.MAX_VALUE);
    }

    /** Issue 19: quick mode proves every side of the oracle that CHA's quick mode proves. */
    @Test
    void oracleQuickModeProvesWhatChaQuickProves() {
        Unwinnability analyser = new Unwinnability(NODES);
        List<String> missed = new ArrayList<>();
        List<Map.Entry<String, Color>> proofs = ChaData.oracleQuickProofs(requireData());
        for (Map.Entry<String, Color> proof : proofs) {
            Analysis quick = analyser.analyse(Position.fromFenLenient(proof.getKey()), proof.getValue(), SearchMode.QUICK);
            if (quick.verdict() != Verdict.UNWINNABLE) {
                missed.add(proof.getValue() + ": " + proof.getKey());
            }
        }
        assertTrue(proofs.size() > 1000, "the oracle's quick verdicts were not read: " + proofs.size());
        assertEquals(List.of(), missed, "sides CHA's quick mode proves, ours not");
    }

    private static Path requireData() {
        assumeTrue(dir != null, "shared test data (../shared/testdata/unwinnability) not found: skipped");
        return dir;
    }

    private static void check(List<ChaData.Labelled> cases, SearchMode mode, int maxUndetermined) {
        Unwinnability analyser = new Unwinnability(NODES);
        List<String> wrong = new ArrayList<>();
        List<String> undetermined = new ArrayList<>();
        long start = System.nanoTime();
        for (ChaData.Labelled c : cases) {
            // The lenient reader: 48 of CHA's positions hold more promoted pieces than missing pawns.
            Position position = Position.fromFenLenient(c.fen());
            for (Color side : Color.values()) {
                char expected = side == Color.WHITE ? c.white() : c.black();
                char got = analyser.analyse(position, side, mode).letter();
                if (got == '?') {
                    undetermined.add(side + ": " + c.fen());
                } else if (expected != '?' && got != expected) {
                    wrong.add(side + " expected " + expected + " got " + got + ": " + c.fen());
                }
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("%s, %s mode: %d positions in %.1f s (%.0f analyses/s), %d sides undetermined%n",
                cases.get(0).source(), mode, cases.size(), seconds, 2 * cases.size() / seconds, undetermined.size());
        assertEquals(List.of(), wrong, "verdicts contradicting the labels");
        assertTrue(undetermined.size() <= maxUndetermined, undetermined.size() + " sides undetermined, first: "
                + undetermined.subList(0, Math.min(5, undetermined.size())));
    }
}
