package org.annabella.engine;

/**
 * How long a search may run: a fixed thinking time, or a node count (the engine's strength held
 * down where it offers no other way). The client allows the engine {@link #GRACE_MILLIS} beyond
 * it before it counts the engine as hung.
 */
public record SearchLimit(long millis, long nodes) {
    /** Start-up of a search, the answer's way back, a loaded machine: more than any engine needs. */
    public static final long GRACE_MILLIS = 2_000;

    public SearchLimit {
        if (millis <= 0) {
            throw new IllegalArgumentException("a search needs some time, not " + millis + " ms");
        }
    }

    public static SearchLimit millis(long millis) {
        return new SearchLimit(millis, 0);
    }

    /** The same time with the engine's moves held to {@code nodes} nodes (0: no limit). */
    public SearchLimit withNodes(long nodes) {
        return new SearchLimit(millis, nodes);
    }

    /** The UCI {@code go} command. */
    String command() {
        return nodes > 0 ? "go nodes " + nodes + " movetime " + millis : "go movetime " + millis;
    }

    /** When the engine must have answered, from when the search was sent. */
    long deadlineMillis() {
        return millis + GRACE_MILLIS;
    }
}
