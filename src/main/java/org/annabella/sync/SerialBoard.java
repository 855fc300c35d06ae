package org.annabella.sync;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.annabella.device.BoardDevice;
import org.annabella.device.ClockDevice;
import org.annabella.device.DgtBoard;
import org.annabella.device.DgtProtocol;
import org.annabella.device.PegBoard;
import org.annabella.device.PegProtocol;
import org.annabella.device.SerialLink;
import org.annabella.rules.InputException;
import org.annabella.rules.Position;

/**
 * A sensor board on a serial port, followed: its driver, the board follower that turns what the
 * sensors see into facts, the link that reconnects after an unplugged cable, and the 20 ms poll
 * that settles moves and warnings in time.
 */
public final class SerialBoard implements AutoCloseable {
    private final BoardFollower follower;
    private final SerialLink link;
    private final ScheduledExecutorService ticker;
    private final ClockDevice clock;

    private SerialBoard(boolean dgt, String port, Position start, BoardFollower.Events events) {
        follower = new BoardFollower(start, dgt, events);
        SerialLink[] holder = new SerialLink[1];
        BoardDevice driver = dgt ? new DgtBoard(bytes -> holder[0].write(bytes), follower, System::nanoTime, true)
                : new PegBoard(bytes -> holder[0].write(bytes), follower, System::nanoTime);
        follower.attach(driver);
        clock = driver instanceof DgtBoard d ? d.clock() : null;
        link = new SerialLink(port, dgt ? DgtProtocol.BAUD : PegProtocol.BAUD, driver, follower);
        holder[0] = link;
        link.start();
        ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "board-poll " + port);
            t.setDaemon(true);
            return t;
        });
        ticker.scheduleAtFixedRate(() -> {
            follower.poll(System.nanoTime());
            if (driver instanceof DgtBoard d) {
                d.clock().poll(System.nanoTime() / 1_000_000);
            }
        }, 20, 20, TimeUnit.MILLISECONDS);
    }

    /**
     * Opens a board given as {@code dgt:PORT} or {@code peg:PORT}. PORT must be a serial port that
     * opens ({@link SerialLink#check}); a board on it that does not answer yet is waited for.
     *
     * @throws InputException naming the fault when the text is not of that form or PORT is not
     *     a serial port
     */
    public static SerialBoard open(String board, Position start, BoardFollower.Events events) {
        boolean dgt = board.startsWith("dgt:");
        if (!dgt && !board.startsWith("peg:")) {
            throw new InputException("a board is dgt:PORT or peg:PORT, not '" + board + "'");
        }
        return new SerialBoard(dgt, board.substring(4), start, events);
    }

    public BoardFollower follower() {
        return follower;
    }

    /** The DGT 3000 clock attached to a DGT board, or null for a pegged board. */
    public ClockDevice clock() {
        return clock;
    }

    @Override
    public void close() {
        ticker.shutdownNow();
        link.close();
    }
}
