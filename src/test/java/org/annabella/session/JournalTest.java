package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.annabella.rules.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What opening a journal keeps, cuts and refuses: a torn last record is cut and its bytes kept
 * beside the journal; damage anywhere (a header bit, a payload byte, a bad magic, appended
 * garbage) is refused with its byte and record, the file unchanged.
 */
class JournalTest {
    static final List<String> RECORDS = List.of("0\tstarted\twhite=A", "1\tmove\twhite\te2e4\tBOARD",
            "2\tannounced\twhite\te4", "3\tpressed\twhite\t299000\t300000", "4\tmove\tblack\te7e5\tBOARD");

    @TempDir
    Path dir;
    int files;

    /** The bytes of a journal holding {@code records}, as the program writes them. */
    byte[] journalOf(List<String> records) throws Exception {
        Path p = dir.resolve("source" + files++);
        try (Journal j = Journal.create(p)) {
            records.forEach(j::append);
        }
        return Files.readAllBytes(p);
    }

    /** Where record {@code i} (from 0) begins. */
    static int start(List<String> records, int i) {
        int at = 4;
        for (int k = 0; k < i; k++) {
            at += 8 + records.get(k).getBytes(StandardCharsets.UTF_8).length;
        }
        return at;
    }

    Path file(byte[] bytes) throws Exception {
        Path p = dir.resolve("case" + files++ + ".journal");
        Files.write(p, bytes);
        return p;
    }

