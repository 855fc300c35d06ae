package org.annabella.clock;

import java.time.Duration;

/**
 * Standard, rapid or blitz, by the time for 60 moves ({@link TimeControl#timeForSixtyMoves()}).
 * The boundaries moved in 2014:
 * <ul>
 * <li>2009 A.1 / B.1: rapid at least 15 and under 60 minutes, blitz under 15.</li>
 * <li>2014 A.1 / B.1 (unchanged in 2018 and 2023): rapid over 10 and under 60 minutes, blitz 10 or less.</li>
 * </ul>
 * Standard is 60 minutes or more in every edition.
 */
public enum Pace {
    STANDARD, RAPID, BLITZ;

    private static final Duration HOUR = Duration.ofMinutes(60);

    /**
     * The pace of {@code control} under the Laws of the given year: 2009 rules before 2014, the
     * 2014 boundaries from then on. (The clock does not depend on the laws package, hence a year.)
     */
    public static Pace of(TimeControl control, int editionYear) {
        Duration t = control.timeForSixtyMoves();
        if (t.compareTo(HOUR) >= 0) {
            return STANDARD;
        }
        if (editionYear < 2014) {
            return t.compareTo(Duration.ofMinutes(15)) >= 0 ? RAPID : BLITZ;
        }
        return t.compareTo(Duration.ofMinutes(10)) > 0 ? RAPID : BLITZ;
    }

    public String spoken() {
        return name().toLowerCase();
    }
}
