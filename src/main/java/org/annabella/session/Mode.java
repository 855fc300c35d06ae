package org.annabella.session;

import org.annabella.announce.Phrase;
import org.annabella.rules.InputException;

/**
 * What the device may tell a player. A device at the board gives the visually impaired player
 * what the sighted player gets from looking at the board and the clock, and nothing more
 * (2009 12.3.a, 2018 11.3.a: no notes, sources of information or advice).
 */
public enum Mode {
    /** Board contents, last move, move list, clock on request and the announcements the Laws require. */
    TOURNAMENT,
    /** Also the computed aids: attackers, defenders, legal moves, warnings before a move. */
    TRAINING;

    public static Mode parse(String text) {
        for (Mode m : values()) {
            if (m.name().equalsIgnoreCase(text.trim())) {
                return m;
            }
        }
        throw new InputException("mode must be tournament or training, not '" + text + "'");
    }

    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The mode's name, to be said in any language. */
    public Phrase phrase() {
        return Phrase.of("mode." + label());
    }
}
