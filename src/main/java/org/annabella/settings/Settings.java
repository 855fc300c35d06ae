package org.annabella.settings;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.annabella.rules.InputException;
import org.annabella.rules.OutputFile;
import org.annabella.rules.TextFile;

/**
 * The player's settings, kept in one text file of {@code KEY=VALUE} lines in the user's
 * configuration folder ({@link #folder()}): what {@code annabella play} and the other commands
 * take when their command line does not say otherwise. A value: {@link #with} and
 * {@link #without} return changed copies, {@link #save} writes the file whole (never half a file).
 * Lines that are blank or begin with {@code #} are kept as they are; a line that is not
 * {@code KEY=VALUE} is kept too and named by {@link #malformed()}, so that nothing a person wrote
 * is lost by a change to another key. What the keys and values mean is the reader's business.
 */
public final class Settings {
    /** The file's name in the folder. */
    public static final String FILE_NAME = "settings.conf";
    /** A system property naming the folder instead of the usual place: tests, and a portable copy on a stick. */
    public static final String FOLDER_PROPERTY = "annabella.settings";

    private final Path file;
    private final List<Line> lines;

    /**
     * One line of the file as read: {@code key} and {@code value} stripped, {@code value} null
     * when the line has no {@code =}; {@code key} null for a blank line or a comment.
     */
    public record Line(int number, String key, String value, String text) {
        boolean entry() {
            return key != null && value != null;
        }
    }

    private Settings(Path file, List<Line> lines) {
        this.file = file;
        this.lines = List.copyOf(lines);
    }

    /** The usual folder of this user on this system, or the one {@value #FOLDER_PROPERTY} names. */
    public static Path folder() {
        return folder(System.getProperty(FOLDER_PROPERTY), System.getenv(), System.getProperty("os.name", ""),
                Path.of(System.getProperty("user.home", ".")));
    }

    /**
     * The folder for the property's value (if any), the environment, the system's name and the
     * home folder: {@code $XDG_CONFIG_HOME/annabella} (else {@code ~/.config/annabella}) on Linux
     * and other Unix systems, {@code %APPDATA%\annabella} on Windows,
     * {@code ~/Library/Application Support/annabella} on macOS.
     */
    static Path folder(String property, Map<String, String> env, String osName, Path home) {
        if (property != null && !property.isBlank()) {
            return Path.of(property);
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String appData = env.get("APPDATA");
            return (appData != null && !appData.isBlank() ? Path.of(appData) : home.resolve("AppData").resolve("Roaming"))
                    .resolve("annabella");
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve("annabella");
        }
        // XDG: a relative XDG_CONFIG_HOME is invalid and ignored.
        String xdg = env.get("XDG_CONFIG_HOME");
        return (xdg != null && Path.of(xdg).isAbsolute() ? Path.of(xdg) : home.resolve(".config")).resolve("annabella");
    }

    /**
     * The settings kept in {@code folder}: none when it has no settings file. A file that cannot
     * be read (not UTF-8, not a file, no permission) is an {@link InputException} naming it.
     */
    public static Settings load(Path folder) {
        Path file = folder.resolve(FILE_NAME);
        if (!Files.exists(file) && !Files.isSymbolicLink(file)) {
            return new Settings(file, List.of());
        }
        String text = TextFile.read(file, "the settings file");
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        List<Line> lines = new ArrayList<>();
        String[] raw = text.split("\r?\n", -1);
        int count = text.endsWith("\n") ? raw.length - 1 : raw.length;
        for (int i = 0; i < count; i++) {
            lines.add(line(i + 1, raw[i]));
        }
        return new Settings(file, lines);
    }

    private static Line line(int number, String text) {
        String s = text.strip();
        if (s.isEmpty() || s.startsWith("#")) {
            return new Line(number, null, null, text);
        }
        int eq = s.indexOf('=');
        return eq < 0 ? new Line(number, s, null, text) : new Line(number, s.substring(0, eq).strip(), s.substring(eq + 1).strip(), text);
    }

    /** The settings file (which may not exist yet). */
    public Path file() {
        return file;
    }

    /** The value of {@code key}, or null when it is not set (the last line wins where a key is set twice). */
    public String get(String key) {
        String value = null;
        for (Line l : lines) {
            if (l.entry() && l.key().equals(key)) {
                value = l.value();
            }
        }
        return value;
    }

    /** Every key set, with its value, in the order of the file. */
    public Map<String, String> values() {
        Map<String, String> values = new LinkedHashMap<>();
        for (Line l : lines) {
            if (l.entry()) {
                values.remove(l.key());
                values.put(l.key(), l.value());
            }
        }
        return values;
    }

    /** Every {@code KEY=VALUE} line, in the order of the file, for a reader to check key and value. */
    public List<Line> entries() {
        return lines.stream().filter(Line::entry).toList();
    }

    /** The lines that are neither blank, a comment nor {@code KEY=VALUE}. */
    public List<Line> malformed() {
        return lines.stream().filter(l -> l.key() != null && l.value() == null).toList();
    }

    /**
     * These settings with {@code key} set to {@code value}: its line changed in place (the first
     * one; any other line of that key, or a malformed line that is just the key, is dropped), or
     * added at the end.
     */
    public Settings with(String key, String value) {
        checkKey(key);
        if (value.chars().anyMatch(c -> c == '\n' || c == '\r') || !value.equals(value.strip())) {
            throw new IllegalArgumentException("a setting's value is one line without spaces around it: " + InputException.quote(value));
        }
        List<Line> changed = new ArrayList<>();
        boolean set = false;
        for (Line l : lines) {
            if (key.equals(l.key())) {
                if (!set) {
                    changed.add(new Line(l.number(), key, value, key + "=" + value));
                    set = true;
                }
            } else {
                changed.add(l);
            }
        }
        if (!set) {
            changed.add(new Line(0, key, value, key + "=" + value));
        }
        return new Settings(file, changed);
    }

    /** These settings without {@code key}: every line of it (a malformed one that is just the key too) left out. */
    public Settings without(String key) {
        checkKey(key);
        return new Settings(file, lines.stream().filter(l -> !key.equals(l.key())).toList());
    }

    private static void checkKey(String key) {
        if (key.isEmpty() || !key.equals(key.strip()) || key.startsWith("#") || key.chars().anyMatch(c -> c == '=' || c == '\n' || c == '\r')) {
            throw new IllegalArgumentException("not a setting's key: " + InputException.quote(key));
        }
    }

    /**
     * Writes the settings file, the folder made first when it is missing: whole or not at all
     * ({@link OutputFile}), so a crash while saving leaves the settings as they were.
     */
    public void save() throws IOException {
        Files.createDirectories(file.getParent());
        StringBuilder text = new StringBuilder();
        for (Line l : lines) {
            text.append(l.text()).append('\n');
        }
        OutputFile.write(file, text.toString().getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Settings s && s.file.equals(file) && s.lines.equals(lines);
    }

    @Override
    public int hashCode() {
        return file.hashCode() * 31 + lines.hashCode();
    }

    @Override
    public String toString() {
        return "Settings" + values() + " in " + file;
    }
}
