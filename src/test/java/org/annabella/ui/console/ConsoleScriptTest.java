package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.annabella.settings.Settings;
import org.annabella.testkit.Tmux;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every console command and every alias, typed as a player, an assistant and an arbiter would, in
 * English and in Spanish: the scripts in {@code src/test/resources/console/} run through the real
 * program, once with the lines piped to its standard input and once typed into a terminal (tmux),
 * and a coverage check keeps the scripts complete as commands are added.
 *
 * <p>Script form: {@code $ ARGS} starts {@code annabella ARGS} ({@code {dir}} is a fresh folder,
 * the same for every run of a script, so a later run resumes an earlier one's journal);
 * {@code > LINE} types a line; each {@code < TEXT} after it must appear in what follows, in order;
 * {@code @ FILE} reads a file the runs before wrote (the PGN an export wrote), each {@code < TEXT}
 * after it must be in it, in order; {@code ~ WHY} waits until everything expected so far has been
 * said before typing on (what a person does who waits for a flag to fall); {@code ! kill} waits
 * likewise, then kills the program (SIGKILL, a crash); {@code #} starts a comment.
 */
class ConsoleScriptTest {
    @TempDir
    Path dir;

    /** What a step does: type a line, wait for what was expected so far, or kill the program after that. */
    enum Action { TYPE, WAIT, KILL }

    record Step(Action action, String typed, List<String> expected) {}

    /** A run of annabella, or with {@code file} set, a file the runs before wrote to read. */
    record Run(List<String> args, List<String> expectedAtStart, List<Step> steps, String file) {}

    static List<Run> script(String name) {
        List<Run> runs = new ArrayList<>();
        try (InputStream in = ConsoleScriptTest.class.getResourceAsStream("/console/" + name)) {
            assertNotNull(in, "no script " + name);
            List<String> expectedAtStart = null;
            List<Step> steps = null;
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String body = line.substring(2);
                switch (line.substring(0, 2)) {
                    case "$ " -> {
                        expectedAtStart = new ArrayList<>();
                        steps = new ArrayList<>();
                        runs.add(new Run(List.of(body.split(" ")), expectedAtStart, steps, null));
                    }
                    case "@ " -> {
                        expectedAtStart = new ArrayList<>();
                        steps = new ArrayList<>();
                        runs.add(new Run(List.of(), expectedAtStart, steps, body));
                    }
                    case "> " -> steps.add(new Step(Action.TYPE, body, new ArrayList<>()));
                    case "~ " -> steps.add(new Step(Action.WAIT, null, new ArrayList<>()));
                    case "! " -> steps.add(new Step(Action.KILL, null, new ArrayList<>()));
                    case "< " -> (steps.isEmpty() ? expectedAtStart : steps.get(steps.size() - 1).expected()).add(body);
                    default -> fail("a script line starts with '$ ', '> ', '< ', '@ ', '~ ', '! ' or '#': " + line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return runs;
    }

    /** The first word of every typed line of both scripts, as the console reads it. */
    static Set<String> typedFirstWords(String scriptName) {
        Set<String> words = new TreeSet<>();
        for (Run run : script(scriptName)) {
            for (Step s : run.steps()) {
                if (s.action() != Action.TYPE) {
                    continue;
                }
                words.add(s.typed().strip().split("\\s+")[0].toLowerCase(Locale.ROOT));
            }
        }
        return words;
    }

    @Test
    void everyCommandAndEveryAliasIsTypedInTheScripts() {
        Set<String> english = typedFirstWords("script-en.txt");
        Set<String> spanish = typedFirstWords("script-es.txt");
        for (String name : Console.commandNames(ConsoleLanguage.ENGLISH)) {
            assertTrue(english.contains(name), "the English script never types " + name);
        }
        for (String name : Console.commandNames(ConsoleLanguage.SPANISH)) {
            assertTrue(spanish.contains(name), "the Spanish script never types " + name);
        }
        Set<String> both = new TreeSet<>(english);
        both.addAll(spanish);
        Set<String> missing = new TreeSet<>(Console.commandWords());
        missing.removeAll(both);
        assertEquals(Set.of(), missing, "command words no script types");
    }

    @Test
    void theEnglishScriptThroughStandardInput() throws Exception {
        piped("script-en.txt");
    }

    @Test
    void theSpanishScriptThroughStandardInput() throws Exception {
        piped("script-es.txt");
    }

    @Test
    void theEnglishScriptInATerminal() throws Exception {
        typedInTmux("script-en.txt");
    }

    @Test
    void theSpanishScriptInATerminal() throws Exception {
        typedInTmux("script-es.txt");
    }

    private List<String> command(Run run) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-D" + Settings.FOLDER_PROPERTY + "=" + dir.resolve("settings"),
                "-cp", System.getProperty("java.class.path"), "org.annabella.cli.Main"));
        run.args().forEach(a -> cmd.add(a.replace("{dir}", dir.toString())));
        return cmd;
    }

    /** The file a run names holds its expected lines, in order. */
    private void read(String name, Run run) throws IOException {
        Path file = Path.of(run.file().replace("{dir}", dir.toString()));
        assertTrue(Files.exists(file), name + ": no " + file);
        String missing = unsaid(Files.readString(file, StandardCharsets.UTF_8), run.expectedAtStart());
        assertNull(missing, name + " " + file.getFileName() + ": " + missing);
    }

    /**
     * The typed lines on standard input, all at once up to a wait or a kill; the expected lines
     * must come out in order.
     */
    private void piped(String name) throws Exception {
        for (Run run : script(name)) {
            if (run.file() != null) {
                read(name, run);
                continue;
            }
            Process p = new ProcessBuilder(command(run)).redirectErrorStream(true).start();
            ByteArrayOutputStream said = new ByteArrayOutputStream();
            Thread reader = new Thread(() -> {
                try {
                    p.getInputStream().transferTo(said);
                } catch (IOException e) {
                    // the program was killed: what it said until then is kept
                }
            });
            reader.start();
            List<String> expected = new ArrayList<>(run.expectedAtStart());
            OutputStream in = p.getOutputStream();
            for (Step s : run.steps()) {
                if (s.action() == Action.TYPE) {
                    in.write((s.typed() + "\n").getBytes(StandardCharsets.UTF_8));
                    in.flush();
                } else {
                    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                    while (unsaid(said.toString(StandardCharsets.UTF_8), expected) != null && System.nanoTime() < deadline) {
                        Thread.sleep(50);
                    }
                    if (s.action() == Action.KILL) {
                        p.destroyForcibly();
                    }
                }
                expected.addAll(s.expected());
            }
            try {
                in.close();
            } catch (IOException killed) {
                // nothing more to type to a killed program
            }
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            reader.join(10_000);
            String out = said.toString(StandardCharsets.UTF_8);
            String missing = unsaid(out, expected);
            assertNull(missing, name + " " + run.args() + ": " + missing);
        }
    }

    /** Null when every expected text was said, in order; else which was not, and what came after the last one found. */
    private static String unsaid(String out, List<String> expected) {
        int at = 0;
        for (String e : expected) {
            int found = out.indexOf(e, at);
            if (found < 0) {
                return "'" + e + "' not said after:\n" + out.substring(at);
            }
            at = found + e.length();
        }
        return null;
    }

    /** Typed line by line into a terminal; each line waits for its answer before the next. */
    private void typedInTmux(String name) throws Exception {
        assumeTrue(Tmux.available(), "tmux is not installed: skipping the terminal script (apt-get install tmux)");
        int n = 0;
        for (Run run : script(name)) {
            if (run.file() != null) {
                read(name, run);
                continue;
            }
            Terminal t = new Terminal("annabella-script-" + n++, dir);
            try {
                t.start(command(run));
                for (String e : run.expectedAtStart()) {
                    t.waitFor(e);
                }
                for (Step s : run.steps()) {
                    // Each line waits for its answers here, so a wait needs nothing more.
                    if (s.action() == Action.TYPE) {
                        t.type(s.typed());
                    } else if (s.action() == Action.KILL) {
                        t.killProgram();
                    }
                    for (String e : s.expected()) {
                        t.waitFor(e);
                    }
                }
            } finally {
                t.close();
            }
        }
    }

    /** A tmux server of its own whose pane's output goes to a file, read past what was matched. */
    static final class Terminal implements AutoCloseable {
        private final Tmux term;
        private final Path log;
        private int seen;

        Terminal(String name, Path dir) {
            this.term = new Tmux(name);
            this.log = dir.resolve(name + ".log");
        }

        private String tmux(String... args) throws Exception {
            return term.tmux(args);
        }

        void start(List<String> command) throws Exception {
            StringBuilder sh = new StringBuilder();
            for (String a : command) {
                sh.append('\'').append(a.replace("'", "'\\''")).append("' ");
            }
            Files.writeString(log, "");
            // The program waits until the pane's output goes to the log, so no line is missed.
            Path ready = Path.of(log + ".ready");
            // The line editor's history is kept in the test's folder, never the user's.
            tmux("new-session", "-d", "-s", term.name(), "-x", "200", "-y", "50", "bash", "-c",
                    "until [ -e '" + ready + "' ]; do sleep 0.05; done; XDG_STATE_HOME='" + log.resolveSibling("state") + "' "
                            + sh + "2>&1; sleep 60");
            tmux("pipe-pane", "-t", term.name(), "-o", "cat >> '" + log + "'");
            Files.writeString(ready, "");
        }

        void type(String line) throws Exception {
            term.send(line);
        }

        /** Kills the program in the pane (SIGKILL), as a crash would; the pane's shell goes on. */
        void killProgram() throws Exception {
            long shell = Long.parseLong(tmux("display-message", "-p", "-t", term.name(), "#{pane_pid}").strip());
            ProcessHandle.of(shell).orElseThrow().descendants().forEach(ProcessHandle::destroyForcibly);
        }

        void waitFor(String expect) throws Exception {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (true) {
                // The pane's output, its line ends as the terminal writes them.
                String s = Files.readString(log, StandardCharsets.UTF_8).replace("\r", "");
                int found = s.indexOf(expect, seen);
                if (found >= 0) {
                    seen = found + expect.length();
                    return;
                }
                if (System.nanoTime() > deadline) {
                    fail("the terminal never showed '" + expect + "' after:\n" + s.substring(Math.min(seen, s.length())));
                }
                Thread.sleep(50);
            }
        }

        @Override
        public void close() throws Exception {
            term.close();
        }
    }
}
