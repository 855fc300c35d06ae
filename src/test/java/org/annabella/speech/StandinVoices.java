package org.annabella.speech;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import javax.sound.sampled.AudioFormat;

/**
 * A stand-in for a system's speech program (src/test/resources/speech/standin-*.sh) in a folder
 * of its own, named by the system property the engine reads; it logs each call into calls.log
 * and answers with sound.wav, a fifth of a second of tone.
 */
final class StandinVoices implements AutoCloseable {
    static final AudioFormat FORMAT = new AudioFormat(22050, 16, 1, true, false);
    /** The tone's frames and loudest sample. */
    static final int FRAMES = 4410;
    static final int PEAK = 10_000;

    final Path dir;
    private final String property;

    private StandinVoices(Path dir, String property) {
        this.dir = dir;
        this.property = property;
    }

    /** Installs the stand-in {@code script} as {@code name} in {@code dir} and points {@code property} at it. */
    static StandinVoices install(Path dir, String script, String name, String property) throws IOException {
        Path program = dir.resolve(name);
        try (InputStream in = StandinVoices.class.getResourceAsStream("/speech/" + script)) {
            Files.copy(in, program, StandardCopyOption.REPLACE_EXISTING);
        }
        program.toFile().setExecutable(true);
        tone().writeWav(dir.resolve("sound.wav"));
        System.setProperty(property, program.toString());
        return new StandinVoices(dir, property);
    }

    static Pcm tone() {
        short[] samples = new short[FRAMES];
        for (int i = 0; i < FRAMES; i++) {
            samples[i] = (short) Math.round(PEAK * Math.sin(2 * Math.PI * 440 * i / FORMAT.getSampleRate()));
        }
        byte[] data = new byte[FRAMES * 2];
        for (int i = 0; i < FRAMES; i++) {
            data[2 * i] = (byte) samples[i];
            data[2 * i + 1] = (byte) (samples[i] >> 8);
        }
        return new Pcm(FORMAT, data);
    }

    /** The calls made so far, one a line. */
    List<String> calls() throws IOException {
        Path log = dir.resolve("calls.log");
        return Files.exists(log) ? Files.readAllLines(log) : List.of();
    }

    /** The loudest sample of 16-bit little-endian sound. */
    static int loudest(Pcm pcm) {
        int max = 0;
        byte[] d = pcm.data();
        for (int i = 0; i + 1 < d.length; i += 2) {
            max = Math.max(max, Math.abs((short) ((d[i + 1] << 8) | (d[i] & 0xff))));
        }
        return max;
    }

    @Override
    public void close() {
        System.clearProperty(property);
    }
}
