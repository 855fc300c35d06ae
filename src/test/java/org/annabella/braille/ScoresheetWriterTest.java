package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScoresheetWriterTest {
    private final ScoresheetWriter writer = ScoresheetWriter.standard();

    private static Scoresheet sheet(List<Scoresheet.Entry> moves) {
        Map<String, String> header = new java.util.LinkedHashMap<>();
        header.put("White", "A");
        header.put("Black", "B");
        return new Scoresheet(header, null, 1, false, moves, "1-0");
    }

    @Test
    void aPairThatDoesNotFitPutsBlacksMoveOnAnIndentedLine() {
        Scoresheet s = sheet(List.of(new Scoresheet.Entry("e4", false, "1:59:59"), new Scoresheet.Entry("e5", true, "1:59:58")));
        String brf = writer.write(s, ScoresheetWriter.Format.BRF, 16, 10);
        assertTrue(brf.contains("\r\n1 E4 1:59:59\r\n  E5(=) 1:59:58\r\n1-0\r\n"), brf);
        BrfPages.assertFits(brf, 16, 10, "pair");
    }

    @Test
    void pagesAreNumberedAtTheFootAndFilled() {
        String brf = writer.write(sheet(List.of(new Scoresheet.Entry("e4"))), ScoresheetWriter.Format.BRF, 20, 5);
        String[] pages = brf.split("\f");
        assertEquals(2, pages.length);
        assertEquals(",WHITE3 ,A\r\n,BLACK3 ,B\r\n\r\n1 E4\r\n                  #A\r\n", pages[0]);
        assertEquals("1-0\r\n\r\n\r\n\r\n                  #B\r\n", pages[1]);
    }

    @Test
    void sizesOutsideTheLimitsAreRefused() {
        Scoresheet s = sheet(List.of(new Scoresheet.Entry("e4")));
        assertThrows(IllegalArgumentException.class, () -> writer.write(s, ScoresheetWriter.Format.UNICODE, 15, 25));
        assertThrows(IllegalArgumentException.class, () -> writer.write(s, ScoresheetWriter.Format.BRF, 40, 4));
        Scoresheet wide = sheet(List.of(new Scoresheet.Entry("O-O-O#", true, "10:00:00")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> writer.write(wide, ScoresheetWriter.Format.UNICODE, 16, 25));
        assertTrue(e.getMessage().contains("O-O-O#"), e.getMessage());
    }

    @Test
    void eightDotCellsCannotGoToBrf() {
        assertThrows(IllegalArgumentException.class, () -> Brf.standard().encode(Dots.parse("1378")));
    }

    @Test
    void aLongHeaderWordIsCutWithTheContinuationSign() {
        Scoresheet s = new Scoresheet(Map.of("Event", "Supercalifragilisticexpialidocious-Open"), null, 1, false,
                List.of(), null);
        List<int[]> lines = writer.lines(s, 16);
        for (int[] line : lines) {
            assertTrue(line.length <= 16);
        }
        assertEquals(ScoresheetWriter.CONTINUATION, lines.get(1)[lines.get(1).length - 1]); // line 0 is "Event:"
        String text = writer.write(s, ScoresheetWriter.Format.UNICODE, 16, 25);
        assertEquals(s.header(), ScoresheetReader.standard().read(text).header());

        // A word of thousands of characters (a mutated PGN tag) is cut a line at a time as well.
        Scoresheet huge = new Scoresheet(Map.of("Event", "blitz" + "\\".repeat(1000)), null, 1, false, List.of(), null);
        List<int[]> cut = writer.lines(huge, 16);
        assertTrue(cut.stream().allMatch(line -> line.length <= 16));
        long continued = cut.stream().filter(line -> line.length > 0 && line[line.length - 1] == ScoresheetWriter.CONTINUATION).count();
        assertTrue(continued > 100, continued + " lines continued");
        assertEquals(huge.header(), ScoresheetReader.standard().read(writer.write(huge, ScoresheetWriter.Format.UNICODE, 16, 25)).header());
    }
}
