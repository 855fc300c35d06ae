package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Pocketsphinx's binary files: Gaussians written and read, sendump, senone scores and cepstra as logged, bad files named. */
class SphinxFilesTest {
    private static final int MAGIC = 0x11223344;
    private static final Path MODEL = Path.of("/usr/share/pocketsphinx/model/en-us/en-us");

    /** A sphinx file: its text header, then the numbers in {@code order}, each an Integer, Short or Float. */
    private static byte[] sphinx(String header, ByteOrder order, Number... numbers) {
        return concat(header.getBytes(StandardCharsets.US_ASCII), raw(order, numbers));
    }

    private static byte[] raw(ByteOrder order, Number... numbers) {
        ByteBuffer b = ByteBuffer.allocate(4 * numbers.length).order(order);
        for (Number n : numbers) {
            if (n instanceof Float f) {
                b.putFloat(f);
            } else if (n instanceof Short s) {
                b.putShort(s);
            } else {
                b.putInt(n.intValue());
            }
        }
        return Arrays.copyOf(b.array(), b.position());
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    private static Path write(Path dir, String name, byte[] bytes) throws Exception {
        return Files.write(dir.resolve(name), bytes);
    }

    /** The exception names the file, so that a user can tell which of the model's files is broken. */
    private static void refused(Path file, Runnable read) {
        HearingUnavailableException e = assertThrows(HearingUnavailableException.class, read::run);
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
    }

    private static short s(int v) {
        return (short) v;
    }

    @Test
    void gaussiansWrittenAreReadBackWithTheirShape(@TempDir Path dir) throws Exception {
        // two codebooks, two streams of different lengths (3 and 1), two densities each
        float[][][][] values = new float[2][2][2][];
        float v = 0.25f;
        for (float[][][] codebook : values) {
            for (int f = 0; f < 2; f++) {
                for (int m = 0; m < 2; m++) {
                    codebook[f][m] = new float[f == 0 ? 3 : 1];
                    for (int d = 0; d < codebook[f][m].length; d++) {
                        codebook[f][m][d] = v;
                        v = -1.5f * v + 0.125f;
                    }
                }
            }
        }
        Path file = dir.resolve("means");
        SphinxFiles.writeGaussians(file, values);
        assertTrue(new String(Files.readAllBytes(file), StandardCharsets.US_ASCII).startsWith("s3\n"));
        float[][][][] read = SphinxFiles.gaussians(file);
        assertTrue(Arrays.deepEquals(values, read), Arrays.deepToString(read));
    }

    @Test
    void bigEndianGaussiansAreRead(@TempDir Path dir) throws Exception {
        // one codebook, one stream of two dimensions, two densities: 4 numbers
        Path file = write(dir, "means", sphinx("s3\nversion 1.0\nendhdr\n", ByteOrder.BIG_ENDIAN,
                MAGIC, 1, 1, 2, 2, 4, 1.5f, -2f, 3.25f, 4f));
        float[][][][] read = SphinxFiles.gaussians(file);
        assertTrue(Arrays.deepEquals(new float[][][][] {{{{1.5f, -2f}, {3.25f, 4f}}}}, read), Arrays.deepToString(read));
    }

    @Test
    void gaussiansNotAsExpectedAreRefusedNamingTheFile(@TempDir Path dir) throws Exception {
        byte[] good = sphinx("s3\nendhdr\n", ByteOrder.LITTLE_ENDIAN, MAGIC, 1, 1, 2, 2, 4, 1f, 2f, 3f, 4f);
        assertEquals(4f, SphinxFiles.gaussians(write(dir, "good", good))[0][0][1][1]); // the bad ones below are spoilt from this
        Path noHeader = write(dir, "no-header", raw(ByteOrder.LITTLE_ENDIAN, MAGIC, 1, 1, 2, 2, 4, 1f, 2f, 3f, 4f));
        refused(noHeader, () -> SphinxFiles.gaussians(noHeader));
        Path noMagic = write(dir, "no-magic", sphinx("s3\nendhdr\n", ByteOrder.LITTLE_ENDIAN, 7, 1, 1, 2, 2, 4, 1f, 2f, 3f, 4f));
        refused(noMagic, () -> SphinxFiles.gaussians(noMagic));
        Path wrongCount = write(dir, "wrong-count", sphinx("s3\nendhdr\n", ByteOrder.LITTLE_ENDIAN,
                MAGIC, 1, 1, 2, 2, 5, 1f, 2f, 3f, 4f, 5f));
        refused(wrongCount, () -> SphinxFiles.gaussians(wrongCount));
        // cut anywhere after the byte order mark: in the numbers, or in the sizes before them
        for (int cut : new int[] {good.length - 1, good.length - 4, "s3\nendhdr\n".length() + 4, "s3\nendhdr\n".length() + 10}) {
            Path truncated = write(dir, "truncated-" + cut, Arrays.copyOf(good, cut));
            refused(truncated, () -> SphinxFiles.gaussians(truncated));
        }
    }

    @Test
    void senoneScoresAreReadFrameByFrame(@TempDir Path dir) throws Exception {
        String header = "s3\nversion 0.1\nn_sen 3\nlogbase 1.000100\nendhdr\n";
        for (ByteOrder order : new ByteOrder[] {ByteOrder.LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN}) {
            byte[] bytes = concat(sphinx(header, order, MAGIC),
                    raw(order, s(3), s(0), s(5), s(-7), s(3), s(12), s(0), s(300)));
            short[][] scores = SphinxFiles.senoneScores(write(dir, order + ".sen", bytes));
            assertTrue(Arrays.deepEquals(new short[][] {{0, 5, -7}, {12, 0, 300}}, scores), Arrays.deepToString(scores));
        }
    }

    @Test
    void senoneScoresOfAFrameWithoutEveryStateAreRefused(@TempDir Path dir) throws Exception {
        // a decode without -compallsen logs only the active states; 0 of them cannot be aligned
        Path empty = write(dir, "empty.sen", concat(sphinx("s3\nendhdr\n", ByteOrder.LITTLE_ENDIAN, MAGIC),
                raw(ByteOrder.LITTLE_ENDIAN, s(2), s(0), s(1), s(0))));
        refused(empty, () -> SphinxFiles.senoneScores(empty));
        Path short_ = write(dir, "short.sen", concat(sphinx("s3\nendhdr\n", ByteOrder.LITTLE_ENDIAN, MAGIC),
                raw(ByteOrder.LITTLE_ENDIAN, s(5), s(0), s(1))));
        refused(short_, () -> SphinxFiles.senoneScores(short_));
    }

    @Test
    void cepstraAreReadInEitherByteOrder(@TempDir Path dir) throws Exception {
        Number[] numbers = new Number[1 + 26];
        numbers[0] = 26;
        for (int i = 1; i <= 26; i++) {
            numbers[i] = i * 0.5f - 3;
        }
        for (ByteOrder order : new ByteOrder[] {ByteOrder.LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN}) {
            float[][] cepstra = SphinxFiles.cepstra(write(dir, order + ".mfc", raw(order, numbers)), 13);
            assertEquals(2, cepstra.length);
            assertEquals(-2.5f, cepstra[0][0]);
            assertEquals(3.5f, cepstra[0][12]);
            assertEquals(4f, cepstra[1][0]);
            assertEquals(10f, cepstra[1][12]);
        }
    }

    @Test
    void cepstraNotInWholeFramesAreRefused(@TempDir Path dir) throws Exception {
        Number[] fourteen = new Number[15];
        Arrays.fill(fourteen, 1f);
        fourteen[0] = 14;
        Path partial = write(dir, "partial.mfc", raw(ByteOrder.LITTLE_ENDIAN, fourteen));
        refused(partial, () -> SphinxFiles.cepstra(partial, 13));
        // a count that fits neither byte order
        Number[] miscounted = new Number[14];
        Arrays.fill(miscounted, 1f);
        miscounted[0] = 26;
        Path wrong = write(dir, "wrong.mfc", raw(ByteOrder.LITTLE_ENDIAN, miscounted));
        refused(wrong, () -> SphinxFiles.cepstra(wrong, 13));
        Path empty = write(dir, "empty.mfc", new byte[0]);
        refused(empty, () -> SphinxFiles.cepstra(empty, 13));
    }

    /** A sendump: length-prefixed strings (each with its 0), a 0 length, densities, senones, then a byte a weight. */
    private static byte[] sendump(String clusters, int densities, int senones, byte[] weights) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String line : new String[] {"BEGIN FILE FORMAT DESCRIPTION", "END FILE FORMAT DESCRIPTION",
                "cluster_count " + clusters, "codebook_count 1", "feature_count 2"}) {
            byte[] text = (line + "\0").getBytes(StandardCharsets.US_ASCII);
            out.writeBytes(raw(ByteOrder.LITTLE_ENDIAN, text.length));
            out.writeBytes(text);
        }
        out.writeBytes(raw(ByteOrder.LITTLE_ENDIAN, 0, densities, senones));
        out.writeBytes(weights);
        return out.toByteArray();
    }

    @Test
    void mixtureWeightsAreNaturalLogarithmsOfTheirBytes(@TempDir Path dir) throws Exception {
        // two streams, two densities, three senones: [stream][density][senone] in that order
        byte[] weights = {0, 1, 2, 10, 100, (byte) 255, 3, 4, 5, 6, 7, (byte) 200};
        Path file = write(dir, "sendump", sendump("0", 2, 3, weights));
        float[][][] logs = SphinxFiles.logWeights(file, 2);
        double unit = -1024 * Math.log(1.0001);
        assertEquals(2, logs.length);
        assertEquals(2, logs[0].length);
        assertEquals(3, logs[0][0].length);
        int i = 0;
        for (float[][] stream : logs) {
            for (float[] density : stream) {
                for (float w : density) {
                    assertEquals(unit * (weights[i++] & 0xff), w, 1e-4);
                }
            }
        }
        assertEquals(0, logs[0][0][0], 0); // byte 0: a weight of 1
        assertEquals(-26.1, logs[0][1][2], 0.05); // byte 255: unsigned, the smallest weight
    }

    @Test
    void clusteredOrShortWeightsAreRefused(@TempDir Path dir) throws Exception {
        Path clustered = write(dir, "clustered", sendump("256", 2, 3, new byte[12]));
        refused(clustered, () -> SphinxFiles.logWeights(clustered, 2));
        Path fewer = write(dir, "fewer", sendump("0", 2, 3, new byte[11]));
        refused(fewer, () -> SphinxFiles.logWeights(fewer, 2));
        byte[] good = sendump("0", 2, 3, new byte[12]);
        Path cut = write(dir, "cut", Arrays.copyOf(good, 10));
        refused(cut, () -> SphinxFiles.logWeights(cut, 2));
    }

    @Test
    void weightsWrittenKeepTheModelsHeaderAndAreReadBack(@TempDir Path dir) throws Exception {
        byte[] weights = {0, 1, 2, 10, 100, (byte) 255, 3, 4, 5, 6, 7, (byte) 200};
        Path model = write(dir, "sendump", sendump("0", 2, 3, weights));
        Path copy = dir.resolve("copy");
        SphinxFiles.writeLogWeights(model, copy, SphinxFiles.logWeights(model, 2));
        assertTrue(Arrays.equals(Files.readAllBytes(model), Files.readAllBytes(copy)), "the same bytes written back");
        // a weight changed is read back to a byte's step; one far below the byte's floor is at the floor
        float[][][] changed = SphinxFiles.logWeights(model, 2);
        changed[0][0][1] = (float) Math.log(0.5);
        changed[1][1][2] = -1000;
        SphinxFiles.writeLogWeights(model, copy, changed);
        float[][][] read = SphinxFiles.logWeights(copy, 2);
        assertEquals(Math.log(0.5), read[0][0][1], 0.06);
        assertEquals(-26.1, read[1][1][2], 0.05);
        assertEquals(read[0][1][0], SphinxFiles.logWeights(model, 2)[0][1][0], 0);
    }

    @Test
    void weightsOfAnotherShapeAreNotWritten(@TempDir Path dir) throws Exception {
        Path model = write(dir, "sendump", sendump("0", 2, 3, new byte[12]));
        Path copy = dir.resolve("copy");
        assertThrows(HearingUnavailableException.class,
                () -> SphinxFiles.writeLogWeights(model, copy, new float[2][2][4]));
        assertThrows(HearingUnavailableException.class,
                () -> SphinxFiles.writeLogWeights(model, copy, new float[3][2][3]));
        assertTrue(Files.notExists(copy), "nothing written");
    }

    @Test
    void theInstalledModelsWeightsAreADistributionForEverySenone() {
        // the Gaussians' shapes are AcousticModelTest's, read through the model
        assumeTrue(Files.isRegularFile(MODEL.resolve("sendump")), "pocketsphinx-en-us is not installed: not tested");
        int densities = SphinxFiles.gaussians(MODEL.resolve("means"))[0][0].length;
        float[][][] weights = SphinxFiles.logWeights(MODEL.resolve("sendump"), 3);
        assertEquals(3, weights.length);
        assertEquals(densities, weights[0].length);
        // each senone's weights over the densities of a stream are a distribution (rounded down a byte's step)
        for (float[][] stream : weights) {
            for (int s = 0; s < stream[0].length; s++) {
                double total = 0;
                for (float[] density : stream) {
                    total += Math.exp(density[s]);
                }
                assertTrue(total > 0.85 && total < 1.05, "senone " + s + ": weights summing to " + total);
            }
        }
    }
}
