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
 * screen reader user would: a scripted game, questions, a crash and {@code annabella resume}.
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
        tmux("send-keys", "-t", sessionName, "-l", line);
        tmux("send-keys", "-t", sessionName, "Enter");
        return waitFor(expect);
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
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        StringBuilder cmd = new StringBuilder(java + " -XX:TieredStopAtLevel=1 -cp '"
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
}
