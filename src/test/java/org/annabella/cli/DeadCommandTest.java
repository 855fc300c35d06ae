package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class DeadCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Main.run(args, new PrintWriter(out), new PrintWriter(err));
    }

    @Test
    void deadPositionPrintsTwoDashes() {
        assertEquals(0, run("dead", "--fen", "8/8/8/4k3/8/8/4KB2/8 w - - 0 1"));
        assertEquals("--", out.toString().strip());
        assertEquals("", err.toString());
    }

    @Test
    void onlyWhiteCanMate() {
        assertEquals(0, run("dead", "--fen", "8/8/8/4k3/8/8/4K3/4QB2 w - - 0 1"));
        assertEquals("W-", out.toString().strip());
    }

    @Test
    void jsonCarriesTheMatingLineInUciAndSan() {
        assertEquals(0, run("dead", "--fen", "8/8/8/4k3/8/8/4K3/4Q3 b - - 0 1", "--json"));
        JsonObject doc = JsonParser.parseString(out.toString()).getAsJsonObject();
        assertEquals("W-", doc.get("verdict").getAsString());
        JsonObject white = doc.getAsJsonObject("white");
        assertEquals("winnable", white.get("verdict").getAsString());
        int n = white.getAsJsonArray("uci").size();
        assertTrue(n > 0);
        assertEquals(n, white.getAsJsonArray("san").size());
        assertTrue(white.getAsJsonArray("san").get(n - 1).getAsString().endsWith("#"));
        assertEquals("unwinnable", doc.getAsJsonObject("black").get("verdict").getAsString());
    }

    @Test
    void undecidedSideIsAQuestionMarkWithANote() {
        assertEquals(0, run("dead", "--fen", "8/8/8/4k3/8/8/8/KBN5 w - - 0 1", "--nodes", "1"));
        assertEquals("?-", out.toString().strip());
        assertTrue(err.toString().contains("White"), err.toString());
    }

    @Test
    void materialNoGameCanReachIsAnalysedWithANote() {
        // Eight pawns and three bishops: more promoted pieces than missing pawns.
        assertEquals(0, run("dead", "--fen", "k7/8/8/8/8/8/PPPPPPPP/KBBBN3 w - - 0 1"));
        assertEquals("W-", out.toString().strip());
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertTrue(err.toString().startsWith("note: this position cannot arise in a game ("), err.toString());
        assertTrue(err.toString().strip().endsWith("); analysing it anyway"), err.toString());
    }

    @Test
    void badFenIsExitTwoWithOneLine() {
        assertEquals(2, run("dead", "--fen", "8/8/8/8 w - - 0 1"));
        assertEquals("", out.toString());
        assertEquals(1, err.toString().strip().lines().count());
        assertTrue(err.toString().contains("FEN"), err.toString());
    }

    @Test
    void missingFenIsExitTwo() {
        assertEquals(2, run("dead"));
    }

    @Test
    void badNodeBudgetIsExitTwo() {
        assertEquals(2, run("dead", "--fen", "8/8/8/4k3/8/8/4KB2/8 w - - 0 1", "--nodes", "0"));
        assertTrue(err.toString().contains("--nodes"), err.toString());
    }
}
