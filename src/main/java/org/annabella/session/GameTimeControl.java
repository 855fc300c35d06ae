package org.annabella.session;

import java.util.Optional;
import org.annabella.announce.Phrase;
import org.annabella.announce.PhrasedInputException;
import org.annabella.clock.TimeControl;
import org.annabella.rules.InputException;

/**
 * The game's time control as the clock package reads it from the PGN TimeControl form
 * ({@code 5400+30}, {@code 40/5400+30:1800+30}, {@code 300d5}), or none ({@code -}).
 */
public record GameTimeControl(Optional<TimeControl> control) {
    public static final GameTimeControl NONE = new GameTimeControl(Optional.empty());

    /** Reads the PGN form; an InputException names the faulty field. */
    public static GameTimeControl parse(String text) {
        try {
            return new GameTimeControl(TimeControl.fromPgn(text));
        } catch (IllegalArgumentException e) {
            throw new PhrasedInputException("time control '" + text + "': " + e.getMessage(),
                    Phrase.of("cli.error.time-control", "text", InputException.escape(text)));
        }
    }

    public boolean isNone() {
        return control.isEmpty();
    }

    /** The PGN TimeControl tag value. */
    public String pgn() {
        return control.map(TimeControl::toPgn).orElse("-");
    }
}
