package org.annabella.session;

import java.util.function.Consumer;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.annabella.session.Event.Origin;
import org.annabella.sync.BoardFollower;
import org.annabella.sync.SyncFact;

/**
 * Feeds what a sensed board concludes to the session: a move on the mover's board is the move
 * (2018 D.2.3); the same move on the other board executes it there; touches count on the board of
 * the player to move (2009 E.2.2). Facts arrive on the board's own thread, so each is handled
 * holding the session's monitor, the lock every caller of a shared session holds.
 */
public final class BoardRelay implements BoardFollower.Events {
    private final Session session;
    private final Color owner;
    private final Consumer<Phrase> warnings;
    private final Runnable afterFact;
    /** Whether a move that does not fit the game was told: the further ones are not, until the board fits again. */
    private boolean misfitTold;
    /** What was told last while the board is out of step, so that the same is not said again; null when it fits. */
    private Phrase lastTold;

    /**
     * @param afterFact run (still holding the session) after each fact the session took, e.g. for
     *                  the console to carry the move on through its remaining steps
     */
    public BoardRelay(Session session, Color owner, Consumer<Phrase> warnings, Runnable afterFact) {
        this.session = session;
        this.owner = owner;
        this.warnings = warnings;
        this.afterFact = afterFact;
    }

    @Override
    public void accept(SyncFact fact) {
        synchronized (session) {
            try {
                if (fact instanceof SyncFact.MoveMade m) {
                    if (session.state().step() == GameState.Step.MOVE && owner == session.state().mover()) {
                        session.makeMove(owner, m.move(), Origin.BOARD);
                    } else if (session.state().step() != GameState.Step.MOVE && owner != session.state().mover()
                            && m.move() == session.state().moveInProgress()) {
                        session.execute(owner);
                    } else {
                        misfit(m);
                        return;
                    }
                } else if (fact instanceof SyncFact.Touched t) {
                    if (session.state().step() != GameState.Step.MOVE || owner != session.state().mover()) {
                        return;
                    }
                    session.touch(owner, t.square());
                } else {
                    if (fact instanceof SyncFact.BoardRestored) {
                        misfitTold = false;
                        session.boardAgreed(owner);
                    } else if (!(fact instanceof SyncFact.AskMove)) {
                        // Differs, displaced, an illegal move or a take-back on the board: the two boards diverge.
                        session.boardDiverged(owner, fact.phrase());
                    }
                    // Squares in the game's announcement words, as the player hears them in moves.
                    tellOnce(fact.phrase(session.state().wording()::square));
                    return;
                }
                // The session took the fact: the board fits the game again.
                session.boardAgreed(owner);
                misfitTold = false;
                lastTold = null;
                afterFact.run();
            } catch (Refusal r) {
                tell(r.reason());
            }
        }
    }

    /**
     * A move made on this board that does not fit the game, in the announcement words with its
     * full-move number ("Black's move 1, Eva fuenf"), told once: each further move on a board out
     * of step would be another, and the console would flood.
     */
    private void misfit(SyncFact.MoveMade m) {
        if (misfitTold) {
            return;
        }
        misfitTold = true;
        Position before = m.before().copy();
        Phrase misfit = Phrase.of("session.move-misfit", "player", before.sideToMove(), "number", before.fullmoveNumber(),
                "words", session.state().wording().words(before, m.move()));
        session.boardDiverged(owner, misfit);
        tellOnce(misfit);
    }

    /** Tells what the board says unless it said just that last. */
    private void tellOnce(Phrase words) {
        if (!words.equals(lastTold)) {
            lastTold = words;
            tell(words);
        }
    }

    /** A line from the board's link or driver (in English, as the drivers give it). */
    @Override
    public void notice(String line) {
        tell(Phrase.of("session.device-text", "text", line));
    }

    private void tell(Phrase words) {
        warnings.accept(Phrase.of("session.board-says", "player", owner, "words", words));
    }
}
