package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReconcileCommandTest {
    @TempDir
    Path dir;

    private String[] result;

    private int run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        result = new String[] {out.toString(), err.toString()};
        return code;
    }

    private Path file(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    /** docs/cli.md: {@code sheets.a.moves} are the texts on the sheet, as written, not a count. */
    @Test
    void jsonGivesEachSheetsMovesAsWritten() throws IOException {
        String a = file("a.txt", "1. e4 e5 2. Nf3 d6 3. Bb5+ Nd7 4. O-O Nb6\n").toString();
        String b = file("b.txt", "Eva vier\nEva fuenf\nSpringer Felix drei\nDavid sechs\nLaeufer Bella fuenf\n"
                + "Springer David sieben\nKurze Rochade\nSpringer Bella sechs\n").toString();
        assertEquals(0, run("reconcile", "--sheet-a", a, "--sheet-b", b, "--laws", "2018", "--json"));
        com.google.gson.JsonObject doc = com.google.gson.JsonParser.parseString(result[0]).getAsJsonObject();
        com.google.gson.JsonObject sheetB = doc.getAsJsonObject("sheets").getAsJsonObject("b");
        assertEquals(8, sheetB.getAsJsonArray("moves").size());
        assertEquals("Springer Bella sechs", sheetB.getAsJsonArray("moves").get(7).getAsString());
        assertEquals("ILLEGAL_MOVE", doc.get("kind").getAsString(), "the same illegal move in SAN and in words");
        assertTrue(sheetB.getAsJsonObject("stop").get("reason").getAsString().endsWith("it would leave the black king in check"),
                "the reason in plain English, not 'the black Koenig'");
    }

    @Test
    void rulesInTextAndJson() throws IOException {
        String a = file("a.pgn", "[Event \"x\"]\n\n1. e4 {[%clk 1:29:50]} e5 {[%clk 1:29:40]} 2. Nf3 {[%clk 1:29:00]} *\n").toString();
        String b = file("b.txt", "Eva vier\nEva fuenf\nSpringer Cesar drei\n").toString();
        assertEquals(0, run("reconcile", "--sheet-a", a, "--sheet-b", b, "--board-a",
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R", "--laws", "2009"));
        assertTrue(result[0].startsWith("Ruling under the 2009 Laws of Chess, articles E.2.8 and 6.13.\n"), result[0]);
        assertTrue(result[0].contains("Board A, step 1: Knight from f3 to g1.\n"), result[0]);
        assertTrue(result[0].contains("Clocks: White 1:29:50, Black 1:29:40; move counter 1.\n"), result[0]);
        assertEquals("", result[1]);

        assertEquals(0, run("reconcile", "--sheet-a", a, "--sheet-b", b, "--json", "--language", "spoken"));
        assertTrue(result[0].startsWith("{\n  \"laws\": \"2023\",\n  \"kind\": \"SHEETS_DIFFER\","), result[0]);
        assertTrue(result[0].contains("\"lastAgreedMove\": \"1...e5\""), result[0]);

        assertEquals(0, run("reconcile", "--sheet-a", a, "--sheet-b", b, "--language", "braille"));
        assertTrue(result[0].lines().allMatch(l -> l.chars().allMatch(c -> c >= 0x2800 && c <= 0x28FF)), result[0]);
        assertTrue(result[0].lines().count() > 3, result[0]);
        assertEquals(0, run("reconcile", "--sheet-a", a, "--sheet-b", b, "--language", "es"));
        assertTrue(result[0].startsWith("Decisión según las Leyes del Ajedrez de 2023"), result[0]);
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws IOException {
        String a = file("a.txt", "e4 e5").toString();
        assertEquals(2, run("reconcile", "--sheet-a", a, "--sheet-b", dir.resolve("missing.txt").toString()));
        assertEquals("annabella reconcile: --sheet-b " + dir.resolve("missing.txt") + " does not exist\n", result[1]);
        assertEquals(2, run("reconcile", "--sheet-a", a, "--sheet-b", a, "--laws", "1999"));
        assertEquals("annabella reconcile: --laws: unknown Laws edition '1999': expected 2009, 2014, 2018 or 2023\n", result[1]);
        assertEquals(2, run("reconcile", "--sheet-a", a, "--sheet-b", a, "--board-b", "Kz9"));
        assertTrue(result[1].startsWith("annabella reconcile: --board-b: piece list entry 'Kz9'"), result[1]);
        String clocks = file("c.txt", "5 1:00 1:00\n").toString();
        assertEquals(2, run("reconcile", "--sheet-a", a, "--sheet-b", a, "--clock-log", clocks));
        assertTrue(result[1].startsWith("annabella reconcile: --clock-log " + clocks + ": clock log line 1"), result[1]);
        assertEquals(2, run("reconcile", "--sheet-a", a));
        assertEquals("", result[0]);
    }

    /** A sheet in Spanish descriptive notation (seed 003) agrees with the same game in SAN. */
    @Test
    void aSpanishDescriptiveSheetIsComparedMoveForMove() throws IOException {
        String a = file("a.txt", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6\n").toString();
        String b = file("b.txt", "1. P4R P4R 2. C3AR C3AD 3. A5C P3TD 4. AxC PDxA\n").toString();
        assertEquals(0, run("reconcile", "--sheet-a", a, "--sheet-b", b, "--laws", "2023"));
        assertTrue(result[0].startsWith("Ruling under the 2023 Laws of Chess, article D.2.9.\nThe scoresheets agree.\n"), result[0]);
        assertTrue(result[0].contains("Sheet B reads as 8 legal half-moves, up to Black's move 4, dxc6."), result[0]);
    }
}
