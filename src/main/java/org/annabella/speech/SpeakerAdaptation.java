package org.annabella.speech;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Adapting the model's Gaussians to one speaker from utterances whose states are known (a
 * {@link StateAlignment} of each): first a linear transform of every mean (MLLR: for each of the
 * three feature streams, the matrix and offset that make the speaker's frames likeliest), then
 * each mean drawn towards the frames it explains, as far as it explains many, and each state's
 * mixture weights towards the shares of its Gaussians in its frames (MAP). Statistics are
 * gathered with the means of an earlier transform, so that a second pass gathers them closer to
 * the speaker. The features are pocketsphinx's for this model (feat.params: 1s_c_d_dd, cepstral
 * mean subtracted per utterance, three streams of 13: cepstra, their deltas and double deltas).
 */
final class SpeakerAdaptation {
    static final int CEPSTRA = 13;

    private final AcousticModel model;
    /** The means posteriors are computed with. */
    private final float[][][][] means;
    /** [codebook][stream][density]: how many frames each Gaussian explains. */
    private final double[][][] occupancy;
    /** [codebook][stream][density][dimension]: the sum of those frames, each by its share. */
    private final double[][][][] sums;
    /** [stream][density][senone]: how many frames each Gaussian explains within each state. */
    private final float[][][] stateOccupancy;
    private int frames;

    /** Statistics to gather with the model's means changed by {@code current} (null: unchanged). */
    SpeakerAdaptation(AcousticModel model, Transform current) {
        if (model.means[0].length != 3 || model.means[0][0][0].length != CEPSTRA) {
            throw new HearingUnavailableException("the recogniser's model " + model.folder
                    + " has not the three streams of 13 features (1s_c_d_dd) that adapting it needs");
        }
        this.model = model;
        this.means = current == null ? model.means : current.apply(model.means);
        int codebooks = model.means.length;
        int densities = model.means[0][0].length;
        this.occupancy = new double[codebooks][3][densities];
        this.sums = new double[codebooks][3][densities][CEPSTRA];
        this.stateOccupancy = new float[3][densities][model.codebookOf.length];
    }

    /** Frames gathered so far. */
    int frames() {
        return frames;
    }

    /** Gathers an utterance: its cepstra as logged and the senone of each frame. */
    void add(float[][] cepstra, int[] senones) {
        float[][][] features = features(cepstra);
        for (int t = 0; t < senones.length; t++) {
            int codebook = model.codebookOf[senones[t]];
            for (int f = 0; f < 3; f++) {
                float[] o = features[f][t];
                float[][] mu = means[codebook][f];
                float[][] var = model.variances[codebook][f];
                double[] log = new double[mu.length];
                double best = Double.NEGATIVE_INFINITY;
                for (int m = 0; m < mu.length; m++) {
                    double l = model.logWeights[f][m][senones[t]];
                    for (int d = 0; d < CEPSTRA; d++) {
                        double x = o[d] - mu[m][d];
                        l -= 0.5 * (x * x / var[m][d] + Math.log(2 * Math.PI * var[m][d]));
                    }
                    log[m] = l;
                    best = Math.max(best, l);
                }
                double total = 0;
                for (int m = 0; m < mu.length; m++) {
                    log[m] = Math.exp(log[m] - best);
                    total += log[m];
                }
                for (int m = 0; m < mu.length; m++) {
                    double share = log[m] / total;
                    occupancy[codebook][f][m] += share;
                    stateOccupancy[f][m][senones[t]] += share;
                    for (int d = 0; d < CEPSTRA; d++) {
                        sums[codebook][f][m][d] += share * o[d];
                    }
                }
            }
        }
        frames += senones.length;
    }

    /**
     * The MLLR transform of the model's means that best explains the frames gathered: for each
     * stream and dimension i, the row (a_i, b_i) minimising the frames' weighted distance to
     * a_i . mu + b_i, a linear system of 14 unknowns.
     */
    Transform transform() {
        double[][][] a = new double[3][CEPSTRA][CEPSTRA];
        double[][] b = new double[3][CEPSTRA];
        for (int f = 0; f < 3; f++) {
            for (int i = 0; i < CEPSTRA; i++) {
                double[][] g = new double[CEPSTRA + 1][CEPSTRA + 1];
                double[] k = new double[CEPSTRA + 1];
                for (int c = 0; c < model.means.length; c++) {
                    for (int m = 0; m < model.means[c][f].length; m++) {
                        double n = occupancy[c][f][m];
                        if (n == 0) {
                            continue;
                        }
                        double v = model.variances[c][f][m][i];
                        double[] xi = extended(model.means[c][f][m]);
                        for (int r = 0; r <= CEPSTRA; r++) {
                            k[r] += sums[c][f][m][i] / v * xi[r];
                            for (int s = 0; s <= CEPSTRA; s++) {
                                g[r][s] += n / v * xi[r] * xi[s];
                            }
                        }
                    }
                }
                double[] w = solve(g, k);
                if (w == null) {
                    a[f][i][i] = 1;
                } else {
                    System.arraycopy(w, 0, a[f][i], 0, CEPSTRA);
                    b[f][i] = w[CEPSTRA];
                }
            }
        }
        return new Transform(a, b);
    }

    /**
     * The means after {@code transform}, each then drawn to the mean of the frames it explains,
     * weighing the transformed mean as {@code prior} frames (MAP).
     */
    float[][][][] adapted(Transform transform, double prior) {
        float[][][][] out = transform.apply(model.means);
        for (int c = 0; c < out.length; c++) {
            for (int f = 0; f < 3; f++) {
                for (int m = 0; m < out[c][f].length; m++) {
                    double n = occupancy[c][f][m];
                    for (int d = 0; d < CEPSTRA; d++) {
                        out[c][f][m][d] = (float) ((prior * out[c][f][m][d] + sums[c][f][m][d]) / (prior + n));
                    }
                }
            }
        }
        return out;
    }

