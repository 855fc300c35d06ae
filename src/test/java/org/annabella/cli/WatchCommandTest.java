package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** `annabella watch --board sim`, `devices` and `simulate` as spec/cli.md has them. */
class WatchCommandTest {
    private final InputStream stdin = System.in;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @AfterEach
    void restore() {
        System.setIn(stdin);
    }

    private int run(String input, String... args) {
        System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        return Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void simulatedBoardPrintsOneLinePerMove() {
        int code = run("e4\ne5\nNf3\nNc6\nBb5\na6\nBxc6\ndxc6\nO-O\n", "watch", "--board", "sim");
        assertEquals(0, code, err.toString());
        assertEquals("""
                1 e4 | Eva vier
                2 e5 | Eva fuenf
                3 Nf3 | Springer Felix drei
                4 Nc6 | Springer Cesar sechs
                5 Bb5 | Laeufer Bella fuenf
                6 a6 | Anna sechs
                7 Bxc6 | Laeufer schlaegt Cesar sechs
                8 dxc6 | David schlaegt Cesar sechs
                9 O-O | Kurze Rochade
                """, out.toString().replace("\r", ""));
        // Warnings and touches are single lines on stderr; nothing but moves on stdout.
        for (String line : err.toString().split("\n")) {
            assertTrue(!line.isBlank() && !line.contains("Exception"), line);
        }
    }

    @Test
    void plyCountsFromTheFenAndPromotionIsRead() {
        int code = run("Kb7\ne8=N\n", "watch", "--board", "sim", "--fen", "k7/4P3/8/8/8/8/8/K7 b - - 0 10");
        assertEquals(0, code, err.toString());
        assertEquals("20 Kb7 | Koenig Bella sieben\n21 e8=N | Eva acht Umwandlung Springer\n", out.toString());
    }

    @Test
    void checkmateEndsTheGame() {
        int code = run("f3\ne5\ng4\nQh4#\ne3\n", "watch", "--board", "sim");
        assertEquals(0, code, err.toString());
        assertEquals("1 f3 | Felix drei\n2 e5 | Eva fuenf\n3 g4 | Gustav vier\n4 Qh4# | Dame Hector vier Matt\n", out.toString());
        assertTrue(err.toString().contains("checkmate"), err.toString());
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        assertEquals(2, run("", "watch", "--board", "usb"));
        assertEquals("annabella watch: --board must be dgt:PORT, peg:PORT, millennium:PORT, certabo:PORT or sim, not 'usb'\n", err.toString());
        err.getBuffer().setLength(0);
        assertEquals(2, run("", "watch", "--board", "dgt:/no/such/port"));
        assertEquals("annabella watch: --board dgt:/no/such/port: /no/such/port does not exist: is the device plugged in? "
                + "(annabella devices lists the serial ports)\n", err.toString());
        err.getBuffer().setLength(0);
        assertEquals(2, run("", "watch", "--board", "sim", "--speech", "loud"));
        assertEquals(1, err.toString().lines().count());
        err.getBuffer().setLength(0);
        assertEquals(2, run("", "watch", "--board", "sim", "--fen", "8/8/8 w - - 0 1"));
        assertEquals(1, err.toString().lines().count(), err.toString());
    }

    @Test
    void anIllegalMoveOnStdinNamesItsLine() {
        assertEquals(2, run("e4\ne5\nKe3\n", "watch", "--board", "sim"));
        assertEquals("1 e4 | Eva vier\n2 e5 | Eva fuenf\n", out.toString());
        String last = err.toString().lines().reduce((a, b) -> b).orElse("");
        assertTrue(last.startsWith("annabella watch: stdin line 3:"), last);
    }

    @Test
    void devicesListsPortsAndSimulateChecksItsDevice() {
        assertEquals(0, run("", "devices"));
        assertEquals(2, run("", "simulate", "tv"));
        assertTrue(err.toString().contains("device must be dgt, peg, millennium, certabo or clock, not 'tv'"), err.toString());
    }
}
