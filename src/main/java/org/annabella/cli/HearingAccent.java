package org.annabella.cli;

import java.nio.file.Path;
import org.annabella.speech.Enrolment;
import org.annabella.speech.SpokenLanguage;

/**
 * The accent the recogniser hears the FIDE words in (voice/accent-en.txt, accent-es.txt beside
 * the German base): {@code --accent} where given; else the one the speaker's profile was made
 * with, as the profile learnt the voice through those sounds; else the player's language, as
 * the console's (or enrol's) {@code --lang} says. German speakers, who have no console of their
 * own, give {@code --accent de} to be heard by the German sounds alone (docs/speech.md, "Hearing").
 */
final class HearingAccent {
    /** The option's help, the same for every command that hears. */
    static final String HELP = "The FIDE words heard as speakers of this language say them, beside the German: "
            + "de (German only), en or es; default the speaker profile's, else the console's language.";

    private HearingAccent() {
    }

    /**
     * The accent chosen: {@code option} (a language code, or null), else {@code profile}'s (a
     * profile folder, or null), else {@code language}.
     *
     * @throws BadInputException where {@code option} names no language the recogniser has an accent for
     */
    static SpokenLanguage of(String option, Path profile, SpokenLanguage language) {
        if (option != null) {
            SpokenLanguage chosen = SpokenLanguage.ofCode(option);
            if (chosen == null || option.isBlank()) {
                throw BadInputException.said("--accent must be de, en or es, not '" + option + "'", "accent", "text", option);
            }
            return chosen;
        }
        SpokenLanguage made = profile == null ? null : Enrolment.accent(profile);
        return made != null ? made : language;
    }
}
