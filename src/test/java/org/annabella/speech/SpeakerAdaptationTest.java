package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The model adapted to a speaker: the features, the linear algebra, MLLR recovering a known change, MAP, the -mllr file. */
class SpeakerAdaptationTest {
    private static final int N = SpeakerAdaptation.CEPSTRA;

    @Test
    void aKnownSystemIsSolved() {
        double[][] g = {{2, 1, -1}, {-3, -1, 2}, {-2, 1, 2}};
        assertArrayEquals(new double[] {2, 3, -1}, SpeakerAdaptation.solve(g, new double[] {8, -11, -3}), 1e-12);
        // nothing on the diagonal: solved only by exchanging rows
        double[][] permutation = {{0, 1, 0}, {0, 0, 1}, {1, 0, 0}};
        assertArrayEquals(new double[] {3, 1, 2}, SpeakerAdaptation.solve(permutation, new double[] {1, 2, 3}), 1e-12);
    }

    @Test
    void aSystemOfFourteenIsSolved() {
        Random random = new Random(3);
        double[][] g = new double[N + 1][N + 1];
        double[] w = new double[N + 1];
        for (int r = 0; r <= N; r++) {
            w[r] = random.nextGaussian() * 10;
            for (int c = 0; c <= N; c++) {
                g[r][c] = random.nextGaussian();
            }
        }
        double[] k = new double[N + 1];
        for (int r = 0; r <= N; r++) {
            for (int c = 0; c <= N; c++) {
                k[r] += g[r][c] * w[c];
            }
        }
        double[][] copy = java.util.Arrays.stream(g).map(double[]::clone).toArray(double[][]::new);
        assertArrayEquals(w, SpeakerAdaptation.solve(g, k), 1e-9);
        assertArrayEquals(copy, g, "the system is left as it was");
    }

    @Test
    void aSingularSystemHasNoSolution() {
        assertNull(SpeakerAdaptation.solve(new double[][] {{1, 2, 3}, {2, 4, 6}, {0, 1, 1}}, new double[] {1, 2, 3}));
        assertNull(SpeakerAdaptation.solve(new double[3][3], new double[3]));
        // the statistics of a dimension seen at one mean only: a rank-one system of 14
        double[] xi = new double[N + 1];
        for (int d = 0; d <= N; d++) {
            xi[d] = d + 1;
        }
        double[][] g = new double[N + 1][N + 1];
        for (int r = 0; r <= N; r++) {
            for (int c = 0; c <= N; c++) {
                g[r][c] = 5 * xi[r] * xi[c];
            }
        }
        assertNull(SpeakerAdaptation.solve(g, xi));
    }

    @Test
    void featuresAreMeanSubtractedCepstraTheirDeltasAndDoubleDeltas() {
        // dimension d: (d + 1) times 1, 2, 4, 8, 15 plus an offset; mean 6 subtracted: -5, -4, -2, 2, 9
        double[] base = {1, 2, 4, 8, 15};
        float[][] cepstra = new float[base.length][N];
        for (int t = 0; t < base.length; t++) {
            for (int d = 0; d < N; d++) {
                cepstra[t][d] = (float) ((d + 1) * base[t] + 10 * d - 3);
            }
        }
        float[][][] f = SpeakerAdaptation.features(cepstra);
        // by hand: c[t+2] - c[t-2] and (c[t+3] - c[t-1]) - (c[t+1] - c[t-3]), indices held to 0..4
        double[][] expected = {{-5, -4, -2, 2, 9}, {3, 7, 14, 13, 11}, {6, 11, 6, -3, -6}};
        assertEquals(3, f.length);
        for (int s = 0; s < 3; s++) {
            assertEquals(base.length, f[s].length);
            for (int t = 0; t < base.length; t++) {
                for (int d = 0; d < N; d++) {
                    assertEquals((d + 1) * expected[s][t], f[s][t][d], 1e-4, "stream " + s + " frame " + t + " dimension " + d);
                }
            }
        }
    }

    private static SpeakerAdaptation.Transform identity() {
        double[][][] a = new double[3][N][N];
        for (double[][] stream : a) {
            for (int i = 0; i < N; i++) {
                stream[i][i] = 1;
            }
        }
        return new SpeakerAdaptation.Transform(a, new double[3][N]);
    }

