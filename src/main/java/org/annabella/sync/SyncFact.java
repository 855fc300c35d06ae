package org.annabella.sync;

import java.util.List;
import java.util.stream.Collectors;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/** What a {@link BoardSync} concludes from board events. Each has one speakable line. */
public sealed interface SyncFact {

    String describe();

    /**
     * A piece was taken from its square (2018 D.2.2: a piece is touched when taken out of its
     * hole). order counts touches since the last move, from 1; the laws turn this into touch-move
     * obligations (2018 4.3).
     */
    record Touched(int square, Piece piece, int order, long nanos) implements SyncFact {
        public String describe() {
            return "touched " + SquareFix.name(piece) + " on " + Square.name(square);
        }
    }

    /** A move was made on the board (2018 D.2.3); before is the position it was made in. */
    record MoveMade(int ply, int move, Position before, long nanos) implements SyncFact {
        public String uci() {
            return Notation.uci(before, move);
        }

        public String describe() {
            return "move " + ply + " " + uci();
        }
    }

    /** Two or more legal moves fit what an occupancy board saw: ask, do not guess. */
    record AskMove(int[] candidates, Position position) implements SyncFact {
        public String describe() {
            StringBuilder s = new StringBuilder("which move was it:");
            for (int i = 0; i < candidates.length; i++) {
                s.append(i == 0 ? " " : ", ").append(Notation.uci(position, candidates[i]));
            }
            return s.toString();
        }
    }

    /** The side to move moved a piece from one square to another, and that move is illegal. */
    record IllegalMove(int from, int to, Piece piece, List<SquareFix> fixes) implements SyncFact {
        public String describe() {
            return "illegal move: " + (piece == null ? "piece" : SquareFix.name(piece)) + " from "
                    + Square.name(from) + " to " + Square.name(to) + "; " + joined(fixes);
        }
    }

    /** The board settled in a position that is not the game's: what to fix, square by square. */
    record BoardDiffers(List<SquareFix> fixes) implements SyncFact {
        public String describe() {
            return "board differs from the game: " + joined(fixes);
        }
    }

    /** Pieces knocked over or displaced without a move (2009 7.3: re-establish the position). */
    record Displaced(List<SquareFix> fixes) implements SyncFact {
        public String describe() {
            return "pieces displaced: " + joined(fixes);
        }
    }

    /** The board went back to the position before the last move. */
    record TakebackAttempted(int ply, int move, Position before) implements SyncFact {
        public String describe() {
            return "the last move " + Notation.uci(before, move) + " was taken back on the board";
        }
    }

    /** After a warning, the board matches the game again. */
    record BoardRestored() implements SyncFact {
        public String describe() {
            return "board matches the game again";
        }
    }

    private static String joined(List<SquareFix> fixes) {
        return fixes.stream().map(SquareFix::describe).collect(Collectors.joining(", "));
    }
}
