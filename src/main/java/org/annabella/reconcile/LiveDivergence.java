package org.annabella.reconcile;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.annabella.announce.Phrase;
import org.annabella.rules.Game;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;

/**
 * Watches two sensed boards (2009 E.2.7, 2018 D.2.9: "if different positions arise on the two
 * boards") and reports a divergence the moment it appears, changes or ends: which board, which
 * squares, and what fixes it. The session calls {@link #update} after every board change. Not
 * thread-safe: one instance per game, called from the session's thread.
 */
public final class LiveDivergence {

    /** What one board needs: the squares it differs on and the steps (or the announced move) that fix it. */
    public record BoardFix(String board, List<Integer> squares, MoveRef moveToMake, List<Adjustment> steps) {
    }

    /**
     * A report: whether the boards diverge, the fixes per board (empty when it cannot be told which
     * board is wrong, because the game record was not given), the squares where the boards differ,
     * and the message to speak.
     */
    public record Report(boolean diverged, List<BoardFix> fixes, List<Integer> squares, Told message) {
    }

    private Report last;

    /**
     * Compares the boards after a change and returns a report if the situation differs from the
     * last one reported (a new or changed divergence, or the boards agreeing again); otherwise empty.
     *
     * @param game the game record the session keeps, or null when none is kept
     */
    public Optional<Report> update(BoardSnapshot a, BoardSnapshot b, Game game) {
        Report now = compare(a, b, game);
        boolean changed = last == null ? now.diverged() : !sameSituation(last, now);
        last = now;
        return changed ? Optional.of(now) : Optional.empty();
    }

    private static boolean sameSituation(Report x, Report y) {
        return x.diverged() == y.diverged() && x.squares().equals(y.squares()) && x.fixes().equals(y.fixes());
    }

    /** The divergence between the boards now, judged against the game record when one is given. */
    public static Report compare(BoardSnapshot a, BoardSnapshot b, Game game) {
        List<Integer> squares = BoardJudge.differing(a, b);
        if (game == null) {
            if (squares.isEmpty()) {
                return new Report(false, List.of(), squares, Told.of("reconcile.live.agree-again"));
            }
            return new Report(true, List.of(), squares, unjudged(a, b, squares));
        }
        BoardSnapshot want = BoardSnapshot.of(game.position());
        List<BoardFix> fixes = new ArrayList<>();
        for (String name : List.of("A", "B")) {
            BoardSnapshot board = name.equals("A") ? a : b;
            if (!board.equals(want)) {
                fixes.add(fix(name, board, want, game));
            }
        }
        if (fixes.isEmpty()) {
            return new Report(false, List.of(), squares, Told.of("reconcile.live.agree-again"));
        }
        List<Told> parts = new ArrayList<>();
        for (BoardFix f : fixes) {
            if (f.moveToMake() != null) {
                parts.add(v -> Phrase.of("reconcile.live.make", "board", f.board(), "move", f.moveToMake().move(v)));
            } else {
                parts.add(v -> Phrase.of("reconcile.live.differs", "board", f.board(), "squares", BoardJudge.squares(f.squares(), v),
                        "steps", steps(f.steps(), v)));
            }
        }
        Told message = v -> Phrase.of("reconcile.live.report", "words",
                String.join(" ", parts.stream().map(p -> Adjustment.capital(p.in(v))).toList()));
        return new Report(true, List.copyOf(fixes), squares, message);
    }

    /** "pawn from e2 to e4, then pawn from d4 to d2". */
    private static Object steps(List<Adjustment> steps, Voice v) {
        Object said = steps.get(steps.size() - 1).say(v);
        for (int i = steps.size() - 2; i >= 0; i--) {
            said = Phrase.of("reconcile.live.then", "step", steps.get(i).say(v), "next", said);
        }
        return said;
    }

    private static BoardFix fix(String name, BoardSnapshot board, BoardSnapshot want, Game game) {
        List<Integer> squares = BoardJudge.differing(board, want);
        if (game.ply() > 0) {
            Position before = game.positionAt(game.ply() - 1);
            if (board.equals(BoardSnapshot.of(before))) {
                // the announced move is not yet made on this board: the usual moment between two boards
                MoveRef move = MoveRef.of(before, game.moves().get(game.ply() - 1), game.ply());
                return new BoardFix(name, squares, move, BoardAdjuster.steps(board, want));
            }
        }
        return new BoardFix(name, squares, null, BoardAdjuster.steps(board, want));
    }

    /** Without a game record: what each board has on each differing square. */
    private static Told unjudged(BoardSnapshot a, BoardSnapshot b, List<Integer> squares) {
        return v -> {
            List<String> parts = new ArrayList<>();
            for (int sq : squares) {
                parts.add(v.say(Phrase.of("reconcile.live.square", "square", v.square(sq), "a", what(a.pieceAt(sq), v),
                        "b", what(b.pieceAt(sq), v))));
            }
            return Phrase.of("reconcile.live.differ", "squares", String.join("; ", parts));
        };
    }

    private static Phrase what(Piece p, Voice v) {
        return p == null ? Phrase.of("reconcile.live.nothing") : v.a(p.type(), v.piece(p));
    }
}
