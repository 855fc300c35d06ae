package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.annabella.rules.InputException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The header in Spanish, German and English braille through liblouis. Expected cells are those of
 * liblouis' own tables: es-chardefs.cti (ñ 12456, ú 23456, capital sign 46), de-chardefs6.cti
 * (ü 1256, ö 246, ß 2346), en-ueb-g2.ctb ("the" 2346, "and" 12346).
 */
class LanguageScoresheetTest {
    private static final BrailleLanguage SPANISH = BrailleLanguage.of("es", 1);
    private static final BrailleLanguage GERMAN = BrailleLanguage.of("de", 1);
    private static final List<Scoresheet.Entry> MOVES = Stream.of("e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6")
            .map(Scoresheet.Entry::new).toList();

    @BeforeAll
    static void liblouisRuns() {
        assumeTrue(LouisBraille.available(), "liblouis does not run on this machine (install the Debian package liblouis20)");
    }

    private static int[] cells(String... dots) {
        return Arrays.stream(dots).mapToInt(Dots::parse).toArray();
    }

    private static Scoresheet sheet(String white, String black, String fen) {
        Map<String, String> header = new LinkedHashMap<>();
        header.put("Event", "Torneo de Ávila 2024");
        header.put("White", white);
        header.put("Black", black);
        return new Scoresheet(header, fen, 1, false, MOVES, "1/2-1/2");
    }

    @Test
    void spanishKeepsTheTildeAndTheAccent() {
        // Capital sign 46, n, ú 23456, ñ 12456, e, z.
        assertEquals(Dots.unicode(cells("46", "1345", "23456", "12456", "15", "1356")),
                Dots.unicode(LouisBraille.of(SPANISH).write("Núñez")));
        assertEquals(Dots.unicode(cells("134", "1", "12456", "1", "1345", "1")),
                Dots.unicode(LouisBraille.of(SPANISH).write("mañana")));
    }

    @Test
    void germanHasItsUmlautsAndNoCapitals() {
        assertEquals(Dots.unicode(cells("134", "1256", "123", "123", "15", "1235")),
                Dots.unicode(LouisBraille.of(GERMAN).write("Müller")));
        assertEquals(Dots.unicode(cells("13", "246", "123", "1345")), Dots.unicode(LouisBraille.of(GERMAN).write("Köln")));
        assertEquals(Dots.parse("2346"), LouisBraille.of(GERMAN).write("ß")[0]);
    }

    @Test
    void englishGradeTwoContractsWhenChosen() {
        LouisBraille grade2 = LouisBraille.of(BrailleLanguage.of("en", 2));
        assertEquals(Dots.unicode(cells("2346", "0", "12346")), Dots.unicode(grade2.write("the and")));
        // Grade 1 spells them out.
        assertEquals("⠞⠓⠑⠀⠁⠝⠙", Dots.unicode(LouisBraille.of(BrailleLanguage.ENGLISH).write("the and")));
    }

    @Test
    void aSpanishSheetHasItsLabelsAndNamesInSpanishBrailleAndReadsBackExactly() {
        Scoresheet sheet = sheet("Núñez, José", "Peña", null);
        String text = ScoresheetWriter.in(SPANISH).write(sheet, ScoresheetWriter.Format.UNICODE, 40, 25);
        List<String> lines = text.lines().toList();
        assertEquals("⠨⠃⠇⠁⠝⠉⠁⠎⠒⠀⠨⠝⠾⠻⠑⠵⠂⠀⠨⠚⠕⠎⠮", lines.get(1));
        assertEquals("⠨⠝⠑⠛⠗⠁⠎⠒⠀⠨⠏⠑⠻⠁", lines.get(2));
        ScoresheetReader.Sheet read = ScoresheetReader.in(SPANISH).read(text);
        assertEquals(sheet.header(), read.header());
        assertEquals(sheet.moves().stream().map(Scoresheet.Entry::san).toList(),
                ScoresheetReader.in(SPANISH).play(read).sanMoves());
        assertEquals("1/2-1/2", read.result());
    }

    @Test
    void theMovesAndTheBrfLayoutAreTheSameInEveryLanguage() {
        Scoresheet sheet = sheet("Núñez", "Müller", null);
        String english = ScoresheetWriter.standard().write(sheet, ScoresheetWriter.Format.BRF, 40, 25);
        for (BrailleLanguage language : List.of(SPANISH, GERMAN, BrailleLanguage.of("de", 2), BrailleLanguage.of("es", 2))) {
            String brf = ScoresheetWriter.in(language).write(sheet, ScoresheetWriter.Format.BRF, 40, 25);
            BrfPages.assertFits(brf, 40, 25, language.describe());
            String[] mine = brf.split("\r\n", -1);
            String[] theirs = english.split("\r\n", -1);
            assertEquals(theirs.length, mine.length, language.describe());
            assertEquals(List.of(theirs).subList(3, theirs.length), List.of(mine).subList(3, mine.length), language.describe());
            assertEquals("1 E4 C5", mine[4], language.describe());
            assertEquals(MOVES.stream().map(Scoresheet.Entry::san).toList(),
                    ScoresheetReader.in(language).readGame(brf).sanMoves(), language.describe());
            // Read as English, as reconcile reads a sheet: the header's words differ, the game does not.
            assertEquals(MOVES.stream().map(Scoresheet.Entry::san).toList(),
                    ScoresheetReader.standard().readGame(brf).sanMoves(), language.describe());
        }
    }

