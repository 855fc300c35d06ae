package org.annabella.engine;

import java.util.List;
import org.annabella.rules.pgn.PgnGame;

/** A review written into a game's PGN: each mistake marked "?" or "??", the better move and its line as a comment. */
public final class PgnAnnotation {
    private PgnAnnotation() {
    }

    /** Marks every mistake of {@code reviews} in {@code pgn}, keeping what its comments already say. */
    public static void annotate(PgnGame pgn, List<MoveReview> reviews) {
        for (MoveReview r : reviews) {
            if (!r.isMistake()) {
                continue;
            }
            PgnGame.Annotations notes = pgn.at(r.ply());
            notes.nags().removeIf(n -> n >= 1 && n <= 6);
            notes.nags().add(r.nag());
            String said = comment(r);
            notes.setComment(notes.comment().isBlank() ? said : notes.comment() + " " + said);
        }
    }

    /** "better Qc2 (1.5): Qc2 Nf6 Bd3 Be7", or "(mate)" for a mate missed or allowed. */
    static String comment(MoveReview r) {
        return "better " + r.best() + " (" + r.cost() + "): " + String.join(" ", r.line());
    }
}
