package org.annabella.rules.dead;

import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Color;
import org.annabella.rules.MoveList;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;

/**
 * Can a side still checkmate by some series of legal moves? This is the test behind the dead
 * position (2009 5.2.b and 9.6; 2014+ 5.2.2), the flag fall with a draw when the opponent cannot
 * mate (2009 6.9; 2014+ 6.9), the illegal-move forfeit (2009 7.4.b; 2014+ 7.5.5) and, in 2023,
 * resignation (5.1.2). The method follows M. Ambrona, "A Practical Algorithm for Chess
 * Unwinnability" (FUN 2022): material rules, then a reachability proof for blocked positions,
 * then a helpmate search that either finds a mate or exhausts every reachable position.
 *
 * <p>Sound in both modes: UNWINNABLE is only ever a proof; WINNABLE always carries a mating line
 * that has been replayed and checked. Repetitions and the 50/75-move rules are ignored, as the
 * Laws' definition of a dead position ignores them. An instance holds reusable search tables
 * (about 21 MB, made with it) and is not thread-safe; use one per thread and keep it.
 */
public final class Unwinnability {
    /** Default node budget of a full analysis. */
    public static final long DEFAULT_NODE_LIMIT = 1_600_000;
    /**
     * The stages of the full mode, in order, each with its share of what is left of the budget:
     * short looks first, the deepening search in each move order with the walk between them (each
     * finds quickly some mates the others are slow to find, and the walk settles small reachable
     * sets), then long runs. Measured on the shared sets and on new positions (docs/performance.md):
     * with these stages (and the deepening starting at two ordinary moves) the worst side of the new
     * positions searches 15,600 positions instead of 37,000, with fewer in all on both sets.
     */
    private static final Stage[] STAGES = {
        Stage.deepening(0.0005, 20_000, HelpmateSearch.MoveOrder.CHECKS_FIRST),
        Stage.walk(0.008),
        Stage.deepening(0.0005, 20_000, HelpmateSearch.MoveOrder.AS_GENERATED),
        // The deep helpmates of a knight against a rook need long iterations.
        Stage.deepening(0.1, 100_000, HelpmateSearch.MoveOrder.CHECKS_FIRST),
        Stage.walk(1.0),
    };
    /** The visited table has 2^TABLE_BITS slots. */
    private static final int TABLE_BITS = 20;
    /**
     * Quick mode's exhaustive look-ahead, after the forced moves: 7 plies (8 when the winner has
     * at most 3 men, king included), 15 when only pawns and bishops are left and the side to move
     * has at most 8 moves (CHA's quick mode looks as deep). It stops at the first line that
     * survives, so it costs little where it cannot prove; the node cap bounds the rest.
     */
    private static final int QUICK_DEPTH = 7;
    private static final int QUICK_DEPTH_FEW_MEN = 8;
    private static final int QUICK_DEPTH_BLOCKED = 15;
    private static final int QUICK_FEW_MEN = 3;
    private static final int QUICK_FEW_MOVES = 8;
    private static final long QUICK_NODES = 20_000;
    /** Forced moves played before the reachability proof (a cap, against forced cycles). */
    private static final int FORCED_MOVES = 50;

    private final long nodeLimit;
    private final Reachability reachability = new Reachability();
    private final MoveList scratch = new MoveList();
    private final LookAhead lookAhead = new LookAhead();
    /** Made with the analyser (about 21 MB of tables), as a chess engine makes its hash table at start. */
    private final HelpmateSearch search = new HelpmateSearch(TABLE_BITS);
    private long quickNodes;

    public Unwinnability() {
        this(DEFAULT_NODE_LIMIT);
    }

    /** An analyser whose full mode gives up (UNDETERMINED) after {@code nodeLimit} search nodes. */
    public Unwinnability(long nodeLimit) {
        if (nodeLimit < 1) {
            throw new IllegalArgumentException("the node limit must be at least 1, not " + nodeLimit);
        }
        this.nodeLimit = nodeLimit;
    }

    /** The full-mode node budget per side. */
    public long nodeLimit() {
        return nodeLimit;
    }

