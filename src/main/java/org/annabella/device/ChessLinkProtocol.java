package org.annabella.device;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Square;

/**
 * The Millennium ChessLink protocol (docs/protocols/millennium.md): printable ASCII at 38400
 * baud, 7 data bits with odd parity, which is 8N1 on the wire with the parity bit computed here.
 * A message is a letter, a fixed number of characters, and two upper-case hex digits: the XOR of
 * the 7-bit characters before them. Commands are upper case, replies the same letter in lower case.
 */
public final class ChessLinkProtocol {
    public static final int BAUD = 38400;

    /** Lengths of what the board sends, checksum included. */
    public static final Map<Character, Integer> REPLIES = Map.of('v', 7, 's', 67, 'l', 3, 'x', 3, 'w', 7, 'r', 7);
    /** Lengths of what the host sends (the LED command: slot time and 81 LED patterns). */
    public static final Map<Character, Integer> COMMANDS =
            Map.of('V', 3, 'S', 3, 'X', 3, 'T', 3, 'R', 5, 'W', 7, 'L', 3 + 2 + 81 * 2);

    /** The settings byte that says when the board reports by itself (2018 manual: "automatic reports"). */
    public static final int REG_REPORTS = 0x02;
    /** Its low three bits: 0 every scan, 1 never (only when asked), 2 on a timer, 3..7 on change. */
    public static final int REPORTS_NEVER = 1, REPORTS_ON_CHANGE = 3;

    /** LED patterns, one bit per time slot: blinking for the square to lift from, steady for the target. */
    static final int BLINK = 0xF0, STEADY = 0xFF;
    /** A slot of 32 units of 4.096 ms: the blinking pattern turns about once a second. */
    static final int SLOT = 0x20;

    private static final String PIECES = "PRNBQKprnbqk";

    private ChessLinkProtocol() {
    }

    /** The message with its checksum, each byte with its odd-parity bit, ready for the wire. */
    public static byte[] frame(String body) {
        String text = body + hex2(checksum(body));
        byte[] out = text.getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) withOddParity(out[i]);
        }
        return out;
    }

    /** The 7-bit character with bit 7 set when needed to make the count of one bits odd. */
    static int withOddParity(int c) {
        int seven = c & 0x7F;
        return Integer.bitCount(seven) % 2 == 0 ? seven | 0x80 : seven;
    }

    static int checksum(CharSequence body) {
        int x = 0;
        for (int i = 0; i < body.length(); i++) {
            x ^= body.charAt(i) & 0x7F;
        }
        return x;
    }

    static String hex2(int v) {
        return "" + "0123456789ABCDEF".charAt(v >> 4 & 15) + "0123456789ABCDEF".charAt(v & 15);
    }

    /** Two upper-case hex digits at i, or -1. */
    static int parseHex2(CharSequence s, int i) {
        int hi = "0123456789ABCDEF".indexOf(s.charAt(i)), lo = "0123456789ABCDEF".indexOf(s.charAt(i + 1));
        return hi < 0 || lo < 0 ? -1 : hi << 4 | lo;
    }

    /** The piece of a status character ('.' and anything unknown: null). */
    static Piece piece(char c) {
        int i = PIECES.indexOf(c);
        if (i < 0) {
            return null;
        }
        PieceType[] types = {PieceType.PAWN, PieceType.ROOK, PieceType.KNIGHT, PieceType.BISHOP, PieceType.QUEEN,
            PieceType.KING};
        return Piece.of(i < 6 ? Color.WHITE : Color.BLACK, types[i % 6]);
    }

    static boolean isStatusChar(char c) {
        return c == '.' || PIECES.indexOf(c) >= 0;
    }

    static char letter(Piece p) {
        if (p == null) {
            return '.';
        }
        char c = switch (p.type()) {
            case PAWN -> 'P';
            case ROOK -> 'R';
            case KNIGHT -> 'N';
            case BISHOP -> 'B';
            case QUEEN -> 'Q';
            case KING -> 'K';
        };
        return p.color() == Color.WHITE ? c : Character.toLowerCase(c);
    }

    /** The status reply body for a board given by square: 's' and 64 characters, a8 first. */
    static String status(Piece[] bySquare, boolean rotated) {
        StringBuilder s = new StringBuilder("s");
        for (int i = 0; i < 64; i++) {
            s.append(letter(bySquare[DgtProtocol.square(i, rotated)]));
        }
        return s.toString();
    }

    /**
     * The LED command lighting the corners of from (blinking) and to (steady); the LEDs sit at the
     * 81 corners of the squares, numbered down each file's left edge from a8's corner (docs).
     */
    static String leds(int from, int to, boolean rotated) {
        int[] led = new int[81];
        light(led, from, BLINK, rotated);
        light(led, to, STEADY, rotated);
        StringBuilder s = new StringBuilder("L").append(hex2(SLOT));
        for (int v : led) {
            s.append(hex2(v));
        }
        return s.toString();
    }

    private static void light(int[] led, int square, int pattern, boolean rotated) {
        if (square == Square.NONE) {
            return;
        }
        int sq = rotated ? Square.rotate(square) : square;    // the board keeps its own numbering
        int col = Square.file(sq), row = 7 - Square.rank(sq);
        for (int dc = 0; dc < 2; dc++) {
            for (int dr = 0; dr < 2; dr++) {
                led[(col + dc) * 9 + row + dr] = pattern;
            }
        }
    }
}
