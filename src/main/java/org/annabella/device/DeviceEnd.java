package org.annabella.device;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The device end of a serial line (a {@link PtyPair}'s), where a simulator is plugged in to run in
 * real time as its firmware would: it hears what the host sends, and its heartbeat goes out every
 * second from the moment it is plugged in. Without the heartbeat a host following a pegged board
 * warns after three quiet seconds that the board has fallen silent (docs/protocols/pegboard.md).
 *
 * <p>Build it first and hand it to the simulator as the simulator's way to the host, then
 * {@link #plug} the simulator in; what the simulator sends before that, or after the line is
 * unplugged, is lost, as on a real cable.
 */
public final class DeviceEnd implements Transport, AutoCloseable {
    static final long HEARTBEAT_MS = 1000;

    private final String path;
    private final int baud;
    private volatile SerialLink link;
    private ScheduledExecutorService beats;

    public DeviceEnd(String path, int baud) {
        this.path = path;
        this.baud = baud;
    }

    /**
     * Plugs the simulator in: it hears the host from now on, and {@code heartbeat} (null for a
     * device without one, such as a DGT board) runs every second until {@link #close()}.
     */
    public synchronized void plug(ByteReceiver simulator, Runnable heartbeat) {
        if (link != null) {
            throw new IllegalStateException("a simulator is already plugged in at " + path);
        }
        link = new SerialLink(path, baud, simulator, new LinkListener() {
            @Override
            public void linkUp(String port) {
            }

            @Override
            public void linkDown(String port, String why) {
            }
        });
        link.start();
        if (heartbeat != null) {
            beats = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "heartbeat " + path);
                t.setDaemon(true);
                return t;
            });
            beats.scheduleAtFixedRate(heartbeat, HEARTBEAT_MS, HEARTBEAT_MS, TimeUnit.MILLISECONDS);
        }
    }

    @Override
    public void write(byte[] bytes) {
        SerialLink l = link;
        if (l != null) {
            l.write(bytes);
        }
    }

    /** Unplugs the simulator: its heartbeat stops and the port is closed. */
    @Override
    public synchronized void close() {
        if (beats != null) {
            beats.shutdownNow();
            beats = null;
        }
        if (link != null) {
            link.close();
            link = null;
        }
    }
}
