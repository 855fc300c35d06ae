package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.annabella.braille.BrlapiDisplay;
import org.annabella.braille.LouisBraille;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BrailleCommandTest {
    @TempDir
    Path dir;
    Path pgn;
    String out;
    String err;

    @BeforeEach
    void game() throws IOException {
        pgn = dir.resolve("game.pgn");
        Files.writeString(pgn, "[Event \"Club\"]\n[White \"Molinari\"]\n[Black \"Bordais\"]\n[Result \"0-1\"]\n\n"
                + "1. e4 {[%clk 1:29:50]} c5 {[%clk 1:29:40]} 2. c4 Nc6 3. Ne2 Nf6 4. Nbc3 Nb4 5. g3 Nd3# 0-1\n");
    }

    int run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = Main.run(args, new PrintWriter(o, true), new PrintWriter(e, true));
        out = o.toString();
        err = e.toString();
        return code;
    }

    @Test
    void unicodeScoresheet() {
        assertEquals(0, run("braille", "--pgn", pgn.toString()));
        assertTrue(out.contains("⠢⠀⠛⠒⠀⠎⠙⠒⠼\n⠴⠤⠂\n"), out);
        assertTrue(out.startsWith("⠠⠑⠧⠑⠝⠞⠒⠀⠠⠉⠇⠥⠃\n"), out);
        assertEquals("", err);
    }

    @Test
    void brfPagesWithClocks() {
        assertEquals(0, run("braille", "--pgn", pgn.toString(), "--format", "brf", "--width", "24", "--height", "6",
                "--clocks"));
        assertTrue(out.contains("1 E4 1:29:50 C5 1:29:40\r\n"), out);
        for (String page : out.split("\f")) {
            String[] lines = page.split("\r\n");
            assertTrue(lines.length <= 6, page);
            for (String line : lines) {
                assertTrue(line.length() <= 24, line);
            }
        }
    }

    @Test
    void readBackPrintsSanOneMovePerLine() throws IOException {
        for (String format : List.of("unicode", "brf")) {
            assertEquals(0, run("braille", "--pgn", pgn.toString(), "--format", format));
            Path sheet = dir.resolve("sheet." + format);
            Files.writeString(sheet, out);
            assertEquals(0, run("braille", "--read", sheet.toString()));
            assertEquals(List.of("e4", "c5", "c4", "Nc6", "Ne2", "Nf6", "Nbc3", "Nb4", "g3", "Nd3#"), out.lines().toList());
        }
    }

    @Test
    void badBrailleIsOneLineWithLineAndCell() throws IOException {
        Path sheet = dir.resolve("bad.brf");
        Files.writeString(sheet, ",WHITE3 ,A\n\n1 E4 E5\n2 LC4 SC6\n3 QH5 SF6\n4 QXF7# \n2 E4\n");
        assertEquals(2, run("braille", "--read", sheet.toString()));
        assertEquals("", out);
        assertTrue(err.startsWith("annabella braille: braille scoresheet " + sheet + ", line 7, cell 1: "), err);
        assertEquals(1, err.lines().count(), err);
        Files.writeString(sheet, "\n1 E4 E5\n2 SF3 SF3\n");
        assertEquals(2, run("braille", "--read", sheet.toString()));
        assertTrue(err.contains("line 3, cell 7: 2... Nf3"), err);
    }

    @Test
    void usageFaults() {
        assertEquals(2, run("braille"));
        assertTrue(err.contains("--pgn"), err);
        assertEquals(2, run("braille", "--pgn", pgn.toString(), "--format", "pdf"));
        assertTrue(err.contains("unicode or brf"), err);
        assertEquals(2, run("braille", "--pgn", pgn.toString(), "--game", "3"));
        assertTrue(err.contains("holds 1 game; there is no game 3"), err);
        assertEquals(2, run("braille", "--pgn", pgn.toString(), "--width", "8"));
        assertTrue(err.contains("width"), err);
        assertEquals(2, run("braille", "--pgn", dir.resolve("missing.pgn").toString()));
        assertTrue(err.contains("does not exist"), err);
        assertFalse(err.contains("Exception"), err);
    }

    @Test
    void boardWithStatus() {
        assertEquals(0, run("braille", "--pgn", pgn.toString(), "--board", "--ply", "2"));
        List<String> lines = out.lines().toList();
        assertEquals(10, lines.size());
        // 1... c5, White's clock 1:29:50, Black's 1:29:40.
        assertEquals("⠂⠀⠤⠉⠢⠀⠂⠱⠆⠔⠱⠢⠴⠀⠂⠱⠆⠔⠱⠲⠴", lines.get(0));
        assertEquals("⠲⠀⠄⠤⠄⠤⠏⠤⠄⠤", lines.get(5));
    }

    @Test
    void displayWithoutBrlttyPrintsOneMessageAndTheBoard() {
        assumeTrue(!Files.exists(BrlapiDisplay.jar()), "libbrlapi-java is installed here");
        assertEquals(0, run("braille", "--pgn", pgn.toString(), "--board", "--display"));
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.contains("no braille display") && err.contains("printing the board instead"), err);
        assertEquals(10, out.lines().count());
    }

    @Test
    void theSheetOnADisplayWithoutBrlapiIsOneMessageAndThePrintedSheet() {
        assumeTrue(LouisBraille.available(), "liblouis does not run here (Debian package liblouis20)");
        String before = System.getProperty("annabella.brlapi.jar");
        System.setProperty("annabella.brlapi.jar", dir.resolve("no-brlapi.jar").toString());
        try {
            assertEquals(0, run("braille", "--pgn", pgn.toString(), "--display", "--lang", "es"));
        } finally {
            if (before == null) {
                System.clearProperty("annabella.brlapi.jar");
            } else {
                System.setProperty("annabella.brlapi.jar", before);
            }
        }
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.contains("libbrlapi-java") && err.contains("printing the scoresheet instead"), err);
        assertTrue(out.startsWith("⠨⠑⠧⠑⠝⠞⠕⠒⠀⠨⠉⠇⠥⠃\n"), out);
        assertEquals(2, run("braille", "--pgn", pgn.toString(), "--display", "--width", "30"));
        assertEquals("annabella braille: --width goes with a printed sheet: the display takes the sheet a line of its own"
                + " width at a time\n", err);
    }

    @Test
    void aSpanishHeaderInSpanishBrailleAndItsMovesReadBack() throws IOException {
        assumeTrue(LouisBraille.available(), "liblouis does not run here (Debian package liblouis20)");
        Path spanish = dir.resolve("es.pgn");
        Files.writeString(spanish, "[Event \"Abierto\"]\n[White \"Núñez\"]\n[Black \"Peña\"]\n[Result \"1-0\"]\n\n"
                + "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        assertEquals(0, run("braille", "--pgn", spanish.toString(), "--lang", "es"));
        // Blancas: Núñez, with the Spanish capital sign (dots 4-6), ú (dots 2-3-4-5-6) and ñ (dots 1-2-4-5-6).
        assertTrue(out.contains("⠨⠃⠇⠁⠝⠉⠁⠎⠒⠀⠨⠝⠾⠻⠑⠵\n⠨⠝⠑⠛⠗⠁⠎⠒⠀⠨⠏⠑⠻⠁\n\n⠂⠀⠑⠲⠀⠑⠢\n"), out);
        Path sheet = dir.resolve("es.txt");
        Files.writeString(sheet, out);
        assertEquals(0, run("braille", "--read", sheet.toString(), "--lang", "es"));
        assertEquals(List.of("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"), out.lines().toList());
    }

    @Test
    void gradeTwoContractsTheWordsAndLeavesTheMoves() {
        assumeTrue(LouisBraille.available(), "liblouis does not run here (Debian package liblouis20)");
        assertEquals(0, run("braille", "--pgn", pgn.toString(), "--grade", "2", "--format", "brf"));
        // "White" is wh (dots 1-5-6) + ite in grade 2; the moves are the chess code as in grade 1.
        assertTrue(out.startsWith(",EV5T3 ,CLUB\r\n,:ITE3 ,MOL9>I\r\n"), out);
        assertTrue(out.contains("\r\n\r\n1 E4 C5\r\n2 C4 SC6\r\n"), out);
    }

    @Test
    void aLanguageOrGradeNotOfferedIsOneLineAndExit2() {
        for (String[] args : List.of(new String[] {"--lang", "fr"}, new String[] {"--grade", "3"},
                new String[] {"--grade", "two"}, new String[] {"--board", "--lang", "es"})) {
            List<String> line = new java.util.ArrayList<>(List.of("braille", "--pgn", pgn.toString()));
            line.addAll(List.of(args));
            assertEquals(2, run(line.toArray(String[]::new)), String.join(" ", args));
            assertEquals("", out);
            assertEquals(1, err.lines().count(), err);
        }
        run("braille", "--pgn", pgn.toString(), "--lang", "fr");
        assertEquals("annabella braille: --lang must be en, es or de (the language of the sheet's words), not 'fr'\n", err);
        run("braille", "--pgn", pgn.toString(), "--lang", "es", "--grade", "3");
        assertEquals("annabella braille: --grade es 1 (braille integral) o 2 (braille abreviado), no 3\n", err);
    }
}
