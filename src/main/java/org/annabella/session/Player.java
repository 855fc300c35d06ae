package org.annabella.session;

import org.annabella.rules.InputException;

/** One player of the game: name and what the Laws' Appendix adapts for. */
public record Player(String name, boolean visuallyImpaired, boolean hearingImpaired) {
    public Player {
        if (name == null || name.isBlank()) {
            throw new InputException("a player needs a name");
        }
        if (name.contains("\"") || name.contains("\n")) {
            throw new InputException("player name '" + name + "' must not contain quotes or line breaks");
        }
        name = name.strip();
    }
}
