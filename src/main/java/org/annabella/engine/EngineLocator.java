package org.annabella.engine;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.Phrase;
import org.annabella.announce.PhrasedInputException;
import org.annabella.rules.InputException;

/**
 * Finds the engine to run: a path given, a name looked up on PATH, or Stockfish where systems put
 * it (Debian installs it in /usr/games, which a user's PATH often lacks).
 */
public final class EngineLocator {
    /** The engine used when none is named. */
    public static final String DEFAULT = "stockfish";
    /** Where packages put engines that PATH may not name. */
    private static final List<String> USUAL_FOLDERS = List.of("/usr/games", "/usr/local/bin", "/opt/homebrew/bin", "/usr/bin");

    private EngineLocator() {
    }

    /**
     * The engine's executable: {@code given} (a path, or a name on PATH), else Stockfish. A
     * missing one is refused in one line saying how to get one.
     */
    public static Path find(String given, String option) {
        return find(given, option, folders());
    }

    /** {@link #find(String, String)} looking in {@code folders} for a name. */
    static Path find(String given, String option, List<String> folders) {
        String name = given == null || given.isBlank() ? DEFAULT : given;
        if (name.contains("/") || name.contains(File.separator)) {
            Path path = Path.of(name);
            if (!Files.isRegularFile(path)) {
                throw new PhrasedInputException(option + " " + name + ": no such file; give the path of a UCI chess engine such as Stockfish",
                        Phrase.of("cli.error.engine-no-file", "option", option, "file", name));
            }
            if (!Files.isExecutable(path)) {
                throw new PhrasedInputException(option + " " + name + " is not executable; make it so (chmod +x) or name another engine",
                        Phrase.of("cli.error.engine-not-executable", "option", option, "file", name));
            }
            return path;
        }
        for (String folder : folders) {
            for (String file : List.of(name, name + ".exe")) {
                Path path = Path.of(folder, file);
                if (Files.isRegularFile(path) && Files.isExecutable(path)) {
                    return path;
                }
            }
        }
        throw new PhrasedInputException(name.equals(DEFAULT)
                ? "no chess engine found: install Stockfish (Debian or Ubuntu: sudo apt install stockfish; "
                        + "others: stockfishchess.org) or name one with " + option + "=PATH"
                : option + " " + name + ": no such engine on PATH or in /usr/games; give its full path",
                name.equals(DEFAULT) ? Phrase.of("cli.error.engine-none", "option", option)
                        : Phrase.of("cli.error.engine-not-on-path", "option", option, "file", name));
    }

    private static List<String> folders() {
        List<String> all = new ArrayList<>();
        String path = System.getenv("PATH");
        if (path != null) {
            for (String folder : path.split(File.pathSeparator)) {
                if (!folder.isEmpty()) {
                    all.add(folder);
                }
            }
        }
        all.addAll(USUAL_FOLDERS);
        return all;
    }
}
