package org.annabella.speech;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Spoken announcements for the hearing tests and benchmark: synthesised by FreeTTS (the project's
 * voice) or by espeak-ng's German voice (a speaker the recogniser was not tuned on), with the
 * pink noise of sox mixed in at a signal-to-noise ratio. 16 kHz mono, as {@link SpeechAudio}.
 */
public final class SpokenMoves {
    static final Path ESPEAK = Path.of("/usr/bin/espeak-ng");
    static final Path SOX = Path.of("/usr/bin/sox");
    private static short[] noise;

    private SpokenMoves() {
    }

    public static boolean espeakInstalled() {
        return Files.isExecutable(ESPEAK);
    }

    public static boolean soxInstalled() {
        return Files.isExecutable(SOX);
    }

    /** Whether pocketsphinx and its model are there. */
    public static boolean recogniserInstalled() {
        try {
            Pocketsphinx.check();
            return true;
        } catch (HearingUnavailableException e) {
            return false;
        }
    }

    /** FreeTTS kevin16 saying the text. */
    public static Pcm freeTts(FreeTtsSynthesizer voice, String text) {
        return SpeechAudio.of(voice.synthesize(text));
    }

    /** espeak-ng's German voice at 150 words a minute saying the text, in German spelling (Läufer, fünf). */
    public static Pcm espeak(String text) throws IOException, InterruptedException {
        Path wav = Files.createTempFile("annabella-espeak", ".wav");
        try {
            run(ESPEAK.toString(), "-v", "de", "-s", "150", "-w", wav.toString(), german(text));
            return SpeechAudio.read(wav);
        } finally {
            Files.deleteIfExists(wav);
        }
    }

    /**
     * The fide words as a German writes them; Cesar as Zäsar, as it is said ([ts]): espeak-ng's
     * German rules read "Cäsar" with a k.
     */
    static String german(String text) {
        return text.replace("Koenig", "König").replace("Laeufer", "Läufer").replace("fuenf", "fünf")
                .replace("schlaegt", "schlägt").replace("Cesar", "Zäsar");
    }

    /**
     * The speech with a third of a second of room before and after, and sox's pink noise under
     * all of it, {@code snrDb} below the level of the speech (its active part). The noise is
     * taken from a random place of 25 seconds of noise, chosen by {@code seed}.
     */
    public static Pcm withNoise(Pcm speech, double snrDb, long seed) throws IOException, InterruptedException {
        short[] s = SpeechAudio.samples(speech);
        short[] n = noise();
        int pad = (int) (SpeechAudio.RATE / 3);
        short[] out = new short[s.length + 2 * pad];
        double gain = activeLevel(s) / Math.pow(10, snrDb / 20) / rms(n);
        int offset = new Random(seed).nextInt(n.length - out.length);
        for (int i = 0; i < out.length; i++) {
            double v = (i >= pad && i < pad + s.length ? s[i - pad] : 0) + gain * n[offset + i];
            out[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(v)));
        }
        return SpeechAudio.pcm(out);
    }

    /** The speech level: root mean square over the 20 ms frames within 30 dB of the loudest. */
    static double activeLevel(short[] s) {
        int frame = (int) (SpeechAudio.RATE / 50);
        double loudest = SpeechAudio.loudestRms(s);
        double sum = 0;
        long count = 0;
        for (int start = 0; start + frame <= s.length; start += frame) {
            double e = 0;
            for (int i = start; i < start + frame; i++) {
                e += (double) s[i] * s[i];
            }
            if (Math.sqrt(e / frame) > loudest / 31.6) {
                sum += e;
                count += frame;
            }
        }
        return count == 0 ? 0 : Math.sqrt(sum / count);
    }

    private static double rms(short[] s) {
        double e = 0;
        for (short v : s) {
            e += (double) v * v;
        }
        return Math.sqrt(e / s.length);
    }

    private static synchronized short[] noise() throws IOException, InterruptedException {
        if (noise == null) {
            Path wav = Files.createTempFile("annabella-pink", ".wav");
            try {
                // -R: the same noise on every run, so that tests and benchmark repeat
                run(SOX.toString(), "-R", "-q", "-n", "-r", "16000", "-b", "16", "-c", "1", wav.toString(),
                        "synth", "25", "pinknoise", "vol", "0.5");
                noise = SpeechAudio.samples(SpeechAudio.read(wav));
            } finally {
                Files.deleteIfExists(wav);
            }
        }
        return noise;
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new IOException(command[0] + " failed");
        }
    }
}
