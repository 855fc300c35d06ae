package org.annabella.reconcile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.annabella.laws.Edition;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.Piece;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * What the reconciliation's readers do with input that is not a board, a scoresheet or a clock log
 * (issue 13): refuse it as an {@link InputException} whose message is one line naming what and
 * where, never a Java class name, and never pass it silently.
 */
class BadInputTest {
    /** The refusal, checked to be one line in a person's words. */
    private static String refused(Executable reading) {
        String message = assertThrows(InputException.class, reading).getMessage();
        assertFalse(message.contains("\n") || message.contains("\r"), "one line: " + message);
        assertFalse(message.matches("(?s).*(Exception|java\\.|For input string).*"), "a person's words: " + message);
        return message;
    }

    @Test
    void anEmptyBoardIsRefusedNotTakenForAnEmptyPosition() {
        assertTrue(refused(() -> BoardSnapshot.fromPieceList("")).startsWith("the board is empty: give a FEN"));
        assertTrue(refused(() -> BoardSnapshot.fromFen("  ")).startsWith("the board is empty"));
        assertEquals("piece list 'white, black' names no piece", refused(() -> BoardSnapshot.fromPieceList("white, black")));
    }

    @Test
    void aBadBoardNamesTheRankOrEntryAndQuotesItShort() {
        assertEquals("board FEN rank 8 'rnbqkbnrr' has more than 8 squares", refused(() -> BoardSnapshot.fromFen("rnbqkbnrr/8/8/8/8/8/8/8")));
        assertEquals("board FEN rank 7 'ppppppp' has 7 squares, not 8", refused(() -> BoardSnapshot.fromFen("8/ppppppp/8/8/8/8/8/8")));
        assertEquals("board FEN '" + "8/".repeat(45) + "\u2026" + "' has 101 ranks, not 8",
                refused(() -> BoardSnapshot.fromFen("8/".repeat(100) + "8")));
        assertEquals("piece list entry 'KU+0000e1' is not a piece letter (K Q R B N P) and a square such as Ke1 or e4",
                refused(() -> BoardSnapshot.fromPieceList("K\u0000e1")));
    }

    @Test
    void anEmptySheetAndOneOfOnlyCommentsAreRefused() {
        assertEquals("sheet A is empty", refused(() -> ScoresheetFiles.read("A", "")));
        assertEquals("sheet B is empty", refused(() -> ScoresheetFiles.read("B", "\uFEFF\n\t\n")));
        assertEquals("sheet A has no moves", refused(() -> ScoresheetFiles.read("A", "# only a comment\n1-0\n")));
    }

    @Test
    void controlCharactersAreRefusedNamingTheLine() {
        assertEquals("sheet A line 2: the control character U+0000 is not text",
                refused(() -> ScoresheetFiles.read("A", "1. e4 e5\n2. Nf3\u0000 Nc6\n")));
        assertEquals("clock log line 1: the control character U+001B is not text",
                refused(() -> ClockLog.parse("start 1:00:00 1:00:00\u001b\n")));
    }

    @Test
    void absurdSizesAreRefused() {
        String huge = "e4 ".repeat(InputText.MAX_CHARS / 3 + 1);
        assertTrue(refused(() -> ScoresheetFiles.read("A", huge)).startsWith("sheet A has 1000002 characters"));
        String many = "Nf3 Nf6 Ng1 Ng8 ".repeat(InputText.MAX_HALF_MOVES / 4 + 1);
        assertEquals("sheet B has 12004 moves; more than 12000 half-moves is no game", refused(() -> ScoresheetFiles.read("B", many)));
        String longWords = "1. e4 e5\n2. " + "Springer ".repeat(20) + "\n";
        assertTrue(refused(() -> ScoresheetFiles.read("A", longWords)).startsWith("sheet A, move 3: 'Springer Springer"));
    }

    @Test
    void aBrokenTagOrCommentInAPgnSheetIsRefusedWithItsPlace() {
        assertEquals("sheet A line 2: '[Event x]' is not a tag such as [Event \"name\"]",
                refused(() -> ScoresheetFiles.read("A", "[Site \"here\"]\n[Event x]\n\n1. e4 e5 *\n")));
        assertEquals("sheet A: a comment opened with { after move 2 is never closed",
                refused(() -> ScoresheetFiles.read("A", "[Event \"x\"]\n\n1. e4 e5 {oops\n")));
    }

