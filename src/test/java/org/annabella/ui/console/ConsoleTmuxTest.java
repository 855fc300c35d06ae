package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drives {@code annabella play} in a real terminal through tmux (send-keys, capture-pane), as a
 * screen reader user would: a scripted game, questions, a crash and {@code annabella resume}; the
 * line editing of a real terminal (up arrow, Tab, the history kept between games) and the plain
 * reading of a dumb one.
 */
class ConsoleTmuxTest {
    @TempDir
    Path dir;
    final String sessionName = "annabella-test-" + ProcessHandle.current().pid();

    static boolean hasTmux() {
        try {
            return new ProcessBuilder("tmux", "-V").redirectErrorStream(true).start().waitFor() == 0;
        } catch (Exception e) {
            return false;
        }
    }

    private String tmux(String... args) throws Exception {
        // A server of our own (-L), so other tmux users on the machine are never touched.
        List<String> cmd = new java.util.ArrayList<>(List.of("tmux", "-L", sessionName));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(20, TimeUnit.SECONDS));
        return out;
    }

    private String screen() throws Exception {
        return tmux("capture-pane", "-p", "-J", "-S", "-200", "-t", sessionName);
    }

    /** Types a line and waits until the screen shows {@code expect}. */
    private String type(String line, String expect) throws Exception {
        keys(line);
        press("Enter");
        return waitFor(expect);
    }

    /** Types text without Enter. */
    private void keys(String text) throws Exception {
        tmux("send-keys", "-t", sessionName, "-l", text);
    }

    /** Presses keys by their tmux names: Enter, Up, Tab, C-u. */
    private void press(String... keys) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("send-keys", "-t", sessionName));
        args.addAll(List.of(keys));
        tmux(args.toArray(String[]::new));
    }

    /** How many times {@code text} stands on the screen. */
    private static int count(String screen, String text) {
        int n = 0;
        for (int at = screen.indexOf(text); at >= 0; at = screen.indexOf(text, at + 1)) {
            n++;
        }
        return n;
    }

    /** The screen's last line that is not blank: the line being typed, after its prompt. */
    private static String lastLine(String screen) {
        List<String> lines = screen.lines().filter(l -> !l.isBlank()).toList();
        return lines.get(lines.size() - 1).stripTrailing();
    }

    private String waitFor(String expect) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String s = screen();
        while (!s.contains(expect) && System.nanoTime() < deadline) {
            Thread.sleep(100);
            s = screen();
        }
        assertTrue(s.contains(expect), "the screen never showed '" + expect + "':\n" + s);
        return s;
    }

    private void start(String... args) throws Exception {
        startWith("", args);
    }

    /**
     * Starts annabella in a terminal of its own with {@code env} before it ("TERM=dumb "); its
     * history is kept in the test's folder, never the user's.
     */
    private void startWith(String env, String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        StringBuilder cmd = new StringBuilder("XDG_STATE_HOME='" + dir.resolve("state") + "' " + env + java + " -XX:TieredStopAtLevel=1 -cp '"
                + System.getProperty("java.class.path") + "' org.annabella.cli.Main");
        for (String a : args) {
            cmd.append(" '").append(a).append("'");
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        do {
            // Right after a kill-session the old server may still be exiting: try again.
            tmux("new-session", "-d", "-s", sessionName, "-x", "200", "-y", "50", "bash", "-c", cmd + " 2>&1; sleep 30");
            Thread.sleep(200);
        } while (!tmux("has-session", "-t", sessionName).isBlank() && System.nanoTime() < deadline);
    }

    @Test
    void aScriptedGameInATerminalThenACrashAndResume() throws Exception {
        assumeTrue(hasTmux(), "tmux is not installed: skipping the terminal test (apt-get install tmux)");
        Path journal = dir.resolve("game.journal");
        try {
            start("play", "--journal", journal.toString(), "--white", "Ann", "--black", "Bob", "--time-control", "600+5");
            waitFor("White to move.");
            type("e4", "White: Eva vier.");
            type("Eva fuenf", "Black: Eva fuenf.");
            type("Ng1-f3", "White: Springer Felix drei.");
            type("moves", "1. e4 e5.\n2. Nf3.");
            type("square f3", "f3: white knight.");
            String s = type("legal f3", "tournament mode");
            assertFalse(s.contains("\u001b["), "no escape sequences: plain lines only");
            type("clock", "Black's clock runs. Move 2.");
            type("decisiones", "No rulings yet.");
            type("decisions", "Did you mean rulings?");
            type("Ke3", "Illegal move \"Ke3\": no black king can move to e3.");
            // The power goes: the terminal is killed with the game in it.
            tmux("kill-server");
            assertTrue(Files.exists(journal));
            start("resume", journal.toString(), "--lang", "es");
            waitFor("Se reanuda Ann contra Bob tras 3 medias jugadas; relojes parados hasta iniciar.");
            type("jugadas", "1. e4 e5.\n2. Cf3.");
            type("reloj", "Relojes parados.");
            type("iniciar", "Reloj en marcha.");
            // The console reads the Spanish descriptive notation and R as the king (issue 30).
            type("C3AD", "Negras: Springer Cesar sechs.");
            type("Re2", "Blancas: Koenig Eva zwei.");
            type("Rd1", "La jugada «Rd1» no es legal: las negras no tienen rey que pueda ir a d1.");
            type("", "Juegan las negras. Escriba una jugada, o ayuda para ver las órdenes.");
            type("salir", "Adiós.");
        } finally {
            tmux("kill-server");
        }
    }

    private Path history() {
        return dir.resolve("state").resolve("annabella").resolve("history");
    }

    @Test
    void theUpArrowRecallsALineAndTabCompletesCommandsAndMoveWords() throws Exception {
        assumeTrue(hasTmux(), "tmux is not installed: skipping the terminal test (apt-get install tmux)");
        try {
            start("play", "--journal", dir.resolve("game.journal").toString(), "--time-control", "600+5");
            waitFor("White to move.\n> ");
            type("square e2", "e2: white pawn.");
            // Up recalls the line, Enter says it again.
            press("Up");
            waitFor("> square e2\n" + "e2: white pawn.\n> square e2");
            press("Enter");
            waitUntil(s -> count(s, "e2: white pawn.") == 2, "the recalled line answered again");
            // "squ" and Tab: the command; "Ev" and Tab: the file's name; "vi" and Tab: the rank's.
            keys("squ");
            press("Tab");
            keys("Ev");
            press("Tab");
            keys("vi");
            press("Tab");
            waitUntil(s -> lastLine(s).equals("> square Eva vier"), "the line completed word by word");
            press("Enter");
            waitFor("e4 is empty.");
            // A piece word begins a move in words: "Spr" and Tab, then the squares.
            keys("Spr");
            press("Tab");
            keys("Gus");
            press("Tab");
            keys("Fel");
            press("Tab");
            keys("dr");
            press("Tab");
            press("Enter");
            String s = waitFor("White: Springer Felix drei.");
            assertTrue(s.contains("> Springer Gustav Felix drei"), s);
        } finally {
            tmux("kill-server");
        }
    }

    @Test
    void aLineSaidWhileThePlayerTypesGoesAboveHisLineWithNoPromptOfItsOwn() throws Exception {
        assumeTrue(hasTmux(), "tmux is not installed: skipping the terminal test (apt-get install tmux)");
        try {
            // 61 seconds on the clock: the 1-minute mark comes a second after the start.
            start("play", "--journal", dir.resolve("game.journal").toString(), "--time-control", "61+0");
            waitFor("White to move.\n> ");
            type("announce time every 10", "Time announcements:");
            type("start", "Clock started.");
            keys("square Ev");
            String s = waitFor("White, time left: 1 minute.");
            waitUntil(t -> lastLine(t).equals("> square Ev"), "the line being typed kept whole below the clock's line");
            s = screen();
            assertTrue(s.indexOf("White, time left: 1 minute.") < s.lastIndexOf("> square Ev"), s);
            assertEquals(0, count(s, "> >"), s);
            assertEquals(0, count(s, "\n>\n"), "no empty prompt left behind: " + s);
            keys("a vier");
            press("Enter");
            waitFor("e4 is empty.");
        } finally {
            tmux("kill-server");
        }
    }

    @Test
    void theHistoryIsKeptFromOneGameToTheNextAndHoldsOnlyTypedLines() throws Exception {
        assumeTrue(hasTmux(), "tmux is not installed: skipping the terminal test (apt-get install tmux)");
        Path journal = dir.resolve("game.journal");
        try {
            start("play", "--journal", journal.toString(), "--time-control", "600+5");
            waitFor("White to move.\n> ");
            type("e4", "White: Eva vier.");
            type("mode", "Mode: tournament.");
            // A secret given as an option is never kept.
            type("mode --hall-key s3cret", "Mode: tournament.");
            type("quit", "Goodbye.");
            tmux("kill-server");
            assertEquals(List.of("e4", "mode", "quit"), Files.readAllLines(history()));
            start("resume", journal.toString());
            // The keys wait for the editor's prompt: before it, the terminal is not yet read key by key.
            waitFor("Black to move.\n> ");
            // Up twice: the line before quit in the last game, answered again.
            press("Up");
            press("Up");
            waitUntil(s -> lastLine(s).equals("> mode"), "the last game's line recalled");
            press("Enter");
            waitFor("Mode: tournament.");
            type("quit", "Goodbye.");
            tmux("kill-server");
            // Only the lines typed or recalled and sent, in order: nothing said (moves announced, answers).
            assertEquals(List.of("e4", "mode", "quit", "mode", "quit"), Files.readAllLines(history()));
            if (history().getFileSystem().supportedFileAttributeViews().contains("posix")) {
                assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(history())), "the history is the player's alone");
            }
        } finally {
            tmux("kill-server");
        }
    }

    @Test
    void aDumbTerminalGetsPlainLinesAndNoEscapeSequences() throws Exception {
        assumeTrue(hasTmux(), "tmux is not installed: skipping the terminal test (apt-get install tmux)");
        Path raw = dir.resolve("raw.txt");
        try {
            startWith("TERM=dumb ", "play", "--journal", dir.resolve("game.journal").toString(), "--time-control", "600+5");
            // Every byte the program writes to the terminal, as it wrote it.
            tmux("pipe-pane", "-o", "-t", sessionName, "cat >> '" + raw + "'");
            waitFor("White to move.\n> ");
            type("e4", "White: Eva vier.");
            type("board", "Rank eins:");
            type("quit", "Goodbye.");
            String bytes = Files.readString(raw);
            assertTrue(bytes.contains("White: Eva vier."), bytes);
            assertFalse(bytes.contains("\u001b"), "no escape sequence on a dumb terminal: " + bytes);
            assertFalse(Files.exists(history()), "plain reading keeps no history");
        } finally {
            tmux("kill-server");
        }
    }

    private void waitUntil(java.util.function.Predicate<String> done, String what) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        String s = screen();
        while (!done.test(s) && System.nanoTime() < deadline) {
            Thread.sleep(100);
            s = screen();
        }
        assertTrue(done.test(s), what + ":\n" + s);
    }
}
