package org.annabella.reconcile;

import org.annabella.laws.Rule;
import org.annabella.laws.Edition;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.annabella.rules.Color;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

/** Sheet files, sheet reading, clock logs, board input and editions: the tool's inputs and their bad forms. */
class ReadingTest {
    @Test
    void typedListTakesNumbersWordsCommentsAndHeaders() {
        WrittenSheet s = ScoresheetFiles.read("A", """
                # my sheet
                FEN: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
                Language: es
                1. e4 e5 2. Cf3
                2... Springer Cesar sechs, 3. Ab5
                a6 1-0
                """);
        assertEquals(List.of("e4", "e5", "Cf3", "Springer Cesar sechs", "Ab5", "a6"), s.moves());
        assertEquals(PieceLetters.SPANISH, s.letters());
        SheetReading r = SheetReader.read(s);
        assertTrue(r.isLegalThroughout());
        assertEquals("Bb5", r.refs().get(4).san());
    }

    @Test
    void pgnSkipsTagsCommentsVariationsNagsAndKeepsClocks() {
        WrittenSheet s = ScoresheetFiles.read("A", """
                [Event "x"]
                [FEN "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"]

                1... e5 {[%clk 0:59:58]} 2. Nf3 $1 (2. f4 exf4) Nc6 ; a comment
                {[%clk 0:59:00]} 1/2-1/2
                """);
        assertEquals(List.of("e5", "Nf3", "Nc6"), s.moves());
        assertEquals(3598.0, s.clockSeconds().get(0));
        assertEquals(3540.0, s.clockSeconds().get(2));
        assertTrue(s.startFen().startsWith("rnbqkbnr/pppppppp/8/8/4P3"));
    }

