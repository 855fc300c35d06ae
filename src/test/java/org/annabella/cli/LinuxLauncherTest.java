package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The installed Linux command (src/packaging/linux/annabella) chooses the compiler for the work
 * asked, and for a big PGN file the options that keep it within 64 MB (issue 36): run with a stand-in
 * for the package's java that prints the options it is given.
 */
class LinuxLauncherTest {
    private static final String CLIENT_ONLY = "-XX:TieredStopAtLevel=1";

    @TempDir
    Path dir;

    private String options(String... args) throws IOException, InterruptedException {
        Path launcher = dir.resolve("annabella");
        if (!Files.exists(launcher)) {
            Path fakeJava = dir.resolve("java");
            Files.writeString(fakeJava, "#!/bin/sh\necho \"MALLOC_ARENA_MAX=$MALLOC_ARENA_MAX $@\"\n");
            Files.setPosixFilePermissions(fakeJava, PosixFilePermissions.fromString("rwxr-xr-x"));
            String script = Files.readString(Path.of("src/packaging/linux/annabella"))
                    .replace("/opt/annabella/lib/runtime/bin/java", fakeJava.toString());
            Files.writeString(launcher, script);
        }
        List<String> command = new ArrayList<>(List.of("sh", launcher.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(0, p.waitFor(), out);
        assertTrue(out.endsWith("org.annabella.cli.Main " + String.join(" ", args)), out);
        return out;
    }

    @Test
    void quickCommandsAndSmallFilesTakeTheClientCompilerLongWorkBoth() throws IOException, InterruptedException {
        assumeTrue(System.getProperty("os.name").startsWith("Linux"), "the Linux launcher runs on Linux");
        assumeTrue(Files.isRegularFile(Path.of("/bin/sh")), "no /bin/sh here");
        for (String[] quick : new String[][] {{"--version"}, {"parse", "Nf3"}, {"announce", "e4"}, {"dead", "--fen", "8/8 w"}}) {
            assertTrue(options(quick).contains(CLIENT_ONLY), String.join(" ", quick));
        }
        for (String[] longWork : new String[][] {{"perft", "--depth", "6"}, {"play"}, {"resume", "x.journal"}}) {
            assertFalse(options(longWork).contains(CLIENT_ONLY), String.join(" ", longWork));
        }
        Path small = Files.writeString(dir.resolve("small.pgn"), "1. e4 *\n");
        Path big = dir.resolve("big.pgn");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(64L << 20); // sparse: nothing written
        }
        String check = options("check", "--pgn", small.toString());
        assertTrue(check.contains(CLIENT_ONLY) && check.contains("-Xms24m -Xmn12m") && check.contains("annabella.jsa -Xshare:auto"), check);
        assertTrue(check.startsWith("MALLOC_ARENA_MAX= "), check);
        // A big PGN file: the optimising compiler alone, no archive, two malloc arenas, the same small heap.
        for (String[] bigPgn : new String[][] {{"check", "--pgn", big.toString()}, {"announce", "--pgn=" + big, "--game", "all"}}) {
            String lean = options(bigPgn);
            assertTrue(lean.startsWith("MALLOC_ARENA_MAX=2 ") && lean.contains("-Xshare:off -XX:-TieredCompilation -Xms24m -Xmn12m"), lean);
            assertFalse(lean.contains(CLIENT_ONLY) || lean.contains("annabella.jsa"), lean);
        }
        assertFalse(options("dead", "--fen-file", big.toString()).contains(CLIENT_ONLY));
        assertTrue(options("check", "--pgn", dir.resolve("missing.pgn").toString()).contains(CLIENT_ONLY));
    }
}
