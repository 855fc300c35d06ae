package org.annabella.speech;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.annabella.rules.InputException;

/**
 * Pronunciations in FreeTTS's US English phones for words its letter-to-sound rules get wrong
 * (the German words of the FIDE scheme, 2009 E.2.1; 2018/2023 D.2.1). Kept as data in
 * {@code voice/lexicon.txt} so they can be adapted without code; the format is in docs/speech.md.
 * A broken file is refused at load with the line and the fault.
 */
public final class PronunciationLexicon {
    /** Vowels: these alone may carry the stress mark 1. */
    public static final Set<String> VOWELS = Set.of("aa", "ae", "ah", "ao", "aw", "ax", "axr", "ay", "eh", "er",
            "ey", "ih", "iy", "ow", "oy", "uh", "uw");
    public static final Set<String> CONSONANTS = Set.of("b", "ch", "d", "dh", "f", "g", "hh", "jh", "k", "l", "m",
            "n", "ng", "p", "r", "s", "sh", "t", "th", "v", "w", "y", "z", "zh");

    private final Map<String, List<String>> entries;

    private PronunciationLexicon(Map<String, List<String>> entries) {
        this.entries = Collections.unmodifiableMap(entries);
    }

    /** The lexicon shipped in {@code voice/lexicon.txt} of the installation (see {@link #defaultFile}). */
    public static PronunciationLexicon loadDefault() {
        return load(defaultFile());
    }

    /**
     * {@code voice/lexicon.txt} under the installation folder: the system property
     * {@code annabella.home} (set by the launcher), else the working directory.
     */
    public static Path defaultFile() {
        String home = System.getProperty("annabella.home");
        return Path.of(home == null ? "." : home, "voice", "lexicon.txt");
    }

    public static PronunciationLexicon load(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new InputException("pronunciation lexicon " + file + " not found (the launcher sets"
                    + " -Dannabella.home to the folder holding voice/)");
        } catch (IOException e) {
            throw new InputException("cannot read pronunciation lexicon " + file + ": " + e.getMessage());
        }
        return parse(file.toString(), lines);
    }

    /** Parses the lines of a lexicon; {@code source} names it in error messages. */
    public static PronunciationLexicon parse(String source, List<String> lines) {
        Map<String, List<String>> entries = new LinkedHashMap<>();
        Map<String, Integer> lineOf = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            Map.Entry<String, List<String>> e = entry(source, i, lines.get(i));
            if (e == null) {
                continue;
            }
            Integer earlier = lineOf.putIfAbsent(e.getKey(), i + 1);
            if (earlier != null) {
                String spelt = lines.get(i).strip().split("\\s+")[0];
                throw new InputException(source + " line " + (i + 1) + ": '" + spelt + "' is already given on line " + earlier);
            }
            entries.put(e.getKey(), e.getValue());
        }
        return new PronunciationLexicon(entries);
    }

    /**
     * Lines in the lexicon's format where a word may come back with another pronunciation (the
     * hearing lexicon, voice/hearing.txt): each word (folded) to its pronunciations, in file order.
     */
    public static Map<String, List<List<String>>> parseAlternatives(String source, List<String> lines) {
        Map<String, List<List<String>>> entries = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            Map.Entry<String, List<String>> e = entry(source, i, lines.get(i));
            if (e != null) {
                entries.computeIfAbsent(e.getKey(), w -> new java.util.ArrayList<>()).add(e.getValue());
            }
        }
        return entries;
    }

    /** One line's word (folded) and phones, null for a comment or blank line; a broken line is refused. */
    private static Map.Entry<String, List<String>> entry(String source, int index, String text) {
        String line = text.strip();
        if (line.isEmpty() || line.startsWith("#")) {
            return null;
        }
        String where = source + " line " + (index + 1) + ": ";
        String[] fields = line.split("\\s+");
        String word = fold(fields[0]);
        if (!word.matches("[a-z]+")) {
            throw new InputException(where + "the word '" + fields[0] + "' must be letters only");
        }
        if (fields.length == 1) {
            throw new InputException(where + "'" + fields[0] + "' has no phones");
        }
        List<String> phones = List.of(fields).subList(1, fields.length);
        boolean hasVowel = false;
        for (String phone : phones) {
            String bare = phone.endsWith("1") ? phone.substring(0, phone.length() - 1) : phone;
            if (VOWELS.contains(bare)) {
                hasVowel = true;
            } else if (!CONSONANTS.contains(phone)) {
                throw new InputException(where + "'" + phone + "' in '" + fields[0] + "' is not a phone"
                        + (CONSONANTS.contains(bare) ? " (only vowels take the stress mark 1)" : ""));
            }
        }
        if (!hasVowel) {
            throw new InputException(where + "'" + fields[0] + "' has no vowel");
        }
        return Map.entry(word, phones);
    }

    /** Words (folded) to phones, in file order. */
    public Map<String, List<String>> entries() {
        return entries;
    }

    /** The phones for a word in any case or spelling with umlauts, or null when not listed. */
    public List<String> phones(String word) {
        return entries.get(fold(word));
    }

    /**
     * Lower case, umlauts folded (see {@link #foldUmlauts}): the form the lexicon is keyed by.
     */
    public static String fold(String word) {
        return foldUmlauts(word.toLowerCase(Locale.ROOT));
    }

    /**
     * Umlauts and sharp s folded to the Laws' ASCII transliteration (fuenf, Koenig, Laeufer),
     * keeping case: the spelling handed to FreeTTS, whose tokenizer drops letters outside ASCII.
     */
    public static String foldUmlauts(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 4);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case 'ä' -> sb.append("ae");
                case 'ö' -> sb.append("oe");
                case 'ü' -> sb.append("ue");
                case 'Ä' -> sb.append("Ae");
                case 'Ö' -> sb.append("Oe");
                case 'Ü' -> sb.append("Ue");
                case 'ß' -> sb.append("ss");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
