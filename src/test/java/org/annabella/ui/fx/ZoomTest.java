package org.annabella.ui.fx;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The remembered text size: kept in a small file, bounded, and never a reason to fail. */
class ZoomTest {
    @TempDir
    Path dir;

    @Test
    void aChangeIsRememberedAndBounded() {
        Path file = dir.resolve("config/annabella/window.properties");
        Zoom z = Zoom.at(file);
        assertEquals(0, z.step().get());
        for (int i = 0; i < 20; i++) {
            z.in();
        }
        assertEquals(Zoom.MAX_STEP, z.step().get());
        assertEquals(Zoom.MAX_STEP, Zoom.at(file).step().get());
        for (int i = 0; i < 20; i++) {
            z.out();
        }
        assertEquals(Zoom.MIN_STEP, Zoom.at(file).step().get());
        z.reset();
        assertEquals(0, Zoom.at(file).step().get());
        assertEquals("-fx-font-size: 18.0px;", z.style().get());
    }

    @Test
    void aBrokenOrForeignFileStartsAtTheDefault() throws Exception {
        Path file = dir.resolve("window.properties");
        for (String text : new String[] {"zoom=abc", "zoom=", "zoom=--3", "zoom=123456789012", "\u0000\u00ff", "zoom=\\u12"}) {
            Files.writeString(file, text);
            assertEquals(0, Zoom.at(file).step().get(), text);
        }
        Files.writeString(file, "# mine\nzoom = 2\n");
        assertEquals(0, Zoom.at(file).step().get(), "only zoom=N is read");
        Files.writeString(file, "# mine\nzoom=-2\n");
        assertEquals(-2, Zoom.at(file).step().get());
        Files.writeString(file, "zoom=99");
        assertEquals(Zoom.MAX_STEP, Zoom.at(file).step().get());
        Files.write(file, new byte[] {(byte) 0xff, (byte) 0xfe, 'z'});
        assertEquals(0, Zoom.at(file).step().get(), "not UTF-8");
        // A folder where the file should be: the zoom works, it is just not remembered.
        Path folder = dir.resolve("folder");
        Files.createDirectories(folder);
        Zoom z = Zoom.at(folder);
        z.in();
        assertEquals(1, z.step().get());
        assertEquals(0, Zoom.at(folder).step().get());
    }
}
