package org.annabella.announce;

/**
 * An announcement that does not name exactly one legal move. The message is one speakable line;
 * for an ambiguous announcement it names every candidate in the written fide form, and
 * {@link #candidates()} gives those moves.
 */
public final class AnnouncementException extends IllegalArgumentException {
    /** Why the words give no move. */
    public enum Kind {
        /** Words that are not an announcement. */
        UNREADABLE,
        /** A move that cannot be played here; the message says why. */
        ILLEGAL,
        /** Words that fit more than one legal move. */
        AMBIGUOUS
    }

    private final Kind kind;
    private final int[] candidates;

    public AnnouncementException(Kind kind, String message, int[] candidates) {
        super(message);
        this.kind = kind;
        this.candidates = candidates.clone();
    }

    public Kind kind() {
        return kind;
    }

    /** The legal moves the words could mean (ambiguous only; otherwise empty). */
    public int[] candidates() {
        return candidates.clone();
    }
}
