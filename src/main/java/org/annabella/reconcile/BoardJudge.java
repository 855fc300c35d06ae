package org.annabella.reconcile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.annabella.reconcile.BoardVerdict.Status;
import org.annabella.rules.Move;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * Finds what a board shows compared with the position it must show (ply {@code target} of the game
 * line), and how to set it right. Explanations are tried from the most specific to the least: the
 * board is right, shows the recorded illegal move, lags behind, shows moves past the point play
 * goes back to, had one move made differently, is turned round, shows an unreachable position, was
 * set up wrong at the start; otherwise pieces are displaced.
 */
final class BoardJudge {
    /** How far back a differently made move is looked for, in half-moves. */
    private static final int WRONG_MOVE_DEPTH = 12;

    private BoardJudge() {
    }

    static BoardVerdict judge(String name, BoardSnapshot board, Line line, int target, List<Line> sheetLines,
            IllegalMove illegal) {
        BoardSnapshot want = line.board(target);
        Say boardName = Say.board(name);
        if (board.equals(want)) {
            return new BoardVerdict(name, Status.RIGHT, null, List.of(), List.of(), List.of(), 0);
        }
        List<Adjustment> steps = BoardAdjuster.steps(board, want);
        Position at = line.position(target);
        if (illegal != null && board.equals(illegal.applyTo(at))) {
            return verdict(name, Status.ILLEGAL_MOVE, Say.of("{0} shows the illegal move made: {1} on {2} was put on {3}.",
                    "{0} muestra la jugada ilegal hecha: {1} de {2} se puso en {3}.", boardName,
                    pieceWithArticle(at.pieceAt(illegal.from())), Say.square(illegal.from()), Say.square(illegal.to())),
                    List.of(), List.of(), steps);
        }
        for (int j = target - 1; j >= 0; j--) {
            if (board.equals(line.board(j))) {
                List<MoveRef> toPlay = line.refs().subList(j, target);
                Say said = j == 0 ? Say.of("{0} still shows the starting position.", "{0} muestra aún la posición inicial.", boardName)
                        : Say.of("{0} shows the position after {1}; {2} not made on it.",
                                "{0} muestra la posición tras {1}; {2} sin hacer en él.", boardName, line.ref(j - 1).say(),
                                toPlay.size() == 1 ? Say.of("the last move was", "la última jugada quedó")
                                        : Say.of("the last " + toPlay.size() + " moves were", "las últimas " + toPlay.size() + " jugadas quedaron"));
                return verdict(name, Status.BEHIND, said, List.of(), toPlay, steps);
            }
        }
        for (Line sheet : sheetLines) {
            for (int j = sheet.plies(); j > target; j--) {
                if (board.equals(sheet.board(j))) {
                    List<MoveRef> back = new ArrayList<>(sheet.refs().subList(target, j));
                    java.util.Collections.reverse(back);
                    return verdict(name, Status.AHEAD, Say.of("{0} shows the position after {1}.",
                            "{0} muestra la posición tras {1}.", boardName, sheet.ref(j - 1).say()), back, List.of(), steps);
                }
            }
        }
        MoveRef extra = sheetLines.isEmpty() && target == line.plies() ? unwrittenMove(board, at, target) : null;
        BoardVerdict wrongMove = wrongMove(name, board, line, target, steps);
        if (wrongMove != null && extra != null) {
            // both fit: the steps are the same, what happened is for the arbiter to find out
            Say both = Say.of("{0} It could also be one move more than the scoresheets: {1}.",
                    "{0} También podría ser una jugada más que las planillas: {1}.", wrongMove.explanation(), extra.say());
            return new BoardVerdict(name, Status.WRONG_MOVE, both, List.of(extra), List.of(), steps, 0);
        }
        if (wrongMove != null) {
            return wrongMove;
        }
        if (extra != null) {
            return verdict(name, Status.AHEAD, Say.of("{0} shows one move more than the scoresheets: {1}.",
                    "{0} muestra una jugada más que las planillas: {1}.", boardName, extra.say()), List.of(extra), List.of(), steps);
        }
        for (int q = 1; q < 4; q++) {
            if (board.turned(q).equals(want)) {
                return new BoardVerdict(name, Status.TURNED, Say.of("{0} shows the right position, but turned "
                        + (q == 2 ? "round, a half turn" : "a quarter turn") + ".",
                        "{0} muestra la posición correcta, pero girada " + (q == 2 ? "media vuelta" : "un cuarto de vuelta") + ".",
                        boardName), List.of(), List.of(), List.of(), q);
            }
        }
        List<Integer> differing = differing(board, want);
        if (setUpWrong(board, line, target, differing)) {
            return verdict(name, Status.SET_UP_WRONG, Say.of(
                    "{0} has been set up wrong since the start: no move of the game touched {1}, and the pieces there are the starting ones in other places.",
                    "{0} está mal colocado desde el comienzo: ninguna jugada de la partida tocó {1}, y las piezas allí son las iniciales en otro orden.",
                    boardName, squares(differing)), List.of(), List.of(), steps);
        }
        List<Say> problems = Reachability.problems(board, at.sideToMove());
        if (!problems.isEmpty()) {
            Say reasons = v -> String.join("; ", problems.stream().map(s -> s.in(v)).toList());
            return verdict(name, Status.UNREACHABLE, Say.of("{0} shows a position no sequence of legal moves reaches: {1}.",
                    "{0} muestra una posición que ninguna secuencia de jugadas legales alcanza: {1}.", boardName, reasons),
                    List.of(), List.of(), steps);
        }
        return verdict(name, Status.DISPLACED, Say.of("{0} differs on {1}, which no move of the game explains: pieces are displaced.",
                "{0} difiere en {1}, lo que ninguna jugada de la partida explica: hay piezas desplazadas.", boardName,
                squares(differing)), List.of(), List.of(), steps);
    }

