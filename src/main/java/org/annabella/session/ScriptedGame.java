package org.annabella.session;

import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.annabella.rules.Color;
import org.annabella.rules.Move;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;

/**
 * Plays a known game through a session the way the devices would: each move is lifted and
 * placed on the mover's sensed board, announced, the clock pressed, repeated by the opponent
 * and made on the opponent's board. Thinking time passes on the session's clock before each
 * move (compressed by the pace the caller's sleeper applies).
 */
public final class ScriptedGame {
    /** Morphy v Duke of Brunswick and Count Isouard, Paris 1858, the "Opera Game". */
    public static final List<String> OPERA_GAME = List.of(
            "e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3", "Qxf3", "dxe5", "Bc4", "Nf6", "Qb3", "Qe7",
            "Nc3", "c6", "Bg5", "b5", "Nxb5", "cxb5", "Bxb5+", "Nbd7", "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1",
            "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8", "Rd8#");

    /** Waits a number of game-clock milliseconds (real or compressed). */
    public interface Sleeper {
        void sleep(long gameMillis) throws InterruptedException;
    }

    private final Session session;
    private final Sleeper sleeper;
    private final Random random;
    private final DeviceTable table;

    /** A game played on the session's own board reports (no device drivers). */
    public ScriptedGame(Session session, Sleeper sleeper, long seed) {
        this(session, sleeper, seed, null);
    }

    /** A game played by hands on the simulated devices of {@code table}, through their drivers. */
    public ScriptedGame(Session session, Sleeper sleeper, long seed, DeviceTable table) {
        this.session = session;
        this.sleeper = sleeper;
        this.random = new Random(seed);
        this.table = table;
    }

    /**
     * Plays the moves from wherever the session stands (also halfway through a move, after a
     * resume); {@code afterPly} hears each completed ply's number.
     */
    public void play(List<String> sanMoves, Consumer<Integer> afterPly) throws InterruptedException {
        int events = -1;
        while (true) {
            GameState.Step step = session.state().step();
            int now = session.journal().size();
            if (now == events) {
                // The step changed nothing (a device did not report it): stop rather than loop.
                throw new IllegalStateException("the game is stuck at step " + step + ": " + session.state().nextStep().toString());
            }
            events = now;
            if (step == GameState.Step.OVER || step == GameState.Step.ADJOURNED) {
                return;
            }
            if (session.clockRunning() == null && !session.state().setup().timeControl().isNone()) {
                session.startClock();
            }
            Color mover = session.state().mover();
            switch (step) {
                case MOVE -> {
                    int ply = session.state().moves().size();
                    if (ply >= sanMoves.size()) {
                        return;
                    }
                    sleeper.sleep(3_000 + random.nextInt(20_000));
                    // The clock notes journalled while the player thought are no step of the game.
                    events = session.journal().size();
                    session.checkFlag();
                    if (!session.state().isOver()) {
                        Position before = session.state().position();
                        int move = Notation.parse(before, sanMoves.get(ply));
                        if (table != null) {
                            table.makeOnBoard(mover, move, before);
                        } else {
                            makeOnBoard(mover, before, move);
                        }
                    }
                }
                case ANNOUNCE -> session.announce(mover);
                case REPEAT -> session.repeat(mover.opposite());
                case EXECUTE -> {
                    if (table != null) {
                        table.makeOnBoard(mover.opposite(), session.state().moveInProgress(), session.state().positionBeforeMoveInProgress());
                    } else {
                        session.sensed(mover.opposite(), session.state().board(mover));
                    }
                }
                case PRESS -> {
                    if (table != null) {
                        table.pressLever(mover);
                    } else {
                        session.press(mover);
                    }
                    afterPly.accept(session.state().moves().size());
                }
                default -> throw new IllegalStateException("unexpected step " + step);
            }
        }
    }

    /** The mover lifts the piece (touched, 2009 E.2.2) and places it: two board reports. */
    private void makeOnBoard(Color side, Position before, int move) {
        Piece[] lifted = session.state().board(side);
        lifted[Move.from(move)] = null;
        session.sensed(side, lifted);
        Position after = before.copy();
        after.makeMove(move);
        session.sensed(side, GameState.snapshot(after));
    }
}
