package org.annabella.engine;

import org.annabella.announce.Phrase;

/**
 * The engine held down to a player's strength, by the best means it offers: its own Elo limit
 * (UCI_LimitStrength and UCI_Elo), else its skill level, else a limit on the nodes it searches a
 * move. {@link #said} names which, since the three are not equally faithful to a rating.
 */
public record Strength(long nodes, Phrase said) {
    /** Full strength: no limit. */
    public static final Strength FULL = new Strength(0, Phrase.of("engine.strength.full"));

    /** The range the skill-level mapping spreads over: a beginner's club rating to a grandmaster's. */
    private static final int WEAKEST = 800;
    private static final int STRONGEST = 2800;

    /** Sets {@code engine} to play at about {@code elo} and says how. */
    public static Strength apply(UciEngine engine, int elo) {
        var limit = engine.option("UCI_LimitStrength");
        var rating = engine.option("UCI_Elo");
        if (limit.isPresent() && rating.isPresent()) {
            long set = rating.get().clamp(elo);
            engine.setOption(limit.get().name(), "true");
            engine.setOption(rating.get().name(), Long.toString(set));
            return new Strength(0, set == elo ? Phrase.of("engine.strength.elo", "elo", elo)
                    : Phrase.of("engine.strength.elo-nearest", "elo", elo, "set", set));
        }
        var skill = engine.option("Skill Level");
        if (skill.isPresent() && skill.get().max() != Long.MAX_VALUE && skill.get().min() != Long.MIN_VALUE) {
            EngineOption s = skill.get();
            double share = Math.max(0, Math.min(1, (elo - WEAKEST) / (double) (STRONGEST - WEAKEST)));
            long level = s.clamp(Math.round(s.min() + share * (s.max() - s.min())));
            engine.setOption(s.name(), Long.toString(level));
            return new Strength(0, Phrase.of("engine.strength.skill", "elo", elo, "level", level, "max", s.max()));
        }
        long nodes = nodesFor(elo);
        return new Strength(nodes, Phrase.of("engine.strength.nodes", "elo", elo, "nodes", nodes));
    }

    /**
     * Nodes a move for a rating: doubling the search is worth very roughly a hundred and fifty
     * points at these depths; 100 nodes plays like a beginner.
     */
    static long nodesFor(int elo) {
        double doublings = Math.max(0, elo - WEAKEST) / 150.0;
        return Math.round(100 * Math.pow(2, Math.min(doublings, 20)));
    }

    /** The limit for a search at this strength. */
    public SearchLimit limit(long millis) {
        return SearchLimit.millis(millis).withNodes(nodes);
    }
}
