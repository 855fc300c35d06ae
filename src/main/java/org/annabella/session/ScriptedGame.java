package org.annabella.session;

import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.annabella.rules.Color;
import org.annabella.rules.Move;
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

    public ScriptedGame(Session session, Sleeper sleeper, long seed) {
        this.session = session;
        this.sleeper = sleeper;
        this.random = new Random(seed);
    }

    /** Plays the moves from the session's current position; {@code afterPly} hears each ply number. */
    public void play(List<String> sanMoves, Consumer<Integer> afterPly) throws InterruptedException {
        if (session.clockRunning() == null && !session.setup().timeControl().isNone()) {
            session.startClock();
        }
        for (int i = 0; i < sanMoves.size() && !session.isOver(); i++) {
            Position before = session.position();
            Color side = before.sideToMove();
            int move = MoveText.parse(before, sanMoves.get(i));
            sleeper.sleep(3_000 + random.nextInt(20_000));
            session.checkFlag();
            if (session.isOver()) {
                return;
            }
            // The mover lifts the piece (touched, 2009 E.2.2) and places it: two board reports.
            Piece[] lifted = session.board(side);
            lifted[Move.from(move)] = null;
            session.sensed(side, lifted);
            Position after = before.copy();
            after.makeMove(move);
            session.sensed(side, Session.snapshot(after));
            session.announce(side);
            session.press(side);
            session.repeat(side.opposite());
            session.sensed(side.opposite(), Session.snapshot(after));
            afterPly.accept(i + 1);
        }
    }
}
