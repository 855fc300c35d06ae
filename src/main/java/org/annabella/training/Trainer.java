package org.annabella.training;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;
import org.annabella.engine.EngineFault;
import org.annabella.engine.EvalWords;
import org.annabella.engine.Found;
import org.annabella.engine.MoveReview;
import org.annabella.engine.SearchLimit;
import org.annabella.engine.Strength;
import org.annabella.engine.UciEngine;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.annabella.session.EngineSeat;
import org.annabella.session.Event.Origin;
import org.annabella.session.GameState;
import org.annabella.session.Mode;
import org.annabella.session.Session;

/**
 * A training game's engine: it plays its side as soon as that side is to move, and answers the
 * player's hint, eval and threat. The engine thinks on a thread of its own; its move is made
 * under the session's lock, only if the game still stands where it was asked (a move typed or
 * taken back meanwhile wins), and the table then carries it through the Appendix's steps like
 * any relayed move: announced, executed on the player's board, the clock pressed. A fault is
 * told once and nothing is played; the game goes on without the engine until it is restarted.
 */
public final class Trainer implements AutoCloseable {
    /** Thinking time a move when neither --engine-time nor a clock says: a second. */
    static final long DEFAULT_MILLIS = 1_000;
    /** The share of its remaining time the engine spends on a move when the clock decides. */
    private static final int MOVES_TO_GO = 30;
    /** The least it thinks, however short its time. */
    private static final long LEAST_MILLIS = 50;

    /** What the engine's work tells the table: its move made, or a fault to say. */
    public interface Table {
        /** The engine's move was made in the session: carry it through its steps and say it (the session is held). */
        void engineMoved();

        /** Something to tell the player, from the engine's thread (the session is held). */
        void tell(Phrase phrase);
    }

    private Session session;
    private final Color side;
    private final List<String> command;
    private final Integer elo;
    private final Long millis;
    private final ExecutorService thinker;
    private Table table;
    private UciEngine engine;
    private Strength strength = Strength.FULL;
    /** The coach: the same engine at full strength, started when first asked. */
    private Coach coach;
    private Future<?> thinking;

    private Trainer(Color side, List<String> command, Integer elo, Long millis) {
        this.side = side;
        this.command = List.copyOf(command);
        this.elo = elo;
        this.millis = millis;
        this.thinker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "engine opponent");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Starts the engine {@code command} for a game in {@code mode}, to play {@code side} at about
     * {@code elo} (null: full strength), thinking {@code millis} a move (null: by the clock). A
     * tournament game is refused before any process is started (2018 11.3.a).
     */
    public static Trainer start(Mode mode, Color side, List<String> command, Integer elo, Long millis) {
        if (mode != Mode.TRAINING) {
            throw Refusal.of("engine.refused-tournament");
        }
        Trainer t = new Trainer(side, command, elo, millis);
        t.start();
        return t;
    }

    /** The engine's seat, for the game's setup: its side and the name it gives itself. */
    public synchronized EngineSeat seat() {
        return new EngineSeat(side, engine.name());
    }

    /**
     * The engine joins the game of {@code session}, whose setup seats it, and tells {@code table}
     * its moves and faults; it begins to think if it is to move.
     */
    public void join(Session session, Table table) {
        if (session.state().mode() != Mode.TRAINING || session.state().setup().engine() == null) {
            throw Refusal.of("engine.refused-tournament");
        }
        this.session = session;
        this.table = table;
        session.onEvent(line -> consider());
        consider();
    }

    /** The side the engine plays. */
    public Color side() {
        return side;
    }

    /** The engine's name and strength, said when the game begins and on "engine". */
    public synchronized Phrase status() {
        if (engine == null || !engine.alive()) {
            return Phrase.of("engine.status-off", "command", String.join(" ", command));
        }
        return Phrase.of("engine.status", "engine", engine.name(), "player", side, "strength", strength.said());
    }

    /** Whether the engine is running (it has not failed and was not closed). */
    public synchronized boolean alive() {
        return engine != null && engine.alive();
    }

    /** The engine's name as it gives it. */
    public synchronized String name() {
        return engine != null ? engine.name() : command.get(0);
    }

    /** Starts the engine again after a fault (or the first time), and lets it play if it is to move. */
    public void restart() {
        synchronized (this) {
            if (engine != null) {
                engine.close();
            }
            start();
        }
        consider();
    }

    private synchronized void start() {
        engine = UciEngine.start(command);
        strength = elo == null ? Strength.FULL : Strength.apply(engine, elo);
        engine.newGame();
    }

    /** If the engine is to move and not yet thinking, it starts to think. */
    private void consider() {
        if (session == null) {
            return;
        }
        GameState state = session.state();
        // A move's listeners hear it before the ruling that ends the game on it is journalled:
        // a mate or stalemate on the board is the end already, and nothing to ask the engine.
        if (state.isOver() || state.step() != GameState.Step.MOVE || state.mover() != side
                || state.position().sideToMove() != side || !state.position().hasLegalMoves()) {
            return;
        }
        synchronized (this) {
            if (engine == null || !engine.alive() || (thinking != null && !thinking.isDone())) {
                return;
            }
            long think = thinkingMillis();
            UciEngine e = engine;
            thinking = thinker.submit(() -> play(e, state, strength.limit(think)));
        }
    }

