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
}
