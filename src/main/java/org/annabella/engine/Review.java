package org.annabella.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;

/**
 * A game reviewed move by move: every position searched once, each move judged by the
 * evaluation before it against the one after it. Positions where the game is over are judged
 * without the engine (a mate is a mate, a stalemate equal).
 */
public final class Review {
    /** How many of the engine's moves a review gives as the better line. */
    public static final int LINE_PLIES = 4;

    private Review() {
    }

    /**
     * Every move of {@code game} judged with {@code limit} a position; {@code progress} hears the
     * number of positions done after each one.
     */
    public static List<MoveReview> of(UciEngine engine, Game game, SearchLimit limit, IntConsumer progress) {
        Position start = game.startPosition();
        List<Integer> moves = game.moves();
        engine.newGame();
        List<Found> found = new ArrayList<>();
        for (int ply = 0; ply <= moves.size(); ply++) {
            Position at = game.positionAt(ply);
            found.add(at.hasLegalMoves() ? Found.search(engine, start, moves.subList(0, ply), limit) : null);
            progress.accept(ply + 1);
        }
        List<MoveReview> reviews = new ArrayList<>();
        for (int ply = 0; ply < moves.size(); ply++) {
            Position at = game.positionAt(ply);
            Found here = found.get(ply);
            Score before = here.score() != null ? here.score() : Score.centipawns(0);
            Score after = afterMove(game.positionAt(ply + 1), found.get(ply + 1));
            reviews.add(new MoveReview(ply, game.moveNumberAt(ply), at.sideToMove(), Notation.san(at, moves.get(ply)),
                    moves.get(ply), Notation.san(at, here.move()), here.move(), sanLine(at, here.line()), before, after));
        }
        return reviews;
    }

    /** The number of positions {@link #of} searches: one before each move and the last. */
    public static int positions(Game game) {
        return game.ply() + 1;
    }

    /** The evaluation after a move from its mover's point of view: the reply's, turned round. */
    private static Score afterMove(Position after, Found reply) {
        if (!after.hasLegalMoves()) {
            // Checkmate: the mover mated; stalemate: equal.
            return after.inCheck() ? Score.mateIn(1) : Score.centipawns(0);
        }
        Score s = reply.score() != null ? reply.score() : Score.centipawns(0);
        return s.isMate() ? Score.mateIn(-s.mate()) : Score.centipawns(-s.centipawns());
    }

    /** The first moves of a line in SAN. */
    static List<String> sanLine(Position from, List<Integer> line) {
        List<String> out = new ArrayList<>();
        Position p = from.copy();
        for (int m : line.subList(0, Math.min(LINE_PLIES, line.size()))) {
            out.add(Notation.san(p, m));
            p.makeMove(m);
        }
        return out;
    }

    /** Only the mistakes, in game order. */
    public static List<MoveReview> mistakes(List<MoveReview> all) {
        return all.stream().filter(MoveReview::isMistake).toList();
    }

    /** How many mistakes {@code side} made. */
    public static long mistakesBy(List<MoveReview> all, Color side) {
        return all.stream().filter(r -> r.mover() == side && r.isMistake()).count();
    }
}
