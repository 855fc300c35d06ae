package org.annabella.ui.fx;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

/** Keyboard users reach everything: a scroll pane scrolls to whatever inside it takes the focus. */
final class Scrolling {
    private Scrolling() {
    }

    static void keepFocusInView(ScrollPane pane) {
        pane.sceneProperty().addListener((o, was, scene) -> {
            if (scene != null) {
                scene.focusOwnerProperty().addListener((o2, before, owner) -> {
                    if (owner != null && inside(owner, pane.getContent())) {
                        show(pane, owner);
                    }
                });
            }
        });
    }

    private static boolean inside(Node n, Node content) {
        for (Node at = n; at != null; at = at.getParent()) {
            if (at == content) {
                return true;
            }
        }
        return false;
    }

    /** Scrolls just enough that the node's top and bottom are in the viewport (its top when it is taller). */
    private static void show(ScrollPane pane, Node n) {
        Node content = pane.getContent();
        Bounds b = content.sceneToLocal(n.localToScene(n.getBoundsInLocal()));
        double contentHeight = content.getBoundsInLocal().getHeight();
        double viewport = pane.getViewportBounds().getHeight();
        double scrollable = contentHeight - viewport;
        if (scrollable <= 0) {
            return;
        }
        double top = pane.getVvalue() * scrollable;
        double y = top;
        if (b.getMinY() < top || b.getHeight() > viewport) {
            y = b.getMinY();
        } else if (b.getMaxY() > top + viewport) {
            y = b.getMaxY() - viewport;
        }
        pane.setVvalue(Math.max(0, Math.min(1, y / scrollable)));
    }
}