    @Test
    void aTransformMovesEveryMeanOfEachStreamByItsOwnMatrix() {
        SpeakerAdaptation.Transform t = identity();
        for (int f = 0; f < 3; f++) {
            for (int i = 0; i < N; i++) {
                t.a()[f][i][i] = f + 1;
                t.b()[f][i] = -i;
            }
        }
        t.a()[1][0][1] = 0.5; // stream 1: its first dimension takes half the second
        float[][][][] means = new float[2][3][1][N];
        for (int c = 0; c < 2; c++) {
            for (int f = 0; f < 3; f++) {
                for (int d = 0; d < N; d++) {
                    means[c][f][0][d] = d + 10 * c;
                }
            }
        }
        float[][][][] out = t.apply(means);
        assertEquals(11f, means[1][0][0][1], "the means are left as they were");
        assertEquals(0f, out[0][0][0][3]); // 1 * 3 - 3
        assertEquals(24f, out[0][2][0][12]); // 3 * 12 - 12
        assertEquals(2 * 10 + 0.5 * 11, out[1][1][0][0], 1e-5);
        assertEquals(25f, out[1][1][0][5]); // 2 * 15 - 5
        assertEquals(40f, out[1][2][0][5]); // 3 * 15 - 5
    }

    @Test
    void aTransformIsWrittenInPocketsphinxsMllrFormat(@TempDir Path dir) throws Exception {
        SpeakerAdaptation.Transform t = identity();
        t.a()[1][4][2] = -0.125;
        t.b()[2][12] = 2.5;
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY); // a decimal comma would not be read
        try {
            t.write(dir.resolve("mllr"));
        } finally {
            Locale.setDefault(before);
        }
        List<String> lines = Files.readAllLines(dir.resolve("mllr"));
        assertEquals(2 + 3 * (1 + N + 1 + 1), lines.size());
        assertEquals(List.of("1", "3"), lines.subList(0, 2)); // one class, three streams
        for (int f = 0; f < 3; f++) {
            int at = 2 + f * (N + 3);
            assertEquals("13", lines.get(at));
            for (int i = 0; i < N; i++) {
                String[] row = lines.get(at + 1 + i).split(" ");
                assertEquals(N, row.length);
                for (int j = 0; j < N; j++) {
                    assertEquals(t.a()[f][i][j], Double.parseDouble(row[j]));
                }
            }
            String[] b = lines.get(at + 1 + N).split(" ");
            assertEquals(N, b.length);
            assertEquals(t.b()[f][12], Double.parseDouble(b[12]));
            assertEquals(String.join(" ", java.util.Collections.nCopies(N, "1.0")), lines.get(at + 2 + N));
        }
        assertEquals("0.000000 0.000000 -0.125000 0.000000 1.000000 0.000000 0.000000 0.000000 0.000000 0.000000 0.000000"
                + " 0.000000 0.000000", lines.get(2 + (N + 3) + 1 + 4));
    }

    /**
     * A tied model of one density a codebook (and a second, far away, that explains nothing), one
     * senone a codebook.
     */
    private static AcousticModel model(float[][][][] means, float[][][][] variances, float[][][] logWeights) {
        int[] codebookOf = new int[logWeights[0][0].length];
        for (int s = 0; s < codebookOf.length; s++) {
            codebookOf[s] = s;
        }
        return new AcousticModel(Path.of("test-model"), means, variances, logWeights, codebookOf, Map.of());
    }

    /** Utterances of random cepstra, each frame aligned to a senone; the features' mean of each senone and stream. */
    private record Speech(List<float[][]> cepstra, List<int[]> senones, double[][][] mean, int[] count) {
        static Speech random(int senones, Random random) {
            List<float[][]> cepstra = new ArrayList<>();
            List<int[]> aligned = new ArrayList<>();
            double[][][] mean = new double[senones][3][N];
            int[] count = new int[senones];
            for (int u = 0; u < 4; u++) {
                float[][] c = new float[30][N];
                int[] s = new int[c.length];
                for (int t = 0; t < c.length; t++) {
                    for (int d = 0; d < N; d++) {
                        c[t][d] = (float) (random.nextGaussian() * (d == 0 ? 5 : 1));
                    }
                    s[t] = (u * c.length + t) % senones;
                }
                cepstra.add(c);
                aligned.add(s);
                float[][][] features = SpeakerAdaptation.features(c);
                for (int t = 0; t < c.length; t++) {
                    count[s[t]]++;
                    for (int f = 0; f < 3; f++) {
                        for (int d = 0; d < N; d++) {
                            mean[s[t]][f][d] += features[f][t][d];
                        }
                    }
                }
            }
            for (int s = 0; s < senones; s++) {
                for (double[] stream : mean[s]) {
                    for (int d = 0; d < N; d++) {
                        stream[d] /= count[s];
                    }
                }
            }
            return new Speech(cepstra, aligned, mean, count);
        }

        void addTo(SpeakerAdaptation adaptation) {
            for (int u = 0; u < cepstra.size(); u++) {
                adaptation.add(cepstra.get(u), senones.get(u));
            }
        }
    }

    /** The model whose first density of each codebook, moved by {@code scale} and {@code shift}, is the speech's mean. */
    private static AcousticModel shifted(Speech speech, double[] scale, double[][] shift, Random random) {
        int senones = speech.count().length;
        float[][][][] means = new float[senones][3][2][N];
        float[][][][] variances = new float[senones][3][2][N];
        float[][][] weights = new float[3][2][senones];
        for (int s = 0; s < senones; s++) {
            for (int f = 0; f < 3; f++) {
                for (int d = 0; d < N; d++) {
                    means[s][f][0][d] = (float) ((speech.mean()[s][f][d] - shift[f][d]) / scale[f]);
                    means[s][f][1][d] = means[s][f][0][d] + 200;
                    variances[s][f][0][d] = (float) (0.5 + random.nextDouble() * 2);
                    variances[s][f][1][d] = 1;
                }
                weights[f][0][s] = (float) Math.log(0.5);
                weights[f][1][s] = (float) Math.log(0.5);
            }
        }
        return model(means, variances, weights);
    }

    @Test
    void mllrFindsTheShiftAndScaleOfEachStream() {
        Random random = new Random(11);
        Speech speech = Speech.random(20, random);
        double[] scale = {1, 1.25, 1};
        double[][] shift = new double[3][N];
        for (int f = 0; f < 3; f++) {
            for (int d = 0; d < N; d++) {
                shift[f][d] = (f + 1) * (d % 4 - 1.5);
            }
        }
        SpeakerAdaptation adaptation = new SpeakerAdaptation(shifted(speech, scale, shift, random), null);
        speech.addTo(adaptation);
        assertEquals(120, adaptation.frames());
        SpeakerAdaptation.Transform t = adaptation.transform();
        for (int f = 0; f < 3; f++) {
            assertArrayEquals(shift[f], t.b()[f], 1e-3, "stream " + f);
            for (int i = 0; i < N; i++) {
                for (int j = 0; j < N; j++) {
                    assertEquals(i == j ? scale[f] : 0, t.a()[f][i][j], 1e-3, "stream " + f + " A[" + i + "][" + j + "]");
                }
            }
        }
    }

    @Test
    void mapDrawsEachMeanTowardsItsFramesByTheirShare() {
        Random random = new Random(5);
        Speech speech = Speech.random(20, random);
        double[][] shift = new double[3][N];
        for (double[] s : shift) {
            java.util.Arrays.fill(s, 2);
        }
        AcousticModel model = shifted(speech, new double[] {1, 1, 1}, shift, random);
        SpeakerAdaptation adaptation = new SpeakerAdaptation(model, null);
        speech.addTo(adaptation);
        double prior = 4;
        float[][][][] adapted = adaptation.adapted(identity(), prior);
        for (int s = 0; s < 20; s++) {
            double n = speech.count()[s];
            for (int f = 0; f < 3; f++) {
                for (int d = 0; d < N; d++) {
                    // the frames' mean lies 2 away: the mean moves n / (prior + n) of that
                    assertEquals(model.means[s][f][0][d] + 2 * n / (prior + n), adapted[s][f][0][d], 1e-4);
                    // the density that explains nothing stays
                    assertEquals(model.means[s][f][1][d], adapted[s][f][1][d], 1e-4);
                }
            }
        }
    }

    /** One codebook of two densities, at -1 and +1 in the first dimension, weighed 3 : 1 for the one senone. */
    private static AcousticModel twoDensities() {
        float[][][][] means = new float[1][3][2][N];
        float[][][][] variances = new float[1][3][2][N];
        float[][][] weights = new float[3][2][1];
        for (int f = 0; f < 3; f++) {
            means[0][f][0][0] = -1;
            means[0][f][1][0] = 1;
            for (float[] v : variances[0][f]) {
                java.util.Arrays.fill(v, 1);
            }
            weights[f][0][0] = (float) Math.log(0.75);
            weights[f][1][0] = (float) Math.log(0.25);
        }
        return model(means, variances, weights);
    }

    @Test
    void aFrameIsSharedByTheDensitiesByWeightAndLikelihood() {
        // one frame: all its features 0 (its own mean subtracted), as near the one density as the other
        AcousticModel model = twoDensities();
        SpeakerAdaptation even = new SpeakerAdaptation(model, null);
        even.add(new float[1][N], new int[] {0});
        float[][][][] adapted = even.adapted(identity(), 1);
        for (int f = 0; f < 3; f++) {
            assertEquals(-1 / 1.75, adapted[0][f][0][0], 1e-5);
            assertEquals(1 / 1.25, adapted[0][f][1][0], 1e-5);
        }
        // gathered with the means moved +1 (to 0 and 2) by an earlier transform: the first density takes more
        SpeakerAdaptation.Transform moved = identity();
        for (double[] b : moved.b()) {
            b[0] = 1;
        }
        SpeakerAdaptation second = new SpeakerAdaptation(model, moved);
        second.add(new float[1][N], new int[] {0});
        double share = 0.75 / (0.75 + 0.25 * Math.exp(-2));
        float[][][][] again = second.adapted(identity(), 1);
        for (int f = 0; f < 3; f++) {
            assertEquals(-1 / (1 + share), again[0][f][0][0], 1e-5);
            assertEquals(1 / (1 + (1 - share)), again[0][f][1][0], 1e-5);
        }
    }

    @Test
    void eachStatesWeightsAreDrawnTowardsTheSharesOfItsFrames() {
        // one codebook of two densities, at 0 and far away: a frame of features 0 is all the first's;
        // two senones of that codebook, weighed 1 : 3, and frames aligned to the first only
        float[][][][] means = new float[1][3][2][N];
        float[][][][] variances = new float[1][3][2][N];
        float[][][] weights = new float[3][2][2];
        for (int f = 0; f < 3; f++) {
            means[0][f][1][0] = 50;
            for (float[] v : variances[0][f]) {
                java.util.Arrays.fill(v, 1);
            }
            for (int s = 0; s < 2; s++) {
                weights[f][0][s] = (float) Math.log(0.25);
                weights[f][1][s] = (float) Math.log(0.75);
            }
        }
        AcousticModel model = new AcousticModel(Path.of("test-model"), means, variances, weights, new int[] {0, 0}, Map.of());
        SpeakerAdaptation adaptation = new SpeakerAdaptation(model, null);
        adaptation.add(new float[1][N], new int[] {0});
        adaptation.add(new float[1][N], new int[] {0});
        double prior = 4;
        float[][][] adapted = adaptation.weights(prior);
        for (int f = 0; f < 3; f++) {
            // two frames, both the first density's: (4 x 0.25 + 2) / 6 and 4 x 0.75 / 6
            assertEquals(Math.log(0.5), adapted[f][0][0], 1e-5);
            assertEquals(Math.log(0.5), adapted[f][1][0], 1e-5);
            // the senone no frame was aligned to keeps its weights
            assertEquals(weights[f][0][1], adapted[f][0][1], 0);
            assertEquals(weights[f][1][1], adapted[f][1][1], 0);
        }
        // the model itself is not changed
        assertEquals(Math.log(0.25), model.logWeights[0][0][0], 1e-6);
    }

    @Test
    void framesSharedAsTheWeightsSayLeaveThem() {
        // a frame as near the one density as the other is shared 3 : 1, as the senone's weights are
        SpeakerAdaptation even = new SpeakerAdaptation(twoDensities(), null);
        even.add(new float[1][N], new int[] {0});
        float[][][] adapted = even.weights(1);
        for (int f = 0; f < 3; f++) {
            assertEquals(Math.log(0.75), adapted[f][0][0], 1e-5);
            assertEquals(Math.log(0.25), adapted[f][1][0], 1e-5);
        }
    }

    @Test
    void aStreamTooLittleSeenIsLeftAsItWas() {
        // frames explained by two Gaussians that differ in one dimension only: too few for 14 unknowns
        AcousticModel model = twoDensities();
        SpeakerAdaptation adaptation = new SpeakerAdaptation(model, null);
        adaptation.add(new float[3][N], new int[] {0, 0, 0});
        SpeakerAdaptation.Transform t = adaptation.transform();
        SpeakerAdaptation.Transform identity = identity();
        for (int f = 0; f < 3; f++) {
            assertArrayEquals(identity.a()[f], t.a()[f]);
            assertArrayEquals(identity.b()[f], t.b()[f]);
        }
    }

    @Test
    void aModelWithoutThreeStreamsOfThirteenIsRefused() {
        AcousticModel twoStreams = model(new float[1][2][1][N], new float[1][2][1][N], new float[2][1][1]);
        assertThrows(HearingUnavailableException.class, () -> new SpeakerAdaptation(twoStreams, null));
    }
}
