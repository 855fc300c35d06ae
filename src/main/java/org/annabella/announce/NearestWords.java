package org.annabella.announce;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The words a person probably meant when a typed one is not known: "clok", did you mean "clock"? */
public final class NearestWords {
    /** Two slips (a letter wrong, missing, extra) still look like the word; three rarely do. */
    private static final int MOST_SLIPS = 2;

    private NearestWords() {
    }

    /**
     * The names within two typing slips of {@code word} (Levenshtein distance), nearest first, at
     * most three. "help" is offered only for a word starting with h: it is near too many short words.
     */
    public static List<String> of(String word, Collection<String> names) {
        String typed = word.toLowerCase(Locale.ROOT);
        return names.stream()
                .filter(n -> !n.equals("help") || typed.startsWith("h"))
                .map(n -> Map.entry(n, distance(typed, n)))
                .filter(e -> e.getValue() <= MOST_SLIPS && e.getValue() < Math.max(typed.length(), 2))
                .sorted(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .map(Map.Entry::getKey)
                .limit(3)
                .toList();
    }

    private static int distance(String a, String b) {
        int[] row = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            row[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int diagonal = row[0];
            row[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int above = row[j];
                row[j] = Math.min(Math.min(row[j] + 1, row[j - 1] + 1), diagonal + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
                diagonal = above;
            }
        }
        return row[b.length()];
    }
}
