package org.annabella.announce;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.annabella.rules.InputException;
import org.annabella.rules.TextFile;

/**
 * Words as data, so that an organiser can adapt them "to local circumstances" without touching
 * code (2018 D.1, 2009 E.1). One file per style or language in the repository's {@code voice/}
 * folder, in UTF-8, one entry a line:
 *
 * <pre>
 * # a comment
 * key = written form | accepted variant | another variant
 * </pre>
 *
 * The first form is what annabella writes and says; the variants are only accepted when reading
 * back. Placeholders such as {@code {square}} stand for words filled in by the program; each key
 * allows its own set (the schema). A file with an unknown or repeated key, a missing key, an
 * empty form or a placeholder the key does not allow is refused as a whole, naming the line.
 */
public final class Phrasebook {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z-]*)}");
    private static final Map<String, Phrasebook> CACHE = new ConcurrentHashMap<>();

    private final String source;
    private final Map<String, List<String>> entries;
    private final Map<String, Integer> lines;

    private Phrasebook(String source, Map<String, List<String>> entries, Map<String, Integer> lines) {
        this.source = source;
        this.entries = entries;
        this.lines = lines;
    }

    /**
     * Reads a phrasebook from its lines. {@code schema} maps every key the book must have to the
     * placeholders its forms may use; null takes any key and placeholder (a master book, whose
     * keys are the schema of its translations). {@code source} names the file in messages.
     */
    public static Phrasebook parse(String source, List<String> lines, Map<String, Set<String>> schema) {
        Map<String, List<String>> entries = new LinkedHashMap<>();
        Map<String, Integer> lineOf = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String where = source + " line " + (i + 1) + ": ";
            String line = lines.get(i).strip();
            if (i == 0 && line.startsWith("\uFEFF")) {
                line = line.substring(1).strip();
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw new PhrasebookException(where + "no '=' between the key and the words");
            }
            String key = line.substring(0, eq).strip();
            if (key.isEmpty()) {
                throw new PhrasebookException(where + "no key before '='");
            }
            Set<String> allowed = schema == null ? null : schema.get(key);
            if (schema != null && allowed == null) {
                throw new PhrasebookException(where + "unknown key '" + InputException.escape(key) + "'");
            }
            if (entries.containsKey(key)) {
                throw new PhrasebookException(where + "key '" + InputException.escape(key) + "' is given twice");
            }
            List<String> forms = new ArrayList<>();
            for (String form : line.substring(eq + 1).split("\\|", -1)) {
                String f = form.strip().replaceAll("\\s+", " ");
                if (f.isEmpty()) {
                    throw new PhrasebookException(where + "an empty form for '" + InputException.escape(key) + "'");
                }
                Matcher m = PLACEHOLDER.matcher(f);
                while (m.find()) {
                    if (allowed != null && !allowed.contains(m.group(1))) {
                        throw new PhrasebookException(where + "'" + InputException.escape(key) + "' cannot use the placeholder {"
                                + m.group(1) + "}" + (allowed.isEmpty() ? "" : "; it allows " + placeholders(allowed)));
                    }
                }
                String bare = PLACEHOLDER.matcher(f).replaceAll("");
                if (bare.indexOf('{') >= 0 || bare.indexOf('}') >= 0) {
                    throw new PhrasebookException(where + "a stray brace in '" + InputException.escape(key) + "'");
                }
                forms.add(f);
            }
            entries.put(key, List.copyOf(forms));
            lineOf.put(key, i + 1);
        }
        for (String key : schema == null ? Set.<String>of() : schema.keySet()) {
            if (!entries.containsKey(key)) {
                throw new PhrasebookException(source + ": the key '" + key + "' is missing");
            }
        }
        return new Phrasebook(source, Collections.unmodifiableMap(entries), Map.copyOf(lineOf));
    }

    private static String placeholders(Set<String> names) {
        StringBuilder sb = new StringBuilder();
        names.stream().sorted().forEach(n -> sb.append(sb.length() == 0 ? "" : " ").append('{').append(n).append('}'));
        return sb.toString();
    }

    /**
     * The standard phrasebook {@code voice/<fileName>}: from the repository's voice/ folder when
     * the launcher names it (system property {@code annabella.home}), else the copy packaged in
     * the jar from that same folder. Loaded once per file and home; a broken file is not kept.
     */
    public static Phrasebook load(String fileName, Map<String, Set<String>> schema) {
        String home = System.getProperty("annabella.home");
        return CACHE.computeIfAbsent(home + "\n" + fileName, k -> read(home, fileName, schema));
    }

    private static Phrasebook read(String home, String fileName, Map<String, Set<String>> schema) {
        try {
            if (home != null) {
                Path file = Path.of(home, "voice", fileName);
                if (Files.isRegularFile(file)) {
                    return parse(file.toString(), TextFile.read(file, "phrasebook").lines().toList(), schema);
                }
            }
            try (InputStream in = Phrasebook.class.getResourceAsStream("/voice/" + fileName)) {
                if (in == null) {
                    throw new PhrasebookException("voice/" + fileName + ": phrasebook not found");
                }
                String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                return parse("voice/" + fileName, Arrays.asList(text.split("\\R", -1)), schema);
            }
        } catch (IOException e) {
            throw new PhrasebookException("voice/" + fileName + ": cannot be read: " + e.getMessage());
        }
    }

    /** The keys in the order the file gives them. */
    public Set<String> keys() {
        return entries.keySet();
    }

    /** The written form of a key. */
    public String get(String key) {
        return forms(key).get(0);
    }

    /** The written form followed by the variants accepted when reading. */
    public List<String> forms(String key) {
        List<String> forms = entries.get(key);
        if (forms == null) {
            throw new IllegalArgumentException(source + " has no key '" + key + "'");
        }
        return forms;
    }

    /** The written form with each {@code {name}} replaced by its value. */
    public String fill(String key, Map<String, String> values) {
        Matcher m = PLACEHOLDER.matcher(get(key));
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value == null) {
                throw new IllegalArgumentException(source + ": no value for {" + m.group(1) + "} in '" + key + "'");
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(value));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** Where a key is written, for messages: "voice/fide.phrases line 12". */
    public String where(String key) {
        return source + " line " + lines.get(key);
    }

    /** Where the book was read from, for messages. */
    public String source() {
        return source;
    }
}