    /** A legal move from the sheets' last position that gives the board: made, but written on neither sheet yet. */
    private static MoveRef unwrittenMove(BoardSnapshot board, Position at, int target) {
        for (int m : at.legalMoves()) {
            Position after = at.copy();
            after.makeMove(m);
            if (board.equals(BoardSnapshot.of(after))) {
                return MoveRef.of(at, m, target + 1);
            }
        }
        return null;
    }

    private static BoardVerdict verdict(String name, Status status, Say said, List<MoveRef> back, List<MoveRef> toPlay,
            List<Adjustment> steps) {
        return new BoardVerdict(name, status, said, back, toPlay, steps, 0);
    }

    /** One move of the line made differently on the board, the later moves (if legal there) the same. */
    private static BoardVerdict wrongMove(String name, BoardSnapshot board, Line line, int target, List<Adjustment> steps) {
        for (int j = target - 1; j >= Math.max(0, target - WRONG_MOVE_DEPTH); j--) {
            Position p = line.position(j);
            int written = line.ref(j).move();
            for (int alt : p.legalMoves()) {
                if (alt == written) {
                    continue;
                }
                MoveRef made = MoveRef.of(p, alt, j + 1);
                Position q = p.copy();
                q.makeMove(alt);
                int i = j + 1;
                while (true) {
                    if (board.equals(BoardSnapshot.of(q))) {
                        Say said = Say.of("On {0}, {1} was made as {2}, but the scoresheets have {3}{4}.",
                                "En {0}, {1} se hizo como {2}, pero las planillas tienen {3}{4}.", Say.board(name),
                                Reconciler.place(p),
                                made.sayMove(), line.ref(j).sayMove(),
                                i < target ? Say.of("; the later moves were not all made on it", "; las jugadas siguientes no están todas hechas en él")
                                        : Say.literal(""));
                        return new BoardVerdict(name, Status.WRONG_MOVE, said, List.of(), List.of(), steps, 0);
                    }
                    if (i >= target || !q.isLegal(line.ref(i).move())) {
                        break;
                    }
                    q.makeMove(line.ref(i).move());
                    i++;
                }
            }
        }
        return null;
    }

    /**
     * The differing squares are squares the start fills that no move of the line touched, and the
     * pieces the board has there are the same pieces the start has there, only in other places.
     */
    private static boolean setUpWrong(BoardSnapshot board, Line line, int target, List<Integer> differing) {
        if (differing.isEmpty()) {
            return false;
        }
        boolean[] touched = new boolean[64];
        for (int i = 0; i < target; i++) {
            int m = line.ref(i).move();
            touched[Move.from(m)] = true;
            touched[Move.to(m)] = true;
            if (Move.isCastling(m)) {
                touched[Move.kingDestination(m)] = true;
                touched[Move.rookDestination(m)] = true;
            }
            if (Move.isEnPassant(m)) {
                touched[Square.of(Square.file(Move.to(m)), Square.rank(Move.from(m)))] = true;
            }
        }
        Map<Piece, Integer> balance = new HashMap<>();
        BoardSnapshot start = line.board(0);
        for (int sq : differing) {
            if (touched[sq] || start.pieceAt(sq) == null) {
                return false; // moved by the game, or not a square the setting up fills
            }
            if (board.pieceAt(sq) != null) {
                balance.merge(board.pieceAt(sq), 1, Integer::sum);
            }
            if (start.pieceAt(sq) != null) {
                balance.merge(start.pieceAt(sq), -1, Integer::sum);
            }
        }
        return balance.values().stream().allMatch(n -> n == 0);
    }

    static List<Integer> differing(BoardSnapshot a, BoardSnapshot b) {
        List<Integer> out = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if (a.pieceAt(sq) != b.pieceAt(sq)) {
                out.add(sq);
            }
        }
        return out;
    }

    /** "e1 and d1" / "e1 y d1" / "Eva eins and David eins". */
    static Say squares(List<Integer> sqs) {
        return v -> {
            List<String> names = sqs.stream().map(v::square).toList();
            if (names.size() == 1) {
                return names.get(0);
            }
            String and = v == Voice.SPANISH ? " y " : " and ";
            return String.join(", ", names.subList(0, names.size() - 1)) + and + names.get(names.size() - 1);
        };
    }

    static Say pieceWithArticle(Piece p) {
        return v -> v == Voice.SPANISH ? Voice.spanishArticle(p.type()) + " " + v.piece(p.type()) : "the " + v.piece(p.type());
    }
}
