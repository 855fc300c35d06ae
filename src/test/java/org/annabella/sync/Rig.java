package org.annabella.sync;

import java.util.ArrayList;
import java.util.List;
import org.annabella.device.BoardAction;
import org.annabella.device.BoardDevice;
import org.annabella.device.DgtBoard;
import org.annabella.device.DgtBoardSimulator;
import org.annabella.device.PegBoard;
import org.annabella.device.PegBoardSimulator;
import org.annabella.device.Transport;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;

/**
 * An in-process bench in virtual time: a simulated board speaking its protocol byte for byte to
 * the real driver, which feeds a follower and its sync. Bytes from the simulator can be tampered
 * with on the way.
 */
final class Rig implements BoardFollower.Events {
    static final long MS = 1_000_000L;
    static final long POLL = 10 * MS;

    long now = 1_000 * MS;
    final List<SyncFact> facts = new ArrayList<>();
    final List<String> notices = new ArrayList<>();
    final List<String> results = new ArrayList<>();
    final BoardFollower follower;
    final BoardDevice driver;
    final DgtBoardSimulator dgt;
    final PegBoardSimulator peg;
    /** Bytes from the simulator pass through here; tests may replace it to corrupt them. */
    Transport wire;

    static Rig dgt(Position start, boolean rotated) {
        return new Rig(start, true, rotated);
    }

    static Rig peg(Position start) {
        return new Rig(start, false, false);
    }

    private Rig(Position start, boolean identity, boolean rotated) {
        follower = new BoardFollower(start, identity, this);
        Transport toDevice = bytes -> deviceReceives(bytes);
        if (identity) {
            DgtBoard board = new DgtBoard(toDevice, follower, () -> now, true);
            driver = board;
            dgt = new DgtBoardSimulator(bytes -> wire.write(bytes), rotated);
            peg = null;
            dgt.setPieces(pieces(start));
        } else {
            driver = new PegBoard(toDevice, follower, () -> now);
            peg = new PegBoardSimulator(bytes -> wire.write(bytes));
            dgt = null;
            peg.setOccupancy(start.occupied());
        }
        wire = bytes -> driver.received(bytes, bytes.length);
        follower.attach(driver);
        driver.connected();
    }

    private void deviceReceives(byte[] bytes) {
        if (dgt != null) {
            dgt.received(bytes, bytes.length);
        } else {
            peg.received(bytes, bytes.length);
        }
    }

    static Piece[] pieces(Position p) {
        Piece[] b = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            b[sq] = p.pieceAt(sq);
        }
        return b;
    }

    /** Lets virtual time run to t, polling as a real follower's timer would. */
    void advance(long t) {
        while (now + POLL <= t) {
            now += POLL;
            follower.poll(now);
        }
        now = Math.max(now, t);
        follower.poll(now);
    }

    void act(BoardAction a) {
        advance(a.atNanos());
        if (dgt != null) {
            if (a.isLift()) {
                dgt.lift(a.square());
            } else {
                dgt.place(a.square(), a.piece());
            }
        } else if (a.isLift()) {
            peg.lift(a.square());
        } else {
            peg.seat(a.square());
        }
    }

    void lift(int sq) {
        act(new BoardAction(now + 150 * MS, sq, null));
    }

    void put(int sq, Piece p) {
        act(new BoardAction(now + 150 * MS, sq, p));
    }

    void settle() {
        advance(now + 3_000 * MS);
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
