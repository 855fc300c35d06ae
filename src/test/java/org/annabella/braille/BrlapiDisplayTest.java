package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The display is optional: without BrlAPI or BRLTTY, one clear message and nothing else. */
class BrlapiDisplayTest {
    @Test
    void withoutTheDebianPackageOneClearMessage(@TempDir Path dir) {
        DisplayUnavailableException e = assertThrows(DisplayUnavailableException.class,
                () -> BrlapiDisplay.open(dir.resolve("brlapi.jar")));
        assertTrue(e.getMessage().contains("libbrlapi-java"), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"));
    }

    @Test
    void theJarCanBeNamedBySystemProperty() {
        String old = System.getProperty("annabella.brlapi.jar");
        try {
            System.setProperty("annabella.brlapi.jar", "/nowhere/brlapi.jar");
            assertEquals(Path.of("/nowhere/brlapi.jar"), BrlapiDisplay.jar());
            DisplayUnavailableException e = assertThrows(DisplayUnavailableException.class, BrlapiDisplay::open);
            assertTrue(e.getMessage().contains("/nowhere/brlapi.jar"), e.getMessage());
        } finally {
            if (old == null) {
                System.clearProperty("annabella.brlapi.jar");
            } else {
                System.setProperty("annabella.brlapi.jar", old);
            }
        }
    }

    @Test
    void aJarThatIsNotBrlapiIsNamed(@TempDir Path dir) throws IOException {
        Path jar = dir.resolve("brlapi.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.finish();
        }
        DisplayUnavailableException e = assertThrows(DisplayUnavailableException.class, () -> BrlapiDisplay.open(jar));
        assertTrue(e.getMessage().contains("org.a11y.brlapi"), e.getMessage());
    }

    @Test
    void withThePackageButNoBrlttyOneClearMessage() {
        // Where libbrlapi-java is installed but no BRLTTY runs (a CI machine), connecting must fail cleanly.
        assumeTrue(Files.exists(BrlapiDisplay.DEFAULT_JAR), "libbrlapi-java is not installed here");
        assumeTrue(!Files.exists(Path.of("/var/lib/BrlAPI/0")), "a BrlAPI server runs here");
        DisplayUnavailableException e = assertThrows(DisplayUnavailableException.class, BrlapiDisplay::open);
        assertTrue(e.getMessage().startsWith("no braille display"), e.getMessage());
    }

    @Test
    void withBrlttyRunningTheDisplayOpensAndTakesCells() {
        // Runs where BRLTTY and its BrlAPI server are up (e.g. brltty -b no -A auth=none): the real path.
        assumeTrue(Files.exists(BrlapiDisplay.DEFAULT_JAR), "libbrlapi-java is not installed here");
        assumeTrue(Files.exists(Path.of("/var/lib/BrlAPI/0")), "no BrlAPI server runs here");
        try (BrlapiDisplay display = BrlapiDisplay.open()) {
            assertTrue(display.width() > 0);
            display.show("⠂⠀⠑⠲".chars().map(c -> Dots.fromUnicode((char) c)).toArray());
        } catch (DisplayUnavailableException e) {
            assertTrue(e.getMessage().startsWith("no braille display"), e.getMessage());
        }
    }

    @Test
    void keyCodes() {
        long cmd = BrlapiDisplay.KEY_TYPE_CMD;
        assertEquals(new BrailleDisplay.Key(BrailleDisplay.Action.ROUTE, 7),
                BrlapiDisplay.decode(cmd | BrlapiDisplay.KEY_CMD_ROUTE | 7));
        assertEquals(BrailleDisplay.Action.LINE_UP, BrlapiDisplay.decode(cmd | 1).action());
        assertEquals(BrailleDisplay.Action.LINE_DOWN, BrlapiDisplay.decode(cmd | 2).action());
        assertEquals(BrailleDisplay.Action.OTHER, BrlapiDisplay.decode(cmd | 3).action());
        // A typed character (keysym type) and flags in the high bits.
        assertEquals(BrailleDisplay.Action.OTHER, BrlapiDisplay.decode(0x61).action());
        assertEquals(new BrailleDisplay.Key(BrailleDisplay.Action.ROUTE, 0),
                BrlapiDisplay.decode(1L << 40 | cmd | BrlapiDisplay.KEY_CMD_ROUTE));
    }
}
