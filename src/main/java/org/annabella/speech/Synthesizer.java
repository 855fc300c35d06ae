package org.annabella.speech;

/**
 * Turns text into sound: an engine that makes speech as samples, so it can be played on an
 * {@link AudioOutput} (cut short, its failures noticed) or written into a WAV file alike.
 */
public interface Synthesizer extends AutoCloseable {

    /** The engine's name as the command line spells it. */
    String name();

    /**
     * The whole utterance as 16-bit mono PCM.
     *
     * @throws SpeechUnavailableException when the engine fails or is missing
     */
    Pcm synthesize(String text);

    /** Speaks from the next utterance on at this rate, pitch and volume. */
    void adjust(VoiceSettings settings);

    @Override
    default void close() {
    }
}
