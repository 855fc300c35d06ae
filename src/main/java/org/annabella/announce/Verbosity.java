package org.annabella.announce;

import java.util.Locale;
import org.annabella.rules.InputException;

/** How much an announcement says: the SAN-like short form, or piece, both squares and the capture. */
public enum Verbosity {
    SHORT, FULL;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Verbosity parse(String id) {
        for (Verbosity v : values()) {
            if (v.id().equalsIgnoreCase(id.strip())) {
                return v;
            }
        }
        throw new InputException("unknown verbosity " + InputException.quote(id) + ": use short or full");
    }
}
