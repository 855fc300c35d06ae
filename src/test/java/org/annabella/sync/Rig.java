package org.annabella.sync;

import java.util.ArrayList;
import java.util.List;
import org.annabella.device.BoardAction;
import org.annabella.device.BoardDevice;
import org.annabella.device.BoardProtocol;
import org.annabella.device.DgtBoardSimulator;
import org.annabella.device.PegBoardSimulator;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;

/**
 * An in-process bench in virtual time ({@link InProcessBoard}) that records what the follower
 * concludes.
 */
final class Rig implements BoardFollower.Events {
    static final long MS = 1_000_000L;

    final List<SyncFact> facts = new ArrayList<>();
    final List<String> notices = new ArrayList<>();
    final List<String> results = new ArrayList<>();
    final InProcessBoard board;
    final BoardFollower follower;
    final BoardDevice driver;
    final DgtBoardSimulator dgt;
    final PegBoardSimulator peg;

    static Rig dgt(Position start, boolean rotated) {
        return new Rig(events -> new InProcessBoard(start, true, rotated, events));
    }

    static Rig peg(Position start) {
        return new Rig(events -> new InProcessBoard(start, false, false, events));
    }

    /** A board of any kind, standing the right way round. */
    static Rig of(Position start, BoardProtocol kind) {
        return new Rig(events -> new InProcessBoard(start, kind, events));
    }

    private Rig(java.util.function.Function<BoardFollower.Events, InProcessBoard> wiring) {
        board = wiring.apply(this);
        follower = board.follower();
        driver = board.driver();
        dgt = board.dgt();
        peg = board.peg();
    }

    long now() {
        return board.now();
    }

    static Piece[] pieces(Position p) {
        Piece[] b = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            b[sq] = p.pieceAt(sq);
        }
        return b;
    }

    void advance(long t) {
        board.advance(t);
    }

    void act(BoardAction a) {
        board.act(a);
    }

    void lift(int sq) {
        act(new BoardAction(now() + 150 * MS, sq, null));
    }

    void put(int sq, Piece p) {
        act(new BoardAction(now() + 150 * MS, sq, p));
    }

    void settle() {
        advance(now() + 3_000 * MS);
    }

    <T extends SyncFact> List<T> all(Class<T> kind) {
        List<T> out = new ArrayList<>();
        for (SyncFact f : facts) {
            if (kind.isInstance(f)) {
                out.add(kind.cast(f));
            }
        }
        return out;
    }

    List<Integer> moves() {
        List<Integer> out = new ArrayList<>();
        for (SyncFact.MoveMade m : all(SyncFact.MoveMade.class)) {
            out.add(m.move());
        }
        return out;
    }

    /** Facts other than moves and touches: warnings, questions, takebacks. */
    List<SyncFact> trouble() {
        List<SyncFact> out = new ArrayList<>();
        for (SyncFact f : facts) {
            if (!(f instanceof SyncFact.MoveMade) && !(f instanceof SyncFact.Touched)) {
                out.add(f);
            }
        }
        return out;
    }

    @Override
    public void accept(SyncFact fact) {
        facts.add(fact);
    }

    @Override
    public void notice(String line) {
        notices.add(line);
    }

    @Override
    public void endOfGame(String result) {
        results.add(result);
    }
}
