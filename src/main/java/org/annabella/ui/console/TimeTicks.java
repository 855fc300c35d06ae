package org.annabella.ui.console;

import java.util.function.Consumer;
import org.annabella.session.Ticker;

/**
 * Reads the console player's clock every second ({@link Console#tick}), so the time announcements
 * they chose are said as the clock passes each mark, whether or not anyone types; each line said
 * also goes to {@code voice}, the talking clock's part.
 */
public final class TimeTicks {
    private TimeTicks() {
    }

    public static Ticker start(Console console, Consumer<String> voice) {
        return new Ticker("time-announcements", 1_000, () -> console.tick().ifPresent(voice));
    }
}
