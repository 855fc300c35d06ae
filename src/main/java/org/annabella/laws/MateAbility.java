package org.annabella.laws;

import org.annabella.rules.Color;
import org.annabella.rules.Material;
import org.annabella.rules.Position;

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

    /** Neither side can mate: the game is drawn at once. */
    default boolean isDead(Position position) {
        return !canMate(position, Color.WHITE) && !canMate(position, Color.BLACK);
    }
}
