package org.annabella.speech;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.UnsupportedAudioFileException;
import org.annabella.rules.InputException;
import org.annabella.rules.OutputFile;
import org.annabella.rules.TextFile;

/**
 * A synthesizer's speech into a WAV file: a recording of everything said so far, rewritten after each
 * utterance so the file is always complete and playable.
 */
public final class WavSpeaker implements Speaker {
    private final Synthesizer synthesizer;
    private final Path file;
    private final ByteArrayOutputStream recording = new ByteArrayOutputStream();

    /** Refuses, before anything is said, a file in the way that is not a recording it could have made. */
    public WavSpeaker(Synthesizer synthesizer, Path file) {
        checkReplaceable(file);
        this.synthesizer = synthesizer;
        this.file = file;
    }

    /**
     * A file may be replaced by a recording only when it is one: a WAV of 16-bit mono PCM, as this
     * speaker writes. Anything else that stands there (a journal, a PGN, a folder, a pipe, a
     * read-only file) is left as it is and refused in one line: nothing is overwritten that
     * annabella did not make for that purpose.
     */
    static void checkReplaceable(Path file) {
        OutputFile.checkReplaceable(file);
        if (!Files.exists(file)) {
            return;
        }
        AudioFormat f;
        try {
            AudioFileFormat wav = AudioSystem.getAudioFileFormat(file.toFile());
            f = wav.getType() == AudioFileFormat.Type.WAVE ? wav.getFormat() : null;
        } catch (UnsupportedAudioFileException | IOException e) {
            f = null;
        }
        if (f == null || !f.getEncoding().equals(AudioFormat.Encoding.PCM_SIGNED) || f.getChannels() != 1
                || f.getSampleSizeInBits() != 16) {
            throw new InputException(InputException.path(file) + " already exists and is not a recording of speech"
                    + " (a 16-bit mono WAV file); it was left as it is: give another name, or remove it first");
        }
    }

    @Override
    public String name() {
        return synthesizer.name();
    }

    @Override
    public synchronized void speak(String text) {
        Pcm sound = synthesizer.synthesize(text);
        recording.writeBytes(sound.data());
        try {
            new Pcm(sound.format(), recording.toByteArray()).writeWav(file);
        } catch (IOException e) {
            throw new InputException("cannot write the WAV file " + InputException.path(file) + ": "
                    + TextFile.reason(e), e);
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
