package org.annabella.speech;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The parts of pocketsphinx's acoustic model that adapting it to a speaker needs: the Gaussians of
 * each codebook (one per base phone in the tied model pocketsphinx-en-us ships), the mixture
 * weights of each state (senone), and which states a phone has in the context of its neighbours.
 * Read from the model's folder; the phone table through pocketsphinx_mdef_convert, which comes with
 * pocketsphinx. Immutable once loaded.
 */
final class AcousticModel {
    /** Each phone's states in the model: the three senones of its hidden Markov model. */
    static final int STATES = 3;
    static final String SILENCE = "SIL";

    final Path folder;
    /** [codebook][stream][density][dimension]. */
    final float[][][][] means;
    final float[][][][] variances;
    /** [stream][density][senone], natural logarithms. */
    final float[][][] logWeights;
    /** The codebook of each senone. */
    final int[] codebookOf;
    /** "base left right position" (position b, i, e or s; "SIL - - -" for a base phone alone) to its senones. */
    private final Map<String, int[]> phones;

    /** A model of these parts (package-private for tests; {@link #load} reads one). */
    AcousticModel(Path folder, float[][][][] means, float[][][][] variances, float[][][] logWeights,
            int[] codebookOf, Map<String, int[]> phones) {
        this.folder = folder;
        this.means = means;
        this.variances = variances;
        this.logWeights = logWeights;
        this.codebookOf = codebookOf;
        this.phones = phones;
    }

    /** The model in {@code folder} (means, variances, sendump, mdef). */
    static AcousticModel load(Path folder) throws IOException, InterruptedException {
        float[][][][] means = SphinxFiles.gaussians(folder.resolve("means"));
        float[][][][] variances = SphinxFiles.gaussians(folder.resolve("variances"));
        for (float[][][] codebook : variances) {
            for (float[][] stream : codebook) {
                for (float[] density : stream) {
                    for (int d = 0; d < density.length; d++) {
                        density[d] = Math.max(density[d], 1e-4f); // pocketsphinx's -varfloor
                    }
                }
            }
        }
        float[][][] weights = SphinxFiles.logWeights(folder.resolve("sendump"), means[0].length);
        int senones = weights[0][0].length;
        Map<String, Integer> base = new HashMap<>();
        Map<String, int[]> phones = new HashMap<>();
        int[] codebookOf = new int[senones];
        for (String line : table(folder.resolve("mdef"))) {
            String[] f = line.strip().split("\\s+");
            if (f.length < 6 + STATES + 1 || f[0].startsWith("#") || !f[f.length - 1].equals("N")) {
                continue;
            }
            if (f[1].equals("-")) {
                base.put(f[0], base.size());
            }
            int[] states = new int[STATES];
            for (int s = 0; s < STATES; s++) {
                states[s] = Integer.parseInt(f[6 + s]);
                if (states[s] < 0 || states[s] >= senones || !base.containsKey(f[0])) {
                    throw new HearingUnavailableException("the recogniser's model table " + folder.resolve("mdef")
                            + " does not match its weights: " + line.strip());
                }
                codebookOf[states[s]] = base.get(f[0]);
            }
            phones.put(f[0] + " " + f[1] + " " + f[2] + " " + f[3], states);
        }
        if (base.size() != means.length || !phones.containsKey(SILENCE + " - - -")) {
            throw new HearingUnavailableException("the recogniser's model " + folder + " is not a tied model of "
                    + means.length + " codebooks, one per base phone, with a silence");
        }
        return new AcousticModel(folder, means, variances, weights, codebookOf, Map.copyOf(phones));
    }

    /**
     * The senones of a pronunciation said as a whole, phone after phone, silence before and after:
     * each phone in the context of its neighbours (across words too), its base phone where the
     * model has no such triphone.
     */
    int[] states(List<List<String>> words) {
        List<String[]> said = new ArrayList<>();
        for (List<String> word : words) {
            for (int i = 0; i < word.size(); i++) {
                String position = word.size() == 1 ? "s" : i == 0 ? "b" : i == word.size() - 1 ? "e" : "i";
                said.add(new String[] {word.get(i), position});
            }
        }
        int[] out = new int[STATES * said.size()];
        for (int k = 0; k < said.size(); k++) {
            String left = k == 0 ? SILENCE : said.get(k - 1)[0];
            String right = k == said.size() - 1 ? SILENCE : said.get(k + 1)[0];
            int[] s = phones.get(said.get(k)[0] + " " + left + " " + right + " " + said.get(k)[1]);
            if (s == null) {
                s = phones.get(said.get(k)[0] + " - - -");
            }
            if (s == null) {
                throw new IllegalArgumentException("the model has no phone " + said.get(k)[0]);
            }
            System.arraycopy(s, 0, out, STATES * k, STATES);
        }
        return out;
    }

    /** The senones of silence. */
    int[] silence() {
        return phones.get(SILENCE + " - - -").clone();
    }

    /** The model's phone table as text (pocketsphinx_mdef_convert -text). */
    private static List<String> table(Path mdef) throws IOException, InterruptedException {
        Path text = Files.createTempFile("annabella-mdef", ".txt");
        try {
            Path convert = Pocketsphinx.program().resolveSibling("pocketsphinx_mdef_convert");
            Process p = new ProcessBuilder(convert.toString(), "-text", mdef.toString(), text.toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
            }
            if (p.exitValue() != 0 || Files.size(text) == 0) {
                throw new HearingUnavailableException("cannot read the recogniser's model table " + mdef + " with " + convert);
            }
            return Files.readAllLines(text);
        } finally {
            Files.deleteIfExists(text);
        }
    }
}
