package org.annabella.device;

import org.annabella.rules.Square;

/**
 * What a Certabo board sends and takes (docs/protocols/certabo.md). At 38400 baud 8N1 the board
 * scans its 64 RFID readers again and again and sends each scan as one line: a colon, then five
 * numbers 0 to 255 for each square, a8 first along each rank down to h1, separated by spaces, and
 * a line end. A square's five numbers are the chip of the piece on it; a square where more than two
 * of them are zero is empty. There is no checksum and nothing to ask: the host only sends the
 * LEDs, eight bytes, one for each rank from the 8th down, bit n for file n (a = bit 0).
 */
public final class CertaboProtocol {
    public static final int BAUD = 38400;
    /** Numbers in a scan: five for each of 64 squares. */
    public static final int NUMBERS = 320;
    /** A scan line's longest honest length: a colon, 320 numbers of three digits and their spaces, a line end. */
    static final int MAX_LINE = 1 + NUMBERS * 4 + 2;

    private CertaboProtocol() {
    }

    /** A chip's five numbers in one value (the first number in the high bits), 0 for an empty square. */
    static long chip(int[] five) {
        int zeros = 0;
        long id = 0;
        for (int n : five) {
            zeros += n == 0 ? 1 : 0;
            id = id << 8 | n;
        }
        return zeros > 2 ? 0 : id;
    }

    /** The square of a position in the scan (0 = a8); the board has its coordinates printed, so it is never turned. */
    static int square(int index) {
        return DgtProtocol.square(index, false);
    }

    /** A scan line for chips by square (a1 = 0), as the board sends it. */
    public static byte[] scan(long[] chipBySquare) {
        StringBuilder s = new StringBuilder(MAX_LINE).append(':');
        for (int i = 0; i < 64; i++) {
            long id = chipBySquare[square(i)];
            for (int b = 4; b >= 0; b--) {
                s.append(id >>> (8 * b) & 0xFF).append(' ');
            }
        }
        return s.append("\r\n").toString().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }

    /** The eight LED bytes lighting these squares (a1 = 0); none for all dark. */
    public static byte[] leds(int... squares) {
        byte[] out = new byte[8];
        for (int sq : squares) {
            if (sq != Square.NONE) {
                out[7 - Square.rank(sq)] |= (byte) (1 << Square.file(sq));
            }
        }
        return out;
    }
}
