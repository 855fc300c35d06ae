package org.annabella.device;

import com.fazecast.jSerialComm.SerialPort;
import com.fazecast.jSerialComm.SerialPortDataListener;
import com.fazecast.jSerialComm.SerialPortEvent;
import com.fazecast.jSerialComm.SerialPortInvalidPortException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.annabella.rules.InputException;

/**
 * A serial port that survives unplugging. It must open when started (a path that is no serial
 * port is refused then); afterwards bytes go to a {@link ByteReceiver}, and a watcher thread
 * notices a lost port (jSerialComm's disconnect event, or the device path vanishing) within a
 * few hundred milliseconds, reopens it when it comes back and tells the receiver, which then asks
 * the device for its full state.
 *
 * <p>jSerialComm 2.11 fires PORT_DISCONNECTED in a tight loop after a pseudo-terminal closes
 * unless the port is closed inside the first callback, so the callback closes it at once.
 */
public final class SerialLink implements Transport, AutoCloseable {
    static final long WATCH_MS = 150;
    /** System error numbers (POSIX errno) that say why a path could not be opened as a port. */
    private static final int ENXIO = 6, EACCES = 13, EBUSY = 16, ENOTTY = 25;

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

    /**
     * Refuses, before anything is started, a path where no serial port can be opened: an empty
     * name, a missing path, a folder, a file, or a device that is not a terminal ({@code /dev/null}).
     * The only portable test for the last is to open it: jSerialComm's open fails (ENOTTY) where
     * the terminal settings cannot be read, and succeeds on serial ports and pseudo-terminals. The
     * probe is closed at once; the link opens the port again when started.
     *
     * @throws InputException naming the path and why it is not a serial port
     */
    public static void check(String path) {
        openPort(path, 9600).closePort();    // any speed does for a probe
    }

    /**
     * Opens the port now and starts watching it: from now on an unplugged port is reopened when it
     * comes back.
     *
     * @throws InputException when the path is not a serial port that can be opened ({@link #check})
     */
    public void start() {
        attach(openPort(path, baud));
        watcher.start();
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

    private static SerialPort openPort(String path, int baud) {
        if (path.isBlank()) {
            throw new InputException("no port given: name the serial port's path after the colon");
        }
        Path file;
        try {
            file = Path.of(path);
        } catch (InvalidPathException e) {
            throw new InputException("'" + path + "' is not a path a serial port could have");
        }
        if (!Files.exists(file)) {
            throw new InputException(path + " does not exist: is the device plugged in? "
                    + "(annabella devices lists the serial ports)");
        }
        if (Files.isDirectory(file)) {
            throw new InputException(path + " is a folder, not a serial port");
        }
        if (Files.isRegularFile(file)) {
            throw new InputException(path + " is a file, not a serial port");
        }
        SerialPort p;
        try {
            p = SerialPort.getCommPort(path);
        } catch (SerialPortInvalidPortException e) {
            throw new InputException(path + " is not a serial port");
        }
        p.setComPortParameters(baud, 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        p.setFlowControl(SerialPort.FLOW_CONTROL_DISABLED);
        if (!p.openPort()) {
            throw new InputException(path + " " + whyNotOpened(p.getLastErrorCode()));
        }
        return p;
    }

    private static String whyNotOpened(int errno) {
        return switch (errno) {
            case ENOTTY -> "is not a serial port (the device there is not a terminal)";
            case ENXIO -> "cannot be opened: no device is behind it";
            case EACCES -> "cannot be opened: permission denied (on Linux, join the dialout group: sudo adduser "
                    + System.getProperty("user.name") + " dialout, then log out and in again)";
            case EBUSY -> "is busy: another program has the port open";
            default -> "cannot be opened as a serial port (system error " + errno + ")";
        };
    }

    /** Reopens a port that came back after an unplug; while it cannot be opened, the watcher tries again. */
    private void reopen() {
        try {
            attach(openPort(path, baud));
        } catch (InputException e) {
            // not back yet (or not yet readable): the next watch round tries again
        }
    }

    private void attach(SerialPort p) {
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
                reopen();
            }
        }
    }
}
