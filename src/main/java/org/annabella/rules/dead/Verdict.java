package org.annabella.rules.dead;

/** Whether a side can still checkmate by some series of legal moves (2009 6.9, 9.6; 2014+ 5.2.2, 6.9). */
public enum Verdict {
    /** A helpmate exists; the analysis carries the mating line as evidence. */
    WINNABLE,
    /** Proved: no series of legal moves lets this side checkmate. */
    UNWINNABLE,
    /**
     * Not decided: in full mode the search budget ran out; in quick mode this means "possibly
     * winnable" (quick mode only proves unwinnability, it does not look for mates).
     */
    UNDETERMINED
}
