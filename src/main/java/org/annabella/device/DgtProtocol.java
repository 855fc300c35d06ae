package org.annabella.device;

import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Square;

/**
 * Constants and encoders of the DGT e-board serial protocol, after DGT's published dgtbrd.h:
 * 9600 baud 8N1, one-byte commands to the board, messages from the board with a 3-byte header
 * (id | 0x80, then the total length in two 7-bit bytes). Only data bytes below 0x80 follow a
 * header, so a byte with the top bit set always starts a message.
 */
public final class DgtProtocol {
    public static final int BAUD = 9600;

    // Commands, computer to board.
    public static final int SEND_RESET = 0x40;
    public static final int SEND_CLOCK = 0x41;
    public static final int SEND_BOARD = 0x42;
    public static final int SEND_UPDATE = 0x43;
    public static final int SEND_UPDATE_BOARD = 0x44;
    public static final int RETURN_SERIAL = 0x45;
    public static final int SEND_UPDATE_NICE = 0x4B;
    public static final int SEND_VERSION = 0x4D;
    public static final int CLOCK_MESSAGE = 0x2B;

    // Clock commands wrapped in CLOCK_MESSAGE (DGT 3000 / XL).
    public static final int CLOCK_START = 0x03;
    public static final int CLOCK_END = 0x00;
    public static final int CLOCK_SET_AND_RUN = 0x0A;
    public static final int CLOCK_BEEP = 0x0B;
    public static final int CLOCK_ASCII = 0x0C;

    // Messages, board to computer (id without the top bit).
    public static final int MSG_BOARD_DUMP = 0x06;
    public static final int MSG_BWTIME = 0x0D;
    public static final int MSG_FIELD_UPDATE = 0x0E;
    public static final int MSG_SERIAL = 0x11;
    public static final int MSG_VERSION = 0x13;
    public static final int MSG_LONG_SERIAL = 0x22;

    public static final int SIZE_BOARD_DUMP = 67;
    public static final int SIZE_BWTIME = 10;
    public static final int SIZE_FIELD_UPDATE = 5;
    public static final int SIZE_VERSION = 5;
    public static final int SIZE_SERIAL = 8;
    public static final int SIZE_LONG_SERIAL = 13;

    /** Piece codes 1..12 in DGT order: white P R N B K Q, then black. */
    private static final PieceType[] CODE_TYPES = {
        PieceType.PAWN, PieceType.ROOK, PieceType.KNIGHT, PieceType.BISHOP, PieceType.KING, PieceType.QUEEN};
    /** Magic pieces 13..15 (draw, white wins, black wins): DGT's way for a board to signal a result. */
    public static final int MAGIC_DRAW = 13, MAGIC_WHITE_WINS = 14, MAGIC_BLACK_WINS = 15;

    private DgtProtocol() {
    }

    /** The piece for a DGT code 1..12, null for 0 (empty) and for anything else. */
    public static Piece piece(int code) {
        if (code < 1 || code > 12) {
            return null;
        }
        return Piece.of(code <= 6 ? Color.WHITE : Color.BLACK, CODE_TYPES[(code - 1) % 6]);
    }

    /** The DGT code of a piece; 0 for null (empty). */
    public static int code(Piece piece) {
        if (piece == null) {
            return 0;
        }
        int t = 0;
        while (CODE_TYPES[t] != piece.type()) {
            t++;
        }
        return 1 + t + (piece.color() == Color.WHITE ? 0 : 6);
    }

    /**
     * The square of DGT field 0..63. Field 0 is a8 and 63 is h1 when the connector is on White's
     * left; the board does not renumber when turned round, so a rotated board maps each field to
     * the opposite square.
     */
    public static int square(int field, boolean rotated) {
        int sq = Square.of(field % 8, 7 - field / 8);
        return rotated ? Square.rotate(sq) : sq;
    }

    /** The DGT field of a square (inverse of {@link #square}). */
    public static int field(int square, boolean rotated) {
        int sq = rotated ? Square.rotate(square) : square;
        return (7 - Square.rank(sq)) * 8 + Square.file(sq);
    }

    /** A message header: id with the top bit, then the 14-bit total length in two 7-bit bytes. */
    static void header(byte[] out, int id, int length) {
        out[0] = (byte) (0x80 | id);
        out[1] = (byte) ((length >> 7) & 0x7F);
        out[2] = (byte) (length & 0x7F);
    }

