package org.annabella.reconcile;

import org.annabella.rules.Color;

/**
 * Something a ruling tells people, renderable in each {@link Voice}. Sentences are templates with
 * {0}, {1}... filled by other Says; the phonetic voice uses the English template, so only squares,
 * pieces and moves change to the phonetic words.
 */
@FunctionalInterface
public interface Say {
    String in(Voice voice);

    /** A sentence from an English and a Spanish template. */
    static Say of(String english, String spanish, Say... args) {
        return v -> {
            String t = v == Voice.SPANISH ? spanish : english;
            for (int i = 0; i < args.length; i++) {
                t = t.replace("{" + i + "}", args[i].in(v));
            }
            return t;
        };
    }

    static Say literal(String text) {
        return v -> text;
    }

    static Say square(int sq) {
        return v -> v.square(sq);
    }

    static Say side(Color color) {
        return v -> v.side(color);
    }

    static Say board(String name) {
        return v -> (v == Voice.SPANISH ? "el tablero " : "board ") + name;
    }

    static Say sheet(String name) {
        return v -> (v == Voice.SPANISH ? "la planilla " : "sheet ") + name;
    }
}
