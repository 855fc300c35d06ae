package org.annabella.device;

import static org.annabella.device.DgtProtocol.*;

/**
 * Turns the byte stream from a DGT board into messages. Never throws on bad input: bytes that
 * form no valid message are dropped and reported through {@link DgtListener#garbled}, and since
 * only a header byte has the top bit set, the next such byte restarts the decoder (resync).
 * Message sizes are checked against dgtbrd.h; DGT has no checksum, so values are range-checked.
 */
public final class DgtDecoder {
    private static final int MAX_KNOWN = SIZE_BOARD_DUMP;

    private final DgtListener listener;
    private final byte[] buf = new byte[MAX_KNOWN];
    private int have;       // bytes of the current message seen so far, 0 when hunting for a header
    private int expected;   // total length from the header, once read
    private long garbage;   // bytes dropped since the last good message

    public DgtDecoder(DgtListener listener) {
        this.listener = listener;
    }

    public void feed(byte[] data, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            feed(data[i] & 0xFF);
        }
    }

    public void feed(int b) {
        if ((b & 0x80) != 0) {
            if (have > 0) {
                drop(have, "message cut short");
            }
            buf[0] = (byte) b;
            have = 1;
            expected = 0;
            return;
        }
        if (have == 0) {
            garbage++;
            return;
        }
        if (have < 3) {
            buf[have++] = (byte) b;
            if (have == 3) {
                expected = (buf[1] << 7) | buf[2];
                int id = buf[0] & 0x7F;
                int size = knownSize(id);
                if (expected < 3 || (size != 0 && expected != size)) {
                    drop(3, "bad length " + expected + " for message 0x" + Integer.toHexString(id | 0x80));
                } else if (expected == 3) {
                    finish();
                }
            }
            return;
        }
        if (have < MAX_KNOWN) {
            buf[have] = (byte) b;
        }
        have++;
        if (have == expected) {
            finish();
        }
    }

    /** Bytes dropped so far as garbage (outside any valid message); for tests and diagnostics. */
    public long garbageBytes() {
        return garbage;
    }

    private static int knownSize(int id) {
        switch (id) {
            case MSG_BOARD_DUMP: return SIZE_BOARD_DUMP;
            case MSG_BWTIME: return SIZE_BWTIME;
            case MSG_FIELD_UPDATE: return SIZE_FIELD_UPDATE;
            case MSG_VERSION: return SIZE_VERSION;
            case MSG_SERIAL: return SIZE_SERIAL;
            case MSG_LONG_SERIAL: return SIZE_LONG_SERIAL;
            default: return 0;
        }
    }

    private void drop(int n, String why) {
        garbage += n;
        have = 0;
        listener.garbled(why);
    }

    private void finish() {
        int id = buf[0] & 0x7F;
        int n = have;
        have = 0;
        switch (id) {
            case MSG_BOARD_DUMP -> {
                int[] codes = new int[64];
                for (int f = 0; f < 64; f++) {
                    codes[f] = buf[3 + f];
                    if (codes[f] > MAGIC_BLACK_WINS) {
                        drop(n, "board dump with piece code " + codes[f]);
                        return;
                    }
                }
                listener.boardDump(codes);
            }
            case MSG_FIELD_UPDATE -> {
                int field = buf[3], code = buf[4];
                if (field > 63 || code > MAGIC_BLACK_WINS) {
                    drop(n, "field update " + field + " with piece code " + code);
                    return;
                }
                listener.fieldUpdate(field, code);
            }
            case MSG_BWTIME -> bwtime(n);
            case MSG_VERSION -> listener.version(buf[3], buf[4]);
            case MSG_SERIAL, MSG_LONG_SERIAL -> {
                StringBuilder s = new StringBuilder();
                for (int i = 3; i < n; i++) {
                    char c = (char) buf[i];
                    if (c < 0x20 || c == 0x7F) {
                        drop(n, "serial number with control character");
                        return;
                    }
                    s.append(c);
                }
                listener.serialNumber(s.toString());
            }
            default -> {
                // Trademark, EEPROM dumps, battery...: valid framing, nothing we use.
            }
        }
    }

    private void bwtime(int n) {
        int b3 = buf[3], b6 = buf[6];
        if ((b3 & 0x0F) == 0x0A || (b6 & 0x0F) == 0x0A) {
            int ack0 = (buf[4] & 0x7F) | ((b6 << 3) & 0x80);
            int ack1 = (buf[5] & 0x7F) | ((b6 << 2) & 0x80);
            int ack2 = (buf[7] & 0x7F) | ((b3 << 3) & 0x80);
            int ack3 = (buf[8] & 0x7F) | ((b3 << 2) & 0x80);
            listener.clockAck(ack0, ack1, ack2, ack3);
            return;
        }
        long right = time(3), left = time(6);
        if (right < 0 || left < 0) {
            drop(n, "clock time out of range");
            return;
        }
        int status = buf[9];
        listener.clockTimes(new DgtClockReading(left, right, (status & 0x01) != 0, (status & 0x02) != 0,
                (status & 0x08) != 0, (status & 0x10) != 0, (status & 0x20) == 0));
    }

    /** Milliseconds from hours (low nibble) and BCD minutes and seconds, or -1 if not valid BCD. */
    private long time(int at) {
        int h = buf[at] & 0x0F, m = buf[at + 1], s = buf[at + 2];
        if (h > 9 || (m & 0x0F) > 9 || (s & 0x0F) > 9 || fromBcd(m) > 59 || fromBcd(s) > 59) {
            return -1;
        }
        return ((h * 60L + fromBcd(m)) * 60 + fromBcd(s)) * 1000;
    }
}
