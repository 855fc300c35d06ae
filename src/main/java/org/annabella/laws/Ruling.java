package org.annabella.laws;

import java.util.Objects;
import java.util.Optional;

/**
 * One decision under the Laws, citing the edition and article it rests on, e.g. "2018 7.5.5:
 * second completed illegal move, game lost". When the ruling ends the game it carries the result.
 */
public record Ruling(Edition edition, Rule rule, String text, Result result) {

    public Ruling {
        Objects.requireNonNull(edition, "edition");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(text, "text");
        if (!rule.existsIn(edition)) {
            throw new IllegalArgumentException("the " + edition + " Laws have no rule " + rule);
        }
    }

    public static Ruling of(Edition edition, Rule rule, String text) {
        return new Ruling(edition, rule, text, null);
    }

    public static Ruling ending(Edition edition, Rule rule, String text, Result result) {
        return new Ruling(edition, rule, text, Objects.requireNonNull(result, "result"));
    }

    /** "2018 7.5.5". */
    public String citation() {
        return edition.cite(rule);
    }

    /** The result when this ruling ends the game. */
    public Optional<Result> ending() {
        return Optional.ofNullable(result);
    }

    /** Speakable: "2018 7.5.5: second completed illegal move, game lost". */
    @Override
    public String toString() {
        return citation() + ": " + text;
    }
}
