package org.annabella.session;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * What a board's report of where its pieces stand means in the game. On the mover's board a
 * changed position that a legal move explains is that move; on the other board the position after
 * the move in progress executes it (2018 D.2.1); a piece of the side to move lifted from its hole
 * is touched (2009 E.2.2, 2018 D.2.2); anything else is a difference to tell.
 */
sealed interface BoardReport {
    /** The board shows what it showed, or a piece still lifted that is already touched. */
    record Nothing() implements BoardReport {
    }

    record Executes(Color owner) implements BoardReport {
    }

    record Makes(Color owner, int move) implements BoardReport {
    }

    record Touches(Color owner, int square) implements BoardReport {
    }

    /**
     * The squares where the board differs from what should stand on it, in the game's words ("Eva
     * zwei, Eva vier") and by name ("e2, e4").
     */
    record Differs(Color owner, String squares, String names) implements BoardReport {
    }

    static BoardReport of(GameState state, Color owner, Piece[] squares) {
        if (squares.length != 64) {
            throw new IllegalArgumentException("a board report needs 64 squares, not " + squares.length);
        }
        Piece[] standing = state.board(owner);
        if (Arrays.equals(squares, standing)) {
            return new Nothing();
        }
        MoveInProgress p = state.pending();
        Position position = state.position();
        if (p != null && !p.executed() && owner != p.side()) {
            if (Arrays.equals(squares, GameState.snapshot(position))) {
                return new Executes(owner);
            }
        } else if (!state.isOver() && owner == position.sideToMove() && (p == null || p.complete())) {
            for (int m : position.legalMoves()) {
                Position after = position.copy();
                after.makeMove(m);
                if (Arrays.equals(squares, GameState.snapshot(after))) {
                    return new Makes(owner, m);
                }
            }
            int lifted = liftedPiece(standing, squares, owner);
            if (lifted != Square.NONE) {
                return Square.name(lifted).equals(state.touched(owner)) ? new Nothing() : new Touches(owner, lifted);
            }
        }
        return new Differs(owner, differences(standing, squares, state.wording()::square),
                differences(standing, squares, Square::name));
    }

    /** The one square of {@code side} emptied between the two reports with nothing else changed, or none. */
    private static int liftedPiece(Piece[] before, Piece[] now, Color side) {
        int lifted = Square.NONE;
        for (int sq = 0; sq < 64; sq++) {
            if (before[sq] != now[sq]) {
                if (now[sq] != null || before[sq].color() != side || lifted != Square.NONE) {
                    return Square.NONE;
                }
                lifted = sq;
            }
        }
        return lifted;
    }

    private static String differences(Piece[] expected, Piece[] actual, java.util.function.IntFunction<String> name) {
        List<String> out = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if (expected[sq] != actual[sq]) {
                out.add(name.apply(sq));
            }
        }
        return String.join(", ", out);
    }
}
