package org.annabella.ui.fx;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real window (GTK glass, not Monocle) under Xvfb, saved as a screenshot in
 * target/screenshots/companion.png: proof it renders outside the headless test toolkit, with
 * no text cut and the boards, a clock and the move field inside the window.
 */
class WindowScreenshotTest {
    @TempDir
    Path dir;

    static boolean installed(String command) {
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
            if (Files.isExecutable(Path.of(d, command))) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theWindowRendersUnderXvfb() throws Exception {
        assumeTrue(installed("Xvfb"), "Xvfb is not installed: skipping the screenshot (apt-get install xvfb libgtk-3-0)");
        int display = 90 + (int) (ProcessHandle.current().pid() % 100);
        Process xvfb = new ProcessBuilder("Xvfb", ":" + display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp")
                .redirectErrorStream(true).redirectOutput(dir.resolve("xvfb.log").toFile()).start();
        try {
            Thread.sleep(1500);
            assumeTrue(xvfb.isAlive(), "Xvfb did not start: " + Files.readString(dir.resolve("xvfb.log")));
            Path png = Path.of("target", "screenshots", "companion.png");
            Files.deleteIfExists(png);
            ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Dprism.order=sw", "-cp", System.getProperty("java.class.path"), WindowShot.class.getName(),
                    dir.resolve("shot.journal").toString(), png.toString());
            pb.environment().put("DISPLAY", ":" + display);
            Path log = dir.resolve("child.log");
            Process child = pb.redirectErrorStream(true).redirectOutput(log.toFile()).start();
            assertTrue(child.waitFor(120, TimeUnit.SECONDS), "the window did not close");
            String output = Files.readString(log);
            // Without GTK 3 JavaFX's desktop toolkit cannot start at all; a fault of ours would
            // show our own classes in the trace.
            assumeTrue(Files.exists(png) || output.contains("org.annabella"),
                    "JavaFX could not open a window under Xvfb (apt-get install libgtk-3-0): " + output.lines().findFirst().orElse(""));
            assertTrue(Files.exists(png), "no screenshot; the child said: " + output);
            // The real toolkit's fonts and metrics: still nothing cut, nothing outside the window.
            assertEquals(List.of(), output.lines().filter(l -> l.startsWith("LAYOUT: ")).toList());
            BufferedImage img = ImageIO.read(png.toFile());
            assertEquals(1280, img.getWidth());
            assertEquals(860, img.getHeight());
            Set<Integer> colours = new HashSet<>();
            for (int y = 0; y < img.getHeight(); y += 7) {
                for (int x = 0; x < img.getWidth(); x += 7) {
                    colours.add(img.getRGB(x, y));
                }
            }
            assertTrue(colours.size() > 8, "the screenshot is nearly blank: " + colours.size() + " colours");
        } finally {
            xvfb.destroy();
            xvfb.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