    @Test
    void germanReadsBackInLowerCaseUnderItsEnglishLabels() {
        Scoresheet sheet = sheet("Müller", "Weiß", null);
        String text = ScoresheetWriter.in(GERMAN).write(sheet, ScoresheetWriter.Format.BRF, 40, 25);
        assertTrue(text.startsWith("TURN+R3 "), text); // "ie" is one sign, dots 3-4-6
        ScoresheetReader.Sheet read = ScoresheetReader.in(GERMAN).read(text);
        assertEquals(List.of("Event", "White", "Black"), List.copyOf(read.header().keySet()));
        assertEquals("müller", read.header().get("White"));
        assertEquals("weiß", read.header().get("Black"));
    }

    @Test
    void theStartingPositionKeepsItsCaseInEveryLanguage() {
        String fen = "8/8/8/4k3/8/8/4P3/4K3 w - - 0 40";
        Scoresheet sheet = new Scoresheet(Map.of("White", "Núñez"), fen, 40, false,
                List.of(new Scoresheet.Entry("Kd2"), new Scoresheet.Entry("Kd5")), null);
        for (BrailleLanguage language : List.of(SPANISH, GERMAN, BrailleLanguage.of("en", 2))) {
            String text = ScoresheetWriter.in(language).write(sheet, ScoresheetWriter.Format.UNICODE, 24, 25);
            assertTrue(text.contains(Dots.unicode(TextBraille.standard().write("Position:"))), text);
            ScoresheetReader.Sheet read = ScoresheetReader.in(language).read(text);
            assertEquals(fen, read.startFen(), language.describe());
            assertEquals(List.of("Kd2", "Kd5"), ScoresheetReader.in(language).play(read).sanMoves());
        }
    }

    @Test
    void aCharacterWithNoSignIsAQuestionMarkInSixDots() {
        int[] cells = LouisBraille.of(SPANISH).write("Иван");
        for (int cell : cells) {
            assertTrue(cell >= 0 && cell <= 63, Dots.describe(cell));
        }
        assertEquals(Dots.unicode(LouisBraille.of(SPANISH).write("????")), Dots.unicode(cells));
    }

    static Stream<BrailleLanguage> everyLanguage() {
        return BrailleLanguage.CODES.stream().flatMap(c -> Stream.of(BrailleLanguage.of(c, 1), BrailleLanguage.of(c, 2)));
    }

    @ParameterizedTest
    @MethodSource("everyLanguage")
    void everyLabelIsSaidInTheLanguageAndReadBackAsItsEnglishName(BrailleLanguage language) {
        Map<String, String> header = new LinkedHashMap<>();
        BrailleLanguage.labels().forEach(label -> header.put(label, "Núñez 1"));
        Scoresheet sheet = new Scoresheet(header, null, 1, false, MOVES, null);
        String text = ScoresheetWriter.in(language).write(sheet, ScoresheetWriter.Format.UNICODE, 40, 25);
        assertEquals(List.copyOf(header.keySet()), List.copyOf(ScoresheetReader.in(language).read(text).header().keySet()),
                language.describe());
        LouisBraille words = LouisBraille.of(language);
        for (String label : BrailleLanguage.labels()) {
            int[] cells = words.write(language.label(label) + ":");
            assertEquals(Dots.parse("25"), cells[cells.length - 1], language.describe() + " " + label);
            int firstBlank = 0;
            while (firstBlank < cells.length && cells[firstBlank] != Dots.BLANK) {
                firstBlank++;
            }
            // A header line must not read as a move number, or the sheet would seem to have no header.
            assertFalse(isNumber(Arrays.copyOf(cells, firstBlank)), language.describe() + " " + label);
        }
    }

    private static boolean isNumber(int[] word) {
        try {
            return ChessCode.standard().read(word, 1, 1).kind() == ChessCode.Kind.NUMBER;
        } catch (BrailleReadException e) {
            return false;
        }
    }

    @Test
    void aLanguageOrGradeNotOfferedIsRefusedInWords() {
        InputException language = assertThrows(InputException.class, () -> BrailleLanguage.of("fr", 1));
        assertEquals("the braille language must be en, es or de, not \"fr\"", language.getMessage());
        InputException grade = assertThrows(InputException.class, () -> BrailleLanguage.of("es", 3));
        assertEquals("the braille grade must be 1 (uncontracted) or 2 (contracted), not 3", grade.getMessage());
        assertEquals(BrailleLanguage.of("es", 2), BrailleLanguage.of(" ES ", 2));
    }
}
