package org.annabella.session;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * An append-only file of records, each forced to disk before {@link #append} returns, so the
 * caller can let the event take effect only once it is durable.
 *
 * <p>Record layout: 4-byte big-endian payload length, 4-byte CRC32 of the payload, the payload
 * (UTF-8). A crash can only tear the last record; on opening, a tail that is short or whose CRC
 * does not match is dropped (and cut off the file) rather than misread. A bad record followed by
 * good ones is not a torn write but damage, and is refused with its byte offset.
 */
public final class Journal implements Closeable {
    /** Four bytes that open every journal, so a wrong file is refused rather than misread. */
    private static final byte[] MAGIC = {'A', 'N', 'J', '1'};
    private static final int HEADER = 8;
    /** Larger than any event the session writes; a length beyond it means a torn or foreign record. */
    static final int MAX_RECORD = 1 << 20;

    private final Path path;
    private final FileChannel channel;
    private final List<String> records;
    private final boolean droppedTornTail;

    private Journal(Path path, FileChannel channel, List<String> records, boolean droppedTornTail) {
        this.path = path;
        this.channel = channel;
        this.records = records;
        this.droppedTornTail = droppedTornTail;
    }

    /** Creates a new journal; refuses to overwrite an existing file. */
    public static Journal create(Path path) {
        try {
            FileChannel ch = FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                    StandardOpenOption.READ);
            ch.write(ByteBuffer.wrap(MAGIC));
            ch.force(true);
            return new Journal(path, ch, new ArrayList<>(), false);
        } catch (java.nio.file.FileAlreadyExistsException e) {
            throw new IllegalArgumentException("journal " + path + " already exists; use resume to continue it");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create journal " + path + ": " + e.getMessage(), e);
        }
    }

    /** Opens an existing journal for reading and appending, dropping a torn last record. */
    public static Journal open(Path path) {
        if (!Files.isRegularFile(path)) {
            throw new IllegalArgumentException("journal " + path + " does not exist");
        }
        try {
            FileChannel ch = FileChannel.open(path, StandardOpenOption.WRITE, StandardOpenOption.READ);
            try {
                ReadResult r = read(path, ch);
                if (r.goodEnd < ch.size()) {
                    ch.truncate(r.goodEnd);
                    ch.force(true);
                }
                ch.position(r.goodEnd);
                return new Journal(path, ch, r.records, r.torn);
            } catch (RuntimeException e) {
                ch.close();
                throw e;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open journal " + path + ": " + e.getMessage(), e);
        }
    }

    private record ReadResult(List<String> records, long goodEnd, boolean torn) {
    }

    private static ReadResult read(Path path, FileChannel ch) throws IOException {
        long size = ch.size();
        ByteBuffer magic = ByteBuffer.allocate(MAGIC.length);
        readFully(ch, magic, 0);
        if (size < MAGIC.length || !java.util.Arrays.equals(magic.array(), MAGIC)) {
            if (size < MAGIC.length && isPrefixOfMagic(magic, size)) {
                return new ReadResult(new ArrayList<>(), 0, size > 0);
            }
            throw new IllegalArgumentException("journal " + path + " is not an annabella journal (bad header)");
        }
        List<String> out = new ArrayList<>();
        long pos = MAGIC.length;
        ByteBuffer header = ByteBuffer.allocate(HEADER);
        while (pos < size) {
            header.clear();
            int got = readFully(ch, header, pos);
            int length = got == HEADER ? header.getInt(0) : -1;
            long end = pos + HEADER + (long) Math.max(length, 0);
            if (got < HEADER || length < 1 || length > MAX_RECORD || end > size) {
                return tornOrDamaged(path, ch, out, pos, size, end);
            }
            ByteBuffer payload = ByteBuffer.allocate(length);
            readFully(ch, payload, pos + HEADER);
            CRC32 crc = new CRC32();
            crc.update(payload.array());
            if ((int) crc.getValue() != header.getInt(4)) {
                return tornOrDamaged(path, ch, out, pos, size, end);
            }
            out.add(new String(payload.array(), StandardCharsets.UTF_8));
            pos = end;
        }
        return new ReadResult(out, pos, false);
    }

    /**
     * A bad record is a torn write only when it is the last thing in the file; one torn write
     * cannot leave good records after it. A file system may also extend the file with zeros
     * that were never written, so an all-zero tail counts as torn too.
     */
    private static ReadResult tornOrDamaged(Path path, FileChannel ch, List<String> good, long pos, long size,
            long claimedEnd) throws IOException {
        if (claimedEnd >= size || zeros(ch, pos, size)) {
            return new ReadResult(good, pos, true);
        }
        throw new IllegalArgumentException("journal " + path + " is damaged at byte " + pos + " (record "
                + (good.size() + 1) + " fails its checksum and more records follow)");
    }

    private static boolean zeros(FileChannel ch, long from, long size) throws IOException {
        ByteBuffer buf = ByteBuffer.allocate((int) Math.min(size - from, 1 << 16));
        for (long at = from; at < size; at += buf.capacity()) {
            buf.clear();
            int n = readFully(ch, buf, at);
            for (int i = 0; i < n; i++) {
                if (buf.get(i) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean isPrefixOfMagic(ByteBuffer magic, long size) {
        for (int i = 0; i < size; i++) {
            if (magic.get(i) != MAGIC[i]) {
                return false;
            }
        }
        return true;
    }

    private static int readFully(FileChannel ch, ByteBuffer buf, long at) throws IOException {
        int total = 0;
        while (buf.hasRemaining()) {
            int n = ch.read(buf, at + total);
            if (n < 0) {
                break;
            }
            total += n;
        }
        return total;
    }

    /** Appends one record and forces it to disk; only then may its event take effect. */
    public void append(String record) {
        byte[] payload = record.getBytes(StandardCharsets.UTF_8);
        if (payload.length > MAX_RECORD) {
            throw new IllegalArgumentException("journal record too long: " + payload.length + " bytes");
        }
        CRC32 crc = new CRC32();
        crc.update(payload);
        ByteBuffer buf = ByteBuffer.allocate(HEADER + payload.length);
        buf.putInt(payload.length).putInt((int) crc.getValue()).put(payload).flip();
        try {
            if (channel.size() == 0) {
                channel.write(ByteBuffer.wrap(MAGIC));
            }
            while (buf.hasRemaining()) {
                channel.write(buf);
            }
            channel.force(true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write journal " + path + ": " + e.getMessage(), e);
        }
        records.add(record);
    }

    /** The records read on opening plus those appended since, in order. */
    public List<String> records() {
        return List.copyOf(records);
    }

    /** Whether opening found and dropped a torn last record. */
    public boolean droppedTornTail() {
        return droppedTornTail;
    }

    public Path path() {
        return path;
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
