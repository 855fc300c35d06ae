package org.annabella.speech;

/** Where synthesised sound goes: the sound card, or in benchmarks a stand-in that times it. */
public interface AudioOutput extends AutoCloseable {

    /**
     * Plays the sound and returns when it has been heard or {@link #stop} was called.
     *
     * @throws SpeechUnavailableException when there is no usable audio device
     */
    void play(Pcm sound);

    /** Cuts the sound in progress short; safe from any thread. */
    void stop();

    @Override
    void close();
}
