package org.annabella.session;

import java.util.Optional;
import org.annabella.announce.Announcer;
import org.annabella.announce.MoveWords;
import org.annabella.announce.Style;
import org.annabella.announce.Verbosity;
import org.annabella.rules.Position;

/**
 * Announcements in the Laws' phonetic words ("Springer Felix drei", 2009 E.2.1) or another
 * style.
 */
public final class PhoneticWording implements Wording {
    private final Announcer announcer;

    public PhoneticWording(Style style, Verbosity verbosity) {
        this.announcer = new Announcer(style, verbosity);
    }

    /** The FIDE style, short form: the written form of spec/announcements.md. */
    public static PhoneticWording fide() {
        return new PhoneticWording(Style.FIDE, Verbosity.SHORT);
    }

    @Override
    public String words(Position before, int move) {
        return announcer.announce(before, move);
    }

    @Override
    public Optional<MoveWords> moveWords() {
        return Optional.of(announcer.words());
    }
}
