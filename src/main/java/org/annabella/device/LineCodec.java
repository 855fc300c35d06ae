package org.annabella.device;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.annabella.rules.InputException;

/**
 * Framing of annabella's open line protocols (pegged board, tactile clock): printable ASCII
 * lines {@code BODY*HH\n}, where HH is the XOR of the body's bytes in two upper-case hex
 * digits, as in NMEA 0183. A garbled line is dropped whole and the next newline resynchronises.
 */
public final class LineCodec {
    public static final int MAX_LINE = 80;

    /** What a line decoder reports. */
    public interface Lines {
        void line(String body);

        void garbled(String why);
    }

    private final Lines sink;
    private final StringBuilder line = new StringBuilder(MAX_LINE);
    private boolean bad;
    private String why;

    public LineCodec(Lines sink) {
        this.sink = sink;
    }

    /** The fields of a line, which must be exactly n. */
    static void need(String[] f, int n) {
        if (f.length != n) {
            throw new InputException("expected " + n + " fields, got " + f.length);
        }
    }

    /**
     * A version line's fields {@code V NAME VERSION FIRMWARE}: a warning when the device speaks
     * another protocol or version (it may still understand enough), empty when it is this one.
     *
     * @throws InputException when the line has not these four fields or the firmware's name is empty
     */
    static Optional<String> checkVersion(String[] f, String name, int version) {
        need(f, 4);
        if (f[3].isEmpty()) {
            throw new InputException("version line without a firmware name");
        }
        if (f[1].equals(name) && f[2].equals(Integer.toString(version))) {
            return Optional.empty();
        }
        return Optional.of("the device speaks " + f[1] + " " + f[2] + ", expected " + name + " " + version);
    }

    public static byte[] frame(String body) {
        return (body + "*" + hex(checksum(body)) + "\n").getBytes(StandardCharsets.US_ASCII);
    }

    public static int checksum(CharSequence body) {
        int x = 0;
        for (int i = 0; i < body.length(); i++) {
            x ^= body.charAt(i);
        }
        return x & 0xFF;
    }

    private static String hex(int v) {
        return "" + Character.toUpperCase(Character.forDigit(v >> 4, 16))
                + Character.toUpperCase(Character.forDigit(v & 15, 16));
    }

    public void feed(byte[] data, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            feed(data[i] & 0xFF);
        }
    }

    public void feed(int b) {
        if (b == '\n') {
            end();
        } else if (b == '\r') {
            return;
        } else if (bad) {
            return;
        } else if (b < 0x20 || b > 0x7E) {
            fail("byte 0x" + Integer.toHexString(b) + " in a line");
        } else if (line.length() >= MAX_LINE) {
            fail("line longer than " + MAX_LINE + " characters");
        } else {
            line.append((char) b);
        }
    }

    private void fail(String reason) {
        bad = true;
        why = reason;
    }

    /** Ends a line. State is reset before the sink hears of it, so the sink may feed more bytes. */
    private void end() {
        String text = line.toString();
        boolean wasBad = bad;
        line.setLength(0);
        bad = false;
        if (wasBad) {
            sink.garbled(why);
            return;
        }
        if (text.isEmpty()) {
            return;
        }
        int star = text.length() - 3;
        if (star < 1 || text.charAt(star) != '*') {
            sink.garbled("line without checksum: " + text);
            return;
        }
        String body = text.substring(0, star);
        int hi = Character.digit(text.charAt(star + 1), 16), lo = Character.digit(text.charAt(star + 2), 16);
        if (hi < 0 || lo < 0) {
            sink.garbled("unreadable checksum: " + text);
        } else if ((hi << 4 | lo) != checksum(body)) {
            sink.garbled("checksum mismatch: " + text);
        } else {
            sink.line(body);
        }
    }
}
