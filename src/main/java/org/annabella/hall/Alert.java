package org.annabella.hall;

import java.util.Optional;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.session.Event;

/**
 * Something on a board that needs the arbiter now, read from the record that told it: a flag
 * fallen, the two boards diverging (and agreeing again), an illegal move completed, a claim, a
 * touch-move ruling, a ruling overridden, a scoresheet that differs from the game. Named by its
 * board and record, so it is said once.
 */
public record Alert(int board, int position, long at, Phrase what) {

    /** The alert {@code event}, record {@code position} of board {@code board}, gives, if any. */
    static Optional<Alert> of(int board, int position, long at, Event event) {
        Phrase what = null;
        if (event instanceof Event.FlagFell f) {
            what = Phrase.of("hall.alert.flag", "player", f.side());
        } else if (event instanceof Event.IllegalCompleted i) {
            what = Phrase.of(i.kind() == Event.Illegality.MOVE ? "hall.alert.illegal" : "hall.alert.press-without-move",
                    "player", i.offender());
        } else if (event instanceof Event.Claimed c) {
            what = Phrase.of(c.claim() == Event.Claim.THREEFOLD ? "hall.alert.claim-threefold" : "hall.alert.claim-fifty",
                    "player", c.side());
        } else if (event instanceof Event.Ruled r && r.phrase().key().startsWith("session.ruling.touch-move")) {
            what = Phrase.of("hall.alert.touch-move", "words", r.phrase());
        } else if (event instanceof Event.Overridden o) {
            what = Phrase.of("hall.alert.overridden", "number", o.number(), "words", o.text());
        } else if (event instanceof Event.BoardDiverged d) {
            what = Phrase.of("hall.alert.diverged", "player", d.board(), "words", d.what());
        } else if (event instanceof Event.BoardAgreed a) {
            what = Phrase.of("hall.alert.agreed", "player", a.board());
        } else if (event instanceof Event.Scored s) {
            what = Phrase.of("hall.alert.scoresheet", "player", s.keeper(), "words", s.text());
        }
        return Optional.ofNullable(what).map(w -> new Alert(board, position, at, w));
    }

    /** "Board 7: White's flag has fallen", in {@code language}. */
    public String text(Language language) {
        return Words.of(language).say(Phrase.of("hall.alert", "board", board, "words", what));
    }

    /** Names the alert among all of the hall's: its board and record. */
    public String id() {
        return board + "-" + position;
    }
}
