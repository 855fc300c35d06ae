package org.annabella.laws;

import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.annabella.rules.dead.SearchMode;
import org.annabella.rules.dead.Unwinnability;
import org.annabella.rules.dead.Verdict;

/**
 * "Can {@code side} still checkmate by any series of legal moves?": the question behind dead
 * positions (2009 5.2.b and 9.6; 2014 5.2.b and 9.7; 2018/2023 5.2.2), a flag fall or illegal
 * move against a player who cannot be mated (6.9, 7.5.5) and resignation in 2023 (5.1.2).
 * There is one answer in the whole program, {@link #byAnalysis()}: the same full analysis that
 * {@code annabella dead} prints, so a replay, a live game and the dead-position command never
 * disagree. The interface stays so tests can pose a side that cannot mate outright.
 */
@FunctionalInterface
public interface MateAbility {
    boolean canMate(Position position, Color side);

    /**
     * The exact question, answered by the full mode of {@link Unwinnability} with its default
     * budget (a few milliseconds a position in real games, so it can follow every move): "cannot
     * mate" only with a proof (material, a blocked pawn wall, an exhausted search); a side the
     * budget leaves undecided counts as able to mate, which never ends a game wrongly. One
     * analyser per answer, not thread-safe.
     */
    static MateAbility byAnalysis() {
        Unwinnability analyser = new Unwinnability();
        return (position, side) -> analyser.analyse(position, side, SearchMode.FULL).verdict() != Verdict.UNWINNABLE;
    }

    /** Neither side can mate: the game is drawn at once. */
    default boolean isDead(Position position) {
        return !canMate(position, Color.WHITE) && !canMate(position, Color.BLACK);
    }
}
