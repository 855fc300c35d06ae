package org.annabella.reconcile;

import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Position;

/** A sequence of legal moves from a start position, with the board after each (index = plies played). */
final class Line {
    private final String startFen;
    private final List<MoveRef> refs;
    private final List<BoardSnapshot> boards = new ArrayList<>();

    Line(String startFen, List<MoveRef> refs) {
        this.startFen = startFen;
        this.refs = List.copyOf(refs);
        Position p = Position.fromFen(startFen);
        boards.add(BoardSnapshot.of(p));
        for (MoveRef r : refs) {
            p.makeMove(r.move());
            boards.add(BoardSnapshot.of(p));
        }
    }

    static Line of(SheetReading sheet) {
        return new Line(sheet.startFen(), sheet.refs());
    }

    /** The first {@code plies} moves of this line. */
    Line prefix(int plies) {
        return new Line(startFen, refs.subList(0, plies));
    }

    int plies() {
        return refs.size();
    }

    List<MoveRef> refs() {
        return refs;
    }

    MoveRef ref(int index) {
        return refs.get(index);
    }

    BoardSnapshot board(int ply) {
        return boards.get(ply);
    }

    Position position(int ply) {
        Position p = Position.fromFen(startFen);
        for (int i = 0; i < ply; i++) {
            p.makeMove(refs.get(i).move());
        }
        return p;
    }
}
