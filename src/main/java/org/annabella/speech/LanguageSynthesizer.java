package org.annabella.speech;

import java.util.List;

/**
 * What the engines with a voice for each language share (espeak-ng, macOS, SAPI): the language
 * they speak, the text cut into its runs and runs of German FIDE words, and the settings last
 * given, read once an utterance.
 */
abstract class LanguageSynthesizer implements Synthesizer {
    private final String name;
    final SpokenLanguage language;
    private final FideWords fide;
    private volatile VoiceSettings settings = VoiceSettings.USUAL;

    LanguageSynthesizer(String name, SpokenLanguage language, FideWords fide) {
        this.name = name;
        this.language = language;
        this.fide = fide;
    }

    @Override
    public final String name() {
        return name;
    }

    /** The text in runs of the language and runs of FIDE words (see {@link FideWords#runs}). */
    final List<FideWords.Run> runs(String text) {
        return fide.runs(text, language);
    }

    final VoiceSettings settings() {
        return settings;
    }

    @Override
    public final void adjust(VoiceSettings settings) {
        this.settings = settings;
    }
}
