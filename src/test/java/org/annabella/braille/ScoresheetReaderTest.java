package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.annabella.rules.Game;
import org.junit.jupiter.api.Test;

class ScoresheetReaderTest {
    private final ScoresheetReader reader = ScoresheetReader.standard();
    private final ScoresheetWriter writer = ScoresheetWriter.standard();

    private static final String HEADER = "⠠⠺⠓⠊⠞⠑⠒⠀⠠⠁\n⠠⠃⠇⠁⠉⠅⠒⠀⠠⠃\n\n";

    private BrailleReadException fault(String sheet) {
        return assertThrows(BrailleReadException.class, () -> reader.readGame(sheet));
    }

    @Test
    void readsAHandWrittenSheetWithSpacesOrBlankCells() {
        Game g = reader.readGame(HEADER + "⠂ ⠑⠲ ⠑⠢\n⠆⠀⠎⠋⠒⠀⠎⠉⠖\n⠒ ⠇⠃⠢\n");
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5"), g.sanMoves());
        Game brf = reader.readGame(",WHITE3 ,A\r\n,BLACK3 ,B\r\n\r\n1 e4 e5\r\n2 sf3 sc6\r\n3 lb5\r\n");
        assertEquals(g.sanMoves(), brf.sanMoves());
    }

    @Test
    void aSheetWithoutAHeader() {
        assertEquals(List.of("e4", "e5", "Nf3"), reader.readGame("⠂ ⠑⠲ ⠑⠢\n⠆ ⠎⠋⠒\n").sanMoves());
        assertEquals(List.of("e4"), reader.readGame("1 E4\r\n").sanMoves());
        BrailleReadException e = fault("⠂ ⠑⠲ ⠑⠢\n⠆ ⠎⠋⠅\n");
        assertEquals(2, e.line());
        assertEquals(5, e.cell()); // N f K: the king's letter cannot follow

    }

    @Test
    void anUnknownCellIsRefusedByLineAndCell() {
        BrailleReadException e = fault(HEADER + "⠂ ⠑⠲ ⠑⠢\n⠆ ⠎⠋⠒ ⠎⠉⠹\n");
        assertEquals(5, e.line());
        assertEquals(9, e.cell());
    }

    @Test
    void aMoveThatDoesNotParseIsRefusedAtItsCell() {
        BrailleReadException e = fault(HEADER + "⠂ ⠑⠲ ⠑⠢\n⠆ ⠎⠋⠅ ⠎⠉⠖\n");
        assertEquals(5, e.line());
        assertEquals(5, e.cell(), e.getMessage());
    }

    @Test
    void anIllegalMoveIsRefusedWithItsNumberAndPlace() {
        BrailleReadException e = fault(HEADER + "⠂ ⠑⠲ ⠑⠢\n⠆ ⠎⠋⠒ ⠎⠉⠖\n⠒ ⠇⠃⠖\n");
        assertEquals(6, e.line());
        assertEquals(3, e.cell());
        assertTrue(e.getMessage().contains("3. Bb6"), e.getMessage());
    }

    @Test
    void anAmbiguousMoveIsRefused() {
        // 1.a4 h5 2.h4 a5 3.Ra3 b6 4.Rh3: both rooks reach h3 (no header: the sheet starts with its blank line).
        String sheet = "\n⠂ ⠁⠲ ⠓⠢\n⠆ ⠓⠲ ⠁⠢\n⠒ ⠗⠁⠒ ⠃⠖\n⠲ ⠗⠓⠒ ⠉⠖\n";
        BrailleReadException e = fault(sheet);
        assertEquals(5, e.line());
        assertEquals(3, e.cell());
        assertTrue(e.getMessage().toLowerCase().contains("ambiguous"), e.getMessage());
    }

    @Test
    void numberingIsChecked() {
        assertEquals(5, fault(HEADER + "⠂ ⠑⠲ ⠑⠢\n⠒ ⠎⠋⠒\n").line());
        BrailleReadException noNumber = fault(HEADER + "⠂ ⠑⠲ ⠑⠢ ⠎⠋⠒\n");
        assertTrue(noNumber.getMessage().contains("move number 2"), noNumber.getMessage());
        assertEquals(9, noNumber.cell());
        BrailleReadException marker = fault(HEADER + "⠂ ⠤⠑⠲\n");
        assertTrue(marker.getMessage().contains("White's"), marker.getMessage());
    }

