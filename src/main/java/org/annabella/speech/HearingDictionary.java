package org.annabella.speech;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.annabella.rules.InputException;

/**
 * The words the recogniser can hear and how they sound, in pocketsphinx's phones: voice/lexicon.txt
 * (the voice's own pronunciations), voice/hearing.txt (further pronunciations and words for
 * hearing only) and the player's {@link Accent} (voice/accent-en.txt, accent-es.txt, accent-fr.txt:
 * the FIDE words as English, Spanish or French speakers say them) together, and for words none lists, the model's English
 * dictionary. Immutable.
 */
public final class HearingDictionary {
    private final Map<String, List<String>> pronunciations;

    private HearingDictionary(Map<String, List<String>> pronunciations) {
        this.pronunciations = pronunciations;
    }

    /**
     * The dictionary for {@code vocabulary}: our files under the installation's voice/ folder, the
     * German base (lexicon.txt and hearing.txt) with the FIDE words as speakers of {@code accent}
     * say them ({@link Accent#file}), and the model's dictionary {@code modelDictionary} for the
     * rest (read once, only for those words).
     */
    public static HearingDictionary load(Collection<String> vocabulary, Path modelDictionary, Accent accent) {
        return load(PronunciationLexicon.defaultFile().getParent(), vocabulary, modelDictionary, accent);
    }

    /** As {@link #load(Collection, Path, Accent)} from the files of the folder {@code voice}. */
    static HearingDictionary load(Path voice, Collection<String> vocabulary, Path modelDictionary, Accent accent) {
        Map<String, Set<String>> ours = new LinkedHashMap<>();
        PronunciationLexicon.load(voice.resolve("lexicon.txt")).entries()
                .forEach((word, phones) -> ours.computeIfAbsent(word, w -> new LinkedHashSet<>()).add(sphinx(phones)));
        List<Path> more = new ArrayList<>(List.of(voice.resolve("hearing.txt")));
        if (accent.file() != null) {
            more.add(voice.resolve(accent.file()));
        }
        for (Path file : more) {
            PronunciationLexicon.parseAlternatives(file.toString(), lines(file)).forEach((word, list) -> list
                    .forEach(phones -> ours.computeIfAbsent(word, w -> new LinkedHashSet<>()).add(sphinx(phones))));
        }
        Map<String, List<String>> out = new LinkedHashMap<>();
        Set<String> missing = new LinkedHashSet<>();
        for (String word : vocabulary) {
            Set<String> p = ours.get(word);
            if (p != null) {
                out.put(word, List.copyOf(p));
            } else {
                missing.add(word);
            }
        }
        out.putAll(fromModel(missing, modelDictionary));
        return new HearingDictionary(Map.copyOf(out));
    }

    /** A pronunciation file's lines; a missing or unreadable one refused, naming it. */
    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new InputException("hearing lexicon " + file + " not found (the launcher sets"
                    + " -Dannabella.home to the folder holding voice/)");
        } catch (IOException e) {
            throw new InputException("cannot read hearing lexicon " + file + ": " + e.getMessage());
        }
    }

    /** The model dictionary's pronunciations of {@code words} ("word PH ONES", "word(2) PH ONES"). */
    private static Map<String, List<String>> fromModel(Set<String> words, Path file) {
        Map<String, List<String>> found = new LinkedHashMap<>();
        if (words.isEmpty()) {
            return found;
        }
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                int space = line.indexOf(' ');
                if (space <= 0) {
                    continue;
                }
                String head = line.substring(0, space);
                int paren = head.indexOf('(');
                String word = paren > 0 ? head.substring(0, paren) : head;
                if (words.contains(word)) {
                    found.computeIfAbsent(word, w -> new ArrayList<>()).add(line.substring(space + 1).strip());
                }
            }
        } catch (IOException e) {
            throw new HearingUnavailableException("cannot read the recogniser's dictionary " + file + ": " + e.getMessage());
        }
        return found;
    }

    /** FreeTTS's phones in pocketsphinx's set: upper case, no stress, the schwas ax and axr as AH and ER. */
    static String sphinx(List<String> phones) {
        return phones.stream().map(HearingDictionary::sphinxPhone).collect(Collectors.joining(" "));
    }

    static String sphinxPhone(String phone) {
        String bare = phone.replace("1", "");
        return switch (bare) {
            case "ax" -> "AH";
            case "axr" -> "ER";
            default -> bare.toUpperCase(Locale.ROOT);
        };
    }

    /**
     * This dictionary with the words of {@code sounds} heard only as it gives them (pocketsphinx's
     * phones, as {@link #text} writes them): a speaker's own sounds, learnt at enrolment. Words it
     * does not name, or that this dictionary does not know, are as they were.
     */
    public HearingDictionary own(Map<String, List<String>> sounds) {
        Map<String, List<String>> out = new LinkedHashMap<>(pronunciations);
        sounds.forEach((word, phones) -> out.computeIfPresent(word, (w, old) -> List.copyOf(phones)));
        return new HearingDictionary(Map.copyOf(out));
    }

    /** Whether the recogniser can hear the word. */
    public boolean knows(String word) {
        return pronunciations.containsKey(word);
    }

    /** The dictionary file's text for {@code words}, each known one with all its pronunciations. */
    public String text(Collection<String> words) {
        StringBuilder sb = new StringBuilder();
        for (String w : new java.util.TreeSet<>(words)) {
            List<String> p = pronunciations.get(w);
            for (int i = 0; p != null && i < p.size(); i++) {
                sb.append(w).append(i == 0 ? "" : "(" + (i + 1) + ")").append(' ').append(p.get(i)).append('\n');
            }
        }
        return sb.toString();
    }

    /** The pronunciations of the lexicon alone, for checking that words do not collapse into one sound. */
    static String text(PronunciationLexicon lexicon) {
        StringBuilder sb = new StringBuilder();
        lexicon.entries().forEach((word, phones) -> sb.append(word).append(' ').append(sphinx(phones)).append('\n'));
        return sb.toString();
    }
}
