package org.annabella.testkit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.annabella.engine.EngineLocator;
import org.annabella.rules.InputException;

/** The engines the tests play: a stand-in that misbehaves on purpose, and the real Stockfish when installed. */
public final class TestEngines {
    /** The stand-in UCI engine; its first argument says how it behaves (see the script). */
    public static final Path STANDIN = Path.of("src/test/resources/engine/standin-engine.sh").toAbsolutePath();

    private TestEngines() {
    }

    /** The stand-in's command with these arguments. */
    public static List<String> standin(String... args) {
        List<String> c = new ArrayList<>(List.of(STANDIN.toString()));
        c.addAll(List.of(args));
        return c;
    }

    /** Stockfish's program; the test is skipped, saying how to install it, when it is not there (.ci/run installs it). */
    public static Path stockfish() {
        try {
            return EngineLocator.find(null, "--engine");
        } catch (InputException e) {
            assumeTrue(false, "Stockfish is not installed (apt install stockfish): " + e.getMessage());
            throw e;
        }
    }
}
