package org.annabella.session;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;

/**
 * The reading of a journal's bytes: the good records from the start, and what stops the reading,
 * if anything. A crash can tear only the last record, because each record is forced to disk
 * before the next is written; so a bad record is a torn tail only when nothing good could come
 * after it. Everything else is damage, which no reader may cut.
 *
 * <p>Layout: the 4-byte {@link #MAGIC}, then records of a 4-byte big-endian payload length, a
 * 4-byte CRC32 of the payload and the payload (UTF-8).
 */
final class JournalScan {
    /** Four bytes that open every journal, so a wrong file is refused rather than misread. */
    static final byte[] MAGIC = {'A', 'N', 'J', '1'};
    static final int HEADER = 8;
    /** Larger than any event the session writes; a longer claimed length is not a record. */
    static final int MAX_RECORD = 1 << 20;
    /**
     * Payload bytes the search for a good record after a bad one may checksum. Real journals need
     * a few kilobytes; only made-up bytes full of plausible lengths reach it, and then the reading
     * cannot rule out good records after the bad one, so it calls the bad one damage.
     */
    private static final long SEARCH_BUDGET = 16L << 20;
    private static final int SEARCH_GAVE_UP = -2;

    /** Why the reading stopped at {@code offset}: a torn last record, or damage. */
    record Stop(int offset, boolean torn, String why) {
    }

    final List<String> records;
    /** The end of the last good record: where a clean journal ends or a torn tail begins. */
    final int goodEnd;
    /** Null when every byte was read as a good record. */
    final Stop stop;

    private JournalScan(List<String> records, int goodEnd, Stop stop) {
        this.records = records;
        this.goodEnd = goodEnd;
        this.stop = stop;
    }

