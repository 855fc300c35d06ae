package org.annabella.reconcile;

import org.annabella.announce.Phrase;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;

/**
 * One physical step that brings a board closer to the position it must show. Pieces already on the
 * board are named without colour (the hand finds them by square); pieces brought to the board are
 * named with their colour.
 *
 * @param kind what to do
 * @param piece the piece moved, removed or placed; for REPLACE and SWAP the piece on {@code from}
 * @param from the square a piece leaves ({@link Square#NONE} for PLACE)
 * @param to the square a piece arrives on ({@link Square#NONE} for REMOVE; for REPLACE the same as from)
 * @param other for REPLACE the piece put in its place; for SWAP the piece on {@code to}; else null
 */
public record Adjustment(Kind kind, Piece piece, int from, int to, Piece other) {
    public enum Kind { MOVE, REMOVE, PLACE, REPLACE, SWAP }

    static Adjustment move(Piece p, int from, int to) {
        return new Adjustment(Kind.MOVE, p, from, to, null);
    }

    static Adjustment remove(Piece p, int sq) {
        return new Adjustment(Kind.REMOVE, p, sq, Square.NONE, null);
    }

    static Adjustment place(Piece p, int sq) {
        return new Adjustment(Kind.PLACE, p, Square.NONE, sq, null);
    }

    static Adjustment replace(Piece old, int sq, Piece by) {
        return new Adjustment(Kind.REPLACE, old, sq, sq, by);
    }

    static Adjustment swap(Piece p, int a, Piece q, int b) {
        return new Adjustment(Kind.SWAP, p, a, b, q);
    }

    /** The step as a clause without capital or final stop, e.g. "Springer from Felix drei to Gustav eins". */
    public String say(Voice v) {
        Object what = v.piece(piece.type());
        Phrase p = switch (kind) {
            case MOVE -> Phrase.of("reconcile.step.move", "piece", what, "from", v.square(from), "to", v.square(to));
            case REMOVE -> Phrase.of("reconcile.step.remove", "piece", v.the(piece.type(), what), "from", v.square(from));
            case PLACE -> Phrase.of("reconcile.step.place", "piece", v.the(piece.type(), v.piece(piece)), "to", v.square(to));
            case REPLACE -> Phrase.of("reconcile.step.replace", "piece", v.the(piece.type(), what), "from", v.square(from),
                    "other", v.a(other.type(), v.piece(other)));
            case SWAP -> Phrase.of("reconcile.step.swap", "piece", v.the(piece.type(), what), "from", v.square(from),
                    "other", v.the(other.type(), v.piece(other.type())), "to", v.square(to));
        };
        return v.say(p);
    }

    static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
