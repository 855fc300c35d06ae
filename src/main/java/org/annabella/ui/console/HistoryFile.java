package org.annabella.ui.console;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Where the console keeps the lines the player typed, from one game to the next: per user, in the
 * system's place for a program's state ($XDG_STATE_HOME/annabella/history, else
 * ~/.local/state/annabella/history; %LOCALAPPDATA%\annabella\history on Windows;
 * ~/Library/Application Support/annabella/history on macOS), and which lines it never keeps.
 */
public final class HistoryFile {
    /**
     * A word that gives a secret as an option ("--hall-key abc", "--password=x", "token=..."):
     * a line with one is not kept, so a key typed at the console never lands in a file.
     */
    private static final String SECRET_NAMES = "(key|token|password|passwd|secret|clave|contrase[nñ]a)";
    private static final Pattern SECRET = Pattern.compile("(?i)(^|\\s)(--?[\\w-]*" + SECRET_NAMES + "|[\\w-]*" + SECRET_NAMES + "[\\w-]*=)");

    private HistoryFile() {
    }

    /** The history file for this user on this system. */
    public static Path of(Map<String, String> env, String osName, Path home) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String local = env.get("LOCALAPPDATA");
            Path base = local != null && !local.isBlank() ? Path.of(local) : home.resolve("AppData").resolve("Local");
            return base.resolve("annabella").resolve("history");
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve("annabella").resolve("history");
        }
        String state = env.get("XDG_STATE_HOME");
        // The XDG spec: a relative path there is invalid and is ignored.
        Path base = state != null && Path.of(state).isAbsolute() ? Path.of(state) : home.resolve(".local").resolve("state");
        return base.resolve("annabella").resolve("history");
    }

    /** This process's user's history file. */
    public static Path ofThisUser() {
        return of(System.getenv(), System.getProperty("os.name"), Path.of(System.getProperty("user.home")));
    }

    /** Whether a typed line is kept: not blank, and no secret in it. */
    static boolean keeps(String line) {
        return !line.isBlank() && !SECRET.matcher(line).find();
    }
}
