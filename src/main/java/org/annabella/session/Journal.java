package org.annabella.session;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.function.ToIntFunction;
import org.annabella.announce.Phrase;
import org.annabella.announce.PhrasedInputException;
import org.annabella.rules.InputException;

/**
 * An append-only file of records, each forced to disk before {@link #append} returns, so the
 * caller can let the event take effect only once it is durable.
 *
 * <p>On opening, a torn last record (what a crash leaves, see {@link JournalScan}) is copied to a
 * file beside the journal and then cut off; anything else unreadable is damage, refused with its
 * byte and record by a {@link JournalDamagedException}, the file left as it was. {@link #salvage}
 * is the arbiter's way out: the good records before the damage, in a new journal.
 */
public final class Journal implements Closeable {
    /** Far beyond any game's journal (a six-hour game with clock notes stays under a megabyte). */
    static final long MAX_FILE = 64L << 20;

    private final Path path;
    private final FileChannel channel;
    /** How many records the file holds. The records themselves stay on disk: a long game's clock notes would fill the heap. */
    private int size;
    private final TornTail tornTail;

    /** A torn last record cut off on opening: where it began, how long it was, the file keeping its bytes. */
    public record TornTail(long offset, int bytes, Path keptIn) {
    }

    /** A salvaged copy: the new journal and where the original stopped being readable (-1: nowhere). */
    public record Salvage(Journal journal, long stoppedAt) {
    }

    private Journal(Path path, FileChannel channel, int size, TornTail tornTail) {
        this.path = path;
        this.channel = channel;
        this.size = size;
        this.tornTail = tornTail;
    }

    /** Creates a new journal; refuses to overwrite an existing file. */
    public static Journal create(Path path) {
        return create(path, List.of());
    }

