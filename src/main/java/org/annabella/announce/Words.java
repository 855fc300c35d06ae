package org.annabella.announce;

import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.annabella.rules.Color;
import org.annabella.rules.PieceType;

/**
 * Says a {@link Phrase} in one language, from {@code voice/messages-LANG.phrases}. The English book
 * is the master: its keys and placeholders are the schema every other language's book must follow,
 * so a translation missing a key, or using a placeholder the English does not, is refused when
 * loaded. Sides and times come from the language's sentence book ({@link Sentences}). A side that
 * begins its sentence gets a capital letter ("las blancas" becomes "Las blancas").
 */
public final class Words {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z-]*)}");
    private static final Map<String, Words> CACHE = new ConcurrentHashMap<>();
    /** A move in SAN with English letters, as the rules core writes it. */
    private static final Pattern SAN = Pattern.compile("[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?[+#]?");
    private static final String ENGLISH_LETTERS = "KQRBN";

    private final Phrasebook book;
    private final Sentences sentences;

    private final Locale locale;

    Words(Phrasebook book, Sentences sentences, Locale locale) {
        this.book = book;
        this.sentences = sentences;
        this.locale = locale;
    }

    /** The words of {@code language} (loaded once per language and annabella home). */
    public static Words of(Language language) {
        String home = System.getProperty("annabella.home");
        return CACHE.computeIfAbsent(home + "\n" + language, k -> new Words(
                Phrasebook.load("messages-" + language.code() + ".phrases", schema()), Sentences.of(language, Style.FIDE),
                Locale.forLanguageTag(language.code())));
    }

    /** Every key of the English book with the placeholders its form uses. */
    static Map<String, Set<String>> schema() {
        Phrasebook english = Phrasebook.load("messages-en.phrases", null);
        Map<String, Set<String>> schema = new LinkedHashMap<>();
        for (String key : english.keys()) {
            Set<String> names = new TreeSet<>();
            Matcher m = PLACEHOLDER.matcher(english.get(key));
            while (m.find()) {
                names.add(m.group(1));
            }
            schema.put(key, names);
        }
        return schema;
    }

    /** The phrase in words. */
    public String say(Phrase phrase) {
        String form = book.get(phrase.key());
        Map<String, String> values = new HashMap<>();
        boolean sideFirst = false;
        for (Map.Entry<String, Object> e : phrase.values().entrySet()) {
            // A move quoted as written ('{move}') stays as written.
            values.put(e.getKey(), e.getKey().equals("move") && e.getValue() instanceof String san && !form.contains("'{move}'")
                    ? inOwnLetters(san) : word(e.getValue()));
            sideFirst |= e.getValue() instanceof Color && form.startsWith("{" + e.getKey() + "}");
        }
        // Only the first word: the same side said again later in the sentence stays lower case.
        String said = book.fill(phrase.key(), values);
        return sideFirst ? capitalise(said) : said;
    }

    /** Whether the book has {@code key} (for tests that check every phrase made has words). */
    public boolean knows(String key) {
        return book.keys().contains(key);
    }

    private String word(Object value) {
        if (value instanceof Phrase p) {
            return say(p);
        } else if (value instanceof Color c) {
            return sentences.player(c);
        } else if (value instanceof LocalDateTime t) {
            return DateTimeFormatter.ofPattern(book.get("when.format"), locale).format(t);
        } else if (value instanceof Duration d) {
            return sentences.duration(d);
        } else if (value instanceof PieceType t) {
            return book.get("piece." + t.name().toLowerCase(java.util.Locale.ROOT));
        }
        return value.toString();
    }

    /**
     * A move in SAN (a {@code {move}} written with the English piece letters, "Ng8", "exd8=Q") in
     * this language's letters ({@code san.letters}: "Cg8", "exd8=D"); words and anything else as
     * they are.
     */
    private String inOwnLetters(String move) {
        if (!SAN.matcher(move).matches()) {
            return move;
        }
        String own = book.get("san.letters");
        StringBuilder b = new StringBuilder(move);
        for (int i = 0; i < b.length(); i++) {
            int piece = ENGLISH_LETTERS.indexOf(b.charAt(i));
            if (piece >= 0 && (i == 0 || b.charAt(i - 1) == '=')) {
                b.setCharAt(i, own.charAt(piece));
            }
        }
        return b.toString();
    }

    private static String capitalise(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
