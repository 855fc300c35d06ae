package org.annabella.announce;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.annabella.rules.Color;
import org.annabella.rules.PieceType;

/**
 * A message before it is put into words: a key of the message phrasebooks
 * ({@code voice/messages-LANG.phrases}) and the values of its placeholders. Rulings, the session's
 * prompts and refusals are made as phrases, so one ruling can be said in English to the arbiter and
 * in Spanish to the player, and a journal can keep it in neither. {@link Words} says it.
 *
 * <p>A value is text said as it is (a move in SAN, a square, a number), a {@link Color}, a
 * {@link Duration}, a {@link PieceType}, a date and time ({@link java.time.LocalDateTime}) or another
 * phrase; each language puts the last five into its own words.
 */
public record Phrase(String key, Map<String, Object> values) {

    public Phrase {
        Objects.requireNonNull(key, "key");
        Map<String, Object> copy = new LinkedHashMap<>();
        values.forEach((name, value) -> {
            Objects.requireNonNull(value, () -> "no value for {" + name + "} in '" + key + "'");
            if (!(value instanceof String || value instanceof Number || value instanceof Color
                    || value instanceof Duration || value instanceof PieceType || value instanceof Phrase
                    || value instanceof java.time.LocalDateTime)) {
                throw new IllegalArgumentException("{" + name + "} in '" + key + "' cannot be a " + value.getClass().getSimpleName());
            }
            // Whole numbers are kept as longs, so a phrase read back from a journal equals the one written.
            copy.put(name, value instanceof Integer || value instanceof Short || value instanceof Byte
                    ? Long.valueOf(((Number) value).longValue()) : value);
        });
        values = java.util.Collections.unmodifiableMap(copy);
    }

    /** {@code Phrase.of("claim.incorrect", "player", Color.WHITE, "time", Duration.ofMinutes(2))}. */
    public static Phrase of(String key, Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("'" + key + "' needs a value for every name");
        }
        Map<String, Object> values = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            values.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return new Phrase(key, values);
    }

    /** In English: what logs and exception messages show. */
    @Override
    public String toString() {
        return Words.of(Language.ENGLISH).say(this);
    }
}
