package org.annabella.reconcile;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
    public record Report(boolean diverged, List<BoardFix> fixes, List<Integer> squares, Say message) {
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
                return new Report(false, List.of(), squares, Say.of("The boards agree again.", "Los tableros vuelven a coincidir."));
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
            return new Report(false, List.of(), squares, Say.of("The boards agree again.", "Los tableros vuelven a coincidir."));
        }
        List<Say> parts = new ArrayList<>();
        for (BoardFix f : fixes) {
            Say board = Say.board(f.board());
            if (f.moveToMake() != null) {
                parts.add(Say.of("On {0}, make {1}.", "En {0}, haz {1}.", board, f.moveToMake().sayMove()));
            } else {
                List<Adjustment> steps = f.steps();
                parts.add(Say.of("{0} differs on {1}: {2}.", "{0} difiere en {1}: {2}.", board, BoardJudge.squares(f.squares()),
                        v -> String.join(v == Voice.SPANISH ? ", después " : ", then ", steps.stream().map(s -> s.say(v)).toList())));
            }
        }
        Say message = v -> String.join(" ", parts.stream().map(p -> Adjustment.capital(p.in(v))).toList());
        return new Report(true, List.copyOf(fixes), squares, message);
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
    private static Say unjudged(BoardSnapshot a, BoardSnapshot b, List<Integer> squares) {
        return v -> {
            List<String> parts = new ArrayList<>();
            for (int sq : squares) {
                parts.add(v == Voice.SPANISH
                        ? "en " + v.square(sq) + ", el tablero A tiene " + what(a.pieceAt(sq), v) + " y el tablero B " + what(b.pieceAt(sq), v)
                        : "on " + v.square(sq) + ", board A has " + what(a.pieceAt(sq), v) + " and board B " + what(b.pieceAt(sq), v));
            }
            return (v == Voice.SPANISH ? "Los tableros difieren: " : "The boards differ: ") + String.join("; ", parts) + ".";
        };
    }

    private static String what(Piece p, Voice v) {
        if (p == null) {
            return v == Voice.SPANISH ? "nada" : "nothing";
        }
        return v == Voice.SPANISH ? Voice.spanishIndefinite(p.type()) + " " + v.piece(p.color(), p.type())
                : "a " + v.piece(p.color(), p.type());
    }
}
