package org.annabella.rules.dead;

/** How hard to look. Both modes are sound: neither ever calls a winnable position unwinnable. */
public enum SearchMode {
    /**
     * For the hot path (every move of a live game, every flag fall): material rules, the
     * reachability proof and a tiny exhaustive search; answers UNWINNABLE or UNDETERMINED
     * ("possibly winnable"), or WINNABLE only when the winner has just mated.
     */
    QUICK,
    /** For rulings: adds the helpmate search, so it decides almost every position. */
    FULL
}
