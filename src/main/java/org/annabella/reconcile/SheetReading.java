package org.annabella.reconcile;

import java.util.List;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;

/**
 * A scoresheet read as legal moves from its start: the moves up to the first one that is not a
 * legal move as written, and, if there is one, where and why the sheet stops being legal.
 *
 * @param refs the legal moves read, in order
 * @param stop index into the sheet's moves of the first text that is not a legal move, or -1
 * @param stopKind why it is not (unreadable, illegal, ambiguous), or null
 * @param stopReason the reader's one-line reason, or null
 * @param stopCandidates for an ambiguous text, the legal moves it could mean
 */
public record SheetReading(WrittenSheet sheet, String startFen, PieceLetters letters, List<MoveRef> refs, int stop,
        MoveParseException.Kind stopKind, String stopReason, int[] stopCandidates) {

    public SheetReading {
        refs = List.copyOf(refs);
    }

    public int plies() {
        return refs.size();
    }

    public boolean isLegalThroughout() {
        return stop < 0;
    }

    public int move(int index) {
        return refs.get(index).move();
    }

    /** The position after the first {@code ply} moves (0 = the start). */
    public Position positionAt(int ply) {
        Position p = Position.fromFen(startFen);
        for (int i = 0; i < ply; i++) {
            p.makeMove(refs.get(i).move());
        }
        return p;
    }

    /** The text the sheet has at {@code index}, or null past its end. */
    public String text(int index) {
        return index < sheet.moves().size() ? sheet.moves().get(index) : null;
    }
}
