package org.annabella.testkit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * {@code annabella} in a real terminal, driven through tmux (send-keys, capture-pane) as a
 * screen-reader user drives it. Each instance runs a tmux server of its own, so other tmux users
 * on the machine are never touched.
 */
public final class Tmux implements AutoCloseable {
    private final String name;

    public Tmux(String name) {
        this.name = name + "-" + ProcessHandle.current().pid();
    }

    /** The tmux server's and its session's name. */
    public String name() {
        return name;
    }

    public static boolean available() {
        try {
            return new ProcessBuilder("tmux", "-V").redirectErrorStream(true).start().waitFor() == 0;
        } catch (Exception e) {
            return false;
        }
    }

    /** Runs a tmux command against this server and returns what it printed. */
    public String tmux(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("tmux", "-L", name));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(20, TimeUnit.SECONDS));
        return out;
    }

    /** Starts {@code annabella ARGS} in a 200x50 terminal, its error output on the screen too. */
    public void start(String... args) throws Exception {
        startWith("", args);
    }

    /** Starts {@code annabella ARGS} with {@code env} before it ("TERM=dumb ", "XDG_STATE_HOME='/tmp/x' "). */
    public void startWith(String env, String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        StringBuilder cmd = new StringBuilder(env + java + " -XX:TieredStopAtLevel=1 -cp '"
                + System.getProperty("java.class.path") + "' org.annabella.cli.Main");
        for (String a : args) {
            cmd.append(" '").append(a).append("'");
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        do {
            // Right after a kill-server the old server may still be exiting: try again.
            tmux("new-session", "-d", "-s", name, "-x", "200", "-y", "50", "bash", "-c", cmd + " 2>&1; sleep 30");
            Thread.sleep(200);
        } while (!tmux("has-session", "-t", name).isBlank() && System.nanoTime() < deadline);
    }

    /** What the terminal shows, with 200 lines of scroll-back, wrapped lines joined. */
    public String screen() throws Exception {
        return tmux("capture-pane", "-p", "-J", "-S", "-200", "-t", name);
    }

    /** Types a line, Enter at its end. */
    public void send(String line) throws Exception {
        keys(line);
        press("Enter");
    }

    /** Types text, without Enter. */
    public void keys(String text) throws Exception {
        tmux("send-keys", "-t", name, "-l", text);
    }

    /** Presses keys by their tmux names: Enter, Up, Tab, C-u. */
    public void press(String... keys) throws Exception {
        List<String> args = new ArrayList<>(List.of("send-keys", "-t", name));
        args.addAll(List.of(keys));
        tmux(args.toArray(String[]::new));
    }

    /** Types a line and waits until the screen shows {@code expect}. */
    public String type(String line, String expect) throws Exception {
        send(line);
        return waitFor(expect);
    }

    /** Waits (a minute at most) until the screen shows {@code expect}; returns the screen. */
    public String waitFor(String expect) throws Exception {
        return waitUntil(s -> s.contains(expect), "the screen never showed '" + expect + "'");
    }

    /** Waits (a minute at most) until the screen is as {@code done} wants; returns the screen. */
    public String waitUntil(Predicate<String> done, String what) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String s = screen();
        while (!done.test(s) && System.nanoTime() < deadline) {
            Thread.sleep(100);
            s = screen();
        }
        assertTrue(done.test(s), what + ":\n" + s);
        return s;
    }

    /** The terminal and everything in it is gone, as when the power goes. */
    @Override
    public void close() throws Exception {
        tmux("kill-server");
    }
}
