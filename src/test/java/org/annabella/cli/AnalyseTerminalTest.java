package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.annabella.testkit.TestEngines;
import org.annabella.testkit.Tmux;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code annabella analyse} in a real terminal, with Stockfish: the progress comes as whole lines,
 * each said once by a screen reader (a start, each quarter, a summary), in the language asked for.
 */
class AnalyseTerminalTest {
    private static final String GAME = "[Event \"Club\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1\n";

    @TempDir
    Path dir;

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }

    private String analyse(String lang, String summary) throws Exception {
        Path stockfish = TestEngines.stockfish();
        assumeTrue(Tmux.available(), "tmux is not installed: skipping the terminal test (apt-get install tmux)");
        Path pgn = Files.writeString(dir.resolve("game.pgn"), GAME);
        try (Tmux term = new Tmux("annabella-analyse")) {
            term.start("analyse", "--pgn", pgn.toString(), "--engine", stockfish.toString(), "--time", "0.05", "--lang", lang);
            return term.waitFor(summary);
        }
    }

    @Test
    void progressIsSaidInWholeLinesOnceEachThenASummary() throws Exception {
        String s = analyse("en", "Analysed 14 moves");
        assertEquals(1, count(s, "Analysing game 1: 15 positions, about a second."), s);
        List<String> lines = s.lines().filter(l -> l.contains("percent analysed")).toList();
        assertEquals(List.of("25 percent analysed.", "50 percent analysed.", "75 percent analysed."), lines, s);
        assertTrue(s.indexOf("75 percent") < s.indexOf("Analysed 14 moves"), "the summary ends it: " + s);
        assertTrue(s.contains("better"), "the mistakes are listed: " + s);
    }

    @Test
    void inSpanishTooWithASpeakableSummary() throws Exception {
        String s = analyse("es", "Analizadas 14 jugadas");
        assertEquals(1, count(s, "Analizando la partida 1: 15 posiciones, alrededor de un segundo."), s);
        assertEquals(3, count(s, "por ciento analizado."), s);
    }
}