    /** A clock command wrapped for the board: 0x2B, size, 0x03, command, data..., 0x00. */
    public static byte[] clockCommand(int command, byte... data) {
        byte[] out = new byte[data.length + 5];
        out[0] = (byte) CLOCK_MESSAGE;
        out[1] = (byte) (data.length + 3);
        out[2] = (byte) CLOCK_START;
        out[3] = (byte) command;
        System.arraycopy(data, 0, out, 4, data.length);
        out[out.length - 1] = (byte) CLOCK_END;
        return out;
    }

    /**
     * Set-and-run: left and right times (rounded down to whole seconds, as the clock shows them)
     * and which side runs. runLeft/runRight both false pauses the clock.
     */
    public static byte[] setAndRun(long leftMs, long rightMs, boolean runLeft, boolean runRight) {
        long l = Math.max(0, leftMs) / 1000;
        long r = Math.max(0, rightMs) / 1000;
        int status = (runLeft ? 0x01 : 0) | (runRight ? 0x02 : 0) | (!runLeft && !runRight ? 0x04 : 0);
        return clockCommand(CLOCK_SET_AND_RUN,
                (byte) Math.min(9, l / 3600), (byte) (l / 60 % 60), (byte) (l % 60),
                (byte) Math.min(9, r / 3600), (byte) (r / 60 % 60), (byte) (r % 60),
                (byte) status);
    }

    /** Eight characters of ASCII text (DGT 3000 only), padded or cut; beep 0..15. */
    public static byte[] asciiText(String text, int beep) {
        byte[] data = new byte[9];
        for (int i = 0; i < 8; i++) {
            char c = i < text.length() ? text.charAt(i) : ' ';
            data[i] = (byte) (c >= 0x20 && c < 0x7F ? c : '?');
        }
        data[8] = (byte) Math.max(0, Math.min(15, beep));
        return clockCommand(CLOCK_ASCII, data);
    }

    /** A beep of about the given length (units of 64 ms). */
    public static byte[] beep(int millis) {
        return clockCommand(CLOCK_BEEP, (byte) Math.max(1, Math.min(127, millis / 64)));
    }

    /** A field update message as the board sends it. */
    public static byte[] fieldUpdate(int field, int code) {
        byte[] out = new byte[SIZE_FIELD_UPDATE];
        header(out, MSG_FIELD_UPDATE, SIZE_FIELD_UPDATE);
        out[3] = (byte) field;
        out[4] = (byte) code;
        return out;
    }

    /** A board dump message: 64 piece codes in field order. */
    public static byte[] boardDump(int[] codesByField) {
        byte[] out = new byte[SIZE_BOARD_DUMP];
        header(out, MSG_BOARD_DUMP, SIZE_BOARD_DUMP);
        for (int f = 0; f < 64; f++) {
            out[3 + f] = (byte) codesByField[f];
        }
        return out;
    }

    /**
     * A clock acknowledgement in a BWTIME message: the four ack bytes are spread over bytes 3..8
     * with their top bits carried in bytes 3 and 6, whose low nibble 0x0A marks an ack.
     */
    public static byte[] clockAck(int ack0, int ack1, int ack2, int ack3) {
        byte[] out = new byte[SIZE_BWTIME];
        header(out, MSG_BWTIME, SIZE_BWTIME);
        out[3] = (byte) (0x0A | ((ack2 & 0x80) >> 3) | ((ack3 & 0x80) >> 2));
        out[4] = (byte) (ack0 & 0x7F);
        out[5] = (byte) (ack1 & 0x7F);
        out[6] = (byte) (0x0A | ((ack0 & 0x80) >> 3) | ((ack1 & 0x80) >> 2));
        out[7] = (byte) (ack2 & 0x7F);
        out[8] = (byte) (ack3 & 0x7F);
        return out;
    }

    /** A clock-times BWTIME message (right player first, as the protocol orders them). */
    public static byte[] clockTimes(long leftMs, long rightMs, int status) {
        byte[] out = new byte[SIZE_BWTIME];
        header(out, MSG_BWTIME, SIZE_BWTIME);
        putTime(out, 3, rightMs);
        putTime(out, 6, leftMs);
        out[9] = (byte) (status & 0x7F);
        return out;
    }

    private static void putTime(byte[] out, int at, long ms) {
        long s = Math.max(0, ms) / 1000;
        out[at] = (byte) Math.min(9, s / 3600);
        out[at + 1] = (byte) bcd((int) (s / 60 % 60));
        out[at + 2] = (byte) bcd((int) (s % 60));
    }

    static int bcd(int v) {
        return (v / 10) << 4 | (v % 10);
    }

    static int fromBcd(int b) {
        return (b >> 4) * 10 + (b & 0x0F);
    }
}
