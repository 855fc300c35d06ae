package org.annabella.speech;

/** The embedded default engine: FreeTTS synthesis played on an {@link AudioOutput}. */
public final class FreeTtsSpeaker implements Speaker {
    private final FreeTtsSynthesizer synthesizer;
    private final AudioOutput output;

    public FreeTtsSpeaker(FreeTtsSynthesizer synthesizer, AudioOutput output) {
        this.synthesizer = synthesizer;
        this.output = output;
    }

    @Override
    public String name() {
        return "freetts";
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