    @Test
    void clockNumbersOutOfRangeAreRefusedNotOverflowed() {
        assertEquals("sheet A, move 1: the clock reading '[%clk 99999999999999999999:00:00]' is out of range",
                refused(() -> ScoresheetFiles.read("A", "[Event \"x\"]\n\n1. e4 {[%clk 99999999999999999999:00:00]} e5\n")));
        assertEquals("sheet A, move 2: the clock reading '[%clk 1:75:00]' is out of range",
                refused(() -> ScoresheetFiles.read("A", "[Event \"x\"]\n\n1. e4 e5 {[%clk 1:75:00]}\n")));
        assertEquals("clock log line 1: time '99999999999999999999:00:00' is out of range",
                refused(() -> ClockLog.parse("3. 99999999999999999999:00:00 1:00")));
        assertEquals("clock log line 2: time '100:00:00' is out of range", refused(() -> ClockLog.parse("start 1:00 1:00\n3. 100:00:00 1:00")));
        assertEquals("clock log line 1: move counter '123456789012345678901' is out of range (at most 9999)",
                refused(() -> ClockLog.parse("3. 1:00 1:00 123456789012345678901")));
        assertEquals(99 * 3600L + 59 * 60 + 59, ClockLog.parse("3. 99:59:59 0:01 0012").after(3, Color.WHITE).white());
    }

    @Test
    void aClockLogWithNoReadingIsRefused() {
        assertTrue(refused(() -> ClockLog.parse("")).startsWith("the clock log has no reading"));
        assertTrue(refused(() -> ClockLog.parse("# noted by the arbiter\n\n")).startsWith("the clock log has no reading"));
    }

