package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    @TempDir
    Path dir;

    private Path fenFile(String text) throws IOException {
        return Files.writeString(dir.resolve("positions.txt"), text, StandardCharsets.UTF_8);
    }

    private static final String DEAD = "8/8/8/4k3/8/8/4KB2/8 w - - 0 1";
    private static final String QUEEN = "8/8/8/4k3/8/8/4K3/4QB2 w - - 0 1";
    private static final String WALL = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1";

    @Test
    void fenFileGivesOneVerdictPerPositionInOrder() throws IOException {
        Path f = fenFile("# arbiter's batch\n" + QUEEN + "\n\n  " + DEAD + "  \r\n" + QUEEN + " black\n" + QUEEN + " White\n");
        assertEquals(0, run("dead", "--fen-file", f.toString()));
        assertEquals(QUEEN + "\tW-\n" + DEAD + "\t--\n" + QUEEN + "\t-\n" + QUEEN + "\tW\n",
                out.toString().replace("\r", ""));
        assertEquals("", err.toString());
    }

    @Test
    void fenFileAgreesWithTheSingleFenForm() throws IOException {
        Path f = fenFile("\uFEFF" + WALL + "\n" + QUEEN + "\n");
        assertEquals(0, run("dead", "--fen-file", f.toString(), "--quick"));
        String[] lines = out.toString().strip().split("\\R");
        StringWriter single = new StringWriter();
        Main.run(new String[] {"dead", "--fen", WALL, "--quick"}, new PrintWriter(single), new PrintWriter(new StringWriter()));
        assertEquals(WALL + "\t" + single.toString().strip(), lines[0]);
        assertEquals(QUEEN + "\t?-", lines[1]);
        // Quick mode's '?' is by design: one summary line, not one per position.
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertTrue(err.toString().contains("1 side shown as '?'"), err.toString());
    }

    @Test
    void badLinesAreNamedByNumberAndTheRestIsStillAnalysed() throws IOException {
        Path f = fenFile(DEAD + "\n8/8/8/8 w - - 0 1\n# comment\n" + QUEEN + " red\n" + QUEEN + "\nblack\n");
        assertEquals(2, run("dead", "--fen-file", f.toString()));
        assertEquals(DEAD + "\t--\n" + QUEEN + "\tW-\n", out.toString().replace("\r", ""));
        String[] errs = err.toString().strip().split("\\R");
        assertEquals(4, errs.length, err.toString());
        assertTrue(errs[0].startsWith("annabella dead: FEN file " + f + ", line 2: "), errs[0]);
        assertTrue(errs[0].contains("FEN"), errs[0]);
        assertEquals("annabella dead: FEN file " + f + ", line 4: 'red' after the FEN is not white or black", errs[1]);
        // A side with no FEN before it is a FEN of one field.
        assertTrue(errs[2].startsWith("annabella dead: FEN file " + f + ", line 6: "), errs[2]);
        assertTrue(errs[2].contains("1 field"), errs[2]);
        assertEquals("annabella dead: 3 of 5 positions in " + f + " could not be read", errs[3]);
    }

    @Test
    void fenFileNotesUndecidedAndImpossiblePositionsByLine() throws IOException {
        Path f = fenFile("8/8/8/4k3/8/8/8/KBN5 w - - 0 1 white\nk7/8/8/8/8/8/PPPPPPPP/KBBBN3 w - - 0 1 black\n");
        assertEquals(0, run("dead", "--fen-file", f.toString(), "--nodes", "1"));
        assertEquals("8/8/8/4k3/8/8/8/KBN5 w - - 0 1\t?\nk7/8/8/8/8/8/PPPPPPPP/KBBBN3 w - - 0 1\t-\n",
                out.toString().replace("\r", ""));
        String[] errs = err.toString().strip().split("\\R");
        assertEquals(2, errs.length, err.toString());
        assertTrue(errs[0].startsWith("FEN file " + f + ", line 1: could not decide whether White"), errs[0]);
        assertTrue(errs[1].startsWith("FEN file " + f + ", line 2: note: this position cannot arise"), errs[1]);
    }

    @Test
    void fenFileWithNoPositionMissingFileOrJsonIsExitTwoWithOneLine() throws IOException {
        Path empty = fenFile("# nothing here\n\n");
        for (String[] args : new String[][] {
                {"dead", "--fen-file", empty.toString()},
                {"dead", "--fen-file", dir.resolve("absent.txt").toString()},
                {"dead", "--fen-file", dir.toString()},
                {"dead", "--fen-file", empty.toString(), "--json"},
                {"dead", "--fen-file", empty.toString(), "--fen", DEAD}}) {
            out.getBuffer().setLength(0);
            err.getBuffer().setLength(0);
            assertEquals(2, run(args), String.join(" ", args));
            assertEquals("", out.toString(), String.join(" ", args));
            assertEquals(1, err.toString().strip().lines().count(), err.toString());
        }
    }
}
