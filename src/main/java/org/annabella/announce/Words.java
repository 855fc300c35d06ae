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
 * begins its sentence gets a capital letter ("las blancas" becomes "Las blancas"). A move in SAN
 * is said with the language's piece letters ({@code san.letters}: "Cg8" in Spanish); a number the
 * singular form {@code KEY.one} leaves out picks it when it is 1 ("every minute"); words said
 * {@link #aloud(Language) aloud} give a result in words, not "1-0".
 */
public final class Words {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z-]*)}");
    private static final Map<String, Words> CACHE = new ConcurrentHashMap<>();
    /** A move in SAN with English letters, as the rules core writes it. */
    private static final Pattern SAN = Pattern.compile("[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?[+#]?");
    private static final String ENGLISH_LETTERS = "KQRBN";
    /** A result's PGN sign and the words said for it. */
    private static final Map<Object, String> RESULTS = Map.of("1-0", "result.white-wins", "0-1", "result.black-wins",
            "1/2-1/2", "result.draw", "0-0", "result.both-lose");

    private final Phrasebook book;
    private final Sentences sentences;

    private final Locale locale;
    /** Said to a person by ear: a result in words ("White wins"), not its PGN sign ("1-0"). */
    private final boolean aloud;

    Words(Phrasebook book, Sentences sentences, Locale locale, boolean aloud) {
        this.book = book;
        this.sentences = sentences;
        this.locale = locale;
        this.aloud = aloud;
    }

    /** The words of {@code language} (loaded once per language and annabella home). */
    public static Words of(Language language) {
        String home = System.getProperty("annabella.home");
        return CACHE.computeIfAbsent(home + "\n" + language, k -> new Words(
                Phrasebook.load("messages-" + language.code() + ".phrases", schema()), Sentences.of(language, Style.FIDE),
                Locale.forLanguageTag(language.code()), false));
    }

    /**
     * The words of {@code language} as said to a player (the console, the voice): a game's
     * {@code {result}} in words, "White wins", "tablas", where the record writes "1-0" and
     * "1/2-1/2", which a screen reader reads out as signs.
     */
    public static Words aloud(Language language) {
        Words written = of(language);
        return CACHE.computeIfAbsent(System.getProperty("annabella.home") + "\n" + language + "\naloud",
                k -> new Words(written.book, written.sentences, written.locale, true));
    }

    /** Every key of the English book with the placeholders its form uses. */
    static Map<String, Set<String>> schema() {
        Phrasebook english = Phrasebook.load("messages-en.phrases", null);
        Map<String, Set<String>> schema = new LinkedHashMap<>();
        for (String key : english.keys()) {
            schema.put(key, placeholders(english.get(key)));
        }
        return schema;
    }

    /** The phrase in words. */
    public String say(Phrase phrase) {
        String key = counted(phrase);
        String form = book.get(key);
        Map<String, String> values = new HashMap<>();
        boolean sideFirst = false;
        for (Map.Entry<String, Object> e : phrase.values().entrySet()) {
            values.put(e.getKey(), word(e.getKey(), e.getValue(), form));
            sideFirst |= e.getValue() instanceof Color && form.startsWith("{" + e.getKey() + "}");
        }
        // Only the first word: the same side said again later in the sentence stays lower case.
        String said = book.fill(key, values);
        return sideFirst ? capitalise(said) : said;
    }

    /**
     * The key to say the phrase with: {@code KEY.one}, the singular, when the book has one and the
     * one number it leaves out of its words is 1 ("every minute", "after 1 half-move"); else KEY.
     */
    private String counted(Phrase phrase) {
        String one = phrase.key() + ".one";
        if (!book.keys().contains(one)) {
            return phrase.key();
        }
        Set<String> left = placeholders(book.get(phrase.key()));
        left.removeAll(placeholders(book.get(one)));
        return left.size() == 1 && phrase.values().get(left.iterator().next()) instanceof Number n && n.longValue() == 1
                ? one : phrase.key();
    }

    private static Set<String> placeholders(String form) {
        Set<String> names = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(form);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    /** Whether the book has {@code key} (for tests that check every phrase made has words). */
    public boolean knows(String key) {
        return book.keys().contains(key);
    }

    /**
     * A value said in {@code form}: a {@code {move}} in SAN with this language's letters (a sealed
     * move too: the record keeps it in English letters, whatever the console it was typed at), a
     * {@code {result}} in words when said aloud, else as {@link #word(Object)}.
     */
    private String word(String name, Object value, String form) {
        if (name.equals("move") && value instanceof String san) {
            return inOwnLetters(san);
        }
        if (name.equals("result") && aloud && RESULTS.containsKey(value)) {
            return say(Phrase.of(RESULTS.get(value)));
        }
        return word(value);
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
        } else if (value instanceof Double d) {
            // a fraction as the language writes it: "2.5" in English, "2,5" in Spanish
            java.text.NumberFormat f = java.text.NumberFormat.getNumberInstance(locale);
            f.setGroupingUsed(false);
            f.setMaximumFractionDigits(2);
            return f.format(d);
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
