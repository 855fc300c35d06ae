package org.annabella.laws;

import java.util.List;
import org.annabella.announce.Phrase;

/**
 * What a part of the {@link Referee} decided about one event, from the referee's state: refused with
 * the reason (nothing changes), or accepted with the part's next state and the {@link Effect effects}
 * the referee then makes to its own game, clock and offers, in order.
 *
 * @param refusal why the event was refused, or null when accepted
 * @param next the part's state after the event (its state before, when refused)
 */
record Verdict<S>(Phrase refusal, S next, List<Effect> effects) {

    Verdict {
        effects = List.copyOf(effects);
    }

    static <S> Verdict<S> refuse(Phrase why) {
        return new Verdict<>(why, null, List.of());
    }

    static <S> Verdict<S> accept(S next, List<Effect> effects) {
        return new Verdict<>(null, next, effects);
    }

    static <S> Verdict<S> accept(S next, Effect... effects) {
        return accept(next, List.of(effects));
    }
}
