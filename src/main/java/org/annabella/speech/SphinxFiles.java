package org.annabella.speech;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The binary files of pocketsphinx that adapting its model to a speaker reads and writes: the
 * model's Gaussians (means, variances) and mixture weights (sendump), and what a decode logs of an
 * utterance, its cepstra (-mfclogdir) and every state's score in every frame (-senlogdir). The
 * formats are sphinx's own: a text header ending in "endhdr", a number that tells the byte order,
 * then the numbers.
 */
final class SphinxFiles {
    private static final int BYTE_ORDER_MAGIC = 0x11223344;
    /** A natural logarithm's worth of one of sendump's bytes: minus a base-1.0001 logarithm shifted by 10 bits. */
    private static final double WEIGHT_UNIT = -1024 * Math.log(1.0001);

    private SphinxFiles() {
    }

    /** A model's Gaussian parameters: [codebook][stream][density][dimension]. */
    static float[][][][] gaussians(Path file) {
        try {
            ByteBuffer b = afterHeader(file);
            int codebooks = b.getInt();
            int streams = b.getInt();
            int densities = b.getInt();
            int[] lengths = new int[streams];
            for (int f = 0; f < streams; f++) {
                lengths[f] = b.getInt();
            }
            int count = b.getInt();
            int expected = codebooks * densities * java.util.Arrays.stream(lengths).sum();
            if (count != expected) {
                throw bad(file, count + " numbers where " + expected + " were expected");
            }
            if (b.remaining() < 4L * count) {
                throw bad(file, "cut short, " + b.remaining() / 4 + " of its " + count + " numbers there");
            }
            float[][][][] out = new float[codebooks][streams][densities][];
            for (float[][][] codebook : out) {
                for (int f = 0; f < streams; f++) {
                    for (int m = 0; m < densities; m++) {
                        codebook[f][m] = new float[lengths[f]];
                        for (int d = 0; d < lengths[f]; d++) {
                            codebook[f][m][d] = b.getFloat();
                        }
                    }
                }
            }
            return out;
        } catch (BufferUnderflowException e) {
            throw bad(file, "cut short");
        }
    }

