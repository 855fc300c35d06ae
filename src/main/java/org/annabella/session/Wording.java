package org.annabella.session;

import java.util.Optional;
import org.annabella.announce.MoveWords;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;

/** Turns a move into the words announced at the board and reads announced words back. */
public interface Wording {
    /** The announcement of a legal move in the position before it. */
    String words(Position before, int move);

    /** The legal move the words name; an IllegalArgumentException naming the fault otherwise. */
    int read(Position before, String words);

    /** The words squares and pieces are announced in, to describe a board the same way; none for SAN. */
    default Optional<MoveWords> moveWords() {
        return Optional.empty();
    }

    /** Announces in SAN; the session's fallback when no phonetic announcer is given. */
    Wording SAN = new Wording() {
        @Override
        public String words(Position before, int move) {
            return Notation.san(before, move);
        }

        @Override
        public int read(Position before, String words) {
            return Notation.parse(before, words);
        }
    };
}
