package org.annabella.session;

import org.annabella.announce.Phrase;

/**
 * An act the session will not take, now or with that input, and why, as a phrase the console says
 * in its language. Nothing has changed when it is thrown. The message is the English words.
 */
public final class Refused extends IllegalStateException {
    private final transient Phrase reason;

    public Refused(Phrase reason) {
        super(reason.toString());
        this.reason = reason;
    }

    public Phrase reason() {
        return reason;
    }
}
