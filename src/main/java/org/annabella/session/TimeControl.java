package org.annabella.session;

import java.util.Optional;

/**
 * The game's time control as the clock package reads it from the PGN TimeControl form
 * ({@code 5400+30}, {@code 40/5400+30:1800+30}, {@code 300d5}), or none ({@code -}).
 */
public record TimeControl(Optional<org.annabella.clock.TimeControl> control) {
    public static final TimeControl NONE = new TimeControl(Optional.empty());

    /** Reads the PGN form; an InputException names the faulty field. */
    public static TimeControl parse(String text) {
        try {
            return new TimeControl(org.annabella.clock.TimeControl.fromPgn(text));
        } catch (IllegalArgumentException e) {
            throw new org.annabella.rules.InputException("time control '" + text + "': " + e.getMessage());
        }
    }

    public boolean isNone() {
        return control.isEmpty();
    }

    /** The PGN TimeControl tag value. */
    public String pgn() {
        return control.map(org.annabella.clock.TimeControl::toPgn).orElse("-");
    }
}
