package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.annabella.rules.Descriptive.Form;
import org.annabella.testkit.Mutations;
import org.annabella.testkit.RandomGames;
import org.junit.jupiter.api.Test;

/**
 * The descriptive notation of seed 003 (1957 rulebook, Supplement 1, "El sistema descriptivo"):
 * files named from the piece that starts on them, ranks counted from each player's own side, and
 * the from and to squares when two like pieces can go to the same square.
 */
class DescriptiveTest {
    private static int move(Position p, String uci) {
        return Notation.parse(p, uci);
    }

    private static Position after(String... san) {
        Position p = Position.startPosition();
        for (String m : san) {
            p.makeMove(Notation.parse(p, m));
        }
        return p;
    }

    @Test
    void theSeedsSpanishExamples() {
        Position start = Position.startPosition();
        assertEquals(move(start, "e4"), Descriptive.parse(start, "P4R", Form.SPANISH), "peón a la 4a casilla del rey");
        assertEquals(move(start, "Nf3"), Descriptive.parse(start, "C3AR", Form.SPANISH));
        Position black = after("e4");
        assertEquals(move(black, "e5"), Descriptive.parse(black, "P4R", Form.SPANISH), "ranks count from Black's own side");
        assertEquals(move(black, "Nf6"), Descriptive.parse(black, "C3AR", Form.SPANISH));
        Position exchange = after("e4", "d5");
        assertEquals(move(exchange, "exd5"), Descriptive.parse(exchange, "PxP", Form.SPANISH));
        Position bishop = after("e4", "e5", "Nf3", "Nc6");
        assertEquals(move(bishop, "Bb5"), Descriptive.parse(bishop, "A5C", Form.SPANISH), "a short file, one move");
        Position queen = Position.fromFen("4k3/8/8/8/8/8/4K3/3Q4 w - - 0 1");
        assertEquals(move(queen, "Qe1"), Descriptive.parse(queen, "D1R", Form.SPANISH));
        Position castle = after("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5");
        assertEquals(move(castle, "O-O"), Descriptive.parse(castle, "O-O", Form.SPANISH));
        // "T4CR-2CR: hay dos torres que pueden ir a la misma casilla"
        Position rooks = Position.fromFen("4k3/8/8/8/6R1/8/R7/1K6 w - - 0 1");
        assertEquals(move(rooks, "Rgg2"), Descriptive.parse(rooks, "T4CR-2CR", Form.SPANISH));
        assertEquals(move(rooks, "Rag2"), Descriptive.parse(rooks, "T2TD-2CR", Form.SPANISH));
        MoveParseException both = assertThrows(MoveParseException.class, () -> Descriptive.parse(rooks, "T2CR", Form.SPANISH));
        assertEquals(MoveParseException.Kind.AMBIGUOUS, both.kind());
        assertEquals("\"T2CR\" could be T2TD-2CR or T4CR-2CR", both.getMessage());
        assertEquals(2, both.candidates().length);
        assertEquals("T4CR-2CR", Descriptive.write(rooks, move(rooks, "Rgg2"), Form.SPANISH), "the writer follows the seed");
    }

    @Test
    void theEnglishForm() {
        Position start = Position.startPosition();
        assertEquals(move(start, "e4"), Descriptive.parse(start, "P-K4", Form.ENGLISH));
        assertEquals(move(start, "Nf3"), Descriptive.parse(start, "N-KB3", Form.ENGLISH));
        Position exchange = after("e4", "d5");
        assertEquals(move(exchange, "exd5"), Descriptive.parse(exchange, "PxP", Form.ENGLISH));
        Position rooks = Position.fromFen("4k3/8/8/8/6R1/8/R7/1K6 w - - 0 1");
        assertEquals(move(rooks, "Rgg2"), Descriptive.parse(rooks, "R4N-2N", Form.ENGLISH));
        Position taking = after("e4", "d5", "c4", "Nf6");
        MoveParseException twoPawns = assertThrows(MoveParseException.class, () -> Descriptive.parse(taking, "PxP", Form.ENGLISH));
        assertEquals(MoveParseException.Kind.AMBIGUOUS, twoPawns.kind(), "exd5 or cxd5");
        assertEquals(move(taking, "exd5"), Descriptive.parse(taking, "KPxP", Form.ENGLISH), "the pawn named by its file");
        assertEquals(move(taking, "cxd5"), Descriptive.parse(taking, "BPxP", Form.ENGLISH));
        assertEquals("KPxP", Descriptive.write(taking, move(taking, "exd5"), Form.ENGLISH));
        assertEquals("PRxP", Descriptive.write(taking, move(taking, "exd5"), Form.SPANISH));
    }

