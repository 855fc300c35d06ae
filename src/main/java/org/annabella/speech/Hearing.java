package org.annabella.speech;

import java.util.List;

/**
 * What the recogniser made of one utterance. Only {@link Kind#MOVE} and {@link Kind#COMMAND} may
 * be acted on; an ambiguity is handed on as words so it is refused naming the candidates, as typed
 * words are; anything not understood, or heard too unclearly, is asked again.
 *
 * @param kind what was heard
 * @param words the words heard, in the reader's spelling ("springer felix drei"); empty when none
 * @param move the legal move heard, for {@link Kind#MOVE}; 0 otherwise
 * @param candidates the legal moves the words fit, for {@link Kind#AMBIGUOUS}
 * @param rival the words of the nearest other thing that could have been said; empty when nothing else fitted
 * @param margin how much better the words fitted than the rival, per frame of the words that differ
 * @param snr how far the speech stood above the room's noise, in dB
 * @param misfit how much better per frame free phones fitted the sound of the words heard than
 *     they did; 0 where not measured (with a speaker's profile, and for all but moves)
 * @param voiceMisfit the median misfit of the last moves heard from the speaker, this one included
 *     ({@link Recognizer#MOST_VOICE_MISFIT}); 0 where not measured, as the misfit
 */
public record Hearing(Kind kind, String words, int move, List<Integer> candidates, String rival, double margin,
                      double snr, double misfit, double voiceMisfit) {
    /**
     * What was heard. {@link #UNCLEAR}: a move's words were found, but they fit the sound too
     * poorly to be taken at all ({@link Recognizer#MOST_MISFIT}, heard without a speaker's
     * profile), so the player is asked to say it again clearly rather than asked between two
     * moves, neither of which may be what was said. {@link #UNFAMILIAR}: the words fit, but the
     * speaker's moves of late fitted the model too poorly for any to be taken without a profile
     * ({@link Recognizer#MOST_VOICE_MISFIT}): the player is told to enrol.
     */
    public enum Kind { MOVE, COMMAND, AMBIGUOUS, NOT_UNDERSTOOD, UNCLEAR, UNFAMILIAR }

    static Hearing notUnderstood(String words, String rival, double margin, double snr) {
        return new Hearing(Kind.NOT_UNDERSTOOD, words, 0, List.of(), rival, margin, snr, 0, 0);
    }

    /** The text to hand on as if typed: the words of a move, a command or an ambiguity; empty when not understood. */
    public String text() {
        return kind == Kind.NOT_UNDERSTOOD || kind == Kind.UNCLEAR || kind == Kind.UNFAMILIAR ? "" : words;
    }
}
