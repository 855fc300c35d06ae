package org.annabella.session;

import java.util.function.Consumer;
import org.annabella.device.BoardAction;
import org.annabella.device.Choreography;
import org.annabella.device.TactileClock;
import org.annabella.device.TactileClockSimulator;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.annabella.session.Event.Origin;
import org.annabella.sync.BoardFollower;
import org.annabella.sync.InProcessBoard;
import org.annabella.sync.SyncFact;

/**
 * A table with simulated devices wired through their real drivers: a DGT board for the sighted
 * player, a pegged board for the visually impaired one (each speaking its protocol byte for byte
 * to its driver and board follower), and a tactile clock whose lever presses come back through
 * its driver. What the followers conclude is fed to the session exactly as from real hardware.
 */
public final class DeviceTable {
    private final Session session;
    private final InProcessBoard[] boards = new InProcessBoard[2];
    private final TactileClock clock;
    private final TactileClockSimulator clockSim;
    private final Choreography[] hands = new Choreography[2];
    private final Consumer<String> warnings;

    public DeviceTable(Session session, long seed, Consumer<String> warnings) {
        this.session = session;
        this.warnings = warnings;
        Position start = session.setup().startPosition();
        for (Color owner : Color.values()) {
            boolean dgt = session.setup().board(owner) == BoardKind.DGT;
            boards[owner.ordinal()] = new InProcessBoard(start, dgt, false, events(owner));
            hands[owner.ordinal()] = new Choreography(seed + owner.ordinal(), dgt, false);
        }
        TactileClock[] driver = new TactileClock[1];
        TactileClockSimulator[] sim = new TactileClockSimulator[1];
        sim[0] = new TactileClockSimulator(bytes -> driver[0].received(bytes, bytes.length));
        driver[0] = new TactileClock(bytes -> sim[0].received(bytes, bytes.length));
        clock = driver[0];
        clockSim = sim[0];
        clock.setListener(side -> {
            session.press(side);
            showTimes();
        });
        clock.connected();
        session.onEvent(line -> showTimes());
    }

    /** The hands make {@code move} on {@code owner}'s board, action by action, in the board's time. */
    public void makeOnBoard(Color owner, int move, Position before) {
        InProcessBoard board = boards[owner.ordinal()];
        long t = board.now() + hands[owner.ordinal()].replyDelay();
        long last = t;
        for (BoardAction a : hands[owner.ordinal()].move(before, move, t)) {
            advance(board, a.atNanos());
            board.act(a);
            last = a.atNanos();
        }
        advance(board, last + 2_000_000_000L); // the follower settles what it saw
    }

    /** Lets the board's time run, with the pegged board's heartbeat every second as its firmware sends it. */
    private static void advance(InProcessBoard board, long until) {
        while (board.now() < until) {
            long next = Math.min(until, board.now() + 1_000_000_000L);
            if (board.peg() != null) {
                board.peg().heartbeat();
            }
            board.advance(next);
        }
    }

    /** The lever on {@code side}'s half of the tactile clock. */
    public void pressLever(Color side) {
        clockSim.pressLever(side);
    }

    /** What the tactile clock last received: "T whiteMs blackMs W|B|-". */
    public String clockShows() {
        return clockSim.lastTimes();
    }

    private void showTimes() {
        clock.show(session.remaining(Color.WHITE), session.remaining(Color.BLACK), session.clockRunning());
    }

    private BoardFollower.Events events(Color owner) {
        return new BoardFollower.Events() {
            @Override
            public void accept(SyncFact fact) {
                onFact(owner, fact);
            }

            @Override
            public void notice(String line) {
                warnings.accept(Session.name(owner) + "'s board: " + line);
            }
        };
    }

    /**
     * A move on the mover's board is the move (2018 D.2.3); the same move on the other board
     * executes it there; touches count on the board of the player to move (2009 E.2.2).
     */
    private void onFact(Color owner, SyncFact fact) {
        try {
            if (fact instanceof SyncFact.MoveMade m) {
                if (session.step() == Session.Step.MOVE && owner == session.mover()) {
                    session.makeMove(owner, m.move(), Origin.BOARD);
                } else if (session.step() != Session.Step.MOVE && owner != session.mover()
                        && m.move() == session.moveInProgress()) {
                    session.execute(owner);
                } else {
                    warnings.accept(Session.name(owner) + "'s board: " + fact.describe() + " does not fit the game");
                }
            } else if (fact instanceof SyncFact.Touched t) {
                if (session.step() == Session.Step.MOVE && owner == session.mover()) {
                    session.touch(owner, t.square());
                }
            } else {
                warnings.accept(Session.name(owner) + "'s board: " + fact.describe());
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            warnings.accept(Session.name(owner) + "'s board: " + e.getMessage());
        }
    }
}