    static JournalScan of(byte[] b) {
        List<String> out = new ArrayList<>();
        if (b.length == 0) {
            // Created, but the crash came before its first four bytes reached the disk.
            return new JournalScan(out, 0, null);
        }
        if (b.length < MAGIC.length) {
            return new JournalScan(out, 0, new Stop(0, false, "the file has only " + b.length
                    + (b.length == 1 ? " byte" : " bytes") + ", fewer than the 4 that open every journal"));
        }
        if (!Arrays.equals(b, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            return new JournalScan(out, 0, new Stop(0, false, "it is not an annabella journal, or its first bytes are damaged"));
        }
        int pos = MAGIC.length;
        while (pos < b.length) {
            int end = recordEnd(b, pos);
            if (end < 0) {
                return new JournalScan(out, pos, badRecord(b, pos));
            }
            out.add(new String(b, pos + HEADER, end - pos - HEADER, StandardCharsets.UTF_8));
            pos = end;
        }
        return new JournalScan(out, pos, null);
    }

    /** The end of a good record starting at {@code at}, or -1: a plausible length that fits and a matching CRC. */
    private static int recordEnd(byte[] b, int at) {
        if (at + HEADER > b.length) {
            return -1;
        }
        long length = length(b, at);
        if (length < 1 || length > MAX_RECORD || at + HEADER + length > b.length) {
            return -1;
        }
        return crcMatches(b, at, (int) length) ? at + HEADER + (int) length : -1;
    }

    /**
     * The record at {@code pos} is bad. It is a torn write only when its header is cut short (and
     * what came of it can begin a record's length), or
     * it claims a plausible length that runs past the end of the file while the rest of the file
     * is not that record whole (under a damaged length) and no good record starts anywhere after
     * it. A tail of zeros no longer than a record is torn too: a file system may extend a file
     * before its data reaches the disk. Anything else is damage.
     */
    private static Stop badRecord(byte[] b, int pos) {
        int rest = b.length - pos;
        if (zeros(b, pos) && rest <= HEADER + MAX_RECORD) {
            return new Stop(pos, true, "");
        }
        if (rest < HEADER) {
            return tornHeader(b, pos) ? new Stop(pos, true, "")
                    : new Stop(pos, false, (rest == 1 ? "its 1 byte is" : "its " + rest + " bytes are")
                            + " no beginning of a record (text appended to the journal?)");
        }
        long length = length(b, pos);
        if (length < 1 || length > MAX_RECORD) {
            return new Stop(pos, false, "it claims an impossible length of " + length + " bytes");
        }
        if (pos + HEADER + length <= b.length) {
            return new Stop(pos, false, "it fails its checksum");
        }
        if (crcMatches(b, pos, rest - HEADER)) {
            return new Stop(pos, false, "its length field is damaged (the rest of the file is the record, whole)");
        }
        int next = nextGoodRecord(b, pos + 1);
        if (next == SEARCH_GAVE_UP) {
            return new Stop(pos, false, "it claims " + length + " bytes, more than the file holds, and what follows cannot be told from records");
        }
        if (next >= 0) {
            return new Stop(pos, false, "it claims " + length + " bytes, more than the file holds, yet a good record follows at byte " + next);
        }
        return new Stop(pos, true, "");
    }

    /**
     * Whether the bytes from {@code pos} to the end, fewer than a header, can begin a record: its
     * length field starts with the bytes of a length no greater than {@link #MAX_RECORD} (the
     * checksum's bytes, if any came, can be anything). Appended text cannot: its first byte is
     * not zero.
     */
    private static boolean tornHeader(byte[] b, int pos) {
        long least = 0;
        for (int i = 0; i < 4; i++) {
            least = least << 8 | (pos + i < b.length ? b[pos + i] & 0xff : 0);
        }
        return b.length - pos >= 4 ? least >= 1 && least <= MAX_RECORD : least <= MAX_RECORD;
    }

    /**
     * The first offset from {@code from} where a good record starts, -1 when there is none, or
     * {@link #SEARCH_GAVE_UP}. One pass, byte by byte; a checksum is computed only where the
     * length is plausible and fits, within {@link #SEARCH_BUDGET}.
     */
    private static int nextGoodRecord(byte[] b, int from) {
        long budget = SEARCH_BUDGET;
        for (int at = from; at + HEADER < b.length; at++) {
            long length = length(b, at);
            if (length < 1 || length > MAX_RECORD || at + HEADER + length > b.length) {
                continue;
            }
            budget -= length;
            if (budget < 0) {
                return SEARCH_GAVE_UP;
            }
            if (crcMatches(b, at, (int) length)) {
                return at;
            }
        }
        return -1;
    }

    /** The header's length field at {@code at}, unsigned. */
    private static long length(byte[] b, int at) {
        return Integer.toUnsignedLong(intAt(b, at));
    }

    private static boolean crcMatches(byte[] b, int at, int length) {
        CRC32 crc = new CRC32();
        crc.update(b, at + HEADER, length);
        return (int) crc.getValue() == intAt(b, at + 4);
    }

    private static int intAt(byte[] b, int at) {
        return (b[at] & 0xff) << 24 | (b[at + 1] & 0xff) << 16 | (b[at + 2] & 0xff) << 8 | (b[at + 3] & 0xff);
    }

    private static boolean zeros(byte[] b, int from) {
        for (int i = from; i < b.length; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Where record {@code index} (from 0) of a journal whose good records are {@code records} begins. */
    static long offsetOf(List<String> records, int index) {
        long at = MAGIC.length;
        for (int i = 0; i < index; i++) {
            at += HEADER + records.get(i).getBytes(StandardCharsets.UTF_8).length;
        }
        return at;
    }

    /** One record as written: header and payload. */
    static byte[] frame(String record) {
        byte[] payload = record.getBytes(StandardCharsets.UTF_8);
        if (payload.length > MAX_RECORD) {
            throw new IllegalArgumentException("journal record too long: " + payload.length + " bytes");
        }
        CRC32 crc = new CRC32();
        crc.update(payload);
        return java.nio.ByteBuffer.allocate(HEADER + payload.length).putInt(payload.length)
                .putInt((int) crc.getValue()).put(payload).array();
    }
}
