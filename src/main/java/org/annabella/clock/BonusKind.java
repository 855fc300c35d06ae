package org.annabella.clock;

/** What a player receives with each move besides the period's main time. */
public enum BonusKind {
    /** Nothing: plain periods or sudden death. */
    NONE("", ""),
    /**
     * Fischer increment: the amount is added to the player's time after each of his moves,
     * from move 1 (2009 6.2.a "additional amount of time with each move").
     */
    INCREMENT("+", "added per move"),
    /**
     * Simple (US) delay, the "time delay" mode of 2009 6.2.b: the main time starts counting only
     * after the fixed extra time has passed; unused fixed time is lost, never saved.
     */
    SIMPLE_DELAY("d", "delay per move before the main time runs"),
    /**
     * Bronstein delay: after each move the player gets back the time he used on it, but never
     * more than the amount.
     */
    BRONSTEIN_DELAY("b", "Bronstein delay per move");

    private final String pgnMark;
    private final String spoken;

    BonusKind(String pgnMark, String spoken) {
        this.pgnMark = pgnMark;
        this.spoken = spoken;
    }

    /** The separator used in a PGN TimeControl field: {@code +} (standard), {@code d}, {@code b} (annabella extensions). */
    public String pgnMark() {
        return pgnMark;
    }

    String spoken() {
        return spoken;
    }
}
