package org.annabella.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Input that used to loop, overflow the stack or escape as a Java error (issue 13). */
class PgnReaderHardeningTest {
    /** Reads every game, counting the refused ones; fails on anything but games and PgnExceptions. */
    static List<Object> readAllAndErrors(String text) {
        return assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            PgnReader r = new PgnReader(text);
            List<Object> out = new ArrayList<>();
            while (true) {
                try {
                    PgnGame g = r.next();
                    if (g == null) {
                        return out;
                    }
                    out.add(g);
                } catch (PgnException e) {
                    assertFalse(e.getMessage().contains("\n"), e.getMessage());
                    out.add(e);
                }
                assertTrue(out.size() <= text.length() + 1, "more games and errors than characters");
            }
        });
    }

    @Test
    void aTagWithoutQuotesIsOneErrorAndReadingGoesOn() {
        List<Object> out = readAllAndErrors("[Event x]\n\n1. e4 e5 *\n\n[Event \"ok\"]\n\n1. d4 *\n");
        assertEquals(2, out.size());
        PgnException e = (PgnException) out.get(0);
        assertEquals("game 1, line 1: tag pair \"[Event x]\" is not of the form [Name \"value\"]", e.getMessage());
        assertEquals("ok", ((PgnGame) out.get(1)).tag("Event"));
        assertEquals(2, ((PgnGame) out.get(1)).game().ply() + 1);
    }

    @Test
    void aFileOfOnlyBrokenTagLinesEnds() {
        List<Object> out = readAllAndErrors("[Event x]\n[Site y]\n[a\n[\n[Round \"1\" \n");
        assertEquals(1, out.size());
        assertTrue(out.get(0) instanceof PgnException);
        String lines = "[Event x]\n]\n".repeat(1000);
        assertTrue(readAllAndErrors(lines).size() <= 1000);
        assertEquals(3, readAllAndErrors("[Event x]\n1. e4 *\n[Event y]\n1. e4 *\n[Event z]\n1. e4 *\n").size());
    }

    @Test
    void everyKindOfBrokenGameLeavesTheNextOneReadable() {
        String[] broken = {"[Event x]\n1. e4 *", "1. e4 e9 *", "1. e4 )", "1. e4 $999 *", "1. e4 (1. d4 *",
            "[FEN \"8/8 w - - 0 1\"]\n1. e4 *", "1. e4 {[%clk 99999999999:00:00]} *", "[Event \"x]\n1. e4 *",
            "1. e4 " + "x".repeat(300) + " *", "1. \u0000 *"};
        for (String b : broken) {
            List<Object> out = readAllAndErrors(b + "\n\n[Event \"next\"]\n1. d4 d5 1-0\n");
            assertTrue(out.get(0) instanceof PgnException, b);
            PgnGame next = (PgnGame) out.get(out.size() - 1);
            assertEquals("next", next.tag("Event"), b);
            assertEquals(List.of("d4", "d5"), next.game().sanMoves(), b);
        }
    }

    @Test
    void unclosedVariationsInManyGamesAreEachOneErrorWithoutRescanningTheFile() {
        String games = "1. e4 (1. d4 *\n\n".repeat(20000) + "[Event \"x\"]\n1. e4 (1. d4\n\n[Event \"y\"]\n1. c4 *\n";
        List<Object> out = readAllAndErrors(games);
        assertEquals(20002, out.size());
        assertTrue(out.stream().limit(20001).allMatch(o -> o instanceof PgnException));
        assertEquals("y", ((PgnGame) out.get(20001)).tag("Event"));
        assertEquals(List.of("1. d4 (1. c4) d5"),
                PgnReader.readAll("1. e4 (1. d4 (1. c4) d5) e5 1-0").get(0).at(0).variations());
    }

    @Test
    void aLongTagValueIsLegalAndReads() {
        String value = "a\\\"b".repeat(5000);
        PgnGame g = PgnReader.readAll("[Event \"" + value + "\"]\n\n1. e4 *\n").get(0);
        assertEquals("a\"b".repeat(5000), g.tag("Event"));
        assertEquals(g.tag("Event"), PgnReader.readAll(PgnWriter.write(g)).get(0).tag("Event"));
    }

    @Test
    void limitsAreClearErrors() {
        String tooLong = "[Event \"" + "x".repeat(PgnReader.MAX_TEXT + 1) + "\"]\n1. e4 *";
        assertEquals("game 1, line 1: the value of tag Event is longer than 65536 characters",
                assertThrows(PgnException.class, () -> PgnReader.readAll(tooLong)).getMessage());
        String comment = "1. e4 {" + "y".repeat(PgnReader.MAX_TEXT + 1) + "} *";
        assertTrue(assertThrows(PgnException.class, () -> PgnReader.readAll(comment)).getMessage()
                .endsWith("a comment is longer than 65536 characters"));
        String deep = "1. e4 " + "(1. d4 ".repeat(PgnReader.MAX_DEPTH + 1) + ")".repeat(PgnReader.MAX_DEPTH + 1) + " *";
        assertTrue(assertThrows(PgnException.class, () -> PgnReader.readAll(deep)).getMessage()
                .endsWith("variations are nested more than 100 deep"));
        String nested = "1. e4 " + "(1. d4 ".repeat(PgnReader.MAX_DEPTH) + ")".repeat(PgnReader.MAX_DEPTH) + " *";
        assertEquals(1, PgnReader.readAll(nested).get(0).at(0).variations().size());
        String token = "1. " + "e".repeat(300) + " *";
        assertTrue(assertThrows(PgnException.class, () -> PgnReader.readAll(token)).getMessage()
                .contains("a word of the movetext is longer than 255 characters: \"eeee"));
    }

    @Test
    void nagsAreZeroTo255AndABadOneNamesTheMoveItFollows() {
        PgnGame g = PgnReader.readAll("1. e4 $0 $255 e5 *").get(0);
        assertEquals(List.of(0, 255), g.at(0).nags());
        assertEquals("game 1, line 2, move 1... e5: the NAG \"$99999999999999\" after it is not $ with a number from 0 to 255",
                assertThrows(PgnException.class, () -> PgnReader.readAll("1. e4\ne5 $99999999999999 *")).getMessage());
        assertTrue(assertThrows(PgnException.class, () -> PgnReader.readAll("$256 1. e4 *")).getMessage()
                .endsWith("the NAG \"$256\" before the first move is not $ with a number from 0 to 255"));
        assertThrows(PgnException.class, () -> PgnReader.readAll("1. e4 $ *"));
        assertThrows(PgnException.class, () -> PgnReader.readAll("1. e4 $1x *"));
    }

    @Test
    void clockCommandsAreReadByHandAndABadOneIsNamed() {
        PgnGame g = PgnReader.readAll("1. e4 {[%clk 1:02:03.5] fast} e5 {[%clk 0:0:7]} *").get(0);
        assertEquals(3723.5, g.at(0).clockSeconds());
        assertEquals("fast", g.at(0).comment());
        assertEquals(7.0, g.at(1).clockSeconds());
        PgnException e = assertThrows(PgnException.class,
                () -> PgnReader.readAll("1. e4 {[%clk 99999999999:00:00]} *"));
        assertEquals("game 1, line 1, move 1. e4: the clock command \"[%clk 99999999999:00:00]\" is not [%clk h:mm:ss]"
                + " (hours up to 999, minutes and seconds up to 59, seconds may have a fraction)", e.getMessage());
        assertThrows(PgnException.class, () -> PgnReader.readAll("1. e4 {[%clk 1:00} *"));
        assertThrows(PgnException.class, () -> PgnReader.readAll("1. e4 {[%clk 1:99:00]} *"));
        assertThrows(PgnException.class, () -> PgnReader.readAll("1. e4 {[%clk 1:00:60]} *"));
        assertEquals(59.5, PgnReader.readAll("1. e4 {[%clk 0:00:59.5]} *").get(0).at(0).clockSeconds());
        assertThrows(PgnException.class, () -> PgnReader.readAll("1. e4 {[%clk 1:00:x]} *"));
    }

    @Test
    void onlyAResultIsAGameWithoutMovesOrTags() {
        PgnGame g = PgnReader.readAll("1-0\n").get(0);
        assertEquals("1-0", g.result());
        assertEquals(0, g.game().ply());
        assertNull(g.tag("White"));
        assertEquals("?", g.rosterTag("White"));
        assertEquals("1-0", g.rosterTag("Result"));
    }

    @Test
    void emptyTextOrOnlyCommentsHoldsNoGame() {
        for (String empty : new String[]{"", "  \n\r\n\t", "\uFEFF", "% escape\n", "{a comment}\n; another\n",
            "{one} {two}\n\n"}) {
            assertEquals(List.of(), readAllAndErrors(empty), empty);
        }
        // a comment before the tags does not make a game of its own
        List<Object> out = readAllAndErrors("; produced by x\n{file comment}\n[Event \"e\"]\n1. e4 *\n");
        assertEquals(1, out.size());
        assertEquals("e", new PgnReader("{c}\n[Event \"e\"]\n1. e4 *").next().tag("Event"));
    }

    @Test
    void controlCharactersAreNotEchoedRaw() {
        PgnException e = assertThrows(PgnException.class, () -> PgnReader.readAll("[Ev\u0000ent \"x\"]\n1. e4 *"));
        assertTrue(e.getMessage().contains("U+0000"), e.getMessage());
        assertFalse(e.getMessage().contains("\u0000"));
    }
}