    @Test
    void nothingAfterTheResult() {
        BrailleReadException e = fault(HEADER + "⠂ ⠑⠲ ⠑⠢\n⠂⠤⠴\n⠆ ⠎⠋⠒\n");
        assertEquals(6, e.line());
        assertTrue(e.getMessage().contains("result"), e.getMessage());
    }

    @Test
    void notBrailleAtAll() {
        BrailleReadException unicode = fault(HEADER + "⠂ ⠑⠲ e5\n");
        assertEquals(4, unicode.line());
        assertEquals(6, unicode.cell());
        BrailleReadException brf = fault("\n1 E4 E5\n2 NF3 \u00e9\n");
        assertEquals(3, brf.line());
        assertEquals(7, brf.cell());
    }

    @Test
    void theHeaderAndAStartingPositionComeBack() {
        Map<String, String> header = new LinkedHashMap<>();
        header.put("Event", "Endgame study");
        header.put("White", "A");
        header.put("Black", "B");
        String fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 40";
        Scoresheet sheet = new Scoresheet(header, fen, 40, false,
                List.of(new Scoresheet.Entry("a8=Q+", true, "0:05:07"), new Scoresheet.Entry("Kd7", false, "1:10:00")), "*");
        for (ScoresheetWriter.Format f : ScoresheetWriter.Format.values()) {
            String text = writer.write(sheet, f, 20, 6);
            ScoresheetReader.Sheet read = reader.read(text);
            assertEquals(header, read.header());
            assertEquals(fen, read.startFen());
            assertEquals("*", read.result());
            assertTrue(read.moves().get(0).drawOffer());
            assertEquals("0:05:07", read.moves().get(0).clock());
            assertEquals(List.of("a8=Q+", "Kd7"), reader.play(read).sanMoves());
        }
    }

    @Test
    void aGameThatStartsWithBlackToMove() {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12";
        Scoresheet sheet = new Scoresheet(Map.of("White", "A"), fen, 12, true,
                List.of(new Scoresheet.Entry("Kd7"), new Scoresheet.Entry("e4")), null);
        String text = writer.write(sheet, ScoresheetWriter.Format.UNICODE, 40, 25);
        assertTrue(text.contains("⠂⠆⠀⠤⠅⠙⠶\n⠂⠒⠀⠑⠲\n"), text);
        ScoresheetReader.Sheet read = reader.read(text);
        assertNull(read.result());
        assertEquals(List.of("Kd7", "e4"), reader.play(read).sanMoves());
        // Black's first move after its number needs dots 3-6 (BAUK 1.2).
        BrailleReadException e = fault(text.replace("⠤⠅⠙⠶", "⠅⠙⠶"));
        assertTrue(e.getMessage().contains("dots 3-6"), e.getMessage());
    }

    @Test
    void aBadPositionIsRefusedOnItsLine() {
        String text = "⠠⠏⠕⠎⠊⠞⠊⠕⠝⠒⠀⠭\n\n⠂⠀⠑⠲\n";
        BrailleReadException e = fault(text);
        assertEquals(1, e.line());
    }

    @Test
    void brfPageNumbersAreNotReadAsMoves() {
        StringBuilder moves = new StringBuilder();
        Game g = Game.fromStart();
        String[] shuffle = {"Nf3", "Nf6", "Ng1", "Ng8"};
        List<Scoresheet.Entry> entries = new java.util.ArrayList<>();
        for (int i = 0; i < 40; i++) {
            g.play(shuffle[i % 4]);
            entries.add(new Scoresheet.Entry(shuffle[i % 4]));
            moves.append(shuffle[i % 4]);
        }
        Scoresheet sheet = new Scoresheet(Map.of("White", "A", "Black", "B"), null, 1, false, entries, "1/2-1/2");
        String brf = writer.write(sheet, ScoresheetWriter.Format.BRF, 16, 5);
        BrfPages.assertFits(brf, 16, 5, "shuffle");
        assertTrue(brf.split("\f").length > 5);
        assertEquals(g.sanMoves(), reader.readGame(brf).sanMoves());
    }
}
