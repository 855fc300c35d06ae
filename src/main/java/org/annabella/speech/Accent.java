package org.annabella.speech;

import java.util.Arrays;
import java.util.List;

/**
 * The sounds the recogniser hears the FIDE words in beside the German ones: the player's own
 * language's (voice/accent-en.txt, accent-es.txt, accent-fr.txt), or none for a German speaker.
 * Apart from {@link SpokenLanguage}, the languages annabella speaks: a player may be heard with
 * the sounds of a language the console does not speak (French).
 */
public enum Accent {
    GERMAN("de"), ENGLISH("en"), SPANISH("es"), FRENCH("fr");

    /** The codes as {@code --accent} takes them. */
    public static final List<String> CODES = Arrays.stream(values()).map(Accent::code).toList();

    private final String code;

    Accent(String code) {
        this.code = code;
    }

    /** ISO 639-1 code, as {@code --accent} takes it and a profile's speaker.txt records it. */
    public String code() {
        return code;
    }

    /**
     * The file under voice/ with the FIDE words as speakers of this language say them
     * ("accent-fr.txt"), or null for German, whose sounds are the base every accent keeps.
     */
    public String file() {
        return this == GERMAN ? null : "accent-" + code + ".txt";
    }

    /** The accent of a code ("fr", "fr-CA", "FR_be" all French), or null when none of these. */
    public static Accent ofCode(String code) {
        String lang = SpokenLanguage.primary(code);
        return Arrays.stream(values()).filter(a -> a.code.equals(lang)).findFirst().orElse(null);
    }

    /** The accent of a player whose language is {@code language} (the console's): its own sounds. */
    public static Accent of(SpokenLanguage language) {
        return ofCode(language.code());
    }
}
