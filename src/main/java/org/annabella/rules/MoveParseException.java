package org.annabella.rules;

/** A move text that is unreadable, illegal or ambiguous here; the message says which and why. */
public final class MoveParseException extends InputException {
    /** What went wrong. */
    public enum Kind { UNREADABLE, ILLEGAL, AMBIGUOUS }

    private final Kind kind;
    private final int[] candidates;

    public MoveParseException(Kind kind, String message, int[] candidates) {
        super(message);
        this.kind = kind;
        this.candidates = candidates.clone();
    }

    public Kind kind() {
        return kind;
    }

    /** For an ambiguous text, every legal move it could mean; otherwise empty. */
    public int[] candidates() {
        return candidates.clone();
    }
}
