package org.annabella.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The build's version resource, read gracefully when it or a key is missing. */
class ProgramVersionTest {
    @Test
    void readsTheVersionAndCommit() {
        ProgramVersion v = ProgramVersion.read(stream("version=1.2.3\ncommit=0123456789ab-dirty\n"));
        assertEquals(new ProgramVersion("1.2.3", "0123456789ab-dirty"), v);
        assertEquals("annabella 1.2.3 (commit 0123456789ab-dirty)", v.toString());
    }

    @Test
    void aMissingResourceOrKeyIsUnknown() {
        assertEquals(new ProgramVersion("unknown", "unknown"), ProgramVersion.read(null));
        assertEquals(new ProgramVersion("2.0", "unknown"), ProgramVersion.read(stream("version=2.0\ncommit=  \n")));
    }

    @Test
    void aMalformedResourceIsUnknownNotAFault() {
        // a lone backslash-u escape with no hex digits makes Properties.load throw
        assertEquals(new ProgramVersion("unknown", "unknown"), ProgramVersion.read(stream("version=\\u00\n")));
    }

    @Test
    void theBuildWroteTheResource() {
        ProgramVersion v = ProgramVersion.current();
        assertTrue(v.version().matches("\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?"), v.version());
        assertTrue(v.commit().equals("unknown") || v.commit().matches("[0-9a-zA-Z._-]{7,}"), v.commit());
    }

    private static ByteArrayInputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
