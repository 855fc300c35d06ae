package org.annabella.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

/**
 * {@code annabella} run in its own JVM as a user runs it: everything it prints is collected, lines
 * are typed to it, and the test waits, with a deadline, for what it expects to see.
 */
public final class Companion implements AutoCloseable {
    private static final long DEADLINE_NANOS = 15_000_000_000L;

    private final Process process;
    private final OutputStream stdin;
    private final StringBuffer screen = new StringBuffer();

    private Companion(Process process) {
        this.process = process;
        this.stdin = process.getOutputStream();
        Thread reader = new Thread(this::collect);
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts {@code annabella ARGS}; a Certabo board's calibration goes to a scratch file, not the user's home. */
    public static Companion launch(String... args) throws IOException {
        return launch(Path.of(System.getProperty("java.io.tmpdir"), "annabella-test-certabo.txt"), args);
    }

    /** Starts {@code annabella ARGS} keeping a Certabo board's calibration in this file. */
    public static Companion launch(Path certaboCalibration, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dannabella.certabo.calibration=" + certaboCalibration,
                "-cp", System.getProperty("java.class.path"), "org.annabella.cli.Main"));
        command.addAll(List.of(args));
        return new Companion(new ProcessBuilder(command).redirectErrorStream(true).start());
    }

    private void collect() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (int c; (c = r.read()) >= 0; ) {
                screen.append((char) c);
            }
        } catch (IOException e) {
            // the process ended
        }
    }

    public Process process() {
        return process;
    }

    /** Everything printed so far. */
    public String screen() {
        return screen.toString();
    }

    /** How much has been printed so far: a mark to look for later output from. */
    public int mark() {
        return screen.length();
    }

    /** Whether {@code text} was printed at or after {@code mark}. */
    public boolean printed(String text, int mark) {
        return screen.indexOf(text, mark) >= 0;
    }

    public void type(String line) throws IOException {
        stdin.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        stdin.flush();
    }

    /** Waits until {@code done} holds; fails, showing the screen, at the deadline or if the process ended first. */
    public void waitFor(String what, BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + DEADLINE_NANOS;
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end || !process.isAlive() && !done.getAsBoolean()) {
                throw new AssertionError("timed out waiting for " + what + "; the console showed:\n" + screen);
            }
            Thread.sleep(20);
        }
    }

    /** Waits until {@code text} is printed at or after {@code mark}. */
    public void waitForText(String what, String text, int mark) throws InterruptedException {
        waitFor(what, () -> printed(text, mark));
    }

    /** Waits until the journal's records match {@code pattern} (found anywhere, across records). */
    public void waitForJournal(String what, Path journal, String pattern) throws InterruptedException {
        Pattern p = Pattern.compile(pattern, Pattern.DOTALL);
        waitFor(what, () -> {
            try {
                return p.matcher(journal(journal)).find();
            } catch (IOException e) {
                return false;
            }
        });
    }

    /** A journal's records as text: length-prefixed UTF-8 lines whose fields are tab-separated ASCII here. */
    public static String journal(Path journal) throws IOException {
        return new String(Files.readAllBytes(journal), StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
