package org.annabella.braille;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.annabella.rules.TextFile;
import org.annabella.rules.InputException;

/**
 * A code table from the {@code braille/} folder: lines {@code KEY DOTS [DOTS...]}, one group of
 * dot digits per cell, {@code #} comments. Tables are data so that a braille authority's change
 * needs no new program.
 */
public final class BrailleTable {
    private final String name;
    private final Map<String, int[]> entries;

    private BrailleTable(String name, Map<String, int[]> entries) {
        this.name = name;
        this.entries = Collections.unmodifiableMap(entries);
    }

    /**
     * Loads {@code braille/<name>} from the program's folder: the system property
     * {@code annabella.home} (set by the launcher), else the working directory.
     */
    public static BrailleTable load(String name) {
        Path path = folder().resolve(name);
        return parse(name, TextFile.read(path, "braille table").lines().toList());
    }

    static Path folder() {
        return Path.of(System.getProperty("annabella.home", ".")).resolve("braille");
    }

    static BrailleTable parse(String name, List<String> lines) {
        Map<String, int[]> entries = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\\s+");
            if (parts.length < 2) {
                throw new InputException("braille table " + name + " line " + (i + 1) + ": a key needs at least one cell");
            }
            int[] cells = new int[parts.length - 1];
            try {
                for (int j = 1; j < parts.length; j++) {
                    cells[j - 1] = Dots.parse(parts[j]);
                }
            } catch (InputException e) {
                throw new InputException("braille table " + name + " line " + (i + 1) + ": " + e.getMessage(), e);
            }
            if (entries.put(parts[0], cells) != null) {
                throw new InputException("braille table " + name + " line " + (i + 1) + ": "
                        + InputException.quote(parts[0]) + " is given twice");
            }
        }
        return new BrailleTable(name, entries);
    }

    public Map<String, int[]> entries() {
        return entries;
    }

    /** The cells of a key that the program needs. */
    public int[] cells(String key) {
        int[] cells = entries.get(key);
        if (cells == null) {
            throw new InputException("the braille table " + name + " has no entry '" + key + "'");
        }
        return cells.clone();
    }

    /** The one cell of a key. */
    public int cell(String key) {
        int[] cells = cells(key);
        if (cells.length != 1) {
            throw new InputException("the braille table " + name + " gives '" + key + "' more than one cell");
        }
        return cells[0];
    }
}