    /** Thinking time: --engine-time, else a share of the engine's clock, else a second. */
    private long thinkingMillis() {
        if (millis != null) {
            return millis;
        }
        if (session.state().setup().timeControl().isNone()) {
            return DEFAULT_MILLIS;
        }
        long left = session.remaining(side);
        return Math.max(LEAST_MILLIS, Math.min(left / MOVES_TO_GO, left / 2));
    }

    /** The engine's search, then its move made if the game still stands where it was asked. */
    private void play(UciEngine e, GameState asked, SearchLimit limit) {
        Found found;
        try {
            found = Found.search(e, asked.setup().startPosition(), asked.completedGame().moves(), limit);
        } catch (EngineFault fault) {
            synchronized (session) {
                // A fault on a position the game has left (ended, taken back) is no longer the player's business.
                if (standsAsAsked(asked)) {
                    table.tell(Phrase.of("engine.fault", "why", fault.reason()));
                }
            }
            return;
        }
        if (Thread.currentThread().isInterrupted()) {
            return;
        }
        synchronized (session) {
            if (!standsAsAsked(asked)) {
                return;
            }
            try {
                session.makeMove(side, found.move(), Origin.ENGINE);
            } catch (Refusal r) {
                // The session refused the move (its journal, the Laws): said, as any refused act.
                table.tell(r.reason());
                return;
            }
            table.engineMoved();
        }
    }

    /** Whether the game is still open and at the move the engine was asked for. */
    private boolean standsAsAsked(GameState asked) {
        GameState now = session.state();
        return !now.isOver() && now.step() == GameState.Step.MOVE && now.position().key() == asked.position().key()
                && now.moves().size() == asked.moves().size();
    }

    /** Waits until the engine has answered the position asked, or the time is up; true when it is idle. */
    public boolean awaitIdle(Duration within) {
        Future<?> f;
        synchronized (this) {
            f = thinking;
        }
        if (f == null) {
            return true;
        }
        try {
            f.get(within.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException e) {
            throw new IllegalStateException("the engine's thread failed", e.getCause());
        }
    }

    // ---- the aids (2018 11.3.a: training only) ----------------------------------------------

    private synchronized Coach coach() {
        if (coach == null || !coach.alive()) {
            coach = new Coach(command);
        }
        return coach;
    }

    /** A move for {@code player} in the game as it stands, in his announcement words: said, not played. */
    public Phrase hint(Color player) {
        GameState state = requireToMove(player);
        Found f = coach().search(state);
        Position at = state.position();
        return Phrase.of("engine.hint", "player", player, "move", state.wording().words(at, f.move()),
                "eval", EvalWords.of(f.score() != null ? f.score() : org.annabella.engine.Score.centipawns(0), player));
    }

    /** Who stands better and by about how much. */
    public Phrase eval() {
        GameState state = session.state();
        Position at = state.position();
        if (!at.hasLegalMoves()) {
            return at.inCheck() ? Phrase.of("engine.eval.mated", "side", at.sideToMove()) : Phrase.of("engine.eval.equal");
        }
        Found f = coach().search(state);
        return f.score() == null ? Phrase.of("engine.eval.unknown") : EvalWords.of(f.score(), at.sideToMove());
    }

    /** What the opponent of {@code player} would play if it were his move. */
    public Phrase threat(Color player) {
        GameState state = requireToMove(player);
        Position at = state.position();
        if (at.inCheck()) {
            return Phrase.of("engine.threat.check", "player", player);
        }
        Position passed = Coach.passed(at);
        Found f = coach().searchFrom(passed);
        Phrase move = Phrase.of("engine.threat", "player", player.opposite(), "move", state.wording().words(passed, f.move()));
        return f.score() != null && f.score().isMate() && !f.score().mated()
                ? Phrase.of("engine.threat.mate", "threat", move, "moves", f.score().mate()) : move;
    }

    /**
     * Takes back {@code player}'s last move and the reply to it (only his own when no reply was
     * made yet), to try again (training only, with or without an engine); the engine, if any, then
     * thinks again if it is to move.
     */
    public static void takeBack(Session session, Color player, Trainer trainer) {
        GameState state = session.state();
        int plies = state.position().sideToMove() == player ? 2 : 1;
        if (state.pending() != null && !state.pending().pressed()) {
            throw Refusal.of("session.refusal.retract-unfinished", "move", state.pending().expectedWords());
        }
        if (state.completedGame().ply() < plies) {
            throw Refusal.of("session.refusal.retract-nothing");
        }
        session.retract(plies);
        if (trainer != null) {
            trainer.consider();
        }
    }

    /** The game so far reviewed, every move judged. */
    public List<MoveReview> review() {
        return coach().review(session.state().completedGame());
    }

    private GameState requireToMove(Color player) {
        GameState state = session.state();
        if (state.isOver()) {
            throw Refusal.of("engine.refused-over");
        }
        if (state.position().sideToMove() != player) {
            throw Refusal.of("engine.refused-not-your-move", "player", player);
        }
        return state;
    }

    /** Ends the engines' processes; a search in progress fails and plays nothing. */
    @Override
    public void close() {
        thinker.shutdownNow();
        synchronized (this) {
            if (engine != null) {
                engine.close();
            }
            if (coach != null) {
                coach.close();
            }
        }
    }
}
