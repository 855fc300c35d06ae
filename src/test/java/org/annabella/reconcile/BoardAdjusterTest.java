package org.annabella.reconcile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.annabella.rules.Game;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.annabella.testkit.RandomGames;
import org.junit.jupiter.api.Test;

class BoardAdjusterTest {
    private static final BoardSnapshot START = BoardSnapshot.of(Position.startPosition());

    /** Carries out the steps as a hand would, failing if a step finds the wrong piece or an occupied square. */
    static BoardSnapshot apply(BoardSnapshot board, List<Adjustment> steps) {
        Piece[] s = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            s[sq] = board.pieceAt(sq);
        }
        for (Adjustment a : steps) {
            switch (a.kind()) {
                case MOVE -> {
                    assertEquals(a.piece(), s[a.from()], "piece to move on " + Square.name(a.from()));
                    assertNull(s[a.to()], "square to move to must be free: " + Square.name(a.to()));
                    s[a.to()] = s[a.from()];
                    s[a.from()] = null;
                }
                case REMOVE -> {
                    assertEquals(a.piece(), s[a.from()]);
                    s[a.from()] = null;
                }
                case PLACE -> {
                    assertNull(s[a.to()], "square to put a piece on must be free");
                    s[a.to()] = a.piece();
                }
                case REPLACE -> {
                    assertEquals(a.piece(), s[a.from()]);
                    s[a.from()] = a.other();
                }
                case SWAP -> {
                    assertEquals(a.piece(), s[a.from()]);
                    assertEquals(a.other(), s[a.to()]);
                    s[a.to()] = a.piece();
                    s[a.from()] = a.other();
                }
            }
        }
        return BoardSnapshot.of(s);
    }

    @Test
    void sameBoardNeedsNoStep() {
        assertTrue(BoardAdjuster.steps(START, START).isEmpty());
    }

    @Test
    void oneMovedPieceIsOneMoveStep() {
        BoardSnapshot board = BoardSnapshot.fromFen("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R");
        List<Adjustment> steps = BoardAdjuster.steps(board, START);
        assertEquals(List.of(Adjustment.move(Piece.WHITE_KNIGHT, Square.parse("f3"), Square.parse("g1"))), steps);
        assertEquals("Springer from Felix drei to Gustav eins", steps.get(0).say(Voice.PHONETIC));
        assertEquals("caballo de f3 a g1", steps.get(0).say(Voice.SPANISH));
    }

    @Test
    void extraAndMissingPiecesAreRemovedAndPut() {
        BoardSnapshot board = BoardSnapshot.fromFen("rnbqkbn1/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR");
        List<Adjustment> steps = BoardAdjuster.steps(board, START);
        assertEquals(2, steps.size());
        assertEquals("remove the Bauer on Eva vier", steps.get(0).say(Voice.PHONETIC));
        assertEquals("put the black Turm on Hector acht", steps.get(1).say(Voice.PHONETIC));
        assertEquals("pon la torre negra en h8", steps.get(1).say(Voice.SPANISH));
    }

    @Test
    void exchangedPiecesAreOneSwap() {
        BoardSnapshot board = BoardSnapshot.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKBNR");
        List<Adjustment> steps = BoardAdjuster.steps(board, START);
        assertEquals(1, steps.size());
        assertEquals(Adjustment.Kind.SWAP, steps.get(0).kind());
        assertEquals(START, apply(board, steps));
    }

    @Test
    void threePiecesInACycleNeedOneLiftMore() {
        // knight b1 -> c1 -> d1 -> b1 shifted: bishop on b1, queen on c1, knight on d1
        BoardSnapshot board = BoardSnapshot.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RBQNKBNR");
        List<Adjustment> steps = BoardAdjuster.steps(board, START);
        assertEquals(4, steps.size(), steps.toString());
        assertEquals(START, apply(board, steps));
    }

    @Test
    void wrongPieceOnASquareIsReplaced() {
        BoardSnapshot board = BoardSnapshot.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBNKBNR");
        List<Adjustment> steps = BoardAdjuster.steps(board, START);
        assertEquals(List.of(Adjustment.replace(Piece.WHITE_KNIGHT, Square.parse("d1"), Piece.WHITE_QUEEN)), steps);
        assertEquals("replace the Springer on David eins with a white Dame", steps.get(0).say(Voice.PHONETIC));
    }

    /** Random disorder of real positions: the steps always set the board right, and never exceed the squares to fix. */
    @Test
    void stepsAlwaysRestoreTheTargetAndAreNeverMoreThanTheDifferences() {
        Random random = new Random(7);
        Piece[] kinds = Piece.values();
        for (int trial = 0; trial < 500; trial++) {
            BoardSnapshot target = BoardSnapshot.of(RandomGames.play(Game.fromStart(), random, 20).position());
            Piece[] s = new Piece[64];
            for (int sq = 0; sq < 64; sq++) {
                s[sq] = target.pieceAt(sq);
            }
            for (int k = random.nextInt(6); k >= 0; k--) {
                int a = random.nextInt(64), b = random.nextInt(64);
                switch (random.nextInt(3)) {
                    case 0 -> { Piece t = s[a]; s[a] = s[b]; s[b] = t; }
                    case 1 -> s[a] = null;
                    default -> s[a] = kinds[random.nextInt(kinds.length)];
                }
            }
            BoardSnapshot board = BoardSnapshot.of(s);
            List<Adjustment> steps = BoardAdjuster.steps(board, target);
            assertEquals(target, apply(board, steps), "trial " + trial);
            // a piece lifted off to break a cycle of moves is the only step beyond one per differing square
            long lifts = steps.stream().filter(x -> x.kind() == Adjustment.Kind.REMOVE && steps.stream().anyMatch(
                    y -> y.kind() == Adjustment.Kind.PLACE && y.piece() == x.piece())).count();
            assertTrue(steps.size() <= BoardJudge.differing(board, target).size() + lifts, "trial " + trial + ": " + steps);
        }
    }
}
