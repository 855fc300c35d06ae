package org.annabella.announce;

import java.util.Locale;

/** The language of the sentences around the move words; each is one phrasebook in voice/. */
public enum Language {
    ENGLISH("en"), SPANISH("es");

    private final String code;

    Language(String code) {
        this.code = code;
    }

    /** ISO 639-1 code, used in the file name voice/sentences-CODE.phrases. */
    public String code() {
        return code;
    }

    public static Language parse(String text) {
        for (Language l : values()) {
            if (l.code.equalsIgnoreCase(text.strip()) || l.name().equalsIgnoreCase(text.strip())) {
                return l;
            }
        }
        throw new IllegalArgumentException("unknown language '" + text + "': use en or es");
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
