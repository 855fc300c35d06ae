package org.annabella.ui.console;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.annabella.announce.MoveWords;
import org.annabella.announce.Style;
import org.annabella.rules.Color;
import org.annabella.rules.PieceType;
import org.annabella.session.GameState;
import org.annabella.session.Mode;

/**
 * The words Tab completes at the console, in its language: first the commands this game offers
 * (from {@link Command}) and the words a move begins with; after the first word, the words of
 * moves and squares as the game announces them (Anna ... Hector, eins ... acht, Springer) and the
 * console's colours and pieces.
 */
final class Completions {
    private Completions() {
    }

    /** The words that may come after {@code before}, the words already typed on the line. */
    static List<String> of(List<String> before, ConsoleLanguage lang, GameState state) {
        MoveWords moves = state.wording().moveWords().orElseGet(() -> MoveWords.of(Style.FIDE));
        Set<String> words = new LinkedHashSet<>();
        if (before.isEmpty()) {
            Command.offered(state.mode() == Mode.TRAINING).forEach(c -> words.add(c.name(lang)));
        }
        for (PieceType t : PieceType.values()) {
            words.add(moves.piece(t));
        }
        for (int i = 0; i < 8; i++) {
            words.add(moves.file(i));
        }
        if (!before.isEmpty()) {
            for (int i = 0; i < 8; i++) {
                words.add(moves.rank(i));
            }
            for (Color c : Color.values()) {
                words.add(lang.color(c));
            }
            for (PieceType t : PieceType.values()) {
                words.add(lang.piece(t));
                words.add(lang.plural(t));
            }
        }
        return new ArrayList<>(words);
    }
}