    /** Writes Gaussian parameters in the form {@link #gaussians} reads (without a checksum, which sphinx then does not ask for). */
    static void writeGaussians(Path file, float[][][][] values) throws IOException {
        int streams = values[0].length;
        int densities = values[0][0].length;
        int count = 0;
        for (int f = 0; f < streams; f++) {
            count += values.length * densities * values[0][f][0].length;
        }
        ByteBuffer b = ByteBuffer.allocate(4 * (5 + streams + count)).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(BYTE_ORDER_MAGIC).putInt(values.length).putInt(streams).putInt(densities);
        for (int f = 0; f < streams; f++) {
            b.putInt(values[0][f][0].length);
        }
        b.putInt(count);
        for (float[][][] codebook : values) {
            for (float[][] stream : codebook) {
                for (float[] density : stream) {
                    for (float v : density) {
                        b.putFloat(v);
                    }
                }
            }
        }
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write("s3\nversion 1.0\nendhdr\n".getBytes(StandardCharsets.US_ASCII));
            out.write(b.array());
        }
    }

    /**
     * The mixture weights of a semi-continuous or tied model (sendump, not clustered) as natural
     * logarithms: [stream][density][senone]. Sphinx keeps each as a byte, minus the weight's
     * logarithm to its base 1.0001 shifted right by 10 bits.
     */
    static float[][][] logWeights(Path file, int streams) {
        try {
            ByteBuffer b = weightsStart(file);
            int densities = b.getInt();
            int senones = b.getInt();
            if (b.remaining() < (long) streams * densities * senones) {
                throw bad(file, "fewer weights than " + streams + " x " + densities + " x " + senones);
            }
            float[][][] out = new float[streams][densities][senones];
            for (float[][] stream : out) {
                for (float[] density : stream) {
                    for (int s = 0; s < senones; s++) {
                        density[s] = (float) (WEIGHT_UNIT * (b.get() & 0xff));
                    }
                }
            }
            return out;
        } catch (BufferUnderflowException e) {
            throw bad(file, "cut short");
        }
    }

    /**
     * Writes {@code logWeights} ([stream][density][senone], natural logarithms) as {@code model}'s
     * sendump, whose header and shape it keeps: each weight rounded to the byte sphinx keeps it as,
     * the smallest at the byte's floor.
     */
    static void writeLogWeights(Path model, Path file, float[][][] logWeights) throws IOException {
        try {
            ByteBuffer b = weightsStart(model);
            int densities = b.getInt();
            int senones = b.getInt();
            if (logWeights.length * densities * senones > b.remaining() || logWeights[0].length != densities
                    || logWeights[0][0].length != senones) {
                throw bad(model, "not the shape of the weights written: " + densities + " x " + senones);
            }
            for (float[][] stream : logWeights) {
                for (float[] density : stream) {
                    for (float w : density) {
                        b.put((byte) Math.min(255, Math.round(w / WEIGHT_UNIT)));
                    }
                }
            }
            Files.write(file, b.array());
        } catch (BufferUnderflowException e) {
            throw bad(model, "cut short");
        }
    }

    /** A sendump's bytes at its shape (densities, senones), after its header of length-prefixed lines. */
    private static ByteBuffer weightsStart(Path file) {
        try {
            ByteBuffer b = buffer(file);
            for (int length = b.getInt(); length != 0; length = b.getInt()) {
                if (length < 0 || length > b.remaining()) {
                    throw bad(file, "a header line of " + length + " bytes");
                }
                String line = new String(b.array(), b.position(), length, StandardCharsets.US_ASCII)
                        .replace("\0", "").strip();
                if (line.startsWith("cluster_count") && !line.endsWith(" 0")) {
                    throw bad(file, "clustered weights (" + line + ")");
                }
                b.position(b.position() + length);
            }
            return b;
        } catch (BufferUnderflowException e) {
            throw bad(file, "cut short");
        }
    }

    /** Every state's score in every frame, as a decode with -compallsen yes -senlogdir logs them: [frame][senone], 0 the best. */
    static short[][] senoneScores(Path file) {
        ByteBuffer b = afterHeader(file);
        java.util.List<short[]> frames = new java.util.ArrayList<>();
        while (b.remaining() >= 2) {
            int n = b.getShort();
            if (n <= 0 || b.remaining() < 2 * n) {
                throw bad(file, "a frame of " + n + " scores; every state's is needed (-compallsen yes)");
            }
            short[] scores = new short[n];
            b.asShortBuffer().get(scores);
            b.position(b.position() + 2 * n);
            frames.add(scores);
        }
        return frames.toArray(new short[0][]);
    }

    /** The cepstra of an utterance as a decode with -mfclogdir logs them: [frame][coefficient]. */
    static float[][] cepstra(Path file, int coefficients) {
        try {
            ByteBuffer b = buffer(file);
            int count = b.getInt();
            if (count != b.remaining() / 4) {
                b.order(ByteOrder.BIG_ENDIAN).position(0);
                count = b.getInt();
            }
            if (count != b.remaining() / 4 || count % coefficients != 0) {
                throw bad(file, count + " numbers in " + (b.remaining() / 4) + " places");
            }
            float[][] out = new float[count / coefficients][coefficients];
            for (float[] frame : out) {
                for (int c = 0; c < coefficients; c++) {
                    frame[c] = b.getFloat();
                }
            }
            return out;
        } catch (BufferUnderflowException e) {
            throw bad(file, "cut short");
        }
    }

    /** The bytes after the text header, in the byte order its magic number tells. */
    private static ByteBuffer afterHeader(Path file) {
        ByteBuffer b = buffer(file);
        byte[] a = b.array();
        byte[] end = "endhdr\n".getBytes(StandardCharsets.US_ASCII);
        int at = -1;
        for (int i = 0; i + end.length <= Math.min(a.length, 4096) && at < 0; i++) {
            if (java.util.Arrays.equals(a, i, i + end.length, end, 0, end.length)) {
                at = i + end.length;
            }
        }
        if (at < 0 || a.length < at + 4) {
            throw bad(file, "no header");
        }
        b.position(at);
        if (b.getInt() != BYTE_ORDER_MAGIC) {
            b.order(ByteOrder.BIG_ENDIAN).position(at);
            if (b.getInt() != BYTE_ORDER_MAGIC) {
                throw bad(file, "no byte order mark after its header");
            }
        }
        return b;
    }

    private static ByteBuffer buffer(Path file) {
        try {
            return ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
        } catch (IOException e) {
            throw new HearingUnavailableException("cannot read the recogniser's file " + file + ": " + e.getMessage());
        }
    }

    private static HearingUnavailableException bad(Path file, String what) {
        return new HearingUnavailableException("the recogniser's file " + file + " is not as expected: " + what);
    }
}
