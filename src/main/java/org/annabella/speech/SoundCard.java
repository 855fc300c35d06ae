package org.annabella.speech;

import java.util.Objects;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;

/**
 * Plays through Java Sound. Never blocks on the device: it writes only what the line has room
 * for, and a line whose play position stops moving for {@code stallMillis} is reported as
 * unavailable instead of hanging the speech queue (a wedged sound server does that).
 */
public final class SoundCard implements AudioOutput {
    /** Opens a line for a format; the default asks Java Sound. Tests pass a stand-in. */
    @FunctionalInterface
    public interface LineFactory {
        SourceDataLine open(AudioFormat format) throws LineUnavailableException;
    }

    private static final int POLL_MILLIS = 5;

    private final LineFactory factory;
    private final long stallMillis;
    private SourceDataLine line;
    private volatile boolean stopping;

    public SoundCard() {
        this(SoundCard::openSystemLine, 2000);
    }

    public SoundCard(LineFactory factory, long stallMillis) {
        this.factory = factory;
        this.stallMillis = stallMillis;
    }

    /** Whether the system offers a sound output that can play speech, without opening it. */
    public static boolean present() {
        return AudioSystem.isLineSupported(new javax.sound.sampled.DataLine.Info(SourceDataLine.class, SpeechAudio.FORMAT));
    }

    private static SourceDataLine openSystemLine(AudioFormat format) throws LineUnavailableException {
        SourceDataLine line = AudioSystem.getSourceDataLine(format);
        line.open(format);
        return line;
    }

    @Override
    public synchronized void play(Pcm sound) {
        stopping = false;
        SourceDataLine out = lineFor(sound.format());
        out.start();
        byte[] data = sound.data();
        int frameSize = sound.format().getFrameSize();
        long startFrame = out.getLongFramePosition();
        long lastPosition = startFrame;
        long lastProgress = System.nanoTime();
        int offset = 0;
        while (!stopping) {
            if (offset < data.length) {
                int room = out.available() / frameSize * frameSize;
                if (room > 0) {
                    offset += out.write(data, offset, Math.min(room, data.length - offset));
                    lastProgress = System.nanoTime();
                    continue;
                }
            }
            long position = out.getLongFramePosition();
            if (offset >= data.length && position - startFrame >= sound.frames()) {
                return;
            }
            if (position != lastPosition) {
                lastPosition = position;
                lastProgress = System.nanoTime();
            } else if ((System.nanoTime() - lastProgress) / 1_000_000 > stallMillis) {
                closeLine();
                throw new SpeechUnavailableException("the audio device stopped playing");
            }
            sleep();
        }
        out.stop();
        out.flush();
    }

    private SourceDataLine lineFor(AudioFormat format) {
        if (line != null && line.getFormat().matches(format)) {
            return line;
        }
        closeLine();
        try {
            line = Objects.requireNonNull(factory.open(format), "line");
            return line;
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException | NullPointerException e) {
            throw new SpeechUnavailableException("no audio device: check the system's sound settings, or install the Debian package pipewire-pulse or pulseaudio", e);
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SpeechUnavailableException("interrupted while playing");
        }
    }

    @Override
    public void stop() {
        stopping = true;
    }

    private void closeLine() {
        if (line != null) {
            line.close();
            line = null;
        }
    }

    @Override
    public void close() {
        stopping = true;
        synchronized (this) {
            closeLine();
        }
    }
}
