package org.annabella.testkit;

import java.io.IOException;
import java.nio.file.Path;

/** Named pipes for tests of what must never be written into or read from: a place that may never end. */
public final class NamedPipes {
    private NamedPipes() {
    }

    /** Makes a named pipe at {@code path}; false where the system has no mkfifo. */
    public static boolean make(Path path) {
        try {
            return new ProcessBuilder("mkfifo", path.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
