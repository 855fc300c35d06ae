package org.annabella.announce;

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
}
