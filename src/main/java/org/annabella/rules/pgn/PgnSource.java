package org.annabella.rules.pgn;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.annabella.rules.InputException;
import org.annabella.rules.TextFile;

/**
 * The characters of a PGN text, a window at a time: a file is decoded from UTF-8 as it is read, so
 * that memory does not grow with the file. Counts lines, and knows whether only white space stands
 * between the last line end and the next character (a tag section and a {@code %} line begin a line).
 * Bytes that are not UTF-8 are refused when the reading reaches them, naming line and byte.
 */
final class PgnSource implements Closeable {
    /** Characters decoded ahead of the reading; far more than the few a lookahead needs. */
    private static final int WINDOW = 64 * 1024;

    private final InputStream in;
    private final String name;
    private final CharsetDecoder decoder;
    private final ByteBuffer bytes;
    private char[] buf;
    private int pos;
    private int limit;
    /** Bytes of the file before the first one held in {@link #bytes}, for naming a bad byte. */
    private long bytesBefore;
    private boolean inputEnded;
    /** Whether every byte is decoded. */
    private boolean decoded;
    /** A fault met while decoding ahead: thrown when the reading gets there. */
    private InputException fault;
    private int line = 1;
    private boolean lineStart = true;
    /** Characters dropped from the start of the window, to count those taken. */
    private long dropped;

    /** A text already in memory (a byte order mark at its start is skipped). */
    PgnSource(String text) {
        in = null;
        name = null;
        decoder = null;
        bytes = null;
        buf = text.toCharArray();
        limit = buf.length;
        inputEnded = true;
        decoded = true;
        skipByteOrderMark();
    }

    /** A file, after {@link TextFile}'s checks of what can be read at all. */
    PgnSource(Path file) {
        in = TextFile.open(file, "PGN file");
        name = "PGN file " + file;
        decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        bytes = ByteBuffer.allocate(WINDOW);
        bytes.flip();
        buf = new char[WINDOW];
        fill(1);
        skipByteOrderMark();
    }

    private void skipByteOrderMark() {
        if (limit > 0 && buf[0] == '\uFEFF') {
            pos = 1;
        }
    }

    /** The next character, or -1 at the end of the text. */
    int peek() {
        if (pos < limit || fill(1)) {
            return buf[pos];
        }
        return -1;
    }

    /**
     * The character {@code ahead} places after the next one (0 is the next), or -1 past the end; a
     * file is looked ahead at most {@link #WINDOW} characters, beyond which it reads as ended.
     */
    int peek(int ahead) {
        if (pos + ahead < limit || fill(ahead + 1)) {
            return buf[pos + ahead];
        }
        return -1;
    }

    /** Takes the next character (there must be one). */
    char take() {
        char c = buf[pos++];
        if (c == '\n') {
            line++;
            lineStart = true;
        } else if (lineStart && !isWhitespace(c)) {
            lineStart = false;
        }
        return c;
    }

    /** {@link Character#isWhitespace}, quick for the ASCII that PGN is almost all made of. */
    static boolean isWhitespace(int c) {
        return c <= ' ' ? c == ' ' || c >= '\t' && c <= '\r' || c >= 0x1C : c >= 0x80 && Character.isWhitespace(c);
    }

    /** The line of the next character (from 1). */
    int line() {
        return line;
    }

    /** Whether only white space stands between the last line end (or the start) and the next character. */
    boolean atLineStart() {
        return lineStart;
    }

    /** Characters taken so far. */
    long consumed() {
        return dropped + pos;
    }

    /**
     * Makes at least {@code n} characters available from the next one, unless the text ends first;
     * whether it did. A fault decoding is thrown only when no character before it is left.
     */
    private boolean fill(int n) {
        if (pos + n <= limit) {
            return true;
        }
        if (in == null || n > buf.length) {
            return false;
        }
        if (pos > 0) {
            dropped += pos;
            System.arraycopy(buf, pos, buf, 0, limit - pos);
            limit -= pos;
            pos = 0;
        }
        while (limit < n && !decoded && fault == null) {
            decodeMore();
        }
        if (limit == 0 && fault != null) {
            throw fault;
        }
        return limit >= n;
    }

    private void decodeMore() {
        CharBuffer out = CharBuffer.wrap(buf, limit, buf.length - limit);
        while (out.hasRemaining()) {
            CoderResult r = decoder.decode(bytes, out, inputEnded);
            if (r.isError()) {
                fault = notUtf8(out.position());
                break;
            }
            if (r.isOverflow()) {
                break;
            }
            if (!inputEnded) {
                readBytes();
            } else if (decoder.flush(out).isUnderflow()) {
                decoded = true;
                break;
            }
        }
        limit = out.position();
        if (decoded || fault != null) {
            closeQuietly();
        }
    }

    private void readBytes() {
        bytesBefore += bytes.position(); // the unread bytes move to the start of the buffer
        bytes.compact();
        int n;
        try {
            n = in.read(bytes.array(), bytes.position(), bytes.remaining());
        } catch (IOException e) {
            throw new InputException(name + " cannot be read: " + TextFile.reason(e));
        }
        if (n < 0) {
            inputEnded = true;
        } else {
            bytes.position(bytes.position() + n);
        }
        bytes.flip();
    }

    /** The refusal of the byte at the decoder's position; {@code decodedTo} ends the good characters. */
    private InputException notUtf8(int decodedTo) {
        int atLine = line;
        for (int i = pos; i < decodedTo; i++) {
            if (buf[i] == '\n') {
                atLine++;
            }
        }
        long bad = bytesBefore + bytes.position();
        return new InputException(name + ", line " + atLine + ": byte " + (bad + 1)
                + " of the file is not UTF-8 text (save the file as UTF-8)");
    }

    @Override
    public void close() {
        closeQuietly();
    }

    private void closeQuietly() {
        if (in != null) {
            try {
                in.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
