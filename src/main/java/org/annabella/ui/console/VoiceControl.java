package org.annabella.ui.console;

import java.util.List;
import java.util.function.Predicate;
import org.annabella.speech.VoiceSettings;
import org.annabella.speech.VoiceSettings.Setting;

/**
 * The voice's rate, pitch and volume as the console sets them ({@code voice rate 180},
 * {@code voz tono 120}): kept for the run, from the command line's {@code --rate}, {@code --pitch}
 * and {@code --volume}, and handed to the voice speaking, if it has such settings.
 */
public final class VoiceControl {
    private VoiceSettings settings;
    private final Predicate<VoiceSettings> voice;

    /**
     * @param voice applies settings to the voice speaking; false when none speaks or it has no
     *     such settings of its own (text, speech-dispatcher)
     */
    public VoiceControl(VoiceSettings settings, Predicate<VoiceSettings> voice) {
        this.settings = settings;
        this.voice = voice;
        voice.test(settings);
    }

    /** No voice: the settings are only kept. */
    static VoiceControl none() {
        return new VoiceControl(VoiceSettings.USUAL, s -> false);
    }

    public VoiceSettings settings() {
        return settings;
    }

    /** The console's {@code voice} with its words: says the settings, after changing one if named. */
    List<String> command(List<String> args, ConsoleLanguage lang) {
        if (args.size() == 1 || args.size() > 2) {
            throw lang.refusal("voice.how");
        }
        boolean heard = true;
        if (args.size() == 2) {
            Setting setting = switch (args.get(0)) {
                case "rate", "speed", "velocidad" -> Setting.RATE;
                case "pitch", "tono" -> Setting.PITCH;
                case "volume", "volumen" -> Setting.VOLUME;
                default -> throw lang.refusal("voice.how");
            };
            String n = args.get(1);
            if (!n.matches("[0-9]{1,4}") || !setting.allows(Integer.parseInt(n))) {
                throw lang.refusal("voice.range", "setting", args.get(0), "min", setting.min, "max", setting.max, "value", n);
            }
            settings = settings.with(setting, Integer.parseInt(n));
            heard = voice.test(settings);
        }
        String now = lang.say("voice.now", "rate", settings.rate(), "pitch", settings.pitch(), "volume", settings.volume());
        return heard ? List.of(now) : List.of(now, lang.say("voice.unheard"));
    }
}
