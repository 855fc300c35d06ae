package org.annabella.ui.fx;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringExpression;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The window's text size in steps of a quarter: Ctrl+Plus, Ctrl+Minus and Ctrl+0 (reset) in every
 * view that listens, remembered across sessions in a small settings file in the user's
 * configuration folder (a low-vision user sets it once). A zoom that cannot be read or written is
 * no reason to refuse the window: it starts at the default and is simply not remembered.
 */
final class Zoom {
    /** The text size at step 0, in pixels. */
    static final double BASE_PX = 18;
    static final double FACTOR = 1.25;
    static final int MIN_STEP = -3;
    static final int MAX_STEP = 8;
    private static final String KEY = "zoom";

    private final SimpleIntegerProperty step = new SimpleIntegerProperty();
    private final Path file;

    private Zoom(Path file) {
        this.file = file;
        step.set(load(file));
    }

    /** The zoom remembered in {@code file} (created on the first change). */
    static Zoom at(Path file) {
        return new Zoom(file);
    }

    /**
     * The zoom remembered for this user: {@code annabella/window.properties} under
     * {@code $XDG_CONFIG_HOME}, {@code %APPDATA%} on Windows, or {@code ~/.config}.
     */
    static Zoom remembered() {
        String xdg = System.getenv("XDG_CONFIG_HOME");
        String appData = System.getenv("APPDATA");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg)
                : appData != null && !appData.isBlank() ? Path.of(appData)
                : Path.of(System.getProperty("user.home"), ".config");
        return at(base.resolve("annabella").resolve("window.properties"));
    }

    ReadOnlyIntegerProperty step() {
        return step;
    }

    double fontPx() {
        return Math.round(BASE_PX * Math.pow(FACTOR, step.get()) * 10) / 10.0;
    }

    /** The style that sets every text size of a view (bind a root's style to it). */
    StringExpression style() {
        return Bindings.createStringBinding(() -> "-fx-font-size: " + fontPx() + "px;", step);
    }

    void in() {
        set(step.get() + 1);
    }

    void out() {
        set(step.get() - 1);
    }

    void reset() {
        set(0);
    }

    /** Ctrl+Plus (or Ctrl+=, the plus key without Shift), Ctrl+Minus and Ctrl+0 anywhere inside {@code node}. */
    void listenOn(Node node) {
        node.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (!e.isShortcutDown()) {
                return;
            }
            KeyCode c = e.getCode();
            String t = e.getText();
            if (c == KeyCode.PLUS || c == KeyCode.EQUALS || c == KeyCode.ADD || "+".equals(t)) {
                in();
            } else if (c == KeyCode.MINUS || c == KeyCode.SUBTRACT || "-".equals(t)) {
                out();
            } else if (c == KeyCode.DIGIT0 || c == KeyCode.NUMPAD0) {
                reset();
            } else {
                return;
            }
            e.consume();
        });
    }

    private void set(int next) {
        int bounded = Math.max(MIN_STEP, Math.min(MAX_STEP, next));
        if (bounded != step.get()) {
            step.set(bounded);
            save();
        }
    }

    /** The step a settings file holds on its line {@code zoom=N}; 0 when it has none or cannot be read. */
    private static int load(Path file) {
        if (!Files.isRegularFile(file)) {
            return 0;
        }
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String t = line.strip();
                if (t.startsWith(KEY + "=")) {
                    return Math.max(MIN_STEP, Math.min(MAX_STEP, step(t.substring(KEY.length() + 1).strip())));
                }
            }
        } catch (IOException e) {
            // unreadable: start at the default, and the next change writes a good file
        }
        return 0;
    }

    /** A small signed whole number, or 0 for anything else. */
    private static int step(String s) {
        boolean negative = s.startsWith("-");
        String digits = negative ? s.substring(1) : s;
        if (digits.isEmpty() || digits.length() > 2 || !digits.chars().allMatch(Character::isDigit)) {
            return 0;
        }
        int n = Integer.parseInt(digits);
        return negative ? -n : n;
    }

    private void save() {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, "# annabella window: text size in steps of 25% (Ctrl+Plus, Ctrl+Minus, Ctrl+0)\n"
                    + KEY + "=" + step.get() + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            // Not remembered; the window goes on at the chosen size.
        }
    }
}
