package org.annabella.cli;

import java.io.PrintWriter;
import org.annabella.device.ClockDeviceListener;
import org.annabella.rules.Color;
import org.annabella.sync.BoardFollower;
import org.annabella.sync.SyncFact;

/**
 * A fault of the program met while a device's event is handled, on the device's own thread: it is
 * reported as the command line reports faults (one line naming a log file with the details) and
 * the device goes on. The relays speak only refusals, so a bug is never said as if the player
 * erred; this keeps it from stopping a board or a clock without a word.
 */
final class DeviceFaults {
    private final Problems problems;
    private final PrintWriter err;

    DeviceFaults(Problems problems, PrintWriter err) {
        this.problems = problems;
        this.err = err;
    }

    /** Handles one device event; a fault is reported, never thrown back into the device's thread. */
    void handle(Runnable event) {
        try {
            event.run();
        } catch (RuntimeException fault) {
            synchronized (err) {
                problems.report(null, fault, err);
                err.flush();
            }
        }
    }

    BoardFollower.Events board(BoardFollower.Events events) {
        return new BoardFollower.Events() {
            @Override
            public void accept(SyncFact fact) {
                handle(() -> events.accept(fact));
            }

            @Override
            public void notice(String line) {
                handle(() -> events.notice(line));
            }

            @Override
            public void endOfGame(String result) {
                handle(() -> events.endOfGame(result));
            }
        };
    }

    ClockDeviceListener clock(ClockDeviceListener listener) {
        return new ClockDeviceListener() {
            @Override
            public void leverPressed(Color side) {
                handle(() -> listener.leverPressed(side));
            }

            @Override
            public void timeRequested(Color side) {
                handle(() -> listener.timeRequested(side));
            }

            @Override
            public void button(String name) {
                handle(() -> listener.button(name));
            }

            @Override
            public void warning(String message) {
                handle(() -> listener.warning(message));
            }
        };
    }
}
