package org.annabella.sync;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.annabella.device.BoardDevice;
import org.annabella.device.BoardProtocol;
import org.annabella.device.ClockDevice;
import org.annabella.device.DgtBoard;
import org.annabella.device.SerialLink;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.Move;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * A sensor board on a serial port, followed: its driver, the board follower that turns what the
 * sensors see into facts, the link that reconnects after an unplugged cable, and the 20 ms poll
 * that settles moves and warnings in time (and keeps the board's lights on the move to execute).
 */
public final class SerialBoard implements AutoCloseable {
    private final BoardFollower follower;
    private final SerialLink link;
    private final ScheduledExecutorService ticker;
    private final ClockDevice clock;
    private volatile Game game = Game.NONE;

    private SerialBoard(BoardProtocol kind, String port, Position start, BoardFollower.Events events) {
        follower = new BoardFollower(start, kind.identifiesPieces(), events);
        SerialLink[] holder = new SerialLink[1];
        BoardDevice driver = kind.portDriver(bytes -> holder[0].write(bytes), follower, System::nanoTime);
        follower.attach(driver);
        clock = driver instanceof DgtBoard d ? d.clock() : null;
        link = new SerialLink(port, kind.baud(), driver, follower);
        holder[0] = link;
        link.start();
        ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "board-poll " + port);
            t.setDaemon(true);
            return t;
        });
        ticker.scheduleAtFixedRate(() -> {
            follower.poll(System.nanoTime());
            if (driver instanceof DgtBoard d) {
                d.clock().poll(System.nanoTime() / 1_000_000);
            }
            Game g = game;
            if (!follower.inStep()) {   // the game's position is copied only when the board may need it
                Position held = g.position();
                if (held != null) {
                    follower.follow(held);
                }
            }
            int m = g.moveToExecute();
            boolean none = m == Move.NONE || m == Move.NULL;
            boolean promotes = !none && Move.isPromotion(m);
            if (promotes) {
                follower.setPromotionChoice(Move.promotionPiece(m));
            }
            // A pawn reaching the eighth rank is White's, the first rank Black's.
            driver.expectPromotion(promotes ? Move.to(m) : Square.NONE, promotes ? Piece.of(
                    Square.rank(Move.to(m)) == 7 ? Color.WHITE : Color.BLACK, Move.promotionPiece(m)) : null);
            driver.showMove(none ? Square.NONE : Move.from(m), none ? Square.NONE : Move.to(m));
        }, 20, 20, TimeUnit.MILLISECONDS);
    }

    /**
     * Opens a board given as {@code KIND:PORT} ({@link BoardProtocol#forms()}). PORT must be a
     * serial port that opens ({@link SerialLink#check}); a board on it that does not answer yet is
     * waited for.
     *
     * @throws InputException naming the fault when the text is not of that form or PORT is not
     *     a serial port
     */
    public static SerialBoard open(String board, Position start, BoardFollower.Events events) {
        BoardProtocol kind = BoardProtocol.of(board);
        if (kind == null) {
            throw new InputException("a board is " + BoardProtocol.forms() + ", not '" + board + "'");
        }
        return new SerialBoard(kind, BoardProtocol.port(board), start, events);
    }

    public BoardFollower follower() {
        return follower;
    }

    /** The DGT 3000 clock attached to a DGT board, or null for another board. */
    public ClockDevice clock() {
        return clock;
    }

    /** What the game holds for this board, polled every 20 ms. */
    public interface Game {
        Game NONE = new Game() {
            @Override
            public int moveToExecute() {
                return Move.NONE;
            }

            @Override
            public Position position() {
                return null;
            }
        };

        /**
         * The move to be executed on this board, or Move.NONE: the board's lights, where it has
         * them, show it, and a promotion there becomes the piece the move names, which a board
         * that sees only where pieces stand cannot tell (the opponent's move is known before it
         * is made on this board, 2018 D.2.10.1).
         */
        int moveToExecute();

        /**
         * The game's position on this board, or null: a board showing it is in step, whatever it
         * had asked (a promotion the player's announcement named, 2018 D.2.3).
         */
        Position position();
    }

    public void follow(Game game) {
        this.game = game;
    }

    @Override
    public void close() {
        ticker.shutdownNow();
        link.close();
    }
}
