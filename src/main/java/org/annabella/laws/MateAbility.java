package org.annabella.laws;

import org.annabella.rules.Color;
import org.annabella.rules.Material;
import org.annabella.rules.Position;
import org.annabella.rules.dead.SearchMode;
import org.annabella.rules.dead.Unwinnability;
import org.annabella.rules.dead.Verdict;

/**
 * "Can {@code side} still checkmate by any series of legal moves?": the question behind dead
 * positions (2009 9.6, 2014 9.7, 2018 5.2.2), a flag fall or illegal move against a player who
 * cannot be mated (6.9, 7.5.5) and resignation in 2023 (5.1.2). The exact analysis lives
 * elsewhere and is wired in by whoever builds the {@link Referee}; {@link #byMaterial()} is the
 * sound but incomplete default: it says "cannot mate" only on insufficient material, so blocked
 * pawn walls and the like still count as winnable.
 */
@FunctionalInterface
public interface MateAbility {
    boolean canMate(Position position, Color side);

    /** Insufficient material only (see {@link Material#insufficient(Position, Color)}). */
    static MateAbility byMaterial() {
        return (position, side) -> !Material.insufficient(position, side);
    }

    /**
     * The exact question, answered by the quick mode of {@link Unwinnability} (microseconds a
     * position, so it can follow every move): "cannot mate" only with a proof, blocked pawn walls
     * included; an undecided side counts as able to mate. One analyser per answer, not thread-safe.
     */
    static MateAbility byAnalysis() {
        Unwinnability analyser = new Unwinnability();
        return (position, side) -> analyser.analyse(position, side, SearchMode.QUICK).verdict() != Verdict.UNWINNABLE;
    }

    /** Neither side can mate: the game is drawn at once. */
    default boolean isDead(Position position) {
        return !canMate(position, Color.WHITE) && !canMate(position, Color.BLACK);
    }
}
