package org.annabella.device;

/**
 * Cuts a Certabo byte stream into scans. A scan counts only when its line, from its last colon to
 * the line feed, is exactly 320 numbers 0 to 255 (one to three digits, no leading zero) separated
 * by single spaces, with nothing after them but spaces and a carriage return. Anything else is
 * dropped whole, and the next line feed starts afresh; a line longer than a scan can be is dropped
 * as it grows. Never throws on bad input.
 */
public final class CertaboCodec {
    /** What a decoder reports. */
    public interface Scans {
        /** A scan: chips by square (a1 = 0), 0 for empty. */
        void scan(long[] chipBySquare);

        void garbled(String why);
    }

    private final Scans sink;
    private final byte[] line = new byte[CertaboProtocol.MAX_LINE];
    private int have;
    private boolean tooLong;

    public CertaboCodec(Scans sink) {
        this.sink = sink;
    }

    public void feed(byte[] data, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            feed(data[i] & 0xFF);
        }
    }

    private void feed(int b) {
        if (b == '\n') {
            int n = have;
            boolean wasTooLong = tooLong;
            have = 0;
            tooLong = false;
            if (wasTooLong) {
                sink.garbled("a line longer than a scan");
            } else if (n > 0) {
                parse(n);
            }
            return;
        }
        if (b == ':') {
            have = 0;    // a scan starts here; what came before it on the line is dropped
            tooLong = false;
        }
        if (have == line.length) {
            tooLong = true;
        } else if (!tooLong) {
            line[have++] = (byte) b;
        }
    }

    private void parse(int n) {
        if (line[0] != ':') {
            sink.garbled("a line without a colon");
            return;
        }
        int end = n;
        while (end > 1 && (line[end - 1] == ' ' || line[end - 1] == '\r')) {
            end--;
        }
        long[] chips = new long[64];
        int[] five = new int[5];
        int count = 0;
        int i = 1;
        while (i < end) {
            int start = i, value = 0;
            while (i < end && line[i] >= '0' && line[i] <= '9' && i - start < 3) {
                value = value * 10 + line[i] - '0';
                i++;
            }
            int digits = i - start;
            if (digits == 0 || value > 255 || (digits > 1 && line[start] == '0') || count == CertaboProtocol.NUMBERS
                    || (i < end && line[i] != ' ')) {
                sink.garbled("a scan that is not " + CertaboProtocol.NUMBERS + " numbers 0 to 255");
                return;
            }
            five[count % 5] = value;
            if (count % 5 == 4) {
                chips[CertaboProtocol.square(count / 5)] = CertaboProtocol.chip(five);
            }
            count++;
            i++;    // the space
        }
        if (count != CertaboProtocol.NUMBERS) {
            sink.garbled("a scan of " + count + " numbers, not " + CertaboProtocol.NUMBERS);
            return;
        }
        sink.scan(chips);
    }
}
