package org.annabella.reconcile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.annabella.announce.Phrase;
import org.annabella.reconcile.BoardVerdict.Status;
import org.annabella.rules.Move;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * Finds what a board shows compared with the position it must show (ply {@code target} of the game
 * line), and how to set it right. Explanations are tried from the most specific to the least: the
 * board is right, shows the recorded illegal move, lags behind, shows moves past the point play
 * goes back to, had a move of the line executed wrongly (2009 E.2.3), had one move made
 * differently, is turned round, shows an unreachable position, was set up wrong at the start;
 * otherwise pieces are displaced.
 */
final class BoardJudge {
    /** How far back a differently made move is looked for, in half-moves. */
    private static final int WRONG_MOVE_DEPTH = 12;

    private BoardJudge() {
    }

    /**
     * @param illegal what the recorded illegal move does to a board, when it can be told
     * @param illegalRecorded both sheets record an illegal move at {@code target}: the board may
     *     show it made, so it may be either side's turn on it
     */
    static BoardVerdict judge(String name, BoardSnapshot board, Line line, int target, List<Line> sheetLines,
            IllegalMove illegal, boolean illegalRecorded) {
        BoardSnapshot want = line.board(target);
        if (board.equals(want)) {
            return new BoardVerdict(name, Status.RIGHT, null, List.of(), List.of(), List.of(), 0);
        }
        List<Adjustment> steps = BoardAdjuster.steps(board, want);
        Position at = line.position(target);
        if (illegal != null && board.equals(illegal.applyTo(at))) {
            PieceType lifted = at.pieceAt(illegal.from()).type();
            return verdict(name, Status.ILLEGAL_MOVE, v -> Phrase.of("reconcile.judge.illegal-move-made", "board", name,
                    "piece", v.the(lifted, v.piece(lifted)), "from", v.square(illegal.from()), "to", v.square(illegal.to())),
                    List.of(), List.of(), steps);
        }
        for (int j = target - 1; j >= 0; j--) {
            if (board.equals(line.board(j))) {
                List<MoveRef> toPlay = line.refs().subList(j, target);
                Told after = j == 0 ? null : line.ref(j - 1).say();
                Told said = j == 0 ? Told.of("reconcile.judge.at-start", "board", name)
                        : toPlay.size() == 1 ? v -> Phrase.of("reconcile.judge.behind-one", "board", name, "move", after.phrase(v))
                        : v -> Phrase.of("reconcile.judge.behind", "board", name, "move", after.phrase(v), "count", toPlay.size());
                return verdict(name, Status.BEHIND, said, List.of(), toPlay, steps);
            }
        }
        for (Line sheet : sheetLines) {
            for (int j = sheet.plies(); j > target; j--) {
                if (board.equals(sheet.board(j))) {
                    List<MoveRef> back = new ArrayList<>(sheet.refs().subList(target, j));
                    java.util.Collections.reverse(back);
                    Told after = sheet.ref(j - 1).say();
                    return verdict(name, Status.AHEAD, v -> Phrase.of("reconcile.judge.ahead", "board", name, "move", after.phrase(v)),
                            back, List.of(), steps);
                }
            }
        }
        BoardVerdict executed = executedWrongly(name, board, line, target, steps);
        if (executed != null) {
            return executed;
        }
        MoveRef extra = sheetLines.isEmpty() && target == line.plies() ? unwrittenMove(board, at, target) : null;
        BoardVerdict wrongMove = wrongMove(name, board, line, target, steps);
        if (wrongMove != null && extra != null) {
            // both fit: the steps are the same, what happened is for the arbiter to find out
            Told both = v -> Phrase.of("reconcile.judge.or-one-move-more", "explanation", wrongMove.explanation().phrase(v),
                    "move", extra.say().phrase(v));
            return new BoardVerdict(name, Status.WRONG_MOVE, both, List.of(extra), List.of(), steps, 0);
        }
        if (wrongMove != null) {
            return wrongMove;
        }
        if (extra != null) {
            return verdict(name, Status.AHEAD, v -> Phrase.of("reconcile.judge.one-move-more", "board", name,
                    "move", extra.say().phrase(v)), List.of(extra), List.of(), steps);
        }
        for (int q = 1; q < 4; q++) {
            if (board.turned(q).equals(want)) {
                return new BoardVerdict(name, Status.TURNED, Told.of(q == 2 ? "reconcile.judge.turned-half" : "reconcile.judge.turned-quarter",
                        "board", name), List.of(), List.of(), List.of(), q);
            }
        }
        List<Integer> differing = differing(board, want);
        if (setUpWrong(board, line, target, differing)) {
            return verdict(name, Status.SET_UP_WRONG, v -> Phrase.of("reconcile.judge.set-up-wrong", "board", name,
                    "squares", squares(differing, v)), List.of(), List.of(), steps);
        }
        List<Told> problems = UnreachableFacts.problems(board, illegalRecorded ? null : at.sideToMove());
        if (!problems.isEmpty()) {
            return verdict(name, Status.UNREACHABLE, v -> Phrase.of("reconcile.judge.unreachable", "board", name,
                    "reasons", String.join("; ", problems.stream().map(p -> p.in(v)).toList())), List.of(), List.of(), steps);
        }
        return verdict(name, Status.DISPLACED, v -> Phrase.of("reconcile.judge.displaced", "board", name,
                "squares", squares(differing, v)), List.of(), List.of(), steps);
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

    private static BoardVerdict verdict(String name, Status status, Told said, List<MoveRef> back, List<MoveRef> toPlay,
            List<Adjustment> steps) {
        return new BoardVerdict(name, status, said, back, toPlay, steps, 0);
    }

    /**
     * A move of the line executed wrongly on the board, and the later moves made as written: the
     * castling rook (or king) left where it stood, or the piece it captured (the pawn taken en
     * passant) not removed from the board. 2009 E.2.3 (2018 D.2.3): a move is executed only when
     * the captured piece has been removed and the piece put in another hole.
     */
    private static BoardVerdict executedWrongly(String name, BoardSnapshot board, Line line, int target,
            List<Adjustment> steps) {
        for (int j = target - 1; j >= Math.max(0, target - WRONG_MOVE_DEPTH); j--) {
            for (HalfDone half : halfDone(line, j)) {
                Piece[] squares = half.squares();
                for (int i = j + 1; i < target; i++) {
                    BoardSnapshot before = line.board(i);
                    BoardSnapshot after = line.board(i + 1);
                    for (int sq = 0; sq < 64; sq++) {
                        if (before.pieceAt(sq) != after.pieceAt(sq)) {
                            squares[sq] = after.pieceAt(sq);
                        }
                    }
                }
                if (board.equals(BoardSnapshot.of(squares))) {
                    Told move = line.ref(j).say();
                    return verdict(name, Status.EXECUTED_WRONGLY, v -> Phrase.of(half.key(), "board", name,
                            "move", move.phrase(v), "piece", v.the(half.left().type(), v.piece(half.left().type())),
                            "square", v.square(half.square())), List.of(), List.of(), steps);
                }
            }
        }
        return null;
    }

    /** A board with a move half done: {@code left} stands on {@code square}, as {@code key} says. */
    private record HalfDone(Piece[] squares, Piece left, int square, String key) {
    }

    /** The ways move {@code j} of the line can be left half done on a board. */
    private static List<HalfDone> halfDone(Line line, int j) {
        Position p = line.position(j);
        int m = line.ref(j).move();
        BoardSnapshot before = line.board(j);
        BoardSnapshot after = line.board(j + 1);
        List<HalfDone> out = new ArrayList<>();
        if (Move.isCastling(m)) {
            int kingFrom = Move.from(m);
            int kingTo = Move.kingDestination(m);
            int rookTo = Move.rookDestination(m);
            Piece king = before.pieceAt(kingFrom);
            Piece rook = after.pieceAt(rookTo);
            for (int rookFrom = 0; rookFrom < 64; rookFrom++) {
                if (rookFrom != kingFrom && before.pieceAt(rookFrom) == rook && after.pieceAt(rookFrom) != rook) {
                    Piece[] rookLeft = after.squares();
                    rookLeft[rookTo] = rookTo == kingTo ? king : null;
                    rookLeft[rookFrom] = rook;
                    out.add(new HalfDone(rookLeft, rook, rookFrom, "reconcile.judge.executed-wrongly-left"));
                    Piece[] kingLeft = after.squares();
                    kingLeft[kingTo] = kingTo == rookTo ? rook : null;
                    kingLeft[kingFrom] = king;
                    out.add(new HalfDone(kingLeft, king, kingFrom, "reconcile.judge.executed-wrongly-left"));
                }
            }
            return out;
        }
        if (Move.isEnPassant(m)) {
            int taken = Square.of(Square.file(Move.to(m)), Square.rank(Move.from(m)));
            Piece[] squares = after.squares();
            squares[taken] = before.pieceAt(taken);
            out.add(new HalfDone(squares, before.pieceAt(taken), taken, "reconcile.judge.executed-wrongly-not-removed"));
            return out;
        }
        Piece captured = p.pieceAt(Move.to(m));
        if (captured != null) {
            // the captured piece put down on the board again instead of off it
            for (int sq = 0; sq < 64; sq++) {
                if (after.pieceAt(sq) == null) {
                    Piece[] squares = after.squares();
                    squares[sq] = captured;
                    out.add(new HalfDone(squares, captured, sq, "reconcile.judge.executed-wrongly-not-removed"));
                }
            }
        }
        return out;
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
                        Told place = Reconciler.place(p);
                        MoveRef onSheets = line.ref(j);
                        String key = i < target ? "reconcile.judge.made-differently-later-not-made" : "reconcile.judge.made-differently";
                        Told said = v -> Phrase.of(key, "board", name, "place", place.phrase(v), "made", made.move(v),
                                "written", onSheets.move(v));
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
    static String squares(List<Integer> sqs, Voice v) {
        return v.list(sqs.stream().map(v::square).toList());
    }
}