    /** Decides whether {@code side} can still checkmate in {@code position} (left unchanged). */
    public Analysis analyse(Position position, Color side, SearchMode mode) {
        if (MatingMaterial.cannotMate(position, side)) {
            return unwinnable(side, "material", 0);
        }
        if (position.sideToMove() != side && position.isCheckmate()) {
            return new Analysis(side, Verdict.WINNABLE, List.of(), "already mate", 0);
        }
        // Whatever plays moves below works on a copy: the caller's position is never touched.
        return mode == SearchMode.QUICK ? quick(position, side) : full(position.copy(), side);
    }

    /**
     * The dead-position verdict in the Chess Unwinnability Analyzer's notation: "WB" both sides can
     * mate, "W-" only White, "-B" only Black, "--" neither (a dead position); '?' stands for a side
     * not decided (in quick mode: possibly winnable).
     */
    public String deadPositionCode(Position position, SearchMode mode) {
        return code(analyse(position, Color.WHITE, mode), analyse(position, Color.BLACK, mode));
    }

    /** The two-letter code for the analyses of White and Black. */
    public static String code(Analysis white, Analysis black) {
        if (white.side() != Color.WHITE || black.side() != Color.BLACK) {
            throw new IllegalArgumentException("expected White's analysis first, then Black's");
        }
        return "" + white.letter() + black.letter();
    }

    private Analysis quick(Position position, Color side) {
        quickNodes = 0;
        Position p = position.copy();
        for (int played = 0; played < FORCED_MOVES; played++) {
            p.legalMoves(scratch);
            if (scratch.size() != 1) {
                break;
            }
            p.makeMove(scratch.get(0));
        }
        int depth = Long.bitCount(p.pieces(side)) <= QUICK_FEW_MEN ? QUICK_DEPTH_FEW_MEN : QUICK_DEPTH;
        if (lookAhead(p, side, depth)) {
            return unwinnable(side, "every line loses the mating material", quickNodes);
        }
        p.legalMoves(scratch);
        if (p.pieces(PieceType.KNIGHT) == 0 && p.pieces(PieceType.ROOK) == 0 && p.pieces(PieceType.QUEEN) == 0
                && scratch.size() <= QUICK_FEW_MOVES && lookAhead(p, side, QUICK_DEPTH_BLOCKED)) {
            return unwinnable(side, "every line loses the mating material", quickNodes);
        }
        if (hasBlockedPawns(position) && provedAfterAllLines(position.copy(), side, 1)) {
            return unwinnable(side, "reachability", quickNodes);
        }
        return new Analysis(side, Verdict.UNDETERMINED, List.of(), "possibly winnable", quickNodes);
    }

    private Analysis full(Position p, Color side) {
        // Blocked pawns: the proof after every reply too, which sees where the move now due leads.
        if (p.pieces(PieceType.PAWN) != 0
                && (hasBlockedPawns(p) ? provedAfterAllLines(p, side, 1) : provedByReachability(p, side))) {
            return unwinnable(side, "reachability", 0);
        }
        long nodes = 0;
        for (Stage stage : STAGES) {
            long allowance = Math.max(1, (long) ((nodeLimit - nodes) * stage.share()));
            HelpmateSearch.Outcome outcome = stage.order() == null ? search.exhaust(p, side, allowance)
                    : search.run(p, side, allowance, stage.iterationLimit(), stage.order());
            nodes += search.nodes();
            if (outcome == HelpmateSearch.Outcome.MATE) {
                // A line that joined a remembered one is short already past the join: only checked.
                int joined = search.joinedAt();
                Analysis mate = joined < 0 ? winnable(p, side, search.mate(), nodes)
                        : checked(p, side, search.mate(), nodes);
                int[] line = mate.line().stream().mapToInt(Integer::intValue).toArray();
                search.remember(p, side, line, joined < 0 ? line.length : joined);
                return mate;
            }
            if (outcome == HelpmateSearch.Outcome.NO_MATE_EXISTS) {
                return unwinnable(side, "exhaustive search", nodes);
            }
            if (nodes >= nodeLimit) {
                break;
            }
        }
        if (provedAfterEveryMove(p, side)) {
            return unwinnable(side, "reachability after every move", nodes);
        }
        return new Analysis(side, Verdict.UNDETERMINED, List.of(), "search budget of " + nodeLimit + " nodes spent",
                nodes);
    }

