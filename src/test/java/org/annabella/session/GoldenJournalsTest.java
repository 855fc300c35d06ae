package org.annabella.session;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Journals written by the session of 2026-11-24 (a finished game, an adjourned one, one with
 * rulings and an arbiter's override, one cut off by a crash with a torn last record; and of
 * 2026-11-27, one cut off during the resumption of an adjourned game) resume to
 * the state they resumed to then, line for line (issue 21, "Keep"). When this fails, a change
 * has altered how an old journal is read: fix the reader, do not write the journals again.
 */
class GoldenJournalsTest {
    @TestFactory
    Stream<DynamicTest> everyCommittedJournalResumesToItsCommittedState() {
        return GoldenJournals.GAMES.keySet().stream().sorted().map(name -> dynamicTest(name, () -> {
            Path journal = resource(name + ".journal");
            byte[] before = Files.readAllBytes(journal);
            String expected = Files.readString(resource(name + ".state.txt"), StandardCharsets.UTF_8).replace("\r\n", "\n");
            assertEquals(expected, GoldenJournals.resumedState(journal), name + ".journal resumes differently");
            assertArrayEquals(before, Files.readAllBytes(journal), "resuming works on a copy");
        }));
    }

    private static Path resource(String name) throws URISyntaxException {
        var url = GoldenJournalsTest.class.getResource("/journals/" + name);
        if (url == null) {
            throw new AssertionError("src/test/resources/journals/" + name + " is missing");
        }
        return Path.of(url.toURI());
    }
}
