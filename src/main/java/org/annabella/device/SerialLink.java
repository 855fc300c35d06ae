package org.annabella.device;

import com.fazecast.jSerialComm.SerialPort;
import com.fazecast.jSerialComm.SerialPortDataListener;
import com.fazecast.jSerialComm.SerialPortEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A serial port that survives unplugging. Bytes go to a {@link ByteReceiver}; a watcher thread
 * notices a lost port (jSerialComm's disconnect event, or the device path vanishing) within a
 * few hundred milliseconds, reopens it when it comes back and tells the receiver, which then asks
 * the device for its full state.
 *
 * <p>jSerialComm 2.11 fires PORT_DISCONNECTED in a tight loop after a pseudo-terminal closes
 * unless the port is closed inside the first callback, so the callback closes it at once.
 */
public final class SerialLink implements Transport, AutoCloseable {
    static final long WATCH_MS = 150;

    private final String path;
    private final int baud;
    private final ByteReceiver receiver;
    private final LinkListener links;
    private final Thread watcher;
    private SerialPort port;
    private volatile boolean closed;
    /** Disconnect callbacks seen; with the port closed in the first, there is one per unplug. */
    private final AtomicInteger disconnectEvents = new AtomicInteger();

    public SerialLink(String path, int baud, ByteReceiver receiver, LinkListener links) {
        this.path = path;
        this.baud = baud;
        this.receiver = receiver;
        this.links = links;
        this.watcher = new Thread(this::watch, "serial-watch " + path);
        this.watcher.setDaemon(true);
    }

    /** Opens the port now (false if it cannot be opened yet) and starts watching it. */
    public boolean start() {
        boolean up = tryOpen();
        watcher.start();
        return up;
    }

    public synchronized boolean isOpen() {
        return port != null;
    }

    public int disconnectEvents() {
        return disconnectEvents.get();
    }

    @Override
    public void write(byte[] bytes) {
        SerialPort p;
        synchronized (this) {
            p = port;
        }
        if (p != null && p.writeBytes(bytes, bytes.length) < 0) {
            lost(p, "write failed");
        }
    }

    @Override
    public void close() {
        closed = true;
        watcher.interrupt();
        SerialPort p;
        synchronized (this) {
            p = port;
            port = null;
        }
        if (p != null) {
            p.removeDataListener();
            p.closePort();
        }
    }

    private boolean tryOpen() {
        if (!Files.exists(Path.of(path))) {
            return false;
        }
        SerialPort p = SerialPort.getCommPort(path);
        p.setComPortParameters(baud, 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        p.setFlowControl(SerialPort.FLOW_CONTROL_DISABLED);
        if (!p.openPort()) {
            return false;
        }
        p.addDataListener(new SerialPortDataListener() {
            @Override
            public int getListeningEvents() {
                return SerialPort.LISTENING_EVENT_DATA_RECEIVED | SerialPort.LISTENING_EVENT_PORT_DISCONNECTED;
            }

            @Override
            public void serialEvent(SerialPortEvent event) {
                if (event.getEventType() == SerialPort.LISTENING_EVENT_PORT_DISCONNECTED) {
                    disconnectEvents.incrementAndGet();
                    lost(event.getSerialPort(), "the port was disconnected");
                } else if (event.getEventType() == SerialPort.LISTENING_EVENT_DATA_RECEIVED) {
                    byte[] data = event.getReceivedData();
                    if (data != null && data.length > 0) {
                        receiver.received(data, data.length);
                    }
                }
            }
        });
        synchronized (this) {
            port = p;
        }
        links.linkUp(path);
        receiver.connected();
        return true;
    }

    /** Closes a lost port, once: later callbacks for the same port find it already gone. */
    private void lost(SerialPort p, String why) {
        synchronized (this) {
            if (port != p) {
                return;
            }
            port = null;
        }
        p.closePort();
        if (!closed) {
            links.linkDown(path, why);
        }
    }

    private void watch() {
        while (!closed) {
            try {
                Thread.sleep(WATCH_MS);
            } catch (InterruptedException e) {
                return;
            }
            SerialPort p;
            synchronized (this) {
                p = port;
            }
            if (p != null) {
                if (!Files.exists(Path.of(path))) {
                    lost(p, "the device is gone");
                }
            } else if (!closed) {
                tryOpen();
            }
        }
    }
}
