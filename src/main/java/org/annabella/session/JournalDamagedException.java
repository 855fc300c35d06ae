package org.annabella.session;

import java.nio.file.Path;
import org.annabella.rules.InputException;

/**
 * A journal whose bytes are not what a crash can leave: a bad header, a record that fails its
 * checksum or claims an impossible length while more of the file follows, text appended after
 * the last record, or a record that holds no event or one that cannot follow the records before it. Nothing was cut; the
 * message names the byte and the record and points the arbiter to the way out (docs/arbiter.md,
 * "A damaged journal").
 */
public final class JournalDamagedException extends InputException {
    private final transient Path journal;
    private final long offset;
    private final int record;
    private final String why;

    JournalDamagedException(Path journal, long offset, int record, int kept, String why) {
        super("journal " + journal + " is damaged " + where(offset, record) + ": " + why
                + "; the file was left unchanged (see 'A damaged journal' in docs/arbiter.md; " + wayOut(journal, kept) + ")");
        this.journal = journal;
        this.offset = offset;
        this.record = record;
        this.why = why;
    }

    /**
     * Record {@code index} (from 0) of the journal's good {@code records} reads whole but holds no
     * event, or one that cannot follow the records before it: {@code why}.
     */
    static JournalDamagedException atRecord(Path journal, java.util.List<String> records, int index, String why) {
        return new JournalDamagedException(journal, JournalScan.offsetOf(records, index), index + 1, index, why);
    }

    private static String wayOut(Path journal, int kept) {
        return kept == 0 ? "not even the game's setup before it can be kept"
                : "'annabella resume " + journal + " --salvage' continues from the " + kept
                        + (kept == 1 ? " record" : " records") + " before the damage in a copy";
    }

    private static String where(long offset, int record) {
        return offset == 0 ? "at byte 0, in its header" : "at byte " + offset + ", record " + record;
    }

    public Path journal() {
        return journal;
    }

    /** Where the damage begins: the first byte not read as a good record. */
    public long offset() {
        return offset;
    }

    /** What is wrong with the record, without where it is. */
    public String why() {
        return why;
    }

    /** The number (from 1) of the first record that could not be read. */
    public int record() {
        return record;
    }
}
