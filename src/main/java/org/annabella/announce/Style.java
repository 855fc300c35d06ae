package org.annabella.announce;

import java.util.Locale;
import org.annabella.rules.InputException;

/** The words moves are announced in; each style is one phrasebook in voice/. */
public enum Style {
    /** The names suggested by the Laws (2009 E.2.1, 2018 D.2.1): "Springer Felix drei". */
    FIDE,
    /** Conventional English: "knight f3", "e takes d5", "short castling". */
    ENGLISH,
    /** Conventional Spanish: "caballo efe tres", "enroque corto". */
    SPANISH;

    /** The name used on the command line and in file names: fide, english, spanish. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The style for a command-line name, ignoring case. */
    public static Style parse(String id) {
        for (Style s : values()) {
            if (s.id().equalsIgnoreCase(id.strip())) {
                return s;
            }
        }
        throw new InputException("unknown style " + InputException.quote(id) + ": use fide, english or spanish");
    }
}