    /**
     * One stage of the full mode: the deepening search in a move order, its iterations allowed
     * {@code iterationLimit} positions each, or (no order) the exhaustive walk.
     */
    private record Stage(double share, long iterationLimit, HelpmateSearch.MoveOrder order) {
        static Stage deepening(double share, long iterationLimit, HelpmateSearch.MoveOrder order) {
            return new Stage(share, iterationLimit, order);
        }

        static Stage walk(double share) {
            return new Stage(share, 0, null);
        }
    }

    /** Shortens the line where it can and checks it move by move before it is offered as evidence. */
    private static Analysis winnable(Position p, Color side, int[] found, long nodes) {
        int[] shorter = LineShortener.shorten(p, found);
        return endsInMate(p, side, shorter) ? checked(p, side, shorter, nodes) : checked(p, side, found, nodes);
    }

    private static boolean endsInMate(Position p, Color side, int[] line) {
        Position replay = p.copy();
        MoveList legal = new MoveList();
        for (int move : line) {
            replay.legalMoves(legal);
            if (!legal.contains(move)) {
                return false;
            }
            replay.makeMove(move);
        }
        return replay.sideToMove() != side && replay.isCheckmate();
    }

    private static Analysis checked(Position p, Color side, int[] line, long nodes) {
        Position replay = p.copy();
        List<Integer> moves = new ArrayList<>(line.length);
        MoveList legal = new MoveList();
        for (int move : line) {
            replay.legalMoves(legal);
            if (!legal.contains(move)) {
                throw new IllegalStateException("helpmate line has an illegal move in " + p.toFen());
            }
            replay.makeMove(move);
            moves.add(move);
        }
        if (replay.sideToMove() == side || !replay.isCheckmate()) {
            throw new IllegalStateException("helpmate line does not end in mate in " + p.toFen());
        }
        return new Analysis(side, Verdict.WINNABLE, moves, "helpmate search", nodes);
    }

    private static Analysis unwinnable(Color side, String method, long nodes) {
        return new Analysis(side, Verdict.UNWINNABLE, List.of(), method, nodes);
    }

    /** The quick look-ahead, within what is left of quick mode's node allowance. */
    private boolean lookAhead(Position p, Color side, int plies) {
        boolean proved = lookAhead.provesDead(p, side, plies, QUICK_NODES - quickNodes);
        quickNodes += lookAhead.nodes();
        return proved;
    }

    /**
     * The reachability proof, applied after the forced moves (a single legal reply) are played;
     * only then is the position copied, since the proof itself changes nothing.
     */
    private boolean provedByReachability(Position position, Color side) {
        position.legalMoves(scratch);
        if (scratch.size() > 1) {
            return reachability.provesUnwinnable(position, side);
        }
        Position p = position.copy();
        for (int played = 0; played < FORCED_MOVES; played++) {
            p.legalMoves(scratch);
            if (scratch.size() == 0) {
                return !p.inCheck() || p.sideToMove() == side;
            }
            if (scratch.size() > 1) {
                break;
            }
            p.makeMove(scratch.get(0));
        }
        return reachability.provesUnwinnable(p, side);
    }

    /**
     * The reachability proof, at once or after every line of up to {@code plies} moves (a line
     * ending in stalemate or in the winner's own mate counts as proved).
     */
    private boolean provedAfterAllLines(Position p, Color side, int plies) {
        if (provedByReachability(p, side)) {
            return true;
        }
        if (plies == 0) {
            return false;
        }
        int[] moves = p.legalMoves();
        for (int move : moves) {
            p.makeMove(move);
            boolean proved = MatingMaterial.cannotMate(p, side) || provedAfterAllLines(p, side, plies - 1);
            p.unmakeMove();
            if (!proved) {
                return false;
            }
        }
        return true;
    }

    private boolean provedAfterEveryMove(Position p, Color side) {
        for (int move : p.legalMoves()) {
            p.makeMove(move);
            boolean proved = MatingMaterial.cannotMate(p, side) || provedByReachability(p, side);
            p.unmakeMove();
            if (!proved) {
                return false;
            }
        }
        return true;
    }

    /**
     * A pawn stands head to head with an enemy pawn: the sign of a possibly blocked position, where
     * the reachability proof is worth trying after every reply too.
     */
    static boolean hasBlockedPawns(Position p) {
        long white = p.pieces(Color.WHITE, PieceType.PAWN);
        long black = p.pieces(Color.BLACK, PieceType.PAWN);
        return ((white << 8) & black) != 0;
    }
}
