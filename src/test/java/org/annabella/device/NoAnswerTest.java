package org.annabella.device;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Piece;
import org.junit.jupiter.api.Test;

/**
 * A serial port that opens but where no board answers (nothing plugged into the adapter, a board
 * switched off) is said once, a few seconds after the port opened, and annabella keeps waiting.
 */
class NoAnswerTest {
    private static final long S = 1_000_000_000L;
    private final List<String> warnings = new ArrayList<>();
    private long now;
    private final BoardListener listener = new BoardListener() {
        @Override
        public void squareChanged(int square, Piece piece, boolean occupied, long nanos) {
        }

        @Override
        public void snapshot(Piece[] pieces, long occupied, long nanos) {
        }

        @Override
        public void warning(String message) {
            warnings.add(message);
        }
    };

    @Test
    void aSilentDgtPortIsSaidOnceAndAnAnsweringBoardIsNot() {
        DgtBoard board = new DgtBoard(bytes -> { }, listener, () -> now, true);
        board.connected();
        now = 2 * S;
        board.poll(now);
        assertEquals(List.of(), warnings, "a board has three seconds to answer");
        for (now = 3 * S; now < 20 * S; now += S / 2) {
            board.poll(now);
        }
        assertEquals(List.of("no DGT board has answered for 3 seconds: is it plugged in and switched on? "
                + "still waiting for it"), warnings);

        warnings.clear();
        board.connected();    // replugged: this time it answers
        byte[] version = {(byte) 0x93, 0, 5, 1, 7};
        board.received(version, version.length);
        for (long t = now; t < now + 10 * S; t += S / 2) {
            board.poll(t);
        }
        assertEquals(List.of(), warnings);
    }

    @Test
    void aSilentPeggedBoardIsSaidOnce() {
        PegBoard board = new PegBoard(bytes -> { }, listener, () -> now);
        board.connected();
        for (now = 0; now < 20 * S; now += S / 2) {
            board.poll(now);
        }
        assertEquals(List.of("the board has said nothing for 3 seconds"), warnings);
    }
}
