package org.annabella.session;

import org.annabella.rules.Color;
import org.annabella.rules.InputException;

/** One player of the game: name and what the Laws' Appendix adapts for. */
public record Player(String name, boolean visuallyImpaired, boolean hearingImpaired) {
    /** Longer than any name on a tournament's pairing list, short enough to be said and embossed. */
    public static final int MAX_NAME = 100;

    public Player {
        if (name == null || name.isBlank()) {
            throw new InputException("a player needs a name");
        }
        if (name.contains("\"") || name.chars().anyMatch(Character::isISOControl)) {
            throw new InputException("player name " + InputException.quote(name)
                    + " must not contain quotes, line breaks or other control characters");
        }
        if (name.strip().length() > MAX_NAME) {
            throw new InputException("a player's name of " + name.strip().length() + " characters is longer than the "
                    + MAX_NAME + " a scoresheet has room for");
        }
        name = name.strip();
    }

    /** "White" or "Black": a side as the English screens and logs name it. */
    public static String sideName(Color c) {
        return c == Color.WHITE ? "White" : "Black";
    }
}
