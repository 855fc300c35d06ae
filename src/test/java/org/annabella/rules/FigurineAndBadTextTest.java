package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Figurine notation (FAN) and text that is no notation at all (issue 13, item 6). */
class FigurineAndBadTextTest {
    private static String san(String fen, String text) {
        Position p = Position.fromFen(fen);
        return Notation.san(p, Notation.parse(p, text));
    }

    @Test
    void figurinesOfEitherColourAreThePiece() {
        assertEquals("Nf3", san(Fen.START, "\u265Ef3"));
        assertEquals("Nf3", san(Fen.START, "\u2658f3"));
        assertEquals("e4", san(Fen.START, "\u2659e4"));
        assertEquals("e4", san(Fen.START, "\u265Fe4"));
        assertEquals("Nf3", san(Fen.START, "\u265E\uFE0Ff3")); // the emoji form of the knight
        assertEquals("Nf3", san(Fen.START, "\u2658g1-f3"));
        String promotion = "7k/P7/8/8/8/8/8/K7 w - - 0 1";
        assertEquals("a8=Q+", san(promotion, "a8=\u2655"));
        assertEquals("a8=N", san(promotion, "a8\u265E"));
        Game g = Game.fromStart();
        g.play("\u2659e4");
        g.play("\u265Ec6");
        g.play("\u2657c4");
        assertEquals("e4 Nc6 Bc4", String.join(" ", g.sanMoves()));
    }

    @Test
    void figurinesAreReadInTheLanguageOfTheLetters() {
        Position p = Position.startPosition();
        assertEquals("Nf3", Notation.san(p, Notation.parse(p, "\u2658f3", PieceLetters.SPANISH)));
        // the rook figurine is a rook in Spanish too, where R is the king
        Position rook = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertEquals("Ra5", Notation.san(rook, Notation.parse(rook, "\u2656a5", PieceLetters.SPANISH)));
    }

    @Test
    void anUnknownCharacterIsRefusedNeverDroppedIntoAPawnMove() {
        Position p = Position.startPosition();
        for (String text : new String[]{"\u2600f3", "N\u00e9f3", "\u0000e4", "e4\u0007", "\uD83D\uDE42f3", "\u0436f3"}) {
            MoveParseException e = assertThrows(MoveParseException.class, () -> Notation.parse(p, text), text);
            assertEquals(MoveParseException.Kind.UNREADABLE, e.kind());
            assertFalse(e.getMessage().contains("\u0000") || e.getMessage().contains("\u0007"), e.getMessage());
        }
        assertEquals("cannot read \"U+0000e4\" as a move: character 1, \"U+0000\", is not part of chess notation",
                assertThrows(MoveParseException.class, () -> Notation.parse(p, "\u0000e4")).getMessage());
        assertEquals("cannot read \"e4\u00a7\" as a move: character 3, \"\u00a7\", is not part of chess notation",
                assertThrows(MoveParseException.class, () -> Notation.parse(p, "e4\u00a7")).getMessage());
    }

    @Test
    void suffixesAreStrippedByHandAndLongTextIsRefusedQuickly() {
        Position p = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        for (String text : new String[]{"exd6 e.p.", "exd6ep", "exd6 (ep)", "exd6e. p.", "exd6!?", "exd6 (=)", "exd6=",
            "exd6+!", "exd6 \u2020"}) {
            assertEquals("exd6", Notation.san(p, Notation.parse(p, text)), text);
        }
        String bangs = "e4" + "!".repeat(150) + "x";
        assertTimeoutPreemptively(Duration.ofSeconds(2),
                () -> assertThrows(MoveParseException.class, () -> Notation.parse(Position.startPosition(), bangs)));
        assertEquals("cannot read \"" + "e".repeat(60) + "\u2026\" as a move: it is longer than 200 characters",
                assertThrows(MoveParseException.class, () -> Notation.parse(p, "e".repeat(201))).getMessage());
    }
}