    /** A new journal holding {@code records}, forced to disk once. */
    private static Journal create(Path path, List<String> records) {
        if (path.toString().isEmpty()) {
            throw new InputException("the journal's file name is empty");
        }
        try {
            FileChannel ch = FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                    StandardOpenOption.READ);
            writeFully(ch, ByteBuffer.wrap(JournalScan.MAGIC));
            for (String r : records) {
                writeFully(ch, ByteBuffer.wrap(JournalScan.frame(r)));
            }
            ch.force(true);
            return new Journal(path, ch, records.size(), null);
        } catch (FileAlreadyExistsException e) {
            throw new InputException("journal " + path + " already exists; use resume to continue it");
        } catch (IOException e) {
            throw new InputException("cannot create journal " + path + ": " + why(e), e);
        }
    }

    /**
     * Opens an existing journal for reading and appending. A torn last record is kept beside the
     * journal and cut off; damage is refused, the file unchanged.
     */
    public static Journal open(Path path) {
        requireFile(path);
        try {
            FileChannel ch = FileChannel.open(path, StandardOpenOption.WRITE, StandardOpenOption.READ);
            try {
                byte[] bytes = readAll(path, ch);
                JournalScan scan = JournalScan.of(bytes);
                TornTail torn = null;
                if (scan.stop != null && !scan.stop.torn()) {
                    throw damaged(path, scan);
                }
                if (scan.stop != null) {
                    torn = keepTornTail(path, bytes, scan.goodEnd);
                    ch.truncate(scan.goodEnd);
                    ch.force(true);
                }
                ch.position(scan.goodEnd);
                return new Journal(path, ch, scan.records.size(), torn);
            } catch (RuntimeException | IOException e) {
                ch.close();
                throw e;
            }
        } catch (IOException e) {
            throw new InputException("cannot open journal " + path + ": " + why(e), e);
        }
    }

    /**
     * The game's setup as the journal at {@code path} holds it, read without changing the file:
     * damage is refused as by {@link #open}, and so is a journal that holds no game. A caller
     * checks everything else it needs (devices, a display) before {@link #open} may cut a torn tail.
     */
    public static Setup inspect(Path path) {
        return inspect(path, false);
    }

    /** As {@link #inspect(Path)}; with {@code salvaging}, damage after the setup is no refusal. */
    public static Setup inspect(Path path, boolean salvaging) {
        JournalScan scan = scan(path);
        if (scan.stop != null && !scan.stop.torn() && !(salvaging && !scan.records.isEmpty())) {
            throw damaged(path, scan);
        }
        return setupOf(path, scan.records);
    }

    /**
     * The game's records as the journal at {@code path} holds them, read without changing the
     * file (for an export, or a window following a game another program writes): damage is
     * refused as by {@link #open}; a torn last record, perhaps one being written, is left out.
     */
    public static List<String> read(Path path) {
        List<String> records = readable(path);
        setupOf(path, records);
        return records;
    }

    /** The records of the journal at {@code path}, damage refused, a torn last record left out. */
    private static List<String> readable(Path path) {
        JournalScan scan = scan(path);
        if (scan.stop != null && !scan.stop.torn()) {
            throw damaged(path, scan);
        }
        return List.copyOf(scan.records);
    }

    /** The setup the first of {@code records} holds; a journal without one holds no game to go on with. */
    static Setup setupOf(Path path, List<String> records) {
        if (records.isEmpty()) {
            throw new InputException("journal " + path + " holds no game: the crash came before the game's"
                    + " setup was written; remove the file and start the game again with play");
        }
        Event first;
        try {
            first = EventCodec.decode(records.get(0)).event();
        } catch (InputException e) {
            throw JournalDamagedException.atRecord(path, records, 0, e.getMessage());
        }
        if (!(first instanceof Event.Started started)) {
            throw JournalDamagedException.atRecord(path, records, 0, "it is not the game's setup, which begins every journal");
        }
        return started.setup();
    }

    /**
     * Copies the good records of {@code from} (those before any damage or torn tail, and of those
     * the first {@code readable} counts: the ones that read as the game and follow one another)
     * into a new journal beside it, {@code <journal>.salvaged}, leaving {@code from} untouched.
     * Refused when no record can be kept or the copy exists already.
     */
    public static Salvage salvage(Path from, ToIntFunction<List<String>> readable) {
        Path to = from.resolveSibling(from.getFileName() + ".salvaged");
        JournalScan scan = scan(from);
        int kept = scan.records.isEmpty() ? 0 : readable.applyAsInt(scan.records);
        if (kept == 0) {
            long before = scan.records.isEmpty() ? scan.stop == null ? -1 : scan.stop.offset() : JournalScan.MAGIC.length;
            throw new InputException("journal " + from + " holds no readable record"
                    + (before < 0 ? "" : " before byte " + before) + ": there is nothing to salvage");
        }
        long stoppedAt = kept < scan.records.size() ? JournalScan.offsetOf(scan.records, kept)
                : scan.stop == null ? -1 : scan.stop.offset();
        return new Salvage(create(to, scan.records.subList(0, kept)), stoppedAt);
    }

    /** Reads and scans the journal at {@code path} without changing it. */
    private static JournalScan scan(Path path) {
        requireFile(path);
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            return JournalScan.of(readAll(path, ch));
        } catch (IOException e) {
            throw new InputException("cannot read journal " + path + ": " + why(e), e);
        }
    }

    private static void requireFile(Path path) {
        if (path.toString().isEmpty()) {
            throw new PhrasedInputException(Phrase.of("cli.error.journal-unnamed"));
        }
        if (Files.isDirectory(path)) {
            throw new PhrasedInputException(Phrase.of("cli.error.journal-folder", "file", path.toString()));
        }
        if (!Files.exists(path)) {
            throw new PhrasedInputException(Phrase.of("cli.error.journal-missing", "file", path.toString()));
        }
        if (!Files.isRegularFile(path)) {
            throw new PhrasedInputException(Phrase.of("cli.error.journal-device", "file", path.toString()));
        }
    }

    private static JournalDamagedException damaged(Path path, JournalScan scan) {
        int kept = scan.records.size();
        return new JournalDamagedException(path, scan.stop.offset(), kept + 1, kept, scan.stop.why());
    }

    private static byte[] readAll(Path path, FileChannel ch) throws IOException {
        long size = ch.size();
        if (size > MAX_FILE) {
            throw new InputException("journal " + path + " has " + size + " bytes, more than any game's journal ("
                    + MAX_FILE + "): is it the right file?");
        }
        ByteBuffer buf = ByteBuffer.allocate((int) size);
        while (buf.hasRemaining() && ch.read(buf, buf.position()) >= 0) {
            // read until full or end of file
        }
        return buf.position() == size ? buf.array() : java.util.Arrays.copyOf(buf.array(), buf.position());
    }

    /**
     * Before a torn tail is cut, its bytes go to {@code <journal>.torn-<offset>} (a free name if
     * a second crash tore at the same place), forced to disk, so that nothing cut is lost.
     */
    private static TornTail keepTornTail(Path journal, byte[] bytes, int offset) throws IOException {
        String base = journal.getFileName() + ".torn-" + offset;
        for (int n = 1;; n++) {
            Path keep = journal.resolveSibling(n == 1 ? base : base + "-" + n);
            try (FileChannel out = FileChannel.open(keep, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                writeFully(out, ByteBuffer.wrap(bytes, offset, bytes.length - offset));
                out.force(true);
                return new TornTail(offset, bytes.length - offset, keep);
            } catch (FileAlreadyExistsException e) {
                // try the next name
            }
        }
    }

    private static void writeFully(FileChannel ch, ByteBuffer buf) throws IOException {
        while (buf.hasRemaining()) {
            ch.write(buf);
        }
    }

    /** What went wrong with a file, in words (a Java exception's class name is no help to an arbiter). */
    private static String why(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such folder";
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? "the system refused" : e.getMessage();
    }

    /** Appends one record and forces it to disk; only then may its event take effect. */
    public void append(String record) {
        appendAll(List.of(record));
    }

    /**
     * Appends {@code batch}, in order, and forces them to disk once: a hall taking a companion's
     * backlog in one request. A crash while writing keeps a whole first part of them (a torn last
     * record is cut on opening, as ever).
     */
    public void appendAll(List<String> batch) {
        try {
            if (channel.size() == 0) {
                writeFully(channel, ByteBuffer.wrap(JournalScan.MAGIC));
            }
            for (String record : batch) {
                writeFully(channel, ByteBuffer.wrap(JournalScan.frame(record)));
            }
            channel.force(true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write journal " + path + ": " + e.getMessage(), e);
        }
        size += batch.size();
    }

    /** The records read on opening plus those appended since, in order, read from the file. */
    public List<String> records() {
        return readable(path);
    }

    /** How many records the journal holds, without reading them. */
    public int size() {
        return size;
    }

    /** The torn last record that opening cut off, with the file that keeps its bytes. */
    public Optional<TornTail> tornTail() {
        return Optional.ofNullable(tornTail);
    }

    /** Whether opening found and cut a torn last record. */
    public boolean droppedTornTail() {
        return tornTail != null;
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
