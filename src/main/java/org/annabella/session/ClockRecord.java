package org.annabella.session;

import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Color;

/**
 * What the journal says of the clock: the last readings, the presses per side, the readings after
 * each completed move (for the PGN's %clk), the time given or taken by rulings and the arbiter,
 * and whether a clock ran after the last clock record (a press, a reading, a stop or a start) and
 * when that was. Enough to set the clock after a replay, flags and time used included, and to
 * tell the arbiter what a crash may have cost (2018 6.10, 6.11). A value.
 *
 * @param read whether there has been a clock record with readings
 * @param white remaining White milliseconds at the last clock record with readings; 0 when
 *     White's flag had fallen (a reading is journalled within a second of a flag's fall)
 * @param black the same for Black
 * @param whiteAdded milliseconds given to White by rulings and the arbiter, less any taken
 * @param blackAdded the same for Black
 * @param lastAt when the last clock record was journalled (epoch milliseconds), 0 before any
 * @param running whether a clock ran after it
 * @param noted whether the journal notes the running clock (journals written before it did not)
 */
public record ClockRecord(boolean read, long white, long black, int whitePresses, int blackPresses, List<Long> afterEachMove,
        long whiteAdded, long blackAdded, long lastAt, boolean running, boolean noted) {

    static final ClockRecord NONE = new ClockRecord(false, 0, 0, 0, 0, List.of(), 0, 0, 0, false, false);

    public ClockRecord {
        afterEachMove = List.copyOf(afterEachMove);
    }

    /** Remaining milliseconds of {@code side} at the last clock record. */
    public long reading(Color side) {
        return side == Color.WHITE ? white : black;
    }

    public int presses(Color side) {
        return side == Color.WHITE ? whitePresses : blackPresses;
    }

    /** Milliseconds given to {@code side} by rulings and the arbiter, less any taken. */
    public long added(Color side) {
        return side == Color.WHITE ? whiteAdded : blackAdded;
    }

    ClockRecord pressed(Color side, long white, long black, long at) {
        List<Long> after = new ArrayList<>(afterEachMove);
        after.add(side == Color.WHITE ? white : black);
        return new ClockRecord(true, white, black, whitePresses + (side == Color.WHITE ? 1 : 0),
                blackPresses + (side == Color.BLACK ? 1 : 0), after, whiteAdded, blackAdded, at, true, noted);
    }

    /** Training: the last moves taken back, {@code whiteMoves} of White's and {@code blackMoves} of Black's; the readings stay. */
    ClockRecord retracted(int whiteMoves, int blackMoves) {
        int kept = Math.max(0, afterEachMove.size() - whiteMoves - blackMoves);
        return new ClockRecord(read, white, black, Math.max(0, whitePresses - whiteMoves), Math.max(0, blackPresses - blackMoves),
                afterEachMove.subList(0, kept), whiteAdded, blackAdded, lastAt, running, noted);
    }

    ClockRecord noted(long white, long black, long at) {
        return new ClockRecord(true, white, black, whitePresses, blackPresses, afterEachMove, whiteAdded, blackAdded, at, true, true);
    }

    ClockRecord paused(long white, long black, long at) {
        return new ClockRecord(true, white, black, whitePresses, blackPresses, afterEachMove, whiteAdded, blackAdded, at, false, noted);
    }

    /**
     * The stopped clocks set to new readings: the difference from the last readings is what each
     * side was given (or lost). Refused without readings to count from.
     */
    ClockRecord set(long white, long black, long at) {
        if (!read || running) {
            throw new IllegalStateException("the clocks are set only when stopped with their readings journalled");
        }
        return new ClockRecord(true, white, black, whitePresses, blackPresses, afterEachMove,
                whiteAdded + white - this.white, blackAdded + black - this.black, at, false, noted);
    }

    ClockRecord resumed(long at) {
        return new ClockRecord(read, this.white, this.black, whitePresses, blackPresses, afterEachMove, whiteAdded, blackAdded, at,
                true, noted);
    }

    /** The game ended: no clock runs any more. */
    ClockRecord stopped() {
        return new ClockRecord(read, this.white, this.black, whitePresses, blackPresses, afterEachMove, whiteAdded, blackAdded, lastAt,
                false, noted);
    }
}
