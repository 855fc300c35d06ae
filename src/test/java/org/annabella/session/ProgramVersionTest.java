package org.annabella.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build's version resource, read gracefully when it or a key is missing; the journal's first
 * record and the PGN name the program, and a journal without the name still resumes.
 */
class ProgramVersionTest {
    @TempDir
    Path dir;

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

    @Test
    void theJournalsFirstRecordNamesTheProgramAndReadsBackToTheSameSetup() {
        Setup setup = setup();
        String record = EventCodec.encode(0, new Event.Started(setup));
        assertTrue(record.endsWith("\tprogram=" + ProgramVersion.current()), record);
        assertEquals(new Event.Started(setup), EventCodec.decode(record).event());
        // the event log, re-encoded from decoded events, does not claim a program it cannot know
        assertFalse(EventCodec.readable(0, new Event.Started(setup)).contains("program="));
    }

    @Test
    void aJournalWithoutTheProgramResumesAndThePgnNamesTheProgramThatReplayedIt() {
        // (the golden journals, written before the field, are resumed by GoldenJournalsTest)
        Setup setup = setup();
        String record = EventCodec.encode(0, new Event.Started(setup));
        Path p = dir.resolve("before-0.1.0.journal");
        try (Journal j = Journal.create(p)) {
            j.append(record.substring(0, record.lastIndexOf("\tprogram=")));
        }
        Session s = Session.resume(Journal.open(p), () -> 2L);
        assertEquals(setup, s.state().setup());
        assertEquals(ProgramVersion.current().toString(), PgnExport.toPgn(s.state()).tag("Program"));
        s.journal().close();
    }

    private static Setup setup() {
        return Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("300+2"), Mode.TOURNAMENT);
    }

    private static ByteArrayInputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
