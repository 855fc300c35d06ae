package org.annabella.speech;

import com.sun.speech.freetts.Voice;
import com.sun.speech.freetts.VoiceManager;
import com.sun.speech.freetts.audio.AudioPlayer;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;
import javax.sound.sampled.AudioFormat;

/**
 * FreeTTS with its kevin16 voice (16 kHz diphone synthesis, bundled in the jar) and the
 * {@link PronunciationLexicon} added to the voice's lexicon, turning text into {@link Pcm}.
 * Synthesis of an announcement takes a few milliseconds once warm, so it is done whole before
 * playing. Thread-safe (one utterance at a time).
 */
public final class FreeTtsSynthesizer implements Synthesizer {
    public static final String VOICE = "kevin16";
    private static final String VOICE_DIRECTORY = "com.sun.speech.freetts.en.us.cmu_us_kal.KevinVoiceDirectory";

    private final Voice voice;
    private final Collector collector = new Collector();
    /** In percent of the samples as synthesised. */
    private int volume = VoiceSettings.USUAL.volume();

    private FreeTtsSynthesizer(Voice voice) {
        this.voice = voice;
    }

    /** Loads the voice, adds the lexicon's words and warms the synthesiser with each of them. */
    public static FreeTtsSynthesizer load(PronunciationLexicon lexicon) {
        // FreeTTS finds no voice at all unless told where the bundled one lives
        if (System.getProperty("freetts.voices") == null) {
            System.setProperty("freetts.voices", VOICE_DIRECTORY);
        }
        Voice voice = VoiceManager.getInstance().getVoice(VOICE);
        if (voice == null) {
            throw new SpeechUnavailableException("the FreeTTS voice " + VOICE + " is missing (freetts.voices is "
                    + System.getProperty("freetts.voices") + ")");
        }
        voice.allocate();
        for (Map.Entry<String, List<String>> e : lexicon.entries().entrySet()) {
            voice.getLexicon().addAddendum(e.getKey(), null, e.getValue().toArray(new String[0]));
        }
        FreeTtsSynthesizer synthesizer = new FreeTtsSynthesizer(voice);
        voice.setAudioPlayer(synthesizer.collector);
        // the first utterances are slow (class loading, JIT): pay that at start, not on a move
        synthesizer.synthesize(String.join(" ", lexicon.entries().keySet()));
        return synthesizer;
    }

    @Override
    public String name() {
        return "freetts";
    }

    /** The whole utterance as 16-bit PCM. */
    @Override
    public synchronized Pcm synthesize(String text) {
        collector.clear();
        voice.speak(spokenSpelling(text));
        AudioFormat format = collector.format != null ? collector.format : new AudioFormat(16000, 16, 1, true, true);
        Pcm pcm = new Pcm(format, collector.bytes.toByteArray());
        return volume == 100 ? pcm : pcm.scaled(volume / 100.0);
    }

    /**
     * Speaks from the next utterance on at this rate and pitch (FreeTTS's own settings) and
     * volume (applied to the samples here: FreeTTS leaves volume to its audio player, which
     * this class replaces).
     */
    @Override
    public synchronized void adjust(VoiceSettings settings) {
        voice.setRate(settings.rate());
        voice.setPitch(settings.pitch());
        volume = settings.volume();
    }

    /** The phones the voice uses for a word: the lexicon's, or its letter-to-sound guess. */
    synchronized String[] phones(String word) {
        return voice.getLexicon().getPhones(PronunciationLexicon.fold(word), null);
    }

    /**
     * The text as handed to FreeTTS: umlauts folded (spec "Spoken form": spelling only), as
     * FreeTTS's tokenizer splits words at letters outside ASCII.
     */
    static String spokenSpelling(String text) {
        return PronunciationLexicon.foldUmlauts(text);
    }

    @Override
    public synchronized void close() {
        voice.deallocate();
    }

    /** FreeTTS's audio sink, gathering the samples instead of playing them. */
    private static final class Collector implements AudioPlayer {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 16);
        AudioFormat format;

        void clear() {
            bytes.reset();
        }

        @Override
        public void setAudioFormat(AudioFormat f) {
            format = f;
        }

        @Override
        public AudioFormat getAudioFormat() {
            return format;
        }

        @Override
        public boolean write(byte[] audio) {
            return write(audio, 0, audio.length);
        }

        @Override
        public boolean write(byte[] audio, int offset, int size) {
            bytes.write(audio, offset, size);
            return true;
        }

        @Override
        public void pause() {
        }

        @Override
        public void resume() {
        }

        @Override
        public void reset() {
        }

        @Override
        public boolean drain() {
            return true;
        }

        @Override
        public void begin(int size) {
        }

        @Override
        public boolean end() {
            return true;
        }

        @Override
        public void cancel() {
        }

        @Override
        public void close() {
        }

        @Override
        public float getVolume() {
            return 1f;
        }

        @Override
        public void setVolume(float volume) {
        }

        @Override
        public long getTime() {
            return 0;
        }

        @Override
        public void resetTime() {
        }

        @Override
        public void startFirstSampleTimer() {
        }

        @Override
        public void showMetrics() {
        }
    }
}
