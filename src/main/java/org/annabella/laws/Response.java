package org.annabella.laws;

import java.util.List;

/**
 * A {@link Referee}'s answer to one event: either refused, with the reason, and nothing changed;
 * or accepted, with the rulings it led to (often none).
 */
public record Response(boolean accepted, String refusal, List<Ruling> rulings) {

    public Response {
        rulings = List.copyOf(rulings);
    }

    static Response refused(String reason) {
        return new Response(false, reason, List.of());
    }

    static Response accepted(List<Ruling> rulings) {
        return new Response(true, null, rulings);
    }

    /** "refused: ..." or the rulings, one a line. */
    @Override
    public String toString() {
        if (!accepted) {
            return "refused: " + refusal;
        }
        return String.join("\n", rulings.stream().map(Ruling::toString).toList());
    }
}
