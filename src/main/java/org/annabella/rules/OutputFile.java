package org.annabella.rules;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Writes files a person named, whole or not at all: each is written beside its place under a
 * hidden name and then moved there, so a reader never sees half a file, and a set of files (an
 * export's PGN and braille) is written only when every one of them can be: a place that is a
 * folder, a device or a pipe, or a read-only file, refuses the whole set before anything is
 * written. The counterpart of {@link TextFile}, the one reader.
 */
public final class OutputFile {
    private static final AtomicLong NEXT = new AtomicLong();

    private OutputFile() {
    }

    /** Writes one file whole; see {@link #writeAll}. */
    public static void write(Path file, byte[] bytes) throws IOException {
        writeAll(Map.of(file, bytes));
    }

    /**
     * Writes every file of the map or none of them (a failure while they are moved into place,
     * after each has been written whole beside its place, is the only way to leave part of a set).
     * A place that cannot take a file is an {@link InputException} naming it.
     */
    public static void writeAll(Map<Path, byte[]> files) throws IOException {
        files.keySet().forEach(OutputFile::checkReplaceable);
        Map<Path, Path> written = new LinkedHashMap<>();
        try {
            for (Map.Entry<Path, byte[]> f : files.entrySet()) {
                Path beside = beside(f.getKey());
                written.put(beside, f.getKey());
                try (OutputStream out = Files.newOutputStream(beside, StandardOpenOption.CREATE_NEW,
                        StandardOpenOption.WRITE)) {
                    out.write(f.getValue());
                }
            }
            for (Map.Entry<Path, Path> w : written.entrySet()) {
                move(w.getKey(), w.getValue());
            }
        } finally {
            for (Path beside : written.keySet()) {
                Files.deleteIfExists(beside); // gone once moved; left only when something failed
            }
        }
    }

    /** Refuses a place a file cannot be written to without harm: a folder, a device or a pipe, a read-only file. */
    public static void checkReplaceable(Path file) {
        if (!Files.exists(file)) {
            return;
        }
        String name = InputException.path(file);
        if (Files.isDirectory(file)) {
            throw new InputException(name + " is a folder; nothing was written");
        }
        if (!Files.isRegularFile(file)) {
            throw new InputException(name + " is not a file but a device or a pipe; nothing was written");
        }
        if (readOnly(file)) {
            throw new InputException(name + " is read-only and was left as it is; nothing was written");
        }
    }

    /** Not writable, or marked read-only by its owner (which the system lets an administrator write all the same). */
    private static boolean readOnly(Path file) {
        if (!Files.isWritable(file)) {
            return true;
        }
        try {
            return !Files.getPosixFilePermissions(file).contains(PosixFilePermission.OWNER_WRITE);
        } catch (UnsupportedOperationException | IOException e) {
            return false;
        }
    }

    /** A hidden name in the same folder, so that the move is a rename on the same file system. */
    private static Path beside(Path file) {
        Path name = file.getFileName();
        if (name == null) {
            throw new InputException(InputException.path(file) + " names no file");
        }
        return file.resolveSibling("." + name + "." + ProcessHandle.current().pid() + "-" + NEXT.incrementAndGet()
                + ".part");
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
