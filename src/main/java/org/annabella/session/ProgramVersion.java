package org.annabella.session;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * Which build of annabella is running: the version and the git commit written into
 * {@code org/annabella/version.properties} at build time (pom.xml), so a journal, a PGN file
 * and {@code annabella --version} name the program that ruled. A build without that file (classes
 * compiled outside Maven) or without git says "unknown" rather than failing.
 */
public record ProgramVersion(String version, String commit) {
    static final String RESOURCE = "/org/annabella/version.properties";
    private static final ProgramVersion CURRENT = load();

    /** The running program's version. */
    public static ProgramVersion current() {
        return CURRENT;
    }

    private static ProgramVersion load() {
        try (InputStream in = ProgramVersion.class.getResourceAsStream(RESOURCE)) {
            return read(in);
        } catch (IOException e) {
            return read(null); // an unreadable resource is the same as a missing one
        }
    }

    /** The version in a properties stream ({@code version=}, {@code commit=}); null or a missing key reads "unknown". */
    static ProgramVersion read(InputStream in) {
        Properties p = new Properties();
        if (in != null) {
            try {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            } catch (IOException | IllegalArgumentException e) {
                p.clear(); // unreadable: unknown, as if absent
            }
        }
        return new ProgramVersion(known(p.getProperty("version")), known(p.getProperty("commit")));
    }

    private static String known(String value) {
        return value == null || value.isBlank() ? "unknown" : value.strip();
    }

    /** "annabella 0.1.0 (commit 3f9dee00c1f3)": the form for the journal and the PGN tag. */
    @Override
    public String toString() {
        return "annabella " + version + " (commit " + commit + ")";
    }
}
