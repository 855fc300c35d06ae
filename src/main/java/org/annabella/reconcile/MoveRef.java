package org.annabella.reconcile;

import org.annabella.announce.Announcer;
import org.annabella.announce.Phrase;
import org.annabella.rules.Color;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;

/**
 * A move of a game as people name it: its number and side, its SAN in English and Spanish letters,
 * and its announcement in the phonetic words.
 *
 * @param ply 1 for the first move played from the sheet's start position
 */
public record MoveRef(int ply, int number, Color side, int move, String san, String sanSpanish, String spoken) {

    /** The move {@code move}, legal in {@code before}, played as ply {@code ply}. */
    public static MoveRef of(Position before, int move, int ply) {
        return new MoveRef(ply, before.fullmoveNumber(), before.sideToMove(), move, Notation.san(before, move),
                Notation.san(before, move, PieceLetters.SPANISH), Announcer.fide().announce(before, move));
    }

    /** "12." or "12..." then the SAN, as a scoresheet writes it. */
    public String label() {
        return number + (side == Color.WHITE ? "." : "...") + san;
    }

    /** "White's move 12, Nf3" / "la jugada 12 de las blancas, Cf3" / "White's move 12, Springer Felix drei". */
    public Told say() {
        return v -> Phrase.of("reconcile.move", "player", side, "number", number, "move", move(v));
    }

    /** Only the move: "Nf3" / "Cf3" / "Springer Felix drei". */
    public String move(Voice v) {
        return switch (v) {
            case ENGLISH -> san;
            case SPANISH -> sanSpanish;
            case PHONETIC -> spoken;
        };
    }

    /** Moves one after another, each as {@link #say()}: "White's move 3, Nf3; Black's move 3, Nc6". */
    static String list(java.util.List<MoveRef> moves, Voice v) {
        return String.join("; ", moves.stream().map(m -> m.say().in(v)).toList());
    }
}
