package org.annabella.rules;

import java.util.List;

/** A move text that is unreadable, illegal or ambiguous here; the message says which and why. */
public final class MoveParseException extends InputException {
    /** What went wrong. */
    public enum Kind { UNREADABLE, ILLEGAL, AMBIGUOUS }

    /**
     * Why, for saying it in another language than the message's English: a key (the message
     * phrasebooks' {@code move.reason.KEY}) and its names and values, each a {@link Color}, a
     * {@link PieceType} or a text (a square, a quoted character).
     */
    public record Reason(String key, List<Object> namesAndValues) {
        public static Reason of(String key, Object... namesAndValues) {
            return new Reason(key, List.of(namesAndValues));
        }
    }

    private final Kind kind;
    private final int[] candidates;
    private final Reason reason;

    public MoveParseException(Kind kind, String message, int[] candidates) {
        this(kind, message, candidates, null);
    }

    public MoveParseException(Kind kind, String message, int[] candidates, Reason reason) {
        super(message);
        this.kind = kind;
        this.candidates = candidates.clone();
        this.reason = reason;
    }

    public Kind kind() {
        return kind;
    }

    /** For an ambiguous text, every legal move it could mean; otherwise empty. */
    public int[] candidates() {
        return candidates.clone();
    }

    /** Why the text is unreadable or illegal, when the reader gave its reason apart from the message; else null. */
    public Reason reason() {
        return reason;
    }
}
