package org.annabella.speech;

/**
 * A speech engine. {@link #speak} blocks until the text has been said (or cut short by
 * {@link #stop}); callers that must not wait go through {@link SpeechQueue}.
 */
public interface Speaker extends AutoCloseable {

    /** The engine's name as the command line spells it ("freetts", "ssip", "text", ...). */
    String name();

    /**
     * Says the text and returns when it has been said or stopped.
     *
     * @throws SpeechUnavailableException when the engine cannot make itself heard (no audio
     *     device, no speech-dispatcher, a stalled device)
     */
    void speak(String text);

    /** Cuts the utterance in progress short; safe from any thread, harmless when silent. */
    void stop();

    /**
     * Speaks from the next utterance on at this rate, pitch and volume; false for an engine that
     * has no such settings of its own (text, speech-dispatcher, whose user sets them there).
     */
    default boolean adjust(VoiceSettings settings) {
        return false;
    }

    @Override
    default void close() {
    }
}
