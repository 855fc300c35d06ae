package org.annabella.sync;

import java.util.function.Consumer;
import org.annabella.device.BoardDevice;
import org.annabella.device.BoardListener;
import org.annabella.device.LinkListener;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;

/**
 * Follows one physical board: takes its device's events (from whatever thread the link uses),
 * feeds a {@link BoardSync} under one lock, turns the device round when a full board shows it
 * standing the other way (DGT boards do not renumber their fields), and passes on facts and
 * notices (link lost and back, garbled data, end of game).
 */
public final class BoardFollower implements BoardListener, LinkListener {

    /** Where the follower's output goes. */
    public interface Events extends Consumer<SyncFact> {
        /** One line for a person: link lost or back, garbled data, board turned round. */
        void notice(String line);

        /** The board signalled the end of the game. */
        default void endOfGame(String result) {
        }
    }

    private final BoardSync sync;
    private final Events events;
    private static final long ASK_AGAIN_NANOS = 1_000_000_000L;

    private BoardDevice device;
    private boolean asked;
    private long lastAsked;

    public BoardFollower(Position start, boolean identifiesPieces, Events events) {
        this.events = events;
        this.sync = new BoardSync(start, identifiesPieces, events);
    }

    public synchronized void attach(BoardDevice device) {
        this.device = device;
    }

    @Override
    public synchronized void squareChanged(int square, Piece piece, boolean occupied, long nanos) {
        sync.squareChanged(square, piece, occupied, nanos);
    }

    @Override
    public synchronized void snapshot(Piece[] pieces, long occupied, long nanos) {
        if (pieces != null && device != null) {
            Position want = sync.expected();
            Piece[] turned = new Piece[64];
            for (int sq = 0; sq < 64; sq++) {
                turned[sq] = pieces[63 - sq];
            }
            int straight = BoardSync.agreement(pieces, want), round = BoardSync.agreement(turned, want);
            if (round > straight && round >= 56) {
                device.setRotated(!device.rotated());
                events.notice("the board stands the other way round; following it");
                pieces = turned;
                occupied = Long.reverse(occupied);
            }
        }
        sync.snapshot(pieces, occupied, nanos);
    }

    /** Lets time pass; until a whole board has arrived, asks for one every second. */
    public synchronized void poll(long nanos) {
        if (!sync.wholeBoardSeen() && device != null) {
            if (!asked) {
                asked = true;       // the driver asked when the link opened; count from now
                lastAsked = nanos;
            } else if (nanos - lastAsked >= ASK_AGAIN_NANOS) {
                lastAsked = nanos;
                device.requestFullState();
            }
        }
        if (device != null) {
            device.poll(nanos);
        }
        sync.poll(nanos);
    }

    public synchronized boolean resolve(int move, long nanos) {
        return sync.resolve(move, nanos);
    }

    public synchronized void setPromotionChoice(PieceType type) {
        sync.setPromotionChoice(type);
    }

    /** See {@link BoardSync#follow}. */
    public synchronized void follow(Position game) {
        sync.follow(game);
    }

    /** Starts over from this position (a new game, or the arbiter's correction). */
    public synchronized void reset(Position position) {
        sync.reset(position);
    }

    public synchronized Position expected() {
        return sync.expected();
    }

    public synchronized boolean inStep() {
        return sync.inStep();
    }

    @Override
    public void endOfGame(String result) {
        events.endOfGame(result);
    }

    @Override
    public void warning(String message) {
        events.notice(message);
    }

    @Override
    public void linkUp(String port) {
        events.notice("board connected on " + port);
    }

    @Override
    public void linkDown(String port, String why) {
        events.notice("board lost on " + port + " (" + why + "); waiting for it to come back");
    }
}
