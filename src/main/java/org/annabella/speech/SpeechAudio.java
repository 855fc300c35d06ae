package org.annabella.speech;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.UnsupportedAudioFileException;
import org.annabella.rules.InputException;
import org.annabella.rules.TextFile;

/**
 * Sound as the recogniser takes it: 16 kHz, mono, 16-bit signed little-endian samples. Reads WAV
 * files at any PCM rate, size and channel count and converts them here (channels averaged, rate
 * changed by linear interpolation); anything else is refused as bad input, naming the file.
 */
public final class SpeechAudio {
    public static final float RATE = 16000f;
    public static final AudioFormat FORMAT = new AudioFormat(RATE, 16, 1, true, false);
    /** Longer than any announcement: a file this long is not one spoken move. */
    static final double MAX_SECONDS = 30;
    /** More than any recording a person makes (7.1 surround is 8). */
    static final int MAX_CHANNELS = 8;

    private SpeechAudio() {
    }

    /**
     * The speech in a WAV file, converted to {@link #FORMAT}. Only the first {@link #MAX_SECONDS}
     * (and a frame) are read, so a file of any length is refused at once, not read to its end.
     */
    public static Pcm read(Path file) {
        // The checks every file a person names gets (missing, folder, device), then the sound.
        String name = TextFile.check(file, "audio file");
        try (AudioInputStream in = AudioSystem.getAudioInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            return convert(in, name);
        } catch (UnsupportedAudioFileException e) {
            throw new InputException(name + " is not a WAV file (give 16-bit PCM WAV, ideally 16 kHz mono)");
        } catch (IOException e) {
            throw new InputException(name + " cannot be read: " + TextFile.reason(e));
        }
    }

    /** Any PCM stream in {@link #FORMAT}; {@code what} names it in messages ("audio file x.wav"). */
    public static Pcm convert(AudioInputStream in, String what) throws IOException {
        AudioFormat f = in.getFormat();
        boolean pcm = f.getEncoding().equals(AudioFormat.Encoding.PCM_SIGNED)
                || f.getEncoding().equals(AudioFormat.Encoding.PCM_UNSIGNED);
        if (!pcm || f.getChannels() < 1 || f.getChannels() > MAX_CHANNELS || f.getSampleRate() < 4000
                || f.getSampleRate() > 192000) {
            throw new InputException(what + " is " + f.getEncoding() + " at " + f.getSampleRate() + " Hz with "
                    + f.getChannels() + " channels: give linear PCM WAV, 4 to 192 kHz, 1 to " + MAX_CHANNELS
                    + " channels (16 kHz mono is best)");
        }
        AudioFormat signed16 = new AudioFormat(f.getSampleRate(), 16, f.getChannels(), true, false);
        AudioInputStream s;
        try {
            s = f.matches(signed16) ? in : AudioSystem.getAudioInputStream(signed16, in);
        } catch (IllegalArgumentException e) { // no converter from its sample size
            throw new InputException(what + " has " + f.getSampleSizeInBits()
                    + "-bit samples that cannot be read: give 8-, 16- or 24-bit PCM WAV");
        }
        int frame = signed16.getFrameSize();
        long limit = (long) (MAX_SECONDS * f.getSampleRate()) * frame;
        // Whole frames only: an audio stream reads none of a part frame, and asking for one would never end.
        byte[] bytes = s.readNBytes((int) (limit + frame));
        if (bytes.length > limit) {
            throw new InputException(what + " is longer than " + (int) MAX_SECONDS
                    + " seconds: give one spoken move a file");
        }
        int channels = f.getChannels();
        int frames = bytes.length / (2 * channels);
        if (frames < f.getSampleRate() / 10) {
            throw new InputException(what + " holds no speech (shorter than a tenth of a second)");
        }
        short[] mono = new short[frames];
        for (int i = 0; i < frames; i++) {
            int sum = 0;
            for (int c = 0; c < channels; c++) {
                int at = 2 * (i * channels + c);
                sum += (short) ((bytes[at] & 0xff) | bytes[at + 1] << 8);
            }
            mono[i] = (short) (sum / channels);
        }
        return pcm(resample(mono, f.getSampleRate()));
    }

