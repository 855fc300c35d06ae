package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class InputExceptionTest {
    @Test
    void quoteShowsControlCharactersEscapedAndCutsLongText() {
        assertEquals("\"Nf3\"", InputException.quote("Nf3"));
        assertEquals("\"\"", InputException.quote(null));
        assertEquals("\"aU+0000bU+000AcU+2028\"", InputException.quote("a\u0000b\nc\u2028"));
        assertEquals("\"\u265E f3 \uD83D\uDE42\"", InputException.quote("\u265E f3 \uD83D\uDE42"));
        assertEquals("\"U+D800\"", InputException.quote("\uD800"));
        assertEquals("\"" + "x".repeat(60) + "\u2026\"", InputException.quote("x".repeat(61)));
        assertEquals("x".repeat(60), InputException.escape("x".repeat(60)));
    }

    @Test
    void aPathIsShownWithItsControlCharactersNamedItsEndKeptAndComposed() {
        assertEquals("/games/xU+001ByU+000Az.pgn", InputException.path(java.nio.file.Path.of("/games/x\u001by\nz.pgn")));
        assertEquals("caf\u00e9.pgn", InputException.path("cafe\u0301.pgn"), "decomposed, as macOS stores it");
        String deep = "/" + "d/".repeat(150) + "game.pgn";
        String shown = InputException.path(deep);
        assertEquals('\u2026' + deep.substring(deep.length() - 200), shown, "the end names the file");
        assertEquals("null", InputException.path(null));
    }
}