    /**
     * The model's mixture weights, each state's drawn towards the shares of its Gaussians in the
     * frames it explains, weighing the model's weights as {@code prior} frames (MAP): natural
     * logarithms, [stream][density][senone]. A state no frame was aligned to keeps its weights.
     */
    float[][][] weights(double prior) {
        float[][][] out = new float[3][][];
        for (int f = 0; f < 3; f++) {
            float[][] w = model.logWeights[f];
            float[][] n = stateOccupancy[f];
            out[f] = new float[w.length][];
            for (int m = 0; m < w.length; m++) {
                out[f][m] = w[m].clone();
            }
            for (int s = 0; s < w[0].length; s++) {
                double frames = 0;
                for (float[] density : n) {
                    frames += density[s];
                }
                if (frames == 0) {
                    continue;
                }
                for (int m = 0; m < w.length; m++) {
                    out[f][m][s] = (float) Math.log((prior * Math.exp(w[m][s]) + n[m][s]) / (prior + frames));
                }
            }
        }
        return out;
    }

    /**
     * The features pocketsphinx computes from the cepstra: [stream][frame][13]. The mean over
     * the utterance subtracted (-cmn batch), then deltas over two frames each side and double
     * deltas, the edges repeating the first and last frame (sphinxbase's 1s_c_d_dd).
     */
    static float[][][] features(float[][] cepstra) {
        int n = cepstra.length;
        double[] mean = new double[CEPSTRA];
        for (float[] frame : cepstra) {
            for (int d = 0; d < CEPSTRA; d++) {
                mean[d] += frame[d] / (double) n;
            }
        }
        float[][] c = new float[n][CEPSTRA];
        for (int t = 0; t < n; t++) {
            for (int d = 0; d < CEPSTRA; d++) {
                c[t][d] = (float) (cepstra[t][d] - mean[d]);
            }
        }
        float[][][] out = new float[3][n][CEPSTRA];
        for (int t = 0; t < n; t++) {
            for (int d = 0; d < CEPSTRA; d++) {
                out[0][t][d] = c[t][d];
                out[1][t][d] = at(c, t + 2)[d] - at(c, t - 2)[d];
                out[2][t][d] = (at(c, t + 3)[d] - at(c, t - 1)[d]) - (at(c, t + 1)[d] - at(c, t - 3)[d]);
            }
        }
        return out;
    }

    private static float[] at(float[][] c, int t) {
        return c[Math.max(0, Math.min(c.length - 1, t))];
    }

    private static double[] extended(float[] mean) {
        double[] xi = new double[CEPSTRA + 1];
        for (int d = 0; d < CEPSTRA; d++) {
            xi[d] = mean[d];
        }
        xi[CEPSTRA] = 1;
        return xi;
    }

    /**
     * The solution of g w = k by elimination with partial pivoting, or null where g is singular (a
     * dimension too little seen to tell).
     */
    static double[] solve(double[][] g, double[] k) {
        int n = k.length;
        double[][] m = new double[n][n + 1];
        for (int r = 0; r < n; r++) {
            System.arraycopy(g[r], 0, m[r], 0, n);
            m[r][n] = k[r];
        }
        double scale = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                scale = Math.max(scale, Math.abs(g[r][c]));
            }
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) {
                    pivot = r;
                }
            }
            if (Math.abs(m[pivot][col]) <= 1e-9 * scale || scale == 0) {
                return null;
            }
            double[] tmp = m[col];
            m[col] = m[pivot];
            m[pivot] = tmp;
            for (int r = 0; r < n; r++) {
                if (r != col) {
                    double factor = m[r][col] / m[col][col];
                    for (int c = col; c <= n; c++) {
                        m[r][c] -= factor * m[col][c];
                    }
                }
            }
        }
        double[] w = new double[n];
        for (int r = 0; r < n; r++) {
            w[r] = m[r][n] / m[r][r];
        }
        return w;
    }

    /** An MLLR transform of the means: for each stream, mu' = A mu + b. */
    record Transform(double[][][] a, double[][] b) {
        /** The means transformed (a new array). */
        float[][][][] apply(float[][][][] means) {
            float[][][][] out = new float[means.length][][][];
            for (int c = 0; c < means.length; c++) {
                out[c] = new float[means[c].length][][];
                for (int f = 0; f < means[c].length; f++) {
                    out[c][f] = new float[means[c][f].length][CEPSTRA];
                    for (int m = 0; m < means[c][f].length; m++) {
                        for (int i = 0; i < CEPSTRA; i++) {
                            double v = b[f][i];
                            for (int j = 0; j < CEPSTRA; j++) {
                                v += a[f][i][j] * means[c][f][m][j];
                            }
                            out[c][f][m][i] = (float) v;
                        }
                    }
                }
            }
            return out;
        }

        /** Writes it in pocketsphinx's -mllr format (one class; variances unchanged). */
        void write(Path file) throws IOException {
            StringBuilder t = new StringBuilder("1\n3\n");
            for (int f = 0; f < 3; f++) {
                t.append(CEPSTRA).append('\n');
                for (double[] row : a[f]) {
                    t.append(numbers(row)).append('\n');
                }
                t.append(numbers(b[f])).append('\n');
                t.append("1.0 ".repeat(CEPSTRA).strip()).append('\n');
            }
            Files.writeString(file, t);
        }

        private static String numbers(double[] values) {
            StringBuilder t = new StringBuilder();
            for (double v : values) {
                t.append(t.length() == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.6f", v));
            }
            return t.toString();
        }
    }
}
