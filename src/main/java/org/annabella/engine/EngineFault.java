package org.annabella.engine;

import org.annabella.announce.Phrase;

/**
 * The engine failed: it could not be started, crashed, hung past its time, or answered what cannot
 * be played or read. Said once to the people at the board, in their language; the game goes on.
 */
public final class EngineFault extends RuntimeException {
    private final transient Phrase reason;

    public EngineFault(Phrase reason) {
        super(reason.toString());
        this.reason = reason;
    }

    static EngineFault of(String key, Object... namesAndValues) {
        return new EngineFault(Phrase.of(key, namesAndValues));
    }

    /** Why, in no language yet. */
    public Phrase reason() {
        return reason;
    }
}
