package org.annabella.training;

import java.util.List;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;
import org.annabella.engine.EngineFault;
import org.annabella.engine.Found;
import org.annabella.engine.MoveReview;
import org.annabella.engine.Review;
import org.annabella.engine.SearchLimit;
import org.annabella.engine.UciEngine;
import org.annabella.rules.Game;
import org.annabella.rules.Position;
import org.annabella.session.GameState;

/**
 * The engine at full strength, for the player's questions and the review: never the opponent's
 * engine, which may be held down to a club player's strength. Its faults are refusals the
 * console says; the next question starts it again.
 */
final class Coach implements AutoCloseable {
    /** Thinking time for a hint, an evaluation or a threat: long enough to be right, short enough to wait for. */
    static final long ANSWER_MILLIS = 1_000;
    /** Thinking time a position in the review at the board. */
    static final long REVIEW_MILLIS = 200;

    private final UciEngine engine;

    Coach(List<String> command) {
        engine = started(command);
    }

    private static UciEngine started(List<String> command) {
        try {
            return UciEngine.start(command);
        } catch (EngineFault f) {
            throw refusal(f);
        }
    }

    boolean alive() {
        return engine.alive();
    }

    /** The best move and evaluation in the game as it stands. */
    Found search(GameState state) {
        try {
            return Found.search(engine, state.setup().startPosition(), state.completedGame().moves(),
                    SearchLimit.millis(ANSWER_MILLIS));
        } catch (EngineFault f) {
            throw refusal(f);
        }
    }

    /** The best move and evaluation in a position on its own. */
    Found searchFrom(Position position) {
        try {
            return Found.search(engine, position, List.of(), SearchLimit.millis(ANSWER_MILLIS));
        } catch (EngineFault f) {
            throw refusal(f);
        }
    }

    /** Every move of the game judged. */
    List<MoveReview> review(Game game) {
        try {
            return Review.of(engine, game, SearchLimit.millis(REVIEW_MILLIS), done -> { });
        } catch (EngineFault f) {
            throw refusal(f);
        }
    }

    /** The position with the move passed to the other side (no en passant capture then): what he threatens. */
    static Position passed(Position position) {
        String[] fields = (position.isChess960() ? position.toShredderFen() : position.toFen()).split(" ");
        fields[1] = fields[1].equals("w") ? "b" : "w";
        fields[3] = "-";
        return Position.fromFen(String.join(" ", fields));
    }

    private static Refusal refusal(EngineFault f) {
        return Refusal.of("engine.fault-aid", "why", f.reason());
    }

    @Override
    public void close() {
        engine.close();
    }
}
