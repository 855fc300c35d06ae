package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;

/**
 * Random journals with one random mutation (a flipped bit, a truncation, an inserted or a deleted
 * byte): no record before the mutation is lost without saying so, a mutation before the last
 * record is never taken for a torn write, and opening gives only the documented outcomes.
 */
class JournalPropertyTest {
    private static Path dir;
    private static int files;

    @BeforeContainer
    static void makeDir() throws Exception {
        dir = Files.createTempDirectory("journal-props");
    }

    @AfterContainer
    static void removeDir() throws Exception {
        try (var all = Files.walk(dir)) {
            all.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    enum Kind {
        FLIP, TRUNCATE, INSERT, DELETE
    }

    /** One mutation at {@code at} (a byte index; for FLIP {@code value} picks the bit, for INSERT it is the byte). */
    record Mutation(Kind kind, double where, int value) {
        byte[] apply(byte[] b) {
            int at = (int) (where * b.length);
            switch (kind) {
                case FLIP -> {
                    byte[] m = b.clone();
                    m[Math.min(at, b.length - 1)] ^= (byte) (1 << (value & 7));
                    return m;
                }
                case TRUNCATE -> {
                    return Arrays.copyOf(b, at);
                }
                case INSERT -> {
                    byte[] m = new byte[b.length + 1];
                    System.arraycopy(b, 0, m, 0, at);
                    m[at] = (byte) value;
                    System.arraycopy(b, at, m, at + 1, b.length - at);
                    return m;
                }
                default -> {
                    int d = Math.min(at, b.length - 1);
                    byte[] m = new byte[b.length - 1];
                    System.arraycopy(b, 0, m, 0, d);
                    System.arraycopy(b, d + 1, m, d, b.length - d - 1);
                    return m;
                }
            }
        }

    }

    @Provide
    Arbitrary<List<String>> records() {
        Arbitrary<String> record = Arbitraries.strings().ofMinLength(1).ofMaxLength(60)
                .withCharRange(' ', '~').withChars('\t', 'é', 'ñ', '♞', '\0');
        return record.list().ofMinSize(1).ofMaxSize(12);
    }

    @Provide
    Arbitrary<Mutation> mutations() {
        return Combinators.combine(Arbitraries.of(Kind.class), Arbitraries.doubles().between(0, 1).ofScale(4)
                .filter(d -> d < 1), Arbitraries.integers().between(0, 255)).as(Mutation::new);
    }

    static byte[] journal(List<String> records) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(JournalScan.MAGIC);
        records.forEach(r -> out.writeBytes(JournalScan.frame(r)));
        return out.toByteArray();
    }

    static int[] starts(List<String> records) {
        int[] at = new int[records.size() + 1];
        at[0] = JournalScan.MAGIC.length;
        for (int i = 0; i < records.size(); i++) {
            at[i + 1] = at[i] + JournalScan.HEADER + records.get(i).getBytes(StandardCharsets.UTF_8).length;
        }
        return at;
    }

    @Property(tries = 1500)
    void aMutationNeverLosesAnEarlierRecordSilently(@ForAll("records") List<String> records,
            @ForAll("mutations") Mutation mutation) {
        byte[] whole = journal(records);
        byte[] mutated = mutation.apply(whole);
        JournalScan scan = assertTimeoutPreemptively(Duration.ofSeconds(2), () -> JournalScan.of(mutated));
        int[] starts = starts(records);
        // The first byte that differs: deleting a zero before another zero changes the file only from the second.
        int changed = Arrays.mismatch(whole, mutated);
        if (changed < 0) {
            return;
        }
        int before = 0; // records wholly before the first changed byte
        while (before < records.size() && starts[before + 1] <= changed) {
            before++;
        }
        assertTrue(scan.records.size() >= before, "kept " + scan.records.size() + " of the " + before
                + " records before byte " + changed);
        assertEquals(records.subList(0, scan.records.size()), scan.records.subList(0, scan.records.size()),
                "what is kept is what was written");
        if (scan.stop == null) {
            assertEquals(mutated.length, scan.goodEnd);
        } else {
            assertEquals(scan.goodEnd, scan.stop.offset());
            if (mutation.kind() != Kind.TRUNCATE && changed < starts[records.size() - 1]) {
                assertFalse(scan.stop.torn(), "a change before the last record is damage, never a torn write");
            }
            if (scan.stop.torn() && mutation.kind() != Kind.TRUNCATE) {
                assertTrue(changed >= starts[records.size() - 1], "torn only at the last record");
            }
        }
    }

    @Property(tries = 150)
    void openingCutsOnlyWhatItKeepsBesideAndRefusesDamageUnchanged(@ForAll("records") List<String> records,
            @ForAll("mutations") Mutation mutation) throws Exception {
        byte[] mutated = mutation.apply(journal(records));
        Path p = dir.resolve("j" + files++);
        Files.write(p, mutated);
        try {
            try (Journal j = assertTimeoutPreemptively(Duration.ofSeconds(2), () -> Journal.open(p))) {
                List<String> kept = j.records();
                assertEquals(records.subList(0, kept.size()), kept);
                byte[] now = Files.readAllBytes(p);
                assertArrayEquals(Arrays.copyOf(mutated, now.length), now, "only a tail is ever cut");
                if (now.length < mutated.length) {
                    byte[] cut = Files.readAllBytes(j.tornTail().orElseThrow().keptIn());
                    assertArrayEquals(Arrays.copyOfRange(mutated, now.length, mutated.length), cut, "the cut bytes are kept");
                } else {
                    assertTrue(j.tornTail().isEmpty());
                }
            }
        } catch (InputException e) {
            // The only refusal: damage (or a file too short to be a journal), the file as it was.
            assertInstanceOf(JournalDamagedException.class, e, e.getMessage());
            assertArrayEquals(mutated, Files.readAllBytes(p), "a refused journal is unchanged");
            assertFalse(e.getMessage().contains("\n"));
        }
    }

    @Provide
    Arbitrary<String> eventLines() {
        Arbitrary<String> kind = Arbitraries.of("started", "move", "announced", "repeated", "executed", "pressed",
                "clock", "paused", "clock-set", "resumed", "touched", "draw-offered", "draw-answered", "claimed", "resigned",
                "sealed", "flag", "ruling", "override", "scored", "ended", "nonsense", "");
        Arbitrary<String> field = Arbitraries.oneOf(Arbitraries.of("white", "black", "e2e4", "g1f3", "BOARD", "TYPED",
                "THREEFOLD", "true", "1", "0", "-5", "99999999999999999999", "{", "{\"key\":1}", "1-0", "e4", "a=b"),
                Arbitraries.strings().ofMaxLength(8));
        return Combinators.combine(Arbitraries.of("0", "17", "x", ""), kind, field.list().ofMaxSize(6))
                .as((at, k, fields) -> at + "\t" + k + (fields.isEmpty() ? "" : "\t" + String.join("\t", fields)));
    }

    @Property(tries = 600)
    void aRecordIsReadAsAnEventOrRefusedAsInput(@ForAll("eventLines") String line) {
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            try {
                assertNotNull(EventCodec.decode(line).event());
            } catch (InputException e) {
                assertTrue(e.getMessage().startsWith("it is not a valid event: "), e.getMessage());
                assertFalse(e.getMessage().contains("Exception") || e.getMessage().contains("\n"), e.getMessage());
            }
        });
    }

    @Property(tries = 150)
    void aGameWithAnyFurtherRecordResumesOrIsRefusedAsInput(@ForAll("eventLines") String line) throws Exception {
        Path p = dir.resolve("g" + files++);
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("300+2"), Mode.TOURNAMENT);
        long[] now = {0};
        try (Session s = Session.start(setup, Journal.create(p), () -> now[0])) {
            s.startClock();
            s.makeMove(Color.WHITE, "e4", Event.Origin.TYPED);
            s.announce(Color.WHITE);
            s.journal().append(line);
        }
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            try (Session r = Session.resume(Journal.open(p), () -> now[0])) {
                assertTrue(r.state().position().toFen().startsWith("rnbqkbnr/pppppppp/8/8/4P3/"), "the game before the record stands");
            } catch (InputException e) {
                assertTrue(e.getMessage().contains("record "), e.getMessage());
                assertFalse(e.getMessage().contains("Exception") || e.getMessage().contains("\n"), e.getMessage());
            }
        });
    }
}
