package org.annabella.session;

import org.annabella.rules.Color;
import org.annabella.announce.Phrase;
import org.annabella.announce.PhrasedInputException;

/** One player of the game: name and what the Laws' Appendix adapts for. */
public record Player(String name, boolean visuallyImpaired, boolean hearingImpaired) {
    public Player {
        if (name == null || name.isBlank()) {
            throw new PhrasedInputException("a player needs a name", Phrase.of("cli.error.player-unnamed"));
        }
        name = TagText.checked(TagText.what("player"), name);
    }

    /** "White" or "Black": a side as the English screens and logs name it. */
    public static String sideName(Color c) {
        return c == Color.WHITE ? "White" : "Black";
    }
}
