package org.annabella.session;

import java.util.Optional;
import org.annabella.announce.Phrase;
import org.annabella.session.Event.*;

/**
 * What the people at the board are told when an event is journalled, from the event and the state
 * it led to. Offers, answers and claims have no notice of their own: the referee's rulings on them,
 * journalled after them, tell them.
 */
final class Notices {
    private Notices() {
    }

    static Optional<Notice> of(Event e, GameState after) {
        if (e instanceof MoveMade m) {
            return notice(Notice.Kind.STEP, Phrase.of("session.played", "player", m.side(), "move", after.pending().san()));
        } else if (e instanceof TakenBack t) {
            return notice(Notice.Kind.PROMPT, Phrase.of("session.taken-back", "player", t.side(), "move", after.wordsOf(t.uci())));
        } else if (e instanceof Announced a) {
            MoveInProgress p = after.pending();
            return p.wordsMatch() ? notice(Notice.Kind.ANNOUNCEMENT, Phrase.of("session.announcement", "words", a.words()))
                    : notice(Notice.Kind.WARNING, Phrase.of("session.slip", "words", a.words(), "expected", p.expectedWords()));
        } else if (e instanceof Retracted r) {
            return notice(Notice.Kind.PROMPT, Phrase.of(r.plies() == 1 ? "session.retracted-one" : "session.retracted",
                    "plies", r.plies(), "player", after.position().sideToMove()));
        } else if (e instanceof Touched t) {
            return notice(Notice.Kind.PROMPT, Phrase.of("session.touched", "player", t.side(), "square",
                    after.wording().square(org.annabella.rules.Square.parse(t.square()))));
        } else if (e instanceof Sealed s) {
            return notice(Notice.Kind.PROMPT, Phrase.of("session.sealed", "player", s.side()));
        } else if (e instanceof Ruled r) {
            return notice(Notice.Kind.RULING, Phrase.of("session.ruling", "number", r.number(), "article", r.article(),
                    "words", r.phrase()));
        } else if (e instanceof Overridden o) {
            return notice(Notice.Kind.RULING, Phrase.of("session.override", "number", o.number(), "words", o.text()));
        } else if (e instanceof Ended x) {
            return notice(Notice.Kind.RESULT, x.ruling() != null
                    ? Phrase.of("session.ended-by-ruling", "words", x.ruling().phrase(), "article", x.ruling().article())
                    : Phrase.of("session.ended", "reason", x.reason(), "result", x.result().pgn()));
        }
        return Optional.empty();
    }

    private static Optional<Notice> notice(Notice.Kind kind, Phrase phrase) {
        return Optional.of(new Notice(kind, phrase));
    }
}
