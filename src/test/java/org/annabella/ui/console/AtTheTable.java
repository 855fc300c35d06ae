package org.annabella.ui.console;

import java.io.StringWriter;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.session.Session;
import org.junit.jupiter.api.io.TempDir;

/** What the console's tests share: a folder for the journal, a clock moved only by hand, and the table sat at. */
abstract class AtTheTable {
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong();
    ConsoleTable table;
    Session session;
    Console console;
    StringWriter text;

    /** Sits down at {@code t}: its session, console and text are the test's from now on. */
    void sit(ConsoleTable t) {
        table = t;
        session = t.session;
        console = t.console;
        text = t.text;
    }
}
