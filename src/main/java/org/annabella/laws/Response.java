package org.annabella.laws;

import java.util.List;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;
import org.annabella.announce.Words;

/**
 * A {@link Referee}'s answer to one event: either refused, with the reason, and nothing changed;
 * or accepted, with the rulings it led to (often none). The reason is a {@link Phrase}, said in
 * any language of voice/messages-LANG.phrases.
 *
 * @param reason why the event was refused, or null when accepted
 */
public record Response(boolean accepted, Phrase reason, List<Ruling> rulings) {

    public Response {
        rulings = List.copyOf(rulings);
    }

    static Response refused(Phrase reason) {
        return new Response(false, reason, List.of());
    }

    static Response accepted(List<Ruling> rulings) {
        return new Response(true, null, rulings);
    }

    /** This response when accepted; a refusal is thrown as the one refusal type, with its reason. */
    public Response orRefuse() {
        if (!accepted) {
            throw new Refusal(reason);
        }
        return this;
    }

    /** Why the event was refused, in English; null when accepted. */
    public String refusal() {
        return refusal(Language.ENGLISH);
    }

    /** Why the event was refused, in {@code language}; null when accepted. */
    public String refusal(Language language) {
        return reason == null ? null : Words.of(language).say(reason);
    }

    /** "refused: ..." or the rulings, one a line. */
    @Override
    public String toString() {
        if (!accepted) {
            return "refused: " + refusal();
        }
        return String.join("\n", rulings.stream().map(Ruling::toString).toList());
    }
}
