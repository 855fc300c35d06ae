package org.annabella.session;

import java.util.function.Consumer;
import org.annabella.device.BoardAction;
import org.annabella.device.BoardProtocol;
import org.annabella.device.Choreography;
import org.annabella.device.TactileClock;
import org.annabella.device.TactileClockSimulator;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.annabella.sync.BoardFollower;
import org.annabella.sync.InProcessBoard;

/**
 * A table with simulated devices wired through their real drivers: a DGT board for the sighted
 * player, a pegged board for the visually impaired one (each speaking its protocol byte for byte
 * to its driver and board follower, in the board's own time), and a tactile clock whose lever presses come back through
 * its driver. What the followers conclude is fed to the session exactly as from real hardware.
 */
public final class DeviceTable {
    private final Session session;
    private final InProcessBoard[] boards = new InProcessBoard[2];
    private final TactileClockSimulator clockSim;
    private final Choreography[] hands = new Choreography[2];
    private final Consumer<String> warnings;

    public DeviceTable(Session session, long seed, Consumer<String> warnings) {
        this.session = session;
        this.warnings = warnings;
        Position start = session.state().setup().startPosition();
        for (Color owner : Color.values()) {
            BoardProtocol kind = simulated(session.state().setup().board(owner));
            boards[owner.ordinal()] = new InProcessBoard(start, kind, events(owner));
            hands[owner.ordinal()] = new Choreography(seed + owner.ordinal(), kind.identifiesPieces(), false);
        }
        TactileClock[] driver = new TactileClock[1];
        TactileClockSimulator[] sim = new TactileClockSimulator[1];
        sim[0] = new TactileClockSimulator(bytes -> driver[0].received(bytes, bytes.length));
        driver[0] = new TactileClock(bytes -> sim[0].received(bytes, bytes.length));
        clockSim = sim[0];
        driver[0].connected();
        ClockRelay.attach(session, driver[0], warnings, () -> { });
    }

    /** The hands make {@code move} on {@code owner}'s board, action by action, in the board's time. */
    public void makeOnBoard(Color owner, int move, Position before) {
        InProcessBoard board = boards[owner.ordinal()];
        long t = board.now() + hands[owner.ordinal()].replyDelay();
        long last = t;
        for (BoardAction a : hands[owner.ordinal()].move(before, move, t)) {
            board.act(a);
            last = a.atNanos();
        }
        board.advance(last + 2_000_000_000L); // the follower settles what it saw
    }

    /** The simulated board standing for a kind of board; a side without a sensed board gets a pegged one. */
    private static BoardProtocol simulated(BoardKind kind) {
        return switch (kind) {
            case DGT -> BoardProtocol.DGT;
            case MILLENNIUM -> BoardProtocol.MILLENNIUM;
            case CERTABO -> BoardProtocol.CERTABO;
            default -> BoardProtocol.PEG;
        };
    }

    /** The lever on {@code side}'s half of the tactile clock. */
    public void pressLever(Color side) {
        clockSim.pressLever(side);
    }

    /** What the tactile clock last received: "T whiteMs blackMs W|B|-". */
    public String clockShows() {
        return clockSim.lastTimes();
    }

    private BoardFollower.Events events(Color owner) {
        return new BoardRelay(session, owner, phrase -> warnings.accept(phrase.toString()), () -> { });
    }
}