    @Test
    void emptyAndBadSheetsAreRefusedNamingTheSheet() {
        assertEquals("sheet B is empty", assertThrows(IllegalArgumentException.class, () -> ScoresheetFiles.read("B", "\n \n")).getMessage());
        assertEquals("sheet A line 1: language 'xx' is not one of en, es, de, fr",
                assertThrows(IllegalArgumentException.class, () -> ScoresheetFiles.read("A", "Language: xx\ne4")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ScoresheetFiles.read("A", "[Event \"x\"]\n1. e4 {oops"))
                .getMessage().contains("never closed"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ScoresheetFiles.read("A", "\u2801\u2803\u2809"))
                .getMessage().startsWith("braille sheet A, line "));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> SheetReader.read(new WrittenSheet("A", "not a fen", List.of("e4")))).getMessage().startsWith("sheet A: start position"));
    }

    @Test
    void aBrailleScoresheetIsReadAsItsMoves() {
        String braille = "\u2820\u2811\u2827\u2811\u281d\u281e\u2812\u2800\u282d\n\n"
                + "\u2802\u2800\u2811\u2832\u2800\u2811\u2822\n\u2806\u2800\u280e\u280b\u2812\u2800\u280e\u2809\u2816\n\u2821\n";
        WrittenSheet s = ScoresheetFiles.read("A", braille);
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), s.moves());
        assertTrue(SheetReader.read(s).isLegalThroughout());
    }

    @Test
    void theLetterRIsReadInTheLanguageThatKeepsTheSheetLegal() {
        // Spanish R is the king: 1. e4 e5 2. Re2 only makes sense as the king's move
        SheetReading r = SheetReader.read(new WrittenSheet("A", null, List.of("e4", "e5", "Re2")));
        assertTrue(r.isLegalThroughout());
        assertEquals("Ke2", r.refs().get(2).san());
        SheetReading english = SheetReader.read(new WrittenSheet("A", null, List.of("e4", "e5", "Nf3", "Nf6", "Be2", "Be7", "Rf1")));
        assertEquals(PieceLetters.ENGLISH, english.letters());
    }

    @Test
    void aSheetStopsWhereItStopsBeingLegalAndSaysWhy() {
        SheetReading r = SheetReader.read(new WrittenSheet("A", null, List.of("e4", "e5", "Nf3", "Ke7", "Kxe7")));
        assertEquals(4, r.plies());
        assertEquals(4, r.stop());
        assertEquals(MoveParseException.Kind.ILLEGAL, r.stopKind());
        assertNull(SheetReader.read(new WrittenSheet("A", null, List.of("e4"))).stopKind());
    }

    @Test
    void clockLogReadsLabelsTimesAndGaps() {
        ClockLog log = ClockLog.parse("# times\nstart 1:30:00 1:30:00\n12. 1:01:05 58:40\n12... - 0:57:00 12\n");
        assertEquals(5400L, log.atStart().white());
        assertEquals(3520L, log.after(12, Color.WHITE).black());
        assertNull(log.after(12, Color.BLACK).white());
        assertEquals(12, log.after(12, Color.BLACK).moveCounter());
        assertNull(log.after(13, Color.WHITE));
        assertEquals("0:58:40", ClockLog.format(3520));
    }

    @Test
    void badClockLogsNameTheLine() {
        assertEquals("clock log line 2 'twelve 1:00 1:00' is not '<start|N.|N...> <white time> <black time> [counter]'",
                assertThrows(IllegalArgumentException.class, () -> ClockLog.parse("start 1:00 1:00\ntwelve 1:00 1:00")).getMessage());
        assertEquals("clock log line 1: time '1:75:00' is out of range",
                assertThrows(IllegalArgumentException.class, () -> ClockLog.parse("3. 1:75:00 1:00")).getMessage());
        assertEquals("clock log line 2 gives a second reading for '3.'",
                assertThrows(IllegalArgumentException.class, () -> ClockLog.parse("3. 1:00 1:00\n3. 1:00 1:00")).getMessage());
    }

    @Test
    void boardsFromFenAndPieceLists() {
        BoardSnapshot b = BoardSnapshot.fromPieceList("white Ke1 Qd1 e4, black Ke8 Rh8 e5");
        assertEquals("4k2r/8/8/4p3/4P3/8/8/3QK3", b.placement());
        assertEquals(b, BoardSnapshot.fromFen("4k2r/8/8/4p3/4P3/8/8/3QK3 w - - 0 1"));
        assertEquals(b, b.turned(4));
        assertEquals(Piece.WHITE_KING, BoardSnapshot.of(Position.startPosition()).turned(1).pieceAt(Square.parse("a4")));
        assertEquals("piece list entry 'Xe9' is not a piece letter (K Q R B N P) and a square such as Ke1 or e4",
                assertThrows(IllegalArgumentException.class, () -> BoardSnapshot.fromPieceList("Xe9")).getMessage());
        assertEquals("piece list puts two pieces on e1",
                assertThrows(IllegalArgumentException.class, () -> BoardSnapshot.fromPieceList("Ke1 Qe1")).getMessage());
        assertEquals("board FEN rank 8 'rnbqkbnrr' has more than 8 squares",
                assertThrows(IllegalArgumentException.class, () -> BoardSnapshot.fromFen("rnbqkbnrr/8/8/8/8/8/8/8")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> BoardSnapshot.fromPieceList("K"));
    }

    @Test
    void articlesAreNumberedPerEditionInTheLawsCatalogue() {
        assertEquals("2009 E.2.7", Edition.FIDE_2009.cite(Rule.BOARDS_DIFFER_SHEETS_AGREE));
        assertEquals("2014 D.2.8", Edition.FIDE_2014.cite(Rule.BOARDS_DIFFER_SHEETS_DIFFER));
        assertEquals("2023 D.2.9", Edition.FIDE_2023.cite(Rule.BOARDS_DIFFER_SHEETS_DIFFER));
        // the numbers the laws package keeps are taken from it
        assertEquals("2014 7.1", Edition.FIDE_2014.cite(Rule.CLOCKS_RESTORED));
        assertEquals("2018 7.5.5", Edition.FIDE_2018.cite(Rule.ILLEGAL_MOVE_PENALTY));
        assertEquals("7.6", Rule.DISPLACED_PIECES_FOUND.article(Edition.FIDE_2018));
    }
}
