package org.annabella.session;

import java.util.Optional;
import org.annabella.announce.MoveWords;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/** Turns a move into the words announced at the board (GameState reads them back, in any style). */
public interface Wording {
    /** The announcement of a legal move in the position before it. */
    String words(Position before, int move);

    /** The words squares and pieces are announced in, to describe a board the same way; none for SAN. */
    default Optional<MoveWords> moveWords() {
        return Optional.empty();
    }

    /** A square as this wording says it: "e4", or "Eva vier" in the FIDE style. */
    default String square(int sq) {
        return moveWords().map(w -> w.square(sq)).orElse(Square.name(sq));
    }

    /** A piece's name in this wording's style ("Springer"), or null where the listener's own language names it. */
    default String piece(PieceType type) {
        return moveWords().map(w -> w.piece(type)).orElse(null);
    }

    /** Castling as announced: "O-O", or "Kurze Rochade" in the FIDE style. */
    default String castling(boolean kingSide) {
        return moveWords().map(w -> w.castling(kingSide)).orElse(kingSide ? "O-O" : "O-O-O");
    }

    /** Announces in SAN; the session's fallback when no phonetic announcer is given. */
    Wording SAN = new Wording() {
        @Override
        public String words(Position before, int move) {
            return Notation.san(before, move);
        }
    };
}
