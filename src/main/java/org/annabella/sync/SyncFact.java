package org.annabella.sync;

import java.util.List;
import java.util.function.IntFunction;
import org.annabella.announce.Phrase;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/** What a {@link BoardSync} concludes from board events. Each has one speakable line, in any language. */
public sealed interface SyncFact {

    /** The line, squares by their names ("e4"). */
    default Phrase phrase() {
        return phrase(Square::name);
    }

    /** The line with each square said by {@code squares}: a game's announcement words ("Eva vier"). */
    Phrase phrase(IntFunction<String> squares);

    /** The line in English. */
    default String describe() {
        return phrase().toString();
    }

    /**
     * A piece was taken from its square (2018 D.2.2: a piece is touched when taken out of its
     * hole). order counts touches since the last move, from 1; the laws turn this into touch-move
     * obligations (2018 4.3).
     */
    record Touched(int square, Piece piece, int order, long nanos) implements SyncFact {
        public Phrase phrase(IntFunction<String> squares) {
            return Phrase.of("sync.touched", "piece", SquareFix.name(piece), "square", squares.apply(square));
        }
    }

    /** A move was made on the board (2018 D.2.3); before is the position it was made in. */
    record MoveMade(int ply, int move, Position before, long nanos) implements SyncFact {
        public String uci() {
            return Notation.uci(before, move);
        }

        public Phrase phrase(IntFunction<String> squares) {
            return Phrase.of("sync.moved", "ply", ply, "move", uci());
        }
    }

    /** Two or more legal moves fit what an occupancy board saw: ask, do not guess. */
    record AskMove(int[] candidates, Position position) implements SyncFact {
        public Phrase phrase(IntFunction<String> squares) {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < candidates.length; i++) {
                s.append(i == 0 ? "" : ", ").append(Notation.uci(position, candidates[i]));
            }
            return Phrase.of("sync.ask-move", "moves", s.toString());
        }
    }

    /** The side to move moved a piece from one square to another, and that move is illegal. */
    record IllegalMove(int from, int to, Piece piece, List<SquareFix> fixes) implements SyncFact {
        public Phrase phrase(IntFunction<String> squares) {
            return Phrase.of("sync.illegal-move", "piece", piece == null ? Phrase.of("sync.piece") : SquareFix.name(piece),
                    "from", squares.apply(from), "to", squares.apply(to), "fixes", joined(fixes, squares));
        }
    }

    /** The board settled in a position that is not the game's: what to fix, square by square. */
    record BoardDiffers(List<SquareFix> fixes) implements SyncFact {
        public Phrase phrase(IntFunction<String> squares) {
            return Phrase.of("sync.differs", "fixes", joined(fixes, squares));
        }
    }

    /** Pieces knocked over or displaced without a move (2009 7.3: re-establish the position). */
    record Displaced(List<SquareFix> fixes) implements SyncFact {
        public Phrase phrase(IntFunction<String> squares) {
            return Phrase.of("sync.displaced", "fixes", joined(fixes, squares));
        }
    }

    /** The board went back to the position before the last move. */
    record TakebackAttempted(int ply, int move, Position before) implements SyncFact {
        public Phrase phrase(IntFunction<String> squares) {
            return Phrase.of("sync.taken-back", "move", Notation.uci(before, move));
        }
    }

    /** After a warning, the board matches the game again. */
    record BoardRestored() implements SyncFact {
        public Phrase phrase(IntFunction<String> squares) {
            return Phrase.of("sync.restored");
        }
    }

    /** The fixes one after another: "put the white pawn on e2, take the piece off e4". */
    private static Phrase joined(List<SquareFix> fixes, IntFunction<String> squares) {
        Phrase all = fixes.isEmpty() ? Phrase.of("sync.nothing") : fixes.get(0).phrase(squares);
        for (SquareFix f : fixes.subList(Math.min(1, fixes.size()), fixes.size())) {
            all = Phrase.of("sync.fixes", "first", all, "next", f.phrase(squares));
        }
        return all;
    }
}