    /** Opening is refused as damage at {@code offset}, record {@code record}, and nothing on disk changed. */
    void assertRefusedUnchanged(byte[] bytes, long offset, int record, String what) throws Exception {
        Path p = file(bytes);
        JournalDamagedException e = assertThrows(JournalDamagedException.class, () -> Journal.open(p), what);
        assertEquals(offset, e.offset(), what + ": " + e.getMessage());
        assertEquals(record, e.record(), what);
        assertArrayEquals(bytes, Files.readAllBytes(p), what + ": the file is unchanged");
        assertTrue(e.getMessage().contains(p.toString()) && e.getMessage().contains("byte " + offset), e.getMessage());
        assertEquals(record > 1, e.getMessage().contains("--salvage"), "salvage is offered when a record can be kept: " + e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        try (var beside = Files.list(dir)) {
            assertTrue(beside.noneMatch(f -> f.getFileName().toString().startsWith(p.getFileName() + ".torn-")),
                    what + ": nothing cut");
        }
    }

    @Test
    void recordsSurviveReopeningInOrder() {
        Path p = dir.resolve("j");
        try (Journal j = Journal.create(p)) {
            j.append("one");
            j.append("two\twith tab and ünïcode");
        }
        try (Journal j = Journal.open(p)) {
            assertEquals(List.of("one", "two\twith tab and ünïcode"), j.records());
            assertTrue(j.tornTail().isEmpty());
            j.append("three");
        }
        try (Journal j = Journal.open(p)) {
            assertEquals(List.of("one", "two\twith tab and ünïcode", "three"), j.records());
        }
    }

    @Test
    void everyTruncationOfTheLastRecordIsCutAndItsBytesKeptBeside() throws Exception {
        byte[] whole = journalOf(RECORDS);
        int last = start(RECORDS, 4);
        for (int cut = last; cut < whole.length; cut++) {
            Path t = file(Arrays.copyOf(whole, cut));
            try (Journal j = Journal.open(t)) {
                assertEquals(RECORDS.subList(0, 4), j.records(), "cut at " + cut);
                assertEquals(last, Files.size(t), "cut at " + cut);
                if (cut == last) {
                    assertTrue(j.tornTail().isEmpty(), "a cut between records leaves nothing torn");
                } else {
                    Journal.TornTail torn = j.tornTail().orElseThrow();
                    assertEquals(last, torn.offset());
                    assertEquals(cut - last, torn.bytes());
                    assertEquals(t.resolveSibling(t.getFileName() + ".torn-" + last), torn.keptIn());
                    assertArrayEquals(Arrays.copyOfRange(whole, last, cut), Files.readAllBytes(torn.keptIn()));
                }
                j.append("after");
            }
            try (Journal j = Journal.open(t)) {
                List<String> expected = new ArrayList<>(RECORDS.subList(0, 4));
                expected.add("after");
                assertEquals(expected, j.records(), "append after cut at " + cut);
            }
        }
    }

    @Test
    void aSecondTornTailAtTheSamePlaceKeepsTheFirstOnesBytes() throws Exception {
        byte[] whole = journalOf(RECORDS);
        int last = start(RECORDS, 4);
        Path t = dir.resolve("twice.journal");
        Files.write(t, Arrays.copyOf(whole, last + 3));
        Journal.open(t).close();
        Files.write(t, Arrays.copyOf(whole, last + 10));
        try (Journal j = Journal.open(t)) {
            Path second = j.tornTail().orElseThrow().keptIn();
            assertEquals("twice.journal.torn-" + last + "-2", second.getFileName().toString());
            assertEquals(10, Files.size(second));
        }
        assertEquals(3, Files.size(dir.resolve("twice.journal.torn-" + last)));
    }

    @Test
    void everyHeaderBitOfAMiddleRecordIsDamage() throws Exception {
        byte[] whole = journalOf(RECORDS);
        int middle = start(RECORDS, 2);
        for (int i = middle; i < middle + 8; i++) {
            for (int bit = 0; bit < 8; bit++) {
                byte[] b = whole.clone();
                b[i] ^= (byte) (1 << bit);
                assertRefusedUnchanged(b, middle, 3, "bit " + bit + " of byte " + i);
            }
            byte[] b = whole.clone();
            b[i] = (byte) ~b[i];
            assertRefusedUnchanged(b, middle, 3, "every bit of byte " + i);
        }
    }

    @Test
    void everyHeaderBitOfTheLastRecordIsDamageNotATornWrite() throws Exception {
        byte[] whole = journalOf(RECORDS);
        int last = start(RECORDS, 4);
        for (int i = last; i < last + 8; i++) {
            for (int bit = 0; bit < 8; bit++) {
                byte[] b = whole.clone();
                b[i] ^= (byte) (1 << bit);
                assertRefusedUnchanged(b, last, 5, "bit " + bit + " of byte " + i);
            }
        }
    }

    @Test
    void aFlippedPayloadByteIsDamageInTheMiddleAndAtTheEnd() throws Exception {
        byte[] whole = journalOf(RECORDS);
        byte[] middle = whole.clone();
        middle[start(RECORDS, 1) + 8 + 3] ^= 0x20;
        assertRefusedUnchanged(middle, start(RECORDS, 1), 2, "payload of record 2");
        byte[] end = whole.clone();
        end[end.length - 1] ^= 0x01;
        assertRefusedUnchanged(end, start(RECORDS, 4), 5, "last byte of the last record");
    }

    @Test
    void appendedTextIsDamageOfAnyLengthButAHeaderCutShortIsTorn() throws Exception {
        byte[] whole = journalOf(RECORDS);
        byte[] garbage = "garbage appended".getBytes(StandardCharsets.US_ASCII);
        byte[] b = Arrays.copyOf(whole, whole.length + garbage.length);
        System.arraycopy(garbage, 0, b, whole.length, garbage.length);
        for (int n = 1; n <= garbage.length; n++) {
            assertRefusedUnchanged(Arrays.copyOf(b, whole.length + n), whole.length, 6, n + " bytes of appended text");
        }
        // The first one to seven bytes of a record's header, as a crash leaves them: cut, and kept.
        byte[] next = JournalScan.frame("5\tpressed\tblack\t299000\t298000");
        for (int n = 1; n < JournalScan.HEADER; n++) {
            byte[] torn = Arrays.copyOf(whole, whole.length + n);
            System.arraycopy(next, 0, torn, whole.length, n);
            try (Journal j = Journal.open(file(torn))) {
                assertEquals(RECORDS, j.records());
                assertArrayEquals(Arrays.copyOf(next, n), Files.readAllBytes(j.tornTail().orElseThrow().keptIn()));
            }
        }
    }

    @Test
    void aClaimedEndBeyondTheFileWithGoodRecordsAfterIsDamage() throws Exception {
        byte[] whole = journalOf(RECORDS);
        int middle = start(RECORDS, 1);
        byte[] b = whole.clone();
        b[middle + 2] = 0x7f; // length now ~32 KB: past the end of the file
        JournalDamagedException e = assertThrows(JournalDamagedException.class, () -> Journal.open(file(b)));
        assertTrue(e.getMessage().contains("a good record follows at byte " + start(RECORDS, 2)), e.getMessage());
    }

    @Test
    void zerosOfAnUnwrittenLastRecordAreTornButZerosInTheMiddleAreDamage() throws Exception {
        byte[] whole = journalOf(RECORDS);
        Path p = file(Arrays.copyOf(whole, whole.length + 40));
        try (Journal j = Journal.open(p)) {
            assertEquals(RECORDS, j.records());
            assertEquals(40, j.tornTail().orElseThrow().bytes());
        }
        byte[] b = whole.clone();
        int middle = start(RECORDS, 2);
        Arrays.fill(b, middle, start(RECORDS, 3), (byte) 0);
        assertRefusedUnchanged(b, middle, 3, "a zeroed middle record");
    }

    @Test
    void aWrongMagicAndFilesShorterThanItAreDamagedJournals() throws Exception {
        byte[] whole = journalOf(RECORDS);
        byte[] b = whole.clone();
        b[1] = 'X';
        assertRefusedUnchanged(b, 0, 1, "wrong magic");
        assertRefusedUnchanged(new byte[] {'A', 'N'}, 0, 1, "two bytes");
        assertRefusedUnchanged(new byte[] {'A', 'N', 'J'}, 0, 1, "three bytes");
        assertRefusedUnchanged(new byte[] {0, 0}, 0, 1, "two zero bytes");
    }

    @Test
    void anEmptyFileIsAJournalCreatedBeforeItsFirstBytesReachedTheDisk() throws Exception {
        Path p = file(new byte[0]);
        try (Journal j = Journal.open(p)) {
            assertEquals(List.of(), j.records());
            assertTrue(j.tornTail().isEmpty());
            j.append("first");
        }
        try (Journal j = Journal.open(p)) {
            assertEquals(List.of("first"), j.records());
        }
        InputException e = assertThrows(InputException.class,
                () -> Session.resume(Journal.open(file(new byte[0])), () -> 0));
        assertTrue(e.getMessage().contains("holds no game"), e.getMessage());
    }

    @Test
    void salvageKeepsTheRecordsBeforeTheDamageInACopyAndLeavesTheOriginal() throws Exception {
        byte[] b = journalOf(RECORDS);
        int damage = start(RECORDS, 3);
        b[damage + 9] ^= 0x40;
        Path p = file(b);
        Journal.Salvage s = Journal.salvage(p, List::size);
        try (Journal copy = s.journal()) {
            assertEquals(damage, s.stoppedAt());
            assertEquals(p.resolveSibling(p.getFileName() + ".salvaged"), copy.path());
            assertEquals(RECORDS.subList(0, 3), copy.records());
            copy.append("goes on");
        }
        assertArrayEquals(b, Files.readAllBytes(p), "the original is untouched");
        try (Journal again = Journal.open(s.journal().path())) {
            assertEquals(List.of(RECORDS.get(0), RECORDS.get(1), RECORDS.get(2), "goes on"), again.records());
        }
        InputException twice = assertThrows(InputException.class, () -> Journal.salvage(p, List::size));
        assertTrue(twice.getMessage().contains("already exists"), twice.getMessage());
        InputException nothing = assertThrows(InputException.class, () -> Journal.salvage(file(new byte[] {'A', 'N'}), List::size));
        assertTrue(nothing.getMessage().contains("nothing to salvage"), nothing.getMessage());
    }

    @Test
    void missingFoldersAndExistingFilesAreRefusedInWords() throws Exception {
        Path p = dir.resolve("notes.txt");
        Files.writeString(p, "hello world, not a journal");
        InputException e = assertThrows(InputException.class, () -> Journal.open(p));
        assertTrue(e.getMessage().contains("not an annabella journal"), e.getMessage());
        assertTrue(assertThrows(InputException.class, () -> Journal.open(dir.resolve("missing"))).getMessage()
                .contains("does not exist"));
        assertTrue(assertThrows(InputException.class, () -> Journal.open(dir)).getMessage().contains("folder"));
        assertTrue(assertThrows(InputException.class, () -> Journal.create(p)).getMessage().contains("already exists"));
        String noFolder = assertThrows(InputException.class, () -> Journal.create(dir.resolve("no/such/x.journal"))).getMessage();
        assertTrue(noFolder.contains("no such folder"), noFolder);
        assertTrue(assertThrows(InputException.class, () -> Journal.create(Path.of(""))).getMessage().contains("empty"));
    }
}
