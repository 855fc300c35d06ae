package org.annabella.laws;

/**
 * Where an adjourned game stands, as the Laws see it (2009 Guidelines for adjourned games, 2014
 * Appendix E, 2018 and 2023 Guidelines I): what the people at the board may do next.
 */
public enum Adjournment {
    /** Not adjourned, or resumed with everything opened: the game goes on as usual. */
    NONE,
    /**
     * A move is sealed and the resumption time has not come: only a draw agreed or a resignation
     * can end the game now (2009 Guidelines 6, 2014 E.6, 2018 I.6); an offer made after the
     * sealing stands (E.4).
     */
    SEALED,
    /**
     * The resumption time came with the player who must reply absent: his clock runs and the
     * envelope waits for him (2009 Guidelines 7 and 9.b, 2014 E.7 and E.9.b, 2018 I.7 and I.9.2).
     */
    ENVELOPE_WAITS,
    /**
     * The sealed move is on the board and the sealer is absent: the player who must reply may make
     * his move or seal it (2009 Guidelines 9.c, 2014 E.9.c, 2018 I.9.3).
     */
    SEALER_ABSENT,
    /** The reply is sealed in a fresh envelope, opened when the sealer arrives (E.9.c); his clock runs. */
    REPLY_SEALED
}
