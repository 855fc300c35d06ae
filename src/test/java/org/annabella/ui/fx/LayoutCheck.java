package org.annabella.ui.fx;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.text.Text;
import javax.imageio.ImageIO;

/**
 * What a low-vision user would stumble on in a laid-out window: a label or button whose text is
 * cut to an ellipsis, labels and buttons drawn over one another, and a key node (named by id)
 * that is hidden or lies outside the window.
 */
final class LayoutCheck {
    private LayoutCheck() {
    }

    /** The problems in {@code scene}; empty when nothing is cut and every key node is in the window. */
    static List<String> problems(Scene scene, String... keyIds) {
        List<String> out = new ArrayList<>();
        truncated(scene.getRoot(), out);
        overlapping(scene, out);
        for (String id : keyIds) {
            Node n = scene.lookup("#" + id);
            if (n == null || !shown(n)) {
                out.add("#" + id + " is not shown");
                continue;
            }
            // Inside a scroll pane a node may lie below the view (scrolling reaches it), never beside it.
            boolean scrolls = false;
            for (Node at = n.getParent(); at != null; at = at.getParent()) {
                scrolls |= at instanceof ScrollPane;
            }
            Bounds b = n.localToScene(n.getBoundsInLocal());
            if (b.getMinX() < -0.5 || b.getMaxX() > scene.getWidth() + 0.5
                    || (!scrolls && (b.getMinY() < -0.5 || b.getMaxY() > scene.getHeight() + 0.5))) {
                out.add("#" + id + " lies outside the " + (int) scene.getWidth() + "x" + (int) scene.getHeight()
                        + " window: " + b);
            }
        }
        return out;
    }

    /** Labels and buttons drawn over one another (a wrapped heading given too little height, say). */
    private static void overlapping(Scene scene, List<String> out) {
        List<Labeled> all = new ArrayList<>();
        collect(scene.getRoot(), all);
        for (int i = 0; i < all.size(); i++) {
            Bounds a = all.get(i).localToScene(all.get(i).getBoundsInLocal());
            for (int j = i + 1; j < all.size(); j++) {
                Bounds b = all.get(j).localToScene(all.get(j).getBoundsInLocal());
                double w = Math.min(a.getMaxX(), b.getMaxX()) - Math.max(a.getMinX(), b.getMinX());
                double h = Math.min(a.getMaxY(), b.getMaxY()) - Math.max(a.getMinY(), b.getMinY());
                if (w > 1 && h > 1) {
                    out.add("'" + all.get(i).getText() + "' and '" + all.get(j).getText() + "' overlap");
                }
            }
        }
    }

    /** The shown labels and buttons with text, not the cells of lists (they scroll under one another). */
    private static void collect(Node n, List<Labeled> out) {
        if (!n.isVisible() || n instanceof javafx.scene.control.ListCell<?>) {
            return;
        }
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isEmpty()) {
            out.add(l);
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                collect(child, out);
            }
        }
    }

    private static void truncated(Node n, List<String> out) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isEmpty()) {
            String full = l.isMnemonicParsing() ? l.getText().replaceFirst("_", "") : l.getText();
            for (Node child : l.getChildrenUnmodifiable()) {
                if (child instanceof Text t && !full.equals(t.getText())) {
                    out.add("cut: '" + t.getText() + "' instead of '" + full + "' (" + (l.getId() == null ? l.getClass().getSimpleName() : "#" + l.getId()) + ")");
                }
            }
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                truncated(child, out);
            }
        }
    }

    private static boolean shown(Node n) {
        for (Node at = n; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }

    /** Saves a snapshot of the scene as PNG (for a person to look at). */
    static void save(Scene scene, Path png) throws IOException {
        WritableImage img = scene.snapshot(null);
        PixelReader r = img.getPixelReader();
        BufferedImage out = new BufferedImage((int) img.getWidth(), (int) img.getHeight(), BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < out.getHeight(); y++) {
            for (int x = 0; x < out.getWidth(); x++) {
                out.setRGB(x, y, r.getArgb(x, y));
            }
        }
        Files.createDirectories(png.toAbsolutePath().getParent());
        ImageIO.write(out, "png", png.toFile());
    }
}
