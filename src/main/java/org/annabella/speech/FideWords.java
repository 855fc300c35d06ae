package org.annabella.speech;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.annabella.announce.MoveWords;
import org.annabella.announce.Phrasebook;
import org.annabella.announce.Style;

/**
 * The words of the FIDE announcements (Anna, Bella, Cesar ..., eins, zwei ..., the pieces,
 * schlaegt, Rochade, Schach, Matt), which are German and said in German inside a sentence of any
 * language (2009 E.2.1; 2018 D.2.1). They are the words of {@code voice/fide.phrases}, less those
 * the English and Spanish styles use too (en passant, takes, the letters): those are the
 * sentence's own.
 */
public final class FideWords {
    /** A stretch of a text in the sentence's language, or of FIDE words said in German. */
    public record Run(String text, boolean german) {
        /** The text as a German voice should read it: the Laws' ASCII spellings given back their sounds. */
        public String spoken() {
            if (!german) {
                return text;
            }
            Matcher m = WORD.matcher(text);
            StringBuilder out = new StringBuilder();
            while (m.find()) {
                m.appendReplacement(out, Matcher.quoteReplacement(
                        RESPELLED.getOrDefault(m.group().toLowerCase(Locale.ROOT), m.group())));
            }
            return m.appendTail(out).toString();
        }
    }

    private static final Pattern WORD = Pattern.compile("\\p{L}+");
    /**
     * Spellings a German voice reads as the Laws mean them: the umlauts the ASCII spelling wrote
     * out (espeak-ng reads "fuenf" as fu-enf), Cesar with its German Z sound (read with a K
     * otherwise), and Rochade with the French sch its German speakers keep (read with the ch of
     * Bach otherwise).
     */
    private static final Map<String, String> RESPELLED = Map.of("cesar", "Zäsar", "caesar", "Zäsar", "cezar", "Zäsar",
            "cäsar", "Zäsar", "fuenf", "fünf", "koenig", "König", "laeufer", "Läufer", "schlaegt", "schlägt",
            "rochade", "Roschade");

    private static volatile FideWords standard;

    private final Set<String> words;

    FideWords(Set<String> words) {
        this.words = Set.copyOf(words);
    }

    /** The words of the shipped phrasebooks (loaded once). */
    public static FideWords standard() {
        if (standard == null) {
            Set<String> fide = words(MoveWords.of(Style.FIDE).book());
            fide.removeAll(words(MoveWords.of(Style.ENGLISH).book()));
            fide.removeAll(words(MoveWords.of(Style.SPANISH).book()));
            fide.removeIf(w -> w.length() < 3);
            standard = new FideWords(fide);
        }
        return standard;
    }

    private static Set<String> words(Phrasebook book) {
        Set<String> all = new HashSet<>();
        for (String key : book.keys()) {
            if (!key.equals("square") && !key.equals("ignore")) {
                for (String form : book.forms(key)) {
                    Matcher m = WORD.matcher(form);
                    while (m.find()) {
                        all.add(m.group().toLowerCase(Locale.ROOT));
                    }
                }
            }
        }
        return all;
    }

    /** Whether the word (any case) is one of the FIDE words. */
    public boolean contains(String word) {
        return words.contains(word.toLowerCase(Locale.ROOT));
    }

    /**
     * The text in runs, in order, that together are the text: the FIDE words (with what stands
     * between two of them) in German runs, the rest in runs of the sentence's language. A German
     * text is one German run.
     */
    public List<Run> runs(String text, SpokenLanguage language) {
        if (language == SpokenLanguage.GERMAN) {
            return List.of(new Run(text, true));
        }
        List<Run> runs = new ArrayList<>();
        Matcher m = WORD.matcher(text);
        int start = 0; // where the run being gathered begins
        int germanFrom = -1; // where the German words being gathered begin
        int germanTo = -1;
        while (m.find()) {
            if (contains(m.group())) {
                if (germanFrom < 0) {
                    germanFrom = m.start();
                }
                germanTo = m.end();
            } else if (germanFrom >= 0) {
                add(runs, text.substring(start, germanFrom), false);
                add(runs, text.substring(germanFrom, germanTo), true);
                start = germanTo;
                germanFrom = -1;
            }
        }
        if (germanFrom >= 0) {
            add(runs, text.substring(start, germanFrom), false);
            add(runs, text.substring(germanFrom, germanTo), true);
            start = germanTo;
        }
        add(runs, text.substring(start), false);
        return runs;
    }

    private static void add(List<Run> runs, String text, boolean german) {
        if (!text.isEmpty()) {
            runs.add(new Run(text, german));
        }
    }
}
