package org.annabella.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** Runs the command line in-process and keeps what it printed, for tests. */
public final class CliRun {
    public final int exit;
    public final String out;
    public final String err;

    private CliRun(int exit, String out, String err) {
        this.exit = exit;
        this.out = out;
        this.err = err;
    }

    public static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new CliRun(exit, out.toString(), err.toString());
    }

    /** As {@link #of}, with {@code input} as what the person types (standard input), put back afterwards. */
    public static CliRun typing(String input, String... args) {
        InputStream before = System.in;
        System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        try {
            return of(args);
        } finally {
            System.setIn(before);
        }
    }

    /** The last non-empty line of stdout. */
    public String lastLine() {
        String[] lines = out.strip().split("\n");
        return lines[lines.length - 1];
    }
}
