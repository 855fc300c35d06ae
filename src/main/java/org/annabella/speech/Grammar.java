package org.annabella.speech;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.annabella.announce.SpokenForms.Part;

/**
 * What the recogniser may hear in one decode, in pocketsphinx's finite-state grammar format:
 * alternatives, each a sequence of parts, each part a choice among word sequences (which may be
 * left out where the part is optional). As in a JSGF rule, the alternatives are equally likely,
 * and so are the choices of a part. Repeated alternatives count once.
 */
final class Grammar {
    private final Set<List<Part>> alternatives = new LinkedHashSet<>();

    /** Adds one alternative; one without parts says nothing and is left out. */
    void add(List<Part> alternative) {
        if (!alternative.isEmpty()) {
            alternatives.add(List.copyOf(alternative));
        }
    }

    /**
     * The grammar as an FSG file's text named {@code name}: state 0 the start, 1 the end; a
     * transition without a word is taken without saying anything.
     */
    String fsg(String name) {
        StringBuilder t = new StringBuilder();
        int states = 2;
        for (List<Part> alternative : alternatives) {
            int from = states++;
            t.append(transition(0, from, 1.0 / alternatives.size(), null));
            for (int i = 0; i < alternative.size(); i++) {
                Part part = alternative.get(i);
                int to = i == alternative.size() - 1 ? 1 : states++;
                double p = 1.0 / (part.choices().size() + (part.optional() ? 1 : 0));
                for (List<String> choice : part.choices()) {
                    int at = from;
                    for (int w = 0; w < choice.size(); w++) {
                        int next = w == choice.size() - 1 ? to : states++;
                        t.append(transition(at, next, w == 0 ? p : 1.0, choice.get(w)));
                        at = next;
                    }
                }
                if (part.optional()) {
                    t.append(transition(from, to, p, null));
                }
                from = to;
            }
        }
        return "FSG_BEGIN " + name + "\nNUM_STATES " + states + "\nSTART_STATE 0\nFINAL_STATE 1\n" + t + "FSG_END\n";
    }

    /**
     * A grammar named {@code name} where any of {@code words} may be said, as many as are said,
     * each as likely as stopping.
     */
    static String anyOf(String name, List<String> words) {
        StringBuilder t = new StringBuilder(transition(0, 2, 1.0, null));
        for (String w : words) {
            t.append(transition(2, 2, 1.0 / (words.size() + 1), w));
        }
        t.append(transition(2, 1, 1.0 / (words.size() + 1), null));
        return "FSG_BEGIN " + name + "\nNUM_STATES 3\nSTART_STATE 0\nFINAL_STATE 1\n" + t + "FSG_END\n";
    }

    private static String transition(int from, int to, double probability, String word) {
        return "TRANSITION " + from + " " + to + " " + String.format(java.util.Locale.ROOT, "%.6f", probability)
                + (word == null ? "" : " " + word) + "\n";
    }
}
