package org.annabella.device;

import java.util.ArrayDeque;
import java.util.Map;

/**
 * Cuts a ChessLink byte stream into messages. The parity bit is dropped (the reference drivers
 * read the seven data bits only, and a Bluetooth bridge may not keep it). A message starts with
 * one of the expected letters and has that letter's fixed length; it counts only when its body is
 * made of the characters its kind allows (piece letters for a status, hex digits otherwise) and its
 * checksum matches. When a message fails, the bytes after its first are read again, so a real
 * message that began inside the broken one is not lost: that is how the codec resynchronises, and
 * every failure consumes at least one byte. Never throws on bad input.
 */
public final class ChessLinkCodec {
    private final Map<Character, Integer> lengths;
    private final LineCodec.Lines sink;
    private final char[] buf = new char[ChessLinkProtocol.COMMANDS.get('L')];
    private final ArrayDeque<Character> todo = new ArrayDeque<>();
    private int have;
    private int want;
    private long dropped;

    /** lengths: what may arrive ({@link ChessLinkProtocol#REPLIES} or {@link ChessLinkProtocol#COMMANDS}). */
    public ChessLinkCodec(Map<Character, Integer> lengths, LineCodec.Lines sink) {
        this.lengths = lengths;
        this.sink = sink;
    }

    public void feed(byte[] data, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            todo.addLast((char) (data[i] & 0x7F));
            drain();
        }
    }

    /**
     * The line has fallen silent: a message still waiting for its end never gets it (a garbage
     * byte that looked like a letter, say), so it is given up and its bytes read again; a real
     * message that began inside it is then read at once instead of waiting for the next one.
     */
    public void lineSilent() {
        while (have > 0) {
            fail(have, "message cut short");
        }
    }

    private void drain() {
        while (!todo.isEmpty()) {
            step(todo.pollFirst());
        }
    }

    /** Characters dropped outside any good message so far; for tests and diagnostics. */
    public long droppedCharacters() {
        return dropped;
    }

    private void step(char c) {
        if (have == 0) {
            Integer n = lengths.get(c);
            if (n == null) {
                dropped++;
                return;
            }
            want = n;
        }
        buf[have++] = c;
        if (have == want) {
            finish();
        }
    }

    private void finish() {
        int n = have;
        have = 0;
        String body = new String(buf, 0, n - 2);
        int sum = ChessLinkProtocol.parseHex2(new String(buf, n - 2, 2), 0);
        if (sum == ChessLinkProtocol.checksum(body) && bodyAllowed(body)) {
            sink.line(body);
            return;
        }
        fail(n, sum < 0 ? "message '" + buf[0] + "' without a checksum" : "message '" + buf[0] + "' failed its check");
    }

    /** Drops the first of n buffered characters and reads the rest again. */
    private void fail(int n, String why) {
        have = 0;
        dropped++;
        for (int i = n - 1; i >= 1; i--) {
            todo.addFirst(buf[i]);
        }
        sink.garbled(why);
        drain();
    }

    private static boolean bodyAllowed(String body) {
        boolean status = body.charAt(0) == 's';
        for (int i = 1; i < body.length(); i++) {
            char c = body.charAt(i);
            if (status ? !ChessLinkProtocol.isStatusChar(c) : ChessLinkProtocol.parseHex2(c + "0", 0) < 0) {
                return false;
            }
        }
        return true;
    }
}
