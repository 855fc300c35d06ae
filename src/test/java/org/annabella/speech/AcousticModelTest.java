package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Pocketsphinx-en-us as adapting it needs it: a codebook per base phone, three streams of 13, each phone's senones in context. */
class AcousticModelTest {
    private static AcousticModel model;
    /** The model's table as pocketsphinx_mdef_convert prints it: "base left right position" to its senones. */
    private static final Map<String, int[]> TABLE = new HashMap<>();
    /** The base phones in the table's order. */
    private static final List<String> BASES = new ArrayList<>();

    @BeforeAll
    static void load(@TempDir Path dir) throws Exception {
        Path convert = Pocketsphinx.program().resolveSibling("pocketsphinx_mdef_convert");
        assumeTrue(Files.isExecutable(convert) && Files.isRegularFile(Pocketsphinx.model().resolve("mdef")),
                "pocketsphinx or pocketsphinx-en-us is not installed: not tested");
        model = AcousticModel.load(Pocketsphinx.model());
        // the table read here apart from the model, to check it against
        Path text = dir.resolve("mdef.txt");
        Process p = new ProcessBuilder(convert.toString(), "-text", Pocketsphinx.model().resolve("mdef").toString(),
                text.toString()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertEquals(0, p.waitFor());
        for (String line : Files.readAllLines(text)) {
            String[] f = line.strip().split("\\s+");
            if (f.length == 10 && f[9].equals("N") && !f[0].startsWith("#")) {
                if (f[1].equals("-")) {
                    BASES.add(f[0]);
                }
                int[] senones = {Integer.parseInt(f[6]), Integer.parseInt(f[7]), Integer.parseInt(f[8])};
                TABLE.put(f[0] + " " + f[1] + " " + f[2] + " " + f[3], senones);
            }
        }
    }

    private static int[] rows(String... keys) {
        int[] out = new int[3 * keys.length];
        for (int k = 0; k < keys.length; k++) {
            assertTrue(TABLE.containsKey(keys[k]), "the table has no " + keys[k]);
            System.arraycopy(TABLE.get(keys[k]), 0, out, 3 * k, 3);
        }
        return out;
    }

    @Test
    void thereIsACodebookOfThreeStreamsOfThirteenForEveryBasePhone() {
        assertEquals(42, BASES.size());
        assertEquals(BASES.size(), model.means.length);
        assertEquals(model.means.length, model.variances.length);
        int densities = model.means[0][0].length;
        for (float[][][][] g : List.of(model.means, model.variances)) {
            for (float[][][] codebook : g) {
                assertEquals(3, codebook.length);
                for (float[][] stream : codebook) {
                    assertEquals(densities, stream.length);
                    for (float[] density : stream) {
                        assertEquals(13, density.length);
                    }
                }
            }
        }
        for (float[][][] codebook : model.variances) {
            for (float[][] stream : codebook) {
                for (float[] density : stream) {
                    for (float v : density) {
                        assertTrue(v >= 1e-4f, "a variance below pocketsphinx's floor: " + v);
                    }
                }
            }
        }
        assertEquals(3, model.logWeights.length);
        assertEquals(densities, model.logWeights[0].length);
        assertEquals(model.codebookOf.length, model.logWeights[0][0].length);
    }

    @Test
    void aWordsPhonesHaveTheirTriphonesThreeSenonesEachInTheirBasePhonesCodebook() {
        int[] hello = model.states(List.of(List.of("HH", "AH", "L", "OW")));
        assertArrayEquals(rows("HH SIL AH b", "AH HH L i", "L AH OW i", "OW L SIL e"), hello);
        List<String> phones = List.of("HH", "AH", "L", "OW");
        for (int k = 0; k < phones.size(); k++) {
            for (int s = 0; s < 3; s++) {
                assertEquals(BASES.indexOf(phones.get(k)), model.codebookOf[hello[3 * k + s]], phones.get(k));
            }
        }
        // the same phones as two words: the context runs across the words, the positions are the words'
        int[] two = model.states(List.of(List.of("HH", "AH"), List.of("L", "OW")));
        assertArrayEquals(rows("HH SIL AH b", "AH HH L e", "L AH OW b", "OW L SIL e"), two);
    }

    @Test
    void silenceIsItsBasePhonesThreeSenones() {
        assertArrayEquals(rows("SIL - - -"), model.silence());
        model.silence()[0] = -1;
        assertArrayEquals(rows("SIL - - -"), model.silence(), "each caller has its own copy");
        for (int s : model.silence()) {
            assertEquals(BASES.indexOf("SIL"), model.codebookOf[s]);
        }
        // a phone without the triphone asked for is its base phone: silence alone in silence
        assertTrue(!TABLE.containsKey("SIL SIL SIL s"));
        assertArrayEquals(model.silence(), model.states(List.of(List.of("SIL"))));
    }

    @Test
    void aPhoneTheModelHasNotIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> model.states(List.of(List.of("HH", "XX"))));
    }
}
