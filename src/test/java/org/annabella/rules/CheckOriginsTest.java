package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Checks no move could give are refused in a FEN; every check a game reaches is read. */
class CheckOriginsTest {
    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "4k3/8/8/b7/8/8/8/4K2r w - - 0 1|a bishop on a5 and a rook on h1 against a king on e1|the black bishop on a5;the black rook on h1",
            "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1|two bishops checking from both ends of one diagonal|the white bishop on h1;the white bishop on a8",
            "2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - - 0 1|two checkers next to the king|the black bishop on b6;the black queen on d8",
            "5R2/2P5/8/4k3/8/3rK2r/8/8 w - - 0 1|a rook that could only have come through the king|the black rook on d3;the black rook on h3",
            "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1|a check through the square a two-square advance skipped|en passant square d3",
            "1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1|a check that stood before the two-square advance|en passant square d6"})
    void aCheckNoMoveGivesIsRefusedNamingIt(String fen, String what, String named) {
        InvalidFenException e = assertThrows(InvalidFenException.class, () -> Position.fromFen(fen), what);
        assertTrue(e.getMessage().contains("impossible position"), e.getMessage());
        for (String name : named.split(";")) {
            assertTrue(e.getMessage().contains(name), name + ": " + e.getMessage());
        }
        assertDoesNotThrow(() -> Position.fromFenLenient(fen), "test vectors are read leniently: " + what);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1|a knight from c1 to d3, uncovering the rook on a1|true",
            "4k3/8/8/8/8/8/4q3/r3K3 w - - 0 1|a queen from d1 to e2, uncovering the rook on a1|true",
            "4N3/2k2R2/8/8/8/8/8/7K b - - 0 1|e7-e8 promoting to a knight, uncovering the rook on f7|true",
            "4R3/1B6/3P4/8/4k3/8/8/K7 b - - 0 1|e5xd6 en passant, uncovering the rook on e8 and the bishop on b7|true",
            "4k3/8/8/8/8/5n2/8/r3K3 w - - 0 1|a knight on f3 that could not have come from b1, c1 or d1|false",
            "4k3/8/8/8/8/8/8/r3Kq2 w - - 0 1|a queen on f1, even promoted there, from no square between a1 and e1|false",
            "4k3/8/8/8/8/8/8/1r2K2q w - - 0 1|a rook and a queen on the first rank, either side of the king|false",
            "4k3/8/8/8/8/8/8/q3K2r w - - 0 1|a queen and a rook on the first rank, either side of the king|false",
            "4k3/8/8/8/7b/8/8/r3K3 w - - 0 1|a bishop on h4 and a rook on a1|false",
            "4k3/8/8/8/8/8/5p2/r3K3 w - - 0 1|a pawn on f2 and a rook on a1|false",
            "4k3/8/8/8/8/8/6n1/r3K3 w - - 0 1|a knight on g2 and a rook on a1|false",
            "4k3/8/8/8/7b/8/5P2/r3K3 w - - 0 1|one check: a pawn on f2 blocks the bishop|true"})
    void twoChecksAreReadExactlyWhenOneMoveCouldGiveBoth(String fen, String what, boolean possible) {
        if (possible) {
            assertDoesNotThrow(() -> Position.fromFen(fen), what);
        } else {
            assertEquals(2, Long.bitCount(Position.fromFenLenient(fen).checkers()), what + ": a double check");
            InvalidFenException e = assertThrows(InvalidFenException.class, () -> Position.fromFen(fen), what);
            assertTrue(e.getMessage().contains("could not both come from one move"), e.getMessage());
        }
    }

    /**
     * Games of random legal moves, checks chosen when there are any (double checks come of them),
     * standard and Chess960: every position a game reaches is read back from its FEN.
     */
    @Property(tries = 300)
    void everyPositionAGameReachesIsRead(@ForAll long seed) {
        Random random = new Random(seed);
        Position p = random.nextInt(4) == 0 ? Chess960.startPosition(random.nextInt(960))
                : Position.startPosition();
        for (int ply = 0; ply < 200 && p.hasLegalMoves(); ply++) {
            int[] moves = p.legalMoves();
            int move = moves[random.nextInt(moves.length)];
            for (int m : moves) {
                Position after = p.copy();
                after.makeMove(m);
                if (after.inCheck() && random.nextInt(3) > 0) {
                    move = m;
                    break;
                }
            }
            p.makeMove(move);
            String fen = p.isChess960() ? p.toShredderFen() : p.toFen();
            boolean chess960 = p.isChess960();
            Position read = assertDoesNotThrow(() -> Position.fromFen(fen, chess960), fen);
            assertEquals(Long.bitCount(p.checkers()), Long.bitCount(read.checkers()), fen);
        }
    }
}
