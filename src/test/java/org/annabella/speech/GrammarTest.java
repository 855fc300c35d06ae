package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.annabella.announce.SpokenForms.Part;
import org.junit.jupiter.api.Test;

/** The recogniser's grammars as pocketsphinx's finite-state format: what they let be said, and how likely. */
class GrammarTest {
    private static Part word(String w) {
        return new Part(List.of(List.of(w)), false);
    }

    /** A transition of an FSG file: a word, or null where none is said. */
    private record Transition(int to, double probability, String word) {
    }

    /** The FSG's transitions by the state they leave; checks the header on the way. */
    private static Map<Integer, List<Transition>> parse(String fsg) {
        String[] lines = fsg.split("\n");
        assertEquals("FSG_BEGIN said", lines[0]);
        assertEquals("START_STATE 0", lines[2]);
        assertEquals("FINAL_STATE 1", lines[3]);
        assertEquals("FSG_END", lines[lines.length - 1]);
        int states = Integer.parseInt(lines[1].substring("NUM_STATES ".length()));
        Map<Integer, List<Transition>> out = new HashMap<>();
        for (int i = 4; i < lines.length - 1; i++) {
            String[] f = lines[i].split(" ");
            assertEquals("TRANSITION", f[0]);
            int from = Integer.parseInt(f[1]);
            int to = Integer.parseInt(f[2]);
            assertTrue(from < states && to < states, lines[i]);
            out.computeIfAbsent(from, k -> new ArrayList<>())
                    .add(new Transition(to, Double.parseDouble(f[3]), f.length > 4 ? f[4] : null));
        }
        return out;
    }

    /** Every word sequence from the start to the end, with its probability. */
    private static Map<String, Double> sayings(Map<Integer, List<Transition>> fsg, int state, String said, double p) {
        Map<String, Double> out = new HashMap<>();
        if (state == 1) {
            out.merge(said.strip(), p, Double::sum);
        }
        for (Transition t : fsg.getOrDefault(state, List.of())) {
            sayings(fsg, t.to(), t.word() == null ? said : said + " " + t.word(), p * t.probability())
                    .forEach((k, v) -> out.merge(k, v, Double::sum));
        }
        return out;
    }

    @Test
    void everyAlternativeIsSaidInEveryWayItsPartsAllowAndNothingElse() {
        Grammar g = new Grammar();
        // "Springer [schlägt] Felix|Gustav drei": the optional capture word and a choice of files
        g.add(List.of(word("springer"), new Part(List.of(List.of("schlaegt")), true),
                new Part(List.of(List.of("felix"), List.of("gustav")), false), word("drei")));
        g.add(List.of(new Part(List.of(List.of("kurze", "rochade"), List.of("null", "null")), false)));
        g.add(List.of(word("draw")));
        g.add(List.of(word("draw"))); // said twice, counted once
        g.add(List.of()); // says nothing: left out
        Map<String, Double> said = sayings(parse(g.fsg("said")), 0, "", 1);
        assertEquals(Set.of("springer felix drei", "springer schlaegt felix drei", "springer gustav drei",
                "springer schlaegt gustav drei", "kurze rochade", "null null", "draw"), said.keySet());
        // the three alternatives equally likely, and within one, each choice of a part
        assertEquals(1.0 / 3, said.get("draw"), 1e-5);
        assertEquals(1.0 / 6, said.get("kurze rochade"), 1e-5);
        assertEquals(1.0 / 12, said.get("springer schlaegt gustav drei"), 1e-5);
        assertEquals(1.0, said.values().stream().mapToDouble(Double::doubleValue).sum(), 1e-5);
    }

    @Test
    void fromEveryStateTheWaysOnAddUpToCertainty() {
        Grammar g = new Grammar();
        g.add(List.of(new Part(List.of(List.of("koenig")), true), word("eva"),
                new Part(List.of(List.of("zwei"), List.of("zwo")), false), new Part(List.of(List.of("schach")), true)));
        g.add(List.of(word("eva"), word("vier")));
        parse(g.fsg("said")).forEach((state, out) -> assertEquals(1.0,
                out.stream().mapToDouble(Transition::probability).sum(), 1e-5, "state " + state));
    }

    @Test
    void anyOfLetsItsWordsBeSaidInAnyOrderAnyNumberOfTimes() {
        Map<Integer, List<Transition>> fsg = parse(Grammar.anyOf("said", List.of("eva", "vier", "schach")));
        fsg.forEach((state, out) -> assertEquals(1.0,
                out.stream().mapToDouble(Transition::probability).sum(), 1e-5, "state " + state));
        // each word a loop back to where the words are said, from which the end is reached without a word
        List<Transition> words = fsg.get(2);
        assertEquals(Set.of("eva", "vier", "schach"), words.stream().map(Transition::word)
                .filter(java.util.Objects::nonNull).collect(java.util.stream.Collectors.toSet()));
        assertTrue(words.stream().allMatch(t -> t.word() == null ? t.to() == 1 : t.to() == 2), words.toString());
        assertEquals(List.of(new Transition(2, 1.0, null)), fsg.get(0));
        assertEquals(0.25, words.get(0).probability(), 1e-5, "stopping as likely as any word");
    }
}
