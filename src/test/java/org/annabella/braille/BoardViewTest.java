package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.annabella.rules.Game;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

class BoardViewTest {
    private final BoardView view = BoardView.standard();

    @Test
    void theStartingPosition() {
        List<int[]> lines = view.lines(Position.startPosition(), false);
        assertEquals(9, lines.size());
        // Rank 8: black pieces, letters with dots 7-8: r s l q k l s r (B is l, N is s).
        assertEquals("⠦⠀⣗⣎⣇⣟⣅⣇⣎⣗", Dots.unicode(lines.get(0)));
        assertEquals("⠶⠀⣏⣏⣏⣏⣏⣏⣏⣏", Dots.unicode(lines.get(1)));
        // Rank 6 starts on a light square (a6): dot 3, then dark: dots 3-6.
        assertEquals("⠖⠀⠄⠤⠄⠤⠄⠤⠄⠤", Dots.unicode(lines.get(2)));
        assertEquals("⠂⠀⠗⠎⠇⠟⠅⠇⠎⠗", Dots.unicode(lines.get(7)));
        assertEquals("⠀⠀⠁⠃⠉⠙⠑⠋⠛⠓", Dots.unicode(lines.get(8)));
    }

    @Test
    void fromBlacksSide() {
        List<int[]> lines = view.lines(Position.startPosition(), true);
        assertEquals("⠂⠀⠗⠎⠇⠅⠟⠇⠎⠗", Dots.unicode(lines.get(0)));
        assertEquals("⠀⠀⠓⠛⠋⠑⠙⠉⠃⠁", Dots.unicode(lines.get(8)));
        assertEquals(Square.parse("h1"), BoardView.squareAt(0, 2, true));
        assertEquals(Square.parse("a8"), BoardView.squareAt(7, 9, true));
    }

    @Test
    void routingKeysMapToSquares() {
        assertEquals(Square.parse("a8"), BoardView.squareAt(0, 2, false));
        assertEquals(Square.parse("e4"), BoardView.squareAt(4, 6, false));
        assertEquals(Square.NONE, BoardView.squareAt(4, 1, false));
        assertEquals(Square.NONE, BoardView.squareAt(8, 4, false));
        assertEquals(Square.NONE, BoardView.squareAt(3, 10, false));
    }

    @Test
    void status() {
        Game g = Game.fromStart();
        assertEquals("⠂", Dots.unicode(view.status(g, null, null)));
        g.play("e4");
        g.play("e5");
        g.play("Nf3");
        assertEquals("⠆⠀⠎⠋⠒⠀⠂⠱⠒⠴⠱⠴⠴", Dots.unicode(view.status(g, "1:30:00", null)));
        g.play("Nc6");
        assertEquals("⠆⠀⠤⠎⠉⠖⠀⠂⠱⠒⠴⠱⠴⠴⠀⠂⠱⠆⠔⠱⠢⠔", Dots.unicode(view.status(g, "1:30:00", "1:29:59")));
    }

    /** A display that plays back key presses and records what it showed. */
    static final class FakeDisplay implements BrailleDisplay {
        final Deque<Key> keys = new ArrayDeque<>();
        final List<String> shown = new ArrayList<>();

        @Override
        public int width() {
            return 40;
        }

        @Override
        public void show(int[] cells) {
            shown.add(Dots.unicode(cells));
        }

        @Override
        public Key readKey() {
            return keys.removeFirst();
        }

        @Override
        public void close() {
        }
    }

    @Test
    void routingKeysPickASquareOnTheLineShown() throws InterruptedException {
        FakeDisplay display = new FakeDisplay();
        BoardOnDisplay board = new BoardOnDisplay(display, view);
        Game g = Game.fromStart();
        g.play("e4");
        board.update(g.position(), view.status(g, null, null), false);
        assertEquals("⠂⠀⠑⠲", display.shown.get(0));
        // Routing on the status line picks nothing; go down 5 lines to rank 4, then route on cell 6 (file e).
        display.keys.add(new BrailleDisplay.Key(BrailleDisplay.Action.ROUTE, 6));
        for (int i = 0; i < 5; i++) {
            display.keys.add(new BrailleDisplay.Key(BrailleDisplay.Action.LINE_DOWN, -1));
        }
        display.keys.add(new BrailleDisplay.Key(BrailleDisplay.Action.OTHER, -1));
        display.keys.add(new BrailleDisplay.Key(BrailleDisplay.Action.ROUTE, 6));
        assertEquals(Square.parse("e4"), board.pickSquare());
        assertEquals(5, board.line());
        assertEquals("⠲⠀⠄⠤⠄⠤⠏⠤⠄⠤", display.shown.get(display.shown.size() - 1));
        display.keys.add(new BrailleDisplay.Key(BrailleDisplay.Action.LINE_UP, -1));
        display.keys.add(new BrailleDisplay.Key(BrailleDisplay.Action.ROUTE, 2));
        assertEquals(Square.parse("a5"), board.pickSquare());
        assertTrue(display.keys.isEmpty());
    }
}
