package org.annabella.session;

import java.util.Random;
import org.annabella.rules.Color;
import org.annabella.session.Event.Origin;

/** Games of random legal moves through a session, each move typed, announced, executed and pressed. */
public final class RandomMoves {
    private RandomMoves() {
    }

    /**
     * One random legal move of the side to move, through to its press. Returns the side that
     * moved, or null when the game is over before the press (the move ended it) or already was.
     */
    public static Color play(Session s, Random random) {
        if (s.state().isOver()) {
            return null;
        }
        Color side = s.state().position().sideToMove();
        int[] moves = s.state().position().legalMoves();
        s.makeMove(side, moves[random.nextInt(moves.length)], Origin.TYPED);
        if (s.state().isOver() || s.state().pending() == null) {
            return null;
        }
        s.announce(side);
        s.execute(side.opposite());
        s.press(side);
        return side;
    }
}