    @Test
    void checkMateCaptureAndPromotionMarks() {
        Position mate = after("f3", "e5", "g4");
        assertEquals("D5T++", Descriptive.write(mate, move(mate, "Qh4#"), Form.SPANISH));
        assertEquals("Q-R5++", Descriptive.write(mate, move(mate, "Qh4#"), Form.ENGLISH));
        assertEquals(move(mate, "Qh4"), Descriptive.parse(mate, "Q-R5 mate", Form.ENGLISH));
        assertEquals(move(mate, "Qh4"), Descriptive.parse(mate, "D5TRJ", Form.SPANISH), "J: jaque");
        Position promote = Position.fromFen("8/P3k3/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals(move(promote, "a8=Q"), Descriptive.parse(promote, "P8TD=D", Form.SPANISH));
        assertEquals(move(promote, "a8=N"), Descriptive.parse(promote, "P-QR8(N)", Form.ENGLISH));
        assertEquals("P8T=D", Descriptive.write(promote, move(promote, "a8=Q"), Form.SPANISH));
        assertEquals(MoveParseException.Kind.AMBIGUOUS,
                assertThrows(MoveParseException.class, () -> Descriptive.parse(promote, "P-R8", Form.ENGLISH)).kind(),
                "a promotion names its piece");
        Position enPassant = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assertEquals(move(enPassant, "exd6"), Descriptive.parse(enPassant, "PxP e.p.", Form.ENGLISH));
    }

    @Test
    void badTextIsRefusedWithTheRightKind() {
        Position start = Position.startPosition();
        assertEquals(MoveParseException.Kind.ILLEGAL,
                assertThrows(MoveParseException.class, () -> Descriptive.parse(start, "P5R", Form.SPANISH)).kind());
        assertEquals("illegal move \"P5R\": no white pawn can make it",
                assertThrows(MoveParseException.class, () -> Descriptive.parse(start, "P5R", Form.SPANISH)).getMessage());
        for (String bad : List.of("X4R", "P9R", "P4", "C3ZZ", "P4R=", "P8R(D", "Px", "P-")) {
            MoveParseException e = assertThrows(MoveParseException.class, () -> Descriptive.parse(start, bad, Form.SPANISH), bad);
            assertEquals(MoveParseException.Kind.UNREADABLE, e.kind(), bad + ": " + e.getMessage());
        }
    }

    /** Wherever notation is read (parse, check, reconcile), descriptive is read in the sheet's language. */
    @Test
    void notationReadsDescriptiveInTheLanguageOfTheLetters() {
        Position start = Position.startPosition();
        assertEquals(move(start, "e4"), Notation.parse(start, "P-K4"));
        assertEquals(move(start, "e4"), Notation.parse(start, "P4R", PieceLetters.SPANISH));
        assertEquals(MoveParseException.Kind.AMBIGUOUS, assertThrows(MoveParseException.class,
                () -> Notation.parse(start, "P4R", PieceLetters.ENGLISH)).kind(), "in English R is the rook's file: a4 or h4");
    }

    /** Every legal move of random games, written in either form, reads back to the same move alone. */
    @Property(tries = 60)
    void everyLegalMoveWrittenDescriptivelyReadsBackToTheSameMove(@ForAll long seed) {
        Random random = new Random(seed);
        Game game = RandomGames.game(random, 1 + random.nextInt(120));
        Position p = game.position();
        for (int m : p.legalMoves()) {
            for (Form form : Form.values()) {
                String written = Descriptive.write(p, m, form);
                assertEquals(m, Descriptive.parse(p, written, form), form + " " + written + " in " + p.toFen());
                assertEquals(m, Notation.parse(p, written, form == Form.SPANISH ? PieceLetters.SPANISH : PieceLetters.ENGLISH),
                        form + " " + written + " through Notation in " + p.toFen());
            }
        }
    }

    /** Damaged descriptive text gives a move or MoveParseException, in one line, and never loops. */
    @Property(tries = 500)
    void damagedTextGivesAMoveOrMoveParseExceptionOnly(@ForAll long seed) {
        Random random = new Random(seed);
        Game game = RandomGames.game(random, random.nextInt(60));
        Position p = game.position();
        int[] legal = p.legalMoves();
        if (legal.length == 0) {
            return;
        }
        Form form = random.nextBoolean() ? Form.SPANISH : Form.ENGLISH;
        String text = Mutations.mutate(Descriptive.write(p, legal[random.nextInt(legal.length)], form), random, 3);
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            try {
                int m = Descriptive.parse(p, text, form);
                assertTrue(p.isLegal(m));
            } catch (MoveParseException e) {
                assertFalse(e.getMessage().contains("\n"), e.getMessage());
            }
        }, () -> "text " + InputException.quote(text));
    }
}
