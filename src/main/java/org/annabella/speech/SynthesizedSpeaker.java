package org.annabella.speech;

/** An engine that makes samples ({@link Synthesizer}: FreeTTS, espeak-ng, the system's voices) played on an {@link AudioOutput}. */
public final class SynthesizedSpeaker implements Speaker {
    private final Synthesizer synthesizer;
    private final AudioOutput output;

    public SynthesizedSpeaker(Synthesizer synthesizer, AudioOutput output) {
        this.synthesizer = synthesizer;
        this.output = output;
    }

    @Override
    public String name() {
        return synthesizer.name();
    }

    @Override
    public void speak(String text) {
        output.play(synthesizer.synthesize(text));
    }

    @Override
    public boolean adjust(VoiceSettings settings) {
        synthesizer.adjust(settings);
        return true;
    }

    @Override
    public void stop() {
        output.stop();
    }

    @Override
    public void close() {
        output.close();
        synthesizer.close();
    }
}
