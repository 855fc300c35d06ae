package org.annabella.speech;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.annabella.announce.Language;

/** The languages a voice is chosen for: the console's two, and German, the language of the FIDE words. */
public enum SpokenLanguage {
    ENGLISH("en"), SPANISH("es"), GERMAN("de");

    /** The codes as {@code --lang} takes them. */
    public static final List<String> CODES = Arrays.stream(values()).map(SpokenLanguage::code).toList();

    private final String code;

    SpokenLanguage(String code) {
        this.code = code;
    }

    /** ISO 639-1 code: what espeak-ng, speech-dispatcher and the system voices are asked for. */
    public String code() {
        return code;
    }

    /** The language of a code ("es", "es-419", "es_MX" all Spanish), or null when none of these. */
    public static SpokenLanguage ofCode(String code) {
        String lang = primary(code);
        for (SpokenLanguage l : values()) {
            if (l.code.equals(lang)) {
                return l;
            }
        }
        return null;
    }

    /** The language part of a code, as ISO 639-1 writes it: "es" of " ES-419", "fr" of "fr_BE". */
    static String primary(String code) {
        return code.strip().toLowerCase(Locale.ROOT).split("[-_]", 2)[0];
    }

    /** The language the console's sentences in {@code language} are spoken in. */
    public static SpokenLanguage of(Language language) {
        return ofCode(language.code());
    }
}
