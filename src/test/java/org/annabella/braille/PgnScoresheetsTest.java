package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import org.junit.jupiter.api.Test;

class PgnScoresheetsTest {
    private static PgnGame game(String pgn) {
        List<PgnGame> games = PgnReader.readAll(pgn);
        assertEquals(1, games.size());
        return games.get(0);
    }

    @Test
    void headerDrawOffersAndClocks() {
        PgnGame g = game("[Event \"?\"]\n[Date \"1979.??.??\"]\n[White \"?\"]\n[Black \"Bordais\"]\n"
                + "[TimeControl \"5400+30\"]\n[Result \"1/2-1/2\"]\n\n"
                + "1. e4 {[%clk 1:30:25]} e5 {draw offer} 2. Nf3 {(=) [%clk 1:29:00]} Nc6 1/2-1/2\n");
        Scoresheet with = PgnScoresheets.of(g, true);
        assertEquals(List.of("Date", "White", "Black", "Time control"), List.copyOf(with.header().keySet()));
        assertEquals("1979", with.header().get("Date"));
        assertEquals("?", with.header().get("White"));
        assertEquals("5400+30", with.header().get("Time control"));
        assertNull(with.startFen());
        assertEquals("1/2-1/2", with.result());
        assertEquals(new Scoresheet.Entry("e4", false, "1:30:25"), with.moves().get(0));
        assertEquals(new Scoresheet.Entry("e5", true, null), with.moves().get(1));
        assertEquals(new Scoresheet.Entry("Nf3", true, "1:29:00"), with.moves().get(2));
        assertEquals(new Scoresheet.Entry("Nc6"), with.moves().get(3));
        assertNull(PgnScoresheets.of(g, false).moves().get(0).clock());
        String text = ScoresheetWriter.standard().write(with, ScoresheetWriter.Format.UNICODE, 40, 25);
        assertTrue(text.contains("⠂⠀⠑⠲⠀⠂⠱⠒⠴⠱⠆⠢⠀⠑⠢⠷⠿⠾\n"), text);
    }

    @Test
    void aGameFromAPositionKeepsItsFenAndNumbers() {
        PgnGame g = game("[White \"A\"]\n[Black \"B\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 30\"]\n\n"
                + "30... Kd7 31. e4 *\n");
        Scoresheet s = PgnScoresheets.of(g, false);
        assertEquals("4k3/8/8/8/8/8/4P3/4K3 b - - 3 30", s.startFen());
        assertEquals(30, s.firstNumber());
        assertTrue(s.blackStarts());
    }

    @Test
    void drawOfferWords() {
        assertTrue(PgnScoresheets.isDrawOffer("White offers a draw"));
        assertTrue(PgnScoresheets.isDrawOffer("(=)"));
        assertFalse(PgnScoresheets.isDrawOffer("drawish"));
    }
}
