package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code annabella --version}: version, commit and Java, the version being the pom's. */
class VersionCommandTest {
    @Test
    void namesTheVersionTheCommitAndTheJava() throws IOException {
        CliRun r = CliRun.of("--version");
        assertEquals(0, r.exit, r.err);
        String[] lines = r.out.strip().split("\n");
        assertEquals(3, lines.length, r.out);
        assertEquals("annabella " + pomVersion(), lines[0]);
        assertTrue(lines[1].startsWith("commit ") && lines[1].length() > "commit ".length(), lines[1]);
        assertTrue(lines[2].startsWith("Java " + System.getProperty("java.version") + " ("), lines[2]);
        assertEquals("", r.err);
    }

    /** The project's own version in pom.xml: the first version element after the artifactId. */
    private static String pomVersion() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        int from = pom.indexOf("<version>", pom.indexOf("<artifactId>annabella</artifactId>")) + "<version>".length();
        return pom.substring(from, pom.indexOf("</version>", from));
    }
}
