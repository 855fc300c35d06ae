package org.annabella.rules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a text file a person named, refusing with an {@link InputException} in their words what
 * cannot be read: a missing file, a folder, an unreadable or oversized file, bytes that are not
 * UTF-8 (named by line and byte). Every command reads its input files through here, whole or
 * (a PGN database) as a stream.
 */
public final class TextFile {
    /**
     * Larger than any scoresheet, FEN list or table a person hands in: a bound for text read whole,
     * not a target. A PGN file is read a game at a time ({@link #open}) and has no such bound.
     */
    public static final long MAX_BYTES = 256L << 20;

    private TextFile() {
    }

    /** The file's text in UTF-8 (a byte order mark is kept for the reader to skip). */
    public static String read(Path file, String what) {
        return decode(file, what, bytes(file, what), StandardCharsets.UTF_8);
    }

    /** The file's bytes, after the same checks. */
    public static byte[] bytes(Path file, String what) {
        String name = check(file, what);
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                throw new InputException(name + " is " + ((size + (1 << 20) - 1) >> 20) + " MiB, more than the "
                        + (MAX_BYTES >> 20) + " MiB a file may have");
            }
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw refusal(name, e);
        }
    }

    /**
     * The file opened for reading as a stream, after the same checks but of any size: for readers
     * that take a file a piece at a time (a PGN database). The caller closes it.
     */
    public static InputStream open(Path file, String what) {
        String name = check(file, what);
        try {
            return Files.newInputStream(file);
        } catch (IOException e) {
            throw refusal(name, e);
        }
    }

    private static InputException refusal(String name, IOException e) {
        if (e instanceof NoSuchFileException) {
            return new InputException(name + " does not exist");
        }
        if (e instanceof AccessDeniedException) {
            return new InputException(name + " cannot be read: permission denied");
        }
        return new InputException(name + " cannot be read: " + reason(e));
    }

    /**
     * Whether a text is all ASCII, which no Unicode normalisation changes: the normaliser's tables,
     * loaded at its first use, cost a quick command a tenth of its start-up.
     */
    public static boolean isAscii(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /**
     * The checks every file a person names gets before it is read (named, not a folder, there, a
     * file and not a device or a pipe); returns the file as messages name it, {@code what} first.
     * For a reader that takes only as much of the file as it needs (a sound file).
     */
    public static String check(Path file, String what) {
        String name = what + " " + InputException.path(file);
        if (file.toString().isEmpty()) {
            throw new InputException(what + ": no file named (the name is empty)");
        }
        if (Files.isDirectory(file)) {
            throw new InputException(name + " is a folder, not a file");
        }
        if (!Files.exists(file)) {
            throw new InputException(name + " does not exist");
        }
        if (!Files.isRegularFile(file)) {
            // A device or a pipe may never end (/dev/zero) or never begin: only a file is read.
            throw new InputException(name + " is not a file but a device or a pipe; save the text in a file first");
        }
        return name;
    }

    private static String decode(Path file, String what, byte[] bytes, Charset charset) {
        CharsetDecoder decoder = charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            CharBuffer chars = decoder.decode(ByteBuffer.wrap(bytes));
            return chars.toString();
        } catch (CharacterCodingException e) {
            int bad = firstBadByte(bytes, charset);
            int line = 1;
            for (int i = 0; i < bad; i++) {
                if (bytes[i] == '\n') {
                    line++;
                }
            }
            throw new InputException(what + " " + InputException.path(file) + ", line " + line + ": byte " + (bad + 1)
                    + " of the file is not " + charset.displayName() + " text (save the file as "
                    + charset.displayName() + ")");
        }
    }

    /** The offset of the first byte the charset cannot decode (the decoder reports only that one exists). */
    private static int firstBadByte(byte[] bytes, Charset charset) {
        CharsetDecoder decoder = charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        decoder.decode(in, out, true);
        return in.position();
    }

    /** An I/O failure in words: the operating system's reason, without the Java class. */
    public static String reason(IOException e) {
        String m = e.getMessage();
        if (m == null || m.isBlank()) {
            return "the system gave no reason";
        }
        // NIO messages often repeat the path before the reason ("/x: Is a directory").
        int colon = m.lastIndexOf(": ");
        String r = colon >= 0 ? m.substring(colon + 2) : m;
        return r.isEmpty() ? m : Character.toLowerCase(r.charAt(0)) + r.substring(1);
    }
}
