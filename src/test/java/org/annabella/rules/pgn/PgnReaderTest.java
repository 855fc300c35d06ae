package org.annabella.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.annabella.SharedTestData;
import org.annabella.rules.Move;
import org.junit.jupiter.api.Test;

class PgnReaderTest {
    @Test
    void readsTagsCommentsNagsVariationsAndClocks() {
        String pgn = "\uFEFF[Event \"Blind \\\"Open\\\"\"]\r\n[Site \"Madrid\"]\r\n[Result \"1-0\"]\r\n\r\n"
                + "{Start} 1. e4 {[%clk 1:29:58] best by test} e5 $1 2. Nf3 (2. f4 exf4 (2... d5)) 2... Nc6\r\n"
                + "; a rest-of-line comment\r\n\r\n3. Bb5 a6 1-0\r\n";
        List<PgnGame> games = PgnReader.readAll(pgn);
        assertEquals(1, games.size());
        PgnGame g = games.get(0);
        assertEquals("Blind \"Open\"", g.tag("Event"));
        assertEquals("Start", g.preamble());
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6"), g.game().sanMoves());
        assertEquals(5398.0, g.at(0).clockSeconds());
        assertEquals("best by test", g.at(0).comment());
        assertEquals(List.of(1), g.at(1).nags());
        assertEquals(List.of("2. f4 exf4 (2... d5)"), g.at(2).variations());
        assertEquals("a rest-of-line comment", g.at(3).comment());
        assertEquals("1-0", g.result());
    }

    @Test
    void brokenGameNamesGameLineAndMoveAndOthersStayUsable() {
        String pgn = "[Event \"one\"]\n\n1. e4 e5 1-0\n\n[Event \"two\"]\n\n1. e4 e5\n2. Ke3 Nc6 0-1\n\n"
                + "[Event \"three\"]\n\n1. d4 *\n";
        PgnReader r = new PgnReader(pgn);
        assertEquals("one", r.next().tag("Event"));
        PgnException e = assertThrows(PgnException.class, r::next);
        assertEquals("game 2, line 8, move 2. Ke3: illegal move \"Ke3\": no white king can move to e3", e.getMessage());
        PgnGame third = r.next();
        assertEquals("three", third.tag("Event"));
        assertEquals(List.of("d4"), third.game().sanMoves());
        assertNull(r.next());
    }

    @Test
    void faultsInTheFileItself() {
        assertTrue(assertThrows(PgnException.class, () -> PgnReader.readAll("[Event \"x\"]\n1. e4 {never closed"))
                .getMessage().contains("line 2: a comment opened with '{' is never closed"));
        assertTrue(assertThrows(PgnException.class, () -> PgnReader.readAll("[Event x]\n1. e4 *"))
                .getMessage().contains("game 1, line 1: tag pair \"[Event x]\" is not of the form"));
        assertTrue(assertThrows(PgnException.class, () -> PgnReader.readAll("[FEN \"8/8 w - - 0 1\"]\n1. e4 *"))
                .getMessage().contains("FEN tag: FEN"));
        assertTrue(assertThrows(PgnException.class, () -> PgnReader.readAll("1. e4 (1. d4 *"))
                .getMessage().contains("never closed"));
    }

    @Test
    void setUpAndChess960() {
        String pgn = "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w KQkq - 0 9\"]\n\n"
                + "9. O-O-O O-O-O *";
        PgnGame g = PgnReader.readAll(pgn).get(0);
        assertTrue(g.game().startPosition().isChess960());
        assertTrue(Move.isCastling(g.game().moves().get(0)));
        String written = PgnWriter.write(g);
        assertTrue(written.contains("[FEN \"rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 9\"]"), written);
        assertTrue(written.contains("9. O-O-O O-O-O *"), written);
    }

    @Test
    void writerPutsTheSevenTagRosterFirstAndWrapsAt80() {
        PgnGame g = PgnReader.readAll("[Black \"B\"]\n[ECO \"A00\"]\n[White \"W\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. e4 {[%clk 0:05:00]} *").get(0);
        String w = PgnWriter.write(g);
        assertTrue(w.startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Round \"?\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n[ECO \"A00\"]\n"), w);
        assertTrue(w.contains("3. e4 {[%clk 0:05:00]} *"), w);
        for (String line : w.split("\n")) {
            assertTrue(line.length() <= 80, line);
        }
    }

    /** Every game of the shared PGN files reads, writes and reads back move for move. */
    @Test
    void sharedGamesRoundTrip() throws IOException {
        List<Path> files = new ArrayList<>(SharedTestData.files("pgn", ".pgn"));
        files.addAll(SharedTestData.files("draws", ".pgn"));
        files.addAll(SharedTestData.files("unwinnability/pgn", ".pgn"));
        int games = 0;
        for (Path f : files) {
            for (PgnGame g : PgnReader.readAll(f)) {
                List<PgnGame> back = PgnReader.readAll(PgnWriter.write(g));
                assertEquals(1, back.size(), f.toString());
                assertEquals(g.game().moves(), back.get(0).game().moves(), f.toString());
                assertEquals(g.game().startPosition().toFen(), back.get(0).game().startPosition().toFen());
                assertEquals(g.result(), back.get(0).result());
                for (int i = 0; i < g.game().ply(); i++) {
                    assertEquals(g.at(i).clockSeconds() == null ? null : Math.floor(g.at(i).clockSeconds()),
                            back.get(0).at(i).clockSeconds(), f + " ply " + i);
                }
                games++;
            }
        }
        assertTrue(games > 700, "read " + games + " games");
    }
}