    /** Sound from the synthesiser or a line, in {@link #FORMAT}. */
    public static Pcm of(Pcm sound) {
        try (AudioInputStream in = new AudioInputStream(new ByteArrayInputStream(sound.data()), sound.format(),
                sound.frames())) {
            return convert(in, "the sound");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Samples at {@code rate} to {@link #RATE}, by linear interpolation (speech lies far below 8 kHz). */
    static short[] resample(short[] samples, float rate) {
        if (rate == RATE) {
            return samples;
        }
        int n = (int) ((long) samples.length * (long) RATE / rate);
        short[] out = new short[n];
        double step = rate / RATE;
        for (int i = 0; i < n; i++) {
            double at = i * step;
            int j = (int) at;
            double frac = at - j;
            int next = Math.min(j + 1, samples.length - 1);
            out[i] = (short) Math.round(samples[j] * (1 - frac) + samples[next] * frac);
        }
        return out;
    }

    /** 16 kHz mono samples as Pcm. */
    public static Pcm pcm(short[] samples) {
        byte[] b = new byte[samples.length * 2];
        for (int i = 0; i < samples.length; i++) {
            b[2 * i] = (byte) samples[i];
            b[2 * i + 1] = (byte) (samples[i] >> 8);
        }
        return new Pcm(FORMAT, b);
    }

    /** The samples of Pcm in {@link #FORMAT}. */
    public static short[] samples(Pcm pcm) {
        byte[] b = pcm.data();
        short[] s = new short[b.length / 2];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) ((b[2 * i] & 0xff) | b[2 * i + 1] << 8);
        }
        return s;
    }

    /**
     * The speech with a quarter second before and after, and a faint steady noise under all of it,
     * 40 dB below the speech: digitally silent stretches confuse the recogniser's noise estimate
     * and its silence model (measured: 245 of 300 right on zero-padded clean speech, 294 with the
     * floor). Seeded, so the same file is always heard the same way.
     */
    static short[] withNoiseFloor(short[] speech) {
        return withNoiseFloor(speech, 40, 16);
    }

    /**
     * As {@link #withNoiseFloor(short[])} with the steady (white) noise {@code db} below the loudest
     * 25 ms of the speech, drawn from {@code seed}.
     */
    static short[] withNoiseFloor(short[] speech, double db, long seed) {
        int pad = (int) (RATE / 4);
        double peakRms = loudestRms(speech);
        double floor = Math.max(2, peakRms / Math.pow(10, db / 20));
        Random noise = new Random(seed);
        short[] out = new short[speech.length + 2 * pad];
        for (int i = 0; i < out.length; i++) {
            int s = i >= pad && i < pad + speech.length ? speech[i - pad] : 0;
            out[i] = clipped(s + noise.nextGaussian() * floor);
        }
        return out;
    }

    /** How many times louder than the room a frame is to count as speech in {@link #snr}. */
    private static final double SPEECH_OVER_ROOM = 10;

    /** {@code noise} (as long) mixed under {@code speech}, {@code db} below the loudest 25 ms of the speech. */
    static short[] under(short[] speech, double[] noise, double db) {
        double energy = 0;
        for (double v : noise) {
            energy += v * v;
        }
        double rms = Math.sqrt(energy / noise.length);
        double gain = rms == 0 ? 0 : loudestRms(speech) / Math.pow(10, db / 20) / rms;
        short[] out = new short[speech.length];
        for (int t = 0; t < out.length; t++) {
            out[t] = clipped(speech[t] + gain * noise[t]);
        }
        return out;
    }

    /** A sample rounded, clipped to what 16 bits hold. */
    private static short clipped(double v) {
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(v)));
    }

    /**
     * How far the speech stands above the room, in dB, at most 60: the room is the mean of the
     * quietest tenth of the 20 ms frames (the pauses around and between the words); the speech is
     * what the frames more than ten times louder than that add to it, on average. (The loudest
     * fifth against the quietest tenth, measured before, depended on how long a voice holds its
     * words: steady noise 20 dB under a slow voice measured as low as chatter 10 dB under a quick
     * one; docs/performance.md, "The room's measure".)
     */
    public static double snr(short[] samples) {
        int frame = (int) (RATE / 50);
        int n = samples.length / frame;
        if (n < 10) {
            return 0;
        }
        double[] energy = new double[n];
        for (int f = 0; f < n; f++) {
            for (int i = f * frame; i < (f + 1) * frame; i++) {
                energy[f] += (double) samples[i] * samples[i];
            }
        }
        java.util.Arrays.sort(energy);
        double quiet = 0;
        for (int f = 0; f < n / 10; f++) {
            quiet += energy[f];
        }
        double room = Math.max(quiet / (n / 10), 1e-9);
        double above = 0;
        int speech = 0;
        for (int f = n - 1; f >= 0 && energy[f] > SPEECH_OVER_ROOM * room; f--) {
            above += energy[f] - room;
            speech++;
        }
        return speech == 0 ? 0 : Math.min(60, 10 * Math.log10(Math.max(above / speech / room, 1)));
    }

    /** The root mean square of the loudest 25 ms stretch: the level of the speech, not of its pauses. */
    static double loudestRms(short[] samples) {
        int window = (int) (RATE / 40);
        double best = 0;
        for (int start = 0; start + window <= samples.length; start += window) {
            double sum = 0;
            for (int i = start; i < start + window; i++) {
                sum += (double) samples[i] * samples[i];
            }
            best = Math.max(best, Math.sqrt(sum / window));
        }
        return best;
    }
}
