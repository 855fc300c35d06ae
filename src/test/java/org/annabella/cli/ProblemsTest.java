package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.annabella.announce.Refusal;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one error path: what each kind of failure becomes on the command line. */
class ProblemsTest {
    @TempDir
    Path logs;

    private String said;

    private int report(Throwable failure) {
        StringWriter err = new StringWriter();
        int exit = new Problems(logs).report("check", failure, new PrintWriter(err, true));
        said = err.toString();
        return exit;
    }

    @Test
    void badInputIsExit2InItsOwnWords() {
        assertEquals(2, report(new InputException("PGN file a.pgn, line 3: no such move")));
        assertEquals("annabella check: PGN file a.pgn, line 3: no such move\n", said);
    }

    @Test
    void badInputWrappedInAnotherExceptionIsStillBadInput() {
        assertEquals(2, report(new RuntimeException("wrapper", new InputException("the FEN is empty"))));
        assertEquals("annabella check: the FEN is empty\n", said);
    }

    @Test
    void anActTheGameRefusedIsExit2InItsEnglishWords() {
        assertEquals(2, report(Refusal.of("clock.refusal.not-running", "player", Color.BLACK)));
        assertEquals("annabella check: Black's clock is not running\n", said);
    }

    @Test
    void aFileTheSystemRefusesIsSaidInWordsWithoutItsJavaClass() {
        assertEquals(2, report(new UncheckedIOException(new NoSuchFileException("/games/x.pgn"))));
        assertEquals("annabella check: /games/x.pgn does not exist\n", said);
        assertEquals(2, report(new AccessDeniedException("/games/y.pgn")));
        assertEquals("annabella check: /games/y.pgn: permission denied\n", said);
        assertEquals(2, report(new IOException("No space left on device")));
        assertEquals("annabella check: a file could not be read or written: no space left on device\n", said);
    }

    @Test
    void aFaultIsExit1InOneLineNamingALogThatHoldsTheTrace() throws IOException {
        assertEquals(1, report(new ArrayIndexOutOfBoundsException("Index 32 out of bounds for length 32")));
        assertFalse(said.strip().contains("\n"), said);
        assertFalse(said.contains("ArrayIndexOutOfBounds"), "the class is for the log, not the person: " + said);
        assertTrue(said.startsWith("annabella check: internal error, a fault of annabella and not of your input"), said);
        Matcher m = Pattern.compile("in (\\S+\\.log)").matcher(said);
        assertTrue(m.find(), said);
        Path log = Path.of(m.group(1));
        assertEquals(logs, log.getParent());
        String trace = Files.readString(log);
        assertTrue(trace.contains("java.lang.ArrayIndexOutOfBoundsException: Index 32 out of bounds"), trace);
        assertTrue(trace.contains("at org.annabella.cli.ProblemsTest"), trace);
    }

    @Test
    void aProgrammingErrorIsNeverPassedOffAsBadInput() {
        // Plain IllegalArgumentException and NumberFormatException are bugs once input errors have their own type.
        for (RuntimeException bug : List.of(new IllegalArgumentException("precondition"),
                new NumberFormatException("For input string: \"99999999999999\""), new IllegalStateException("x"))) {
            assertEquals(1, report(bug), bug.toString());
            assertFalse(said.contains("For input string"), said);
        }
    }

    @Test
    void aFaultWhoseLogCannotBeWrittenStillSaysOneLine() throws IOException {
        Path notAFolder = Files.writeString(logs.resolve("file"), "x");
        StringWriter err = new StringWriter();
        int exit = new Problems(notAFolder).report("demo", new StackOverflowError(), new PrintWriter(err, true));
        assertEquals(1, exit);
        assertEquals(1, err.toString().lines().count(), err.toString());
        assertTrue(err.toString().contains("could not be written"), err.toString());
    }

    @Test
    void oneLineNamesLineBreaksAndControlCharactersAndEnds() {
        assertEquals("move e4U+000Ae5, file aU+000DU+000Ab.pgn", Problems.oneLine("move e4\ne5, file a\r\nb.pgn\n"));
        assertEquals("x".repeat(Problems.MAX_LINE), Problems.oneLine("x".repeat(Problems.MAX_LINE)), "not cut when it fits");
        assertEquals("a\u00e9b U+0000 U+001B[31m", Problems.oneLine("a\u00e9b \u0000 \u001b[31m"));
        assertEquals("bidi U+202Eevil", Problems.oneLine("bidi \u202Eevil"));
        assertEquals("something went wrong, and no reason was given", Problems.oneLine(null));
        String cut = Problems.oneLine("x".repeat(10_000));
        assertTrue(cut.length() <= Problems.MAX_LINE + 4 && cut.endsWith(" ..."), cut.length() + "");
        assertTrue(Stream.of("\u265E", "\u2800\u2801", "\u00f1").allMatch(t -> Problems.oneLine(t).equals(t)),
                "chess figurines, braille cells and letters are kept as they are");
    }
}
