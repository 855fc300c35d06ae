package org.annabella.speech;

import org.annabella.announce.Phrase;
import org.annabella.announce.PhrasedInputException;
import org.annabella.rules.InputException;

/**
 * How fast, how high and how loud the voice speaks: rate in words a minute, pitch in hertz (the
 * voice's base pitch) and volume in percent of full. The usual values are the FreeTTS voice's
 * own; the other engines take them in proportion. Immutable.
 */
public record VoiceSettings(int rate, int pitch, int volume) {
    /** The voice as it comes: 150 words a minute, 100 Hz, full volume. */
    public static final VoiceSettings USUAL = new VoiceSettings(150, 100, 100);

    /** One of the three settings, with its command-line option, unit and range. */
    public enum Setting {
        RATE("--rate", "words a minute", 80, 450),
        PITCH("--pitch", "hertz", 50, 250),
        VOLUME("--volume", "percent", 10, 100);

        public final String option;
        public final String unit;
        public final int min;
        public final int max;

        Setting(String option, String unit, int min, int max) {
            this.option = option;
            this.unit = unit;
            this.min = min;
            this.max = max;
        }

        /** Whether {@code value} is in the range. */
        public boolean allows(int value) {
            return value >= min && value <= max;
        }

        /**
         * The value of the option as typed on the command line; anything but a whole number in the
         * range is refused naming the option and the range.
         */
        public int parse(String text) {
            String t = text.strip();
            if (!t.matches("[0-9]{1,4}") || !allows(Integer.parseInt(t))) {
                throw new PhrasedInputException(Phrase.of("cli.error.voice-setting", "option", option, "min", min, "max", max,
                        "unit", Phrase.of("voice.unit." + name().toLowerCase(java.util.Locale.ROOT)), "text", InputException.escape(text)));
            }
            return Integer.parseInt(t);
        }
    }

    public VoiceSettings {
        if (!Setting.RATE.allows(rate) || !Setting.PITCH.allows(pitch) || !Setting.VOLUME.allows(volume)) {
            throw new IllegalArgumentException("voice settings out of range: " + rate + ", " + pitch + ", " + volume);
        }
    }

    /** The settings of the command line's options, each null for the usual value. */
    public static VoiceSettings of(String rate, String pitch, String volume) {
        return new VoiceSettings(rate == null ? USUAL.rate : Setting.RATE.parse(rate),
                pitch == null ? USUAL.pitch : Setting.PITCH.parse(pitch),
                volume == null ? USUAL.volume : Setting.VOLUME.parse(volume));
    }

    /** These settings with one changed; the value must be in its range. */
    public VoiceSettings with(Setting setting, int value) {
        return switch (setting) {
            case RATE -> new VoiceSettings(value, pitch, volume);
            case PITCH -> new VoiceSettings(rate, value, volume);
            case VOLUME -> new VoiceSettings(rate, pitch, value);
        };
    }
}
