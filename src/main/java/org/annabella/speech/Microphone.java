package org.annabella.speech;

import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.TargetDataLine;

/**
 * The sound card's input at 16 kHz mono, cut into utterances ({@link UtteranceCutter}) on a
 * thread of its own, each handed on with the time it ended (System.nanoTime). Closing stops it.
 */
public final class Microphone implements AutoCloseable {
    /** An utterance and the moment its last sample was captured. */
    public interface Listener {
        void heard(Pcm utterance, long endedNanos);
    }

    private static final String NO_MICROPHONE = "cannot listen: no microphone (no sound input at 16 kHz mono); "
            + "plug one in and check the system's sound input settings";

    private final TargetDataLine line;
    private final Thread reader;
    private volatile boolean open = true;

    private Microphone(TargetDataLine line, Listener listener) {
        this.line = line;
        UtteranceCutter cutter = new UtteranceCutter(u -> listener.heard(u, System.nanoTime()));
        this.reader = new Thread(() -> read(cutter), "annabella-microphone");
        reader.setDaemon(true);
    }

    /**
     * Refuses, in one line, where pocketsphinx or a microphone is missing: before a game starts.
     *
     * @throws HearingUnavailableException naming what is missing
     */
    public static void check() {
        Pocketsphinx.check();
        if (!present()) {
            throw new HearingUnavailableException(NO_MICROPHONE);
        }
    }

    /** Whether the system offers a sound input that can record speech (16 kHz mono), without opening it. */
    public static boolean present() {
        return AudioSystem.isLineSupported(new DataLine.Info(TargetDataLine.class, SpeechAudio.FORMAT));
    }

    /**
     * Starts listening.
     *
     * @throws HearingUnavailableException where there is no microphone, or it is taken
     */
    public static Microphone open(Listener listener) {
        DataLine.Info info = new DataLine.Info(TargetDataLine.class, SpeechAudio.FORMAT);
        TargetDataLine line;
        try {
            if (!AudioSystem.isLineSupported(info)) {
                throw new HearingUnavailableException(NO_MICROPHONE);
            }
            line = (TargetDataLine) AudioSystem.getLine(info);
            line.open(SpeechAudio.FORMAT, (int) SpeechAudio.RATE / 5);
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            throw new HearingUnavailableException("cannot listen: the microphone cannot be opened ("
                    + String.valueOf(e.getMessage()).strip() + ")");
        }
        Microphone m = new Microphone(line, listener);
        line.start();
        m.reader.start();
        return m;
    }

    private void read(UtteranceCutter cutter) {
        byte[] bytes = new byte[UtteranceCutter.FRAME * 2 * 5];
        short[] samples = new short[bytes.length / 2];
        while (open) {
            int n = line.read(bytes, 0, bytes.length);
            for (int i = 0; i + 1 < n; i += 2) {
                samples[i / 2] = (short) ((bytes[i] & 0xff) | bytes[i + 1] << 8);
            }
            cutter.feed(samples, n / 2);
        }
        cutter.end();
    }

    @Override
    public void close() {
        open = false;
        line.stop();
        line.close();
    }
}
