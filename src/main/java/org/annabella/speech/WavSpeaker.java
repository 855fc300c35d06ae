package org.annabella.speech;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import org.annabella.rules.InputException;

/**
 * FreeTTS into a WAV file: a recording of everything said so far, rewritten after each
 * utterance so the file is always complete and playable.
 */
public final class WavSpeaker implements Speaker {
    private final FreeTtsSynthesizer synthesizer;
    private final Path file;
    private final ByteArrayOutputStream recording = new ByteArrayOutputStream();

    public WavSpeaker(FreeTtsSynthesizer synthesizer, Path file) {
        this.synthesizer = synthesizer;
        this.file = file;
    }

    @Override
    public String name() {
        return "wav";
    }

    @Override
    public synchronized void speak(String text) {
        Pcm sound = synthesizer.synthesize(text);
        recording.writeBytes(sound.data());
        try {
            new Pcm(sound.format(), recording.toByteArray()).writeWav(file);
        } catch (IOException e) {
            throw new InputException("cannot write the WAV file " + file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void stop() {
        // writing a file is not something a listener waits through
    }

    @Override
    public void close() {
        synthesizer.close();
    }
}
