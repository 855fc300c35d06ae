package org.annabella.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShellWordsTest {
    private static List<String> texts(String line) {
        return ShellWords.split(line).stream().map(w -> w.operator() ? "<" + w.text() + ">" : w.text()).toList();
    }

    @Test
    void quotesAndEscapesMakeOneWord() {
        assertEquals(List.of("./annabella", "parse", "--fen", "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", "Springer Felix drei"),
                texts("./annabella parse --fen \"4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1\" 'Springer Felix drei'"));
        assertEquals(List.of("a b", "say \"hi\"", "x\\y", "", "it's"), texts("a\\ b \"say \\\"hi\\\"\" 'x\\y' '' \"it's\""));
        assertEquals(List.of("ab", "c"), texts("a'b'  \t c"));
    }

    @Test
    void aBackslashAtTheEndOfALineJoinsTheNext() {
        assertEquals(List.of("play", "--vi", "white"), texts("play --vi \\\n white"));
    }

    @Test
    void whatOnlyAShellDoesIsAnOperator() {
        assertEquals(List.of("printf", "e4\\ne5\\n", "<|>", "annabella", "watch"), texts("printf 'e4\\ne5\\n' | annabella watch"));
        assertEquals(List.of("annabella", "simulate", "dgt", "<>>", "port.txt", "<&>"), texts("annabella simulate dgt > port.txt &"));
        assertEquals(List.of("dgt:", "<$(>", "head", "-1", "port.txt", "<)>"), texts("dgt:$(head -1 port.txt)"));
        assertEquals(List.of("a|b", "2>&1"), texts("'a|b' \"2>&1\""));
    }

    @Test
    void unclosedQuotesAndExpansionsInQuotesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ShellWords.split("say 'Eva"));
        assertThrows(IllegalArgumentException.class, () -> ShellWords.split("say \"Eva"));
        assertThrows(IllegalArgumentException.class, () -> ShellWords.split("say \"$HOME\""));
    }

    @Test
    void printfMakesTheStandardInput() {
        assertEquals("e4\ne5\n", ShellWords.printf("e4\\ne5\\n"));
        assertEquals("a\tb\\", ShellWords.printf("a\\tb\\\\"));
        assertThrows(IllegalArgumentException.class, () -> ShellWords.printf("%s\\n"));
        assertThrows(IllegalArgumentException.class, () -> ShellWords.printf("\\x41"));
    }
}
