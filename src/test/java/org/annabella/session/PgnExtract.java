package org.annabella.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * pgn-extract (Debian package {@code pgn-extract}), a reader of PGN that is not annabella's: a file
 * it reads without a word on stderr, replaying every move from the FEN tag, is PGN others can read.
 * A test that needs it skips with a message when it is not installed.
 */
final class PgnExtract {
    private PgnExtract() {
    }

    /** The program, on the PATH or where Debian puts it (/usr/games, often not on the PATH). */
    static Path program() {
        String path = System.getenv().getOrDefault("PATH", "") + java.io.File.pathSeparator + "/usr/games";
        return Stream.of(path.split(java.io.File.pathSeparator)).filter(d -> !d.isEmpty())
                .map(d -> Path.of(d, "pgn-extract")).filter(Files::isExecutable).findFirst().orElse(null);
    }

    /** {@code pgn} as pgn-extract writes it again; fails when it reports any trouble. */
    static String read(Path pgn) throws Exception {
        Path program = program();
        assumeTrue(program != null, "pgn-extract is not installed: skipping the read-back (apt-get install pgn-extract)");
        Process p = new ProcessBuilder(List.of(program.toString(), "-s", pgn.toString())).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "pgn-extract did not finish");
        assertEquals(0, p.exitValue(), err);
        assertEquals("", err, "pgn-extract reported trouble with:\n" + Files.readString(pgn));
        assertTrue(out.contains("[Event "), "pgn-extract kept no game of:\n" + Files.readString(pgn));
        return out;
    }
}
