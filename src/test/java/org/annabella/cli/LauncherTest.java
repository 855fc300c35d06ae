package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import picocli.CommandLine;

/**
 * The source checkout's launcher ({@code ./annabella}, bash) runs the program from any folder,
 * from a folder whose name has spaces, and by a relative path. The launcher is copied into such
 * a folder beside a jar that stands for the built one: the jar holds only a manifest naming the
 * compiled classes, picocli and Gson (the build's jar does not exist yet while the tests run), and it
 * is newer than everything the launcher checks, so the launcher does not build.
 */
class LauncherTest {
    @TempDir
    static Path temp;
    private static Path home;

    @BeforeAll
    static void copyTheLauncher() throws IOException, URISyntaxException {
        home = Files.createDirectories(temp.resolve("chess tools/anna bella"));
        Files.copy(Path.of("annabella"), home.resolve("annabella"));
        Files.createDirectories(home.resolve("target"));
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.put(Attributes.Name.MAIN_CLASS, Main.class.getName());
        main.put(Attributes.Name.CLASS_PATH, where(Main.class) + " " + where(CommandLine.class) + " " + where(Gson.class));
        try (OutputStream out = Files.newOutputStream(home.resolve("target/annabella.jar"));
             JarOutputStream jar = new JarOutputStream(out, manifest)) {
            jar.flush();
        }
    }

    @Test
    void runsFromAnotherFolderThroughAPathWithSpaces() throws Exception {
        Path elsewhere = Files.createDirectories(temp.resolve("some other folder"));
        Run r = bash(elsewhere, home.resolve("annabella").toString(), "perft", "--depth", "2");
        assertEquals(0, r.exit, r.err);
        assertEquals("400", r.out.strip());
    }

    @Test
    void runsFromItsOwnFolderByARelativePath() throws Exception {
        Run r = bash(home, "./annabella", "--version");
        assertEquals(0, r.exit, r.err);
        assertTrue(r.out.startsWith("annabella "), r.out);
        Run parent = bash(home.getParent(), "anna bella/annabella", "perft", "--depth", "1");
        assertEquals("20", parent.out.strip(), parent.err);
    }

    @Test
    void passesArgumentsWithSpacesAndGivesTheProgramsExitCode() throws Exception {
        Run r = bash(temp, home.resolve("annabella").toString(), "perft", "--depth", "1", "--fen", "not a fen");
        assertEquals(Main.BAD_INPUT, r.exit);
        // the same refusal as in-process: the FEN arrived as one argument, not split at its spaces
        assertEquals(CliRun.of("perft", "--depth", "1", "--fen", "not a fen").err.strip(), r.err.strip());
    }

    /**
     * The start-up archive is made once after a build, or its failure noted (this jar names class
     * folders, which Java does not archive), with no list or half-made archive left behind; an
     * archive that is not one (a broken disk, a copy from elsewhere) only makes Java start slower.
     */
    @Test
    void aStartUpArchiveMadeOrItsFailureNotedAndABrokenOneIgnored() throws Exception {
        Run first = bash(home, "./annabella", "perft", "--depth", "1");
        assertEquals("20", first.out.strip(), first.err);
        Path target = home.resolve("target");
        Path jsa = target.resolve("annabella.jsa");
        assertTrue(Files.exists(jsa) || Files.exists(target.resolve("annabella.jsa.failed")), "archive made or failure noted");
        try (var files = Files.list(target)) {
            List<String> left = files.map(f -> f.getFileName().toString()).filter(n -> n.matches(".*\\.[0-9]+")).toList();
            assertEquals(List.of(), left, "temporary files left in target");
        }
        Path kept = target.resolve("kept.jsa");
        boolean had = Files.exists(jsa);
        if (had) {
            Files.move(jsa, kept);
        }
        try {
            Files.write(jsa, "not an archive".getBytes(StandardCharsets.US_ASCII));
            Run broken = bash(home, "./annabella", "perft", "--depth", "1");
            assertEquals(0, broken.exit, broken.err);
            assertEquals("20", broken.out.strip(), broken.err);
        } finally {
            Files.delete(jsa);
            if (had) {
                Files.move(kept, jsa);
            }
        }
    }

    private record Run(int exit, String out, String err) {
    }

    private static Run bash(Path folder, String... command) throws Exception {
        Path bash = onPath("bash");
        Assumptions.assumeTrue(bash != null, "no bash on PATH: the launcher cannot be tried");
        List<String> line = new ArrayList<>(List.of(bash.toString()));
        line.addAll(List.of(command));
        Path out = Files.createTempFile(temp, "out", ".txt");
        Path err = Files.createTempFile(temp, "err", ".txt");
        Process p = new ProcessBuilder(line).directory(folder.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the launcher did not finish within a minute: " + line);
        }
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    private static Path onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    /** The class's folder or jar as a URL for a manifest's Class-Path (spaces escaped). */
    private static String where(Class<?> c) throws URISyntaxException {
        return c.getProtectionDomain().getCodeSource().getLocation().toURI().toASCIIString();
    }
}
