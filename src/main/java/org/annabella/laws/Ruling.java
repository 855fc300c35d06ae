package org.annabella.laws;

import java.util.Objects;
import java.util.Optional;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;

/**
 * One decision under the Laws, citing the edition and article it rests on, e.g. "2018 7.5.5:
 * second completed illegal move, game lost". Its words are a {@link Phrase}, said in any language
 * of voice/messages-LANG.phrases. When the ruling ends the game it carries the result.
 */
public record Ruling(Edition edition, Rule rule, Phrase phrase, Result result) {

    public Ruling {
        Objects.requireNonNull(edition, "edition");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(phrase, "phrase");
        if (!rule.existsIn(edition)) {
            throw new IllegalArgumentException("the " + edition + " Laws have no rule " + rule);
        }
    }

    public static Ruling of(Edition edition, Rule rule, Phrase phrase) {
        return new Ruling(edition, rule, phrase, null);
    }

    /** A ruling that ends the game: its words are followed by the PGN result, "White resigns (0-1)". */
    public static Ruling ending(Edition edition, Rule rule, Phrase phrase, Result result) {
        Objects.requireNonNull(result, "result");
        return new Ruling(edition, rule, Phrase.of("ruling.ended", "ruling", phrase, "result", result.pgn()), result);
    }

    /** "2018 7.5.5". */
    public String citation() {
        return edition.cite(rule);
    }

    /** The result when this ruling ends the game. */
    public Optional<Result> ending() {
        return Optional.ofNullable(result);
    }

    /** The words of the ruling in English: "second completed illegal move: ...". */
    public String text() {
        return text(Language.ENGLISH);
    }

    /** The words of the ruling in {@code language}. */
    public String text(Language language) {
        return Words.of(language).say(phrase);
    }

    /** Speakable: "2018 7.5.5: second completed illegal move, game lost". */
    @Override
    public String toString() {
        return citation() + ": " + text();
    }
}
