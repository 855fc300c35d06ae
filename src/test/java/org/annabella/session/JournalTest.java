package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalTest {
    @TempDir
    Path dir;

    @Test
    void recordsSurviveReopeningInOrder() {
        Path p = dir.resolve("j");
        try (Journal j = Journal.create(p)) {
            j.append("one");
            j.append("two\twith tab and ünïcode");
        }
        try (Journal j = Journal.open(p)) {
            assertEquals(List.of("one", "two\twith tab and ünïcode"), j.records());
            assertFalse(j.droppedTornTail());
            j.append("three");
        }
        try (Journal j = Journal.open(p)) {
            assertEquals(List.of("one", "two\twith tab and ünïcode", "three"), j.records());
        }
    }

    @Test
    void everyTruncationOfTheLastRecordIsDroppedNeverMisread() throws Exception {
        Path p = dir.resolve("j");
        try (Journal j = Journal.create(p)) {
            j.append("first record");
            j.append("second record");
        }
        byte[] whole = Files.readAllBytes(p);
        int secondStart = 4 + 8 + "first record".length();
        for (int cut = secondStart; cut < whole.length; cut++) {
            Path t = dir.resolve("cut" + cut);
            Files.write(t, java.util.Arrays.copyOf(whole, cut));
            try (Journal j = Journal.open(t)) {
                assertEquals(List.of("first record"), j.records(), "cut at " + cut);
                assertEquals(cut > secondStart, j.droppedTornTail());
                j.append("after");
            }
            try (Journal j = Journal.open(t)) {
                assertEquals(List.of("first record", "after"), j.records(), "append after cut at " + cut);
            }
        }
    }

    @Test
    void aGarbledLastRecordIsDroppedByItsChecksum() throws Exception {
        Path p = dir.resolve("j");
        try (Journal j = Journal.create(p)) {
            j.append("keep");
            j.append("garble me");
        }
        try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) {
            f.seek(f.length() - 2);
            f.write('X');
        }
        try (Journal j = Journal.open(p)) {
            assertEquals(List.of("keep"), j.records());
            assertTrue(j.droppedTornTail());
        }
    }

    @Test
    void aZeroFilledTailIsTornNotAnEmptyRecord() throws Exception {
        Path p = dir.resolve("j");
        try (Journal j = Journal.create(p)) {
            j.append("keep");
        }
        Files.write(p, new byte[40], java.nio.file.StandardOpenOption.APPEND);
        try (Journal j = Journal.open(p)) {
            assertEquals(List.of("keep"), j.records());
            assertTrue(j.droppedTornTail());
        }
    }

    @Test
    void damageFollowedByGoodRecordsIsRefusedWithTheOffset() throws Exception {
        Path p = dir.resolve("j");
        try (Journal j = Journal.create(p)) {
            j.append("first");
            j.append("second");
            j.append("third");
        }
        try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) {
            f.seek(4 + 8 + 2); // inside the first payload
            f.write('Z');
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Journal.open(p));
        assertTrue(e.getMessage().contains("damaged at byte 4"), e.getMessage());
    }

    @Test
    void aForeignFileIsRefused() throws Exception {
        Path p = dir.resolve("notes.txt");
        Files.writeString(p, "hello world, not a journal");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Journal.open(p));
        assertTrue(e.getMessage().contains("not an annabella journal"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Journal.open(dir.resolve("missing")));
        assertThrows(IllegalArgumentException.class, () -> Journal.create(p));
    }
}
