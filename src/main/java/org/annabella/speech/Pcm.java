package org.annabella.speech;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import org.annabella.rules.OutputFile;

/** Linear PCM audio: a format and its bytes. */
public record Pcm(AudioFormat format, byte[] data) {

    public long frames() {
        return data.length / format.getFrameSize();
    }

    public long durationMillis() {
        return Math.round(frames() * 1000.0 / format.getFrameRate());
    }

    /**
     * The sound of a WAV file's bytes, also one written as a stream whose header gives no length
     * (espeak-ng's standard output).
     *
     * @throws SpeechUnavailableException when the bytes are not a WAV file
     */
    public static Pcm fromWav(byte[] wav, String from) {
        try (AudioInputStream in = AudioSystem.getAudioInputStream(new ByteArrayInputStream(wav))) {
            return new Pcm(in.getFormat(), in.readAllBytes());
        } catch (javax.sound.sampled.UnsupportedAudioFileException | IOException e) {
            throw new SpeechUnavailableException(from + " gave no sound that can be played (" + wav.length
                    + " bytes, not a WAV file)", e);
        }
    }

    /** Writes a WAV file (16-bit samples little-endian, as WAV requires), whole or not at all. */
    public void writeWav(Path file) throws IOException {
        Pcm wav = littleEndian();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(wav.data.length + 64);
        try (AudioInputStream in = new AudioInputStream(new ByteArrayInputStream(wav.data), wav.format, wav.frames())) {
            AudioSystem.write(in, AudioFileFormat.Type.WAVE, bytes);
        }
        OutputFile.write(file, bytes.toByteArray());
    }

    /** The same 16-bit sound with every sample times {@code factor} (at most 1: never clipped). */
    public Pcm scaled(double factor) {
        if (format.getSampleSizeInBits() != 16 || factor > 1 || factor < 0) {
            throw new IllegalArgumentException("only 16-bit sound made quieter, not " + format + " times " + factor);
        }
        byte[] out = new byte[data.length];
        boolean big = format.isBigEndian();
        for (int i = 0; i + 1 < data.length; i += 2) {
            int hi = big ? i : i + 1;
            int lo = big ? i + 1 : i;
            int sample = (int) Math.round(((short) ((data[hi] << 8) | (data[lo] & 0xff))) * factor);
            out[hi] = (byte) (sample >> 8);
            out[lo] = (byte) sample;
        }
        return new Pcm(format, out);
    }

    /** The same sound with 16-bit samples in little-endian order (unchanged if already so). */
    public Pcm littleEndian() {
        if (!format.isBigEndian() || format.getSampleSizeInBits() != 16) {
            return this;
        }
        byte[] swapped = new byte[data.length];
        for (int i = 0; i + 1 < data.length; i += 2) {
            swapped[i] = data[i + 1];
            swapped[i + 1] = data[i];
        }
        AudioFormat f = new AudioFormat(format.getEncoding(), format.getSampleRate(), 16, format.getChannels(),
                format.getFrameSize(), format.getFrameRate(), false);
        return new Pcm(f, swapped);
    }
}