    @Test
    void sheetsFromDifferentStartsOrABadStartAreRefusedNamingTheSheets() {
        WrittenSheet a = new WrittenSheet("A", null, List.of("e4"));
        WrittenSheet b = new WrittenSheet("B", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", List.of("Kd2"));
        assertEquals("sheets A and B start from different positions: "
                + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 and 4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                refused(() -> Reconciler.rule(new Reconciler.Case(a, b, null, null, ClockLog.empty(), Edition.FIDE_2023))));
        assertTrue(refused(() -> SheetReader.read(new WrittenSheet("B", "8/8/8/8/8/8/8/8 w - - 0 1", List.of())))
                .startsWith("sheet B: start position: "));
    }

    @Test
    void aSheetWithoutMovesAgainstOneUnreadableFromTheStartIsRuledNotCrashed() {
        WrittenSheet empty = ScoresheetFiles.read("A", "[Event \"x\"]\n");
        WrittenSheet unreadable = ScoresheetFiles.read("B", "!\n");
        ReconcileRuling r = Reconciler.rule(new Reconciler.Case(empty, unreadable, null, null, ClockLog.empty(), Edition.FIDE_2023));
        assertEquals(ReconcileRuling.Kind.SHEETS_DIFFER, r.kind());
        assertTrue(RulingText.text(r, Voice.ENGLISH).contains("Sheet B stops being legal at White's move 1: \"!\""),
                RulingText.text(r, Voice.ENGLISH));
    }

    // Generated and mutated input: only an InputException may come out, and never a hang.

    @Property(tries = 300)
    void aSheetTextIsReadOrRefusedInWords(@ForAll("sheetTexts") String text) {
        onlyRefusedInWords(text, t -> SheetReader.read(ScoresheetFiles.read("A", t)));
    }

    /** Two mutated sheets and a mutated board go through the whole ruling, said in every voice and as JSON. */
    @Property(tries = 200)
    void aWholeRulingIsGivenOrRefusedInWords(@ForAll("gameSheets") String a, @ForAll("gameSheets") String b,
            @ForAll("boards") String board) {
        onlyRefusedInWords(a, t -> {
            BoardSnapshot shown = board.contains("/") ? BoardSnapshot.fromFen(board) : BoardSnapshot.fromPieceList(board);
            ReconcileRuling r = Reconciler.rule(new Reconciler.Case(ScoresheetFiles.read("A", t), ScoresheetFiles.read("B", b),
                    shown, null, ClockLog.empty(), Edition.FIDE_2018));
            for (Voice v : Voice.values()) {
                assertFalse(RulingText.text(r, v).isBlank());
            }
            return RulingJson.write(r);
        });
    }

    /** Whatever two boards show, the ruling and the live report judge them and say it in every voice. */
    @Property(tries = 50)
    void anyTwoBoardsAreJudgedAndSaid(@ForAll("anyBoards") BoardSnapshot a, @ForAll("anyBoards") BoardSnapshot b) {
        WrittenSheet sheet = new WrittenSheet("A", null, List.of("e4", "e5", "Nf3"));
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            ReconcileRuling r = Reconciler.rule(new Reconciler.Case(sheet, sheet, a, b, ClockLog.empty(), Edition.FIDE_2014));
            Game game = Game.fromStart();
            game.play("e4");
            for (Voice v : Voice.values()) {
                assertFalse(RulingText.text(r, v).contains("{"));
                assertFalse(LiveDivergence.compare(a, b, game).message().in(v).isBlank());
                assertFalse(LiveDivergence.compare(a, b, null).message().in(v).isBlank());
            }
        });
    }

    @Provide
    Arbitrary<BoardSnapshot> anyBoards() {
        Arbitrary<Piece> piece = Arbitraries.of(Piece.class).injectNull(0.6);
        return piece.array(Piece[].class).ofSize(64).map(BoardSnapshot::of);
    }

    @Property(tries = 300)
    void aClockLogIsReadOrRefusedInWords(@ForAll("clockLogs") String text) {
        onlyRefusedInWords(text, ClockLog::parse);
    }

    @Property(tries = 300)
    void aBoardIsReadOrRefusedInWords(@ForAll("boards") String text) {
        onlyRefusedInWords(text, t -> t.contains("/") ? BoardSnapshot.fromFen(t) : BoardSnapshot.fromPieceList(t));
    }

    private static void onlyRefusedInWords(String text, Function<String, ?> reader) {
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            try {
                reader.apply(text);
            } catch (InputException e) {
                assertFalse(e.getMessage().contains("\n"), e.getMessage());
            }
        });
    }

    @Provide
    Arbitrary<String> sheetTexts() {
        return mutations(List.of("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n", "[Event \"x\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n\n1. Kb2 {[%clk 1:00:00]} Kd2 *\n",
                "FEN: 4k3/8/8/8/8/8/8/4K3 w - - 0 1\nLanguage: es\n1. Rd2, Springer Felix drei\n"));
    }

    /** Sheets of one game, from the usual start, in several notations and with its usual slips. */
    @Provide
    Arbitrary<String> gameSheets() {
        return mutations(List.of("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6\n", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6\n",
                "[Event \"x\"]\n\n1. e4 {[%clk 1:00:00]} e5 2. Cf3 Cc6 3. Ab5 *\n", "e4\ne5\nSpringer Felix drei\nNc6\nBb5\nBb5\n",
                "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. Ba4 a6\n", "1. e4 e5 2. Nf3 Ke7 3. Kxe7\n"));
    }

    @Provide
    Arbitrary<String> clockLogs() {
        return mutations(List.of("start 1:30:00 1:30:00\n12. 1:01:05 58:40\n12... - 0:57:00 12\n"));
    }

    @Provide
    Arbitrary<String> boards() {
        return mutations(List.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "white Ke1 Qd1 e4, black Ke8 Rh8 e5",
                "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R", "r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R"));
    }

    /** A valid text with characters replaced, inserted or cut, or any text at all. */
    private static Arbitrary<String> mutations(List<String> seeds) {
        Arbitrary<String> seed = Arbitraries.of(seeds);
        Arbitrary<Character> noise = Arbitraries.oneOf(Arbitraries.of('\n', '{', '}', '[', ']', '"', ':', '/', '.', '-', ' ', '9', '0', '\u0000', '%'),
                Arbitraries.chars());
        Arbitrary<String> mutated = Combinators.combine(seed, Arbitraries.integers().between(0, 1000),
                noise.list().ofMaxSize(8), Arbitraries.integers().between(0, 2)).as((s, at, chars, how) -> {
                    int i = at % (s.length() + 1);
                    String inserted = chars.stream().map(String::valueOf).reduce("", String::concat);
                    return switch (how) {
                        case 0 -> s.substring(0, i) + inserted + s.substring(i);
                        case 1 -> s.substring(0, i) + inserted + s.substring(Math.min(s.length(), i + inserted.length()));
                        default -> s.substring(0, i);
                    };
                });
        return Arbitraries.oneOf(mutated, Arbitraries.strings().ofMaxLength(200));
    }
}
