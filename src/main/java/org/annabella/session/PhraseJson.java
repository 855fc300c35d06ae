package org.annabella.session;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.annabella.announce.Phrase;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.PieceType;

/**
 * A {@link Phrase} as one line of JSON for the journal: {@code {"key":"...","values":{...}}}, each
 * value tagged with its type ({@code {"color":"white"}}, {@code {"duration":"PT2M"}},
 * {@code {"piece":"knight"}}, {@code {"phrase":{...}}}, {@code {"number":3}},
 * {@code {"when":"2026-11-23T10:00"}}) or a plain string.
 */
final class PhraseJson {
    private PhraseJson() {
    }

    static String write(Phrase phrase) {
        return object(phrase).toString();
    }

    static Phrase read(String json) {
        try {
            return phrase(JsonParser.parseString(json).getAsJsonObject());
        } catch (JsonParseException | IllegalStateException | UnsupportedOperationException | NullPointerException
                | java.time.format.DateTimeParseException e) {
            throw new InputException("a ruling's words are not a valid phrase: " + json);
        }
    }

    private static JsonObject object(Phrase phrase) {
        JsonObject values = new JsonObject();
        phrase.values().forEach((name, v) -> values.add(name, value(v)));
        JsonObject o = new JsonObject();
        o.addProperty("key", phrase.key());
        o.add("values", values);
        return o;
    }

    private static JsonElement value(Object v) {
        JsonObject tagged = new JsonObject();
        if (v instanceof Phrase p) {
            tagged.add("phrase", object(p));
        } else if (v instanceof Color c) {
            tagged.addProperty("color", c.name().toLowerCase(Locale.ROOT));
        } else if (v instanceof Duration d) {
            tagged.addProperty("duration", d.toString());
        } else if (v instanceof PieceType t) {
            tagged.addProperty("piece", t.name().toLowerCase(Locale.ROOT));
        } else if (v instanceof Number n) {
            tagged.addProperty("number", n);
        } else if (v instanceof java.time.LocalDateTime t) {
            tagged.addProperty("when", t.toString());
        } else {
            return new com.google.gson.JsonPrimitive(v.toString());
        }
        return tagged;
    }

    private static Phrase phrase(JsonObject o) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> e : o.getAsJsonObject("values").entrySet()) {
            values.put(e.getKey(), value(e.getValue()));
        }
        return new Phrase(o.get("key").getAsString(), values);
    }

    private static Object value(JsonElement e) {
        if (e.isJsonPrimitive()) {
            return e.getAsString();
        }
        JsonObject o = e.getAsJsonObject();
        if (o.has("phrase")) {
            return phrase(o.getAsJsonObject("phrase"));
        } else if (o.has("color")) {
            return Color.valueOf(o.get("color").getAsString().toUpperCase(Locale.ROOT));
        } else if (o.has("duration")) {
            return Duration.parse(o.get("duration").getAsString());
        } else if (o.has("piece")) {
            return PieceType.valueOf(o.get("piece").getAsString().toUpperCase(Locale.ROOT));
        } else if (o.has("number")) {
            return o.get("number").getAsLong();
        } else if (o.has("when")) {
            return java.time.LocalDateTime.parse(o.get("when").getAsString());
        }
        throw new IllegalStateException("untyped value");
    }
}
