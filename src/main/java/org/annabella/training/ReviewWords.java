package org.annabella.training;

import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.Phrase;
import org.annabella.engine.EvalWords;
import org.annabella.engine.MoveReview;
import org.annabella.engine.Review;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Position;
import org.annabella.session.Wording;

/**
 * A review said at the board: each mistake in the announcement words of the game, with what it
 * cost, the better move and a short line, then one line of summary.
 */
public final class ReviewWords {
    private ReviewWords() {
    }

    /** The mistakes of {@code reviews} of the game from {@code start}, then the summary. */
    public static List<Phrase> of(List<MoveReview> reviews, Position start, Wording wording) {
        Game game = Game.fromPosition(start);
        List<Phrase> said = new ArrayList<>();
        for (MoveReview r : reviews) {
            Position at = game.position();
            if (r.isMistake()) {
                said.add(Phrase.of("engine.review.mistake", "number", r.number(), "player", r.mover(),
                        "move", wording.words(at, r.playedMove()), "cost", cost(r),
                        "better", wording.words(at, r.bestMove()), "line", line(at, r, wording)));
            }
            game.play(r.playedMove());
        }
        said.add(Phrase.of("engine.review.summary", "moves", reviews.size(),
                "white", Review.mistakesBy(reviews, Color.WHITE), "black", Review.mistakesBy(reviews, Color.BLACK)));
        return said;
    }

    /** What the move cost: a mate missed, a mate allowed, or about so many pawns. */
    static Phrase cost(MoveReview r) {
        if (r.mateTurn()) {
            return Phrase.of(r.before().isMate() && !r.before().mated() ? "engine.cost.missed-mate" : "engine.cost.allowed-mate");
        }
        return Phrase.of("engine.cost.pawns", "amount", EvalWords.pawns(r.lossCentipawns()));
    }

    /** The engine's line after its better move, in announcement words, comma-separated. */
    private static String line(Position at, MoveReview r, Wording wording) {
        Position p = at.copy();
        List<String> words = new ArrayList<>();
        List<Integer> moves = lineMoves(at, r);
        for (int m : moves) {
            words.add(wording.words(p, m));
            p.makeMove(m);
        }
        return String.join(", ", words.subList(Math.min(1, words.size()), words.size()));
    }

    /** The line's moves read back from its SAN in the position. */
    private static List<Integer> lineMoves(Position at, MoveReview r) {
        Game g = Game.fromPosition(at);
        List<Integer> out = new ArrayList<>();
        for (String san : r.line()) {
            out.add(g.play(san));
        }
        return out;
    }
}
