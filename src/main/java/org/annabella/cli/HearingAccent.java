package org.annabella.cli;

import java.nio.file.Path;
import org.annabella.speech.Accent;
import org.annabella.speech.Enrolment;

/**
 * The accent the recogniser hears the FIDE words in ({@link Accent}: voice/accent-en.txt,
 * accent-es.txt, accent-fr.txt beside the German base): {@code --accent} where given; else the one
 * the speaker's profile was made with, as the profile learnt the voice through those sounds; else
 * the player's language, as the console's (or enrol's) {@code --lang} says. Players whose language
 * has no console give it once: {@code --accent de} for the German sounds alone, {@code --accent fr}
 * for the French (docs/speech.md, "The player's accent").
 */
final class HearingAccent {
    /** The option's help, the same for every command that hears. */
    static final String HELP = "The FIDE words heard as speakers of this language say them, beside the German: "
            + "de (German only), en, es or fr; default the speaker profile's, else the console's language.";

    private HearingAccent() {
    }

    /**
     * The accent chosen: {@code option} (a language code, or null), else {@code profile}'s (a
     * profile folder, or null), else {@code language}.
     *
     * @throws BadInputException where {@code option} names no language the recogniser has an accent for
     */
    static Accent of(String option, Path profile, Accent language) {
        if (option != null) {
            Accent chosen = Accent.ofCode(option);
            if (chosen == null || option.isBlank()) {
                throw BadInputException.said("--accent must be de, en, es or fr, not '" + option + "'", "accent", "text", option);
            }
            return chosen;
        }
        Accent made = profile == null ? null : Enrolment.accent(profile);
        return made != null ? made : language;
    }
}
