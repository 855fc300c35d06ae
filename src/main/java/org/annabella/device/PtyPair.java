package org.annabella.device;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A pseudo-terminal pair made by socat, standing in for a USB serial cable: the device end for a
 * simulator, the host end for annabella. Closing it is unplugging the cable; {@link #reopen()}
 * plugs it back in under the same paths.
 */
public final class PtyPair implements AutoCloseable {
    private final Path host;
    private final Path device;
    private Process socat;

    private PtyPair(Path host, Path device) {
        this.host = host;
        this.device = device;
    }

    /** True when socat is on the PATH. */
    public static boolean socatAvailable() {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, "socat"))) {
                return true;
            }
        }
        return false;
    }

    /** Opens a pair whose ends appear as dir/host and dir/device. */
    public static PtyPair open(Path dir) throws IOException {
        PtyPair pair = new PtyPair(dir.resolve("host"), dir.resolve("device"));
        pair.reopen();
        return pair;
    }

    public String hostPath() {
        return host.toString();
    }

    public String devicePath() {
        return device.toString();
    }

    /** (Re)starts socat and waits until both ends exist. */
    public synchronized void reopen() throws IOException {
        if (socat != null && socat.isAlive()) {
            return;
        }
        if (!socatAvailable()) {
            throw new IOException("socat is not installed; install the Debian package socat, which makes the pseudo-terminal pair");
        }
        socat = new ProcessBuilder("socat", "pty,raw,echo=0,link=" + host, "pty,raw,echo=0,link=" + device)
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!(Files.exists(host) && Files.exists(device))) {
            if (!socat.isAlive() || System.nanoTime() > deadline) {
                close();
                throw new IOException("socat did not make the pseudo-terminals " + host + " and " + device);
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while waiting for socat");
            }
        }
    }

    /** Unplugs: ends socat, so both pseudo-terminals disappear. */
    @Override
    public synchronized void close() {
        if (socat != null) {
            socat.destroy();
            try {
                socat.waitFor(2, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            socat = null;
        }
    }
}
