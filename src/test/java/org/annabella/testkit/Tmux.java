package org.annabella.testkit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

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
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        StringBuilder cmd = new StringBuilder(java + " -XX:TieredStopAtLevel=1 -cp '"
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
        tmux("send-keys", "-t", name, "-l", line);
        tmux("send-keys", "-t", name, "Enter");
    }

    /** Types a line and waits until the screen shows {@code expect}. */
    public String type(String line, String expect) throws Exception {
        send(line);
        return waitFor(expect);
    }

    /** Waits (a minute at most) until the screen shows {@code expect}; returns the screen. */
    public String waitFor(String expect) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String s = screen();
        while (!s.contains(expect) && System.nanoTime() < deadline) {
            Thread.sleep(100);
            s = screen();
        }
        assertTrue(s.contains(expect), "the screen never showed '" + expect + "':\n" + s);
        return s;
    }

    /** The terminal and everything in it is gone, as when the power goes. */
    @Override
    public void close() throws Exception {
        tmux("kill-server");
    }
}
