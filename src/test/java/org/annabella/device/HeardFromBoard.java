package org.annabella.device;

import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;

/** What a driver told its listener, for tests: changes as "e4 P" (or "e2 -"), whole boards, warnings. */
class HeardFromBoard implements BoardListener {
    final List<String> changes = new ArrayList<>();
    final List<Piece[]> snapshots = new ArrayList<>();
    final List<String> warnings = new ArrayList<>();

    @Override
    public void squareChanged(int square, Piece piece, boolean occupied, long nanos) {
        changes.add(Square.name(square) + " " + (piece == null ? "-" : piece.fenChar()));
    }

    @Override
    public void snapshot(Piece[] pieces, long occupied, long nanos) {
        snapshots.add(pieces);
    }

    @Override
    public void warning(String message) {
        warnings.add(message);
    }
}
