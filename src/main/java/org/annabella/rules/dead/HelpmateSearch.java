package org.annabella.rules.dead;

import org.annabella.rules.Bitboards;
import org.annabella.rules.Color;
import org.annabella.rules.Move;
import org.annabella.rules.MoveList;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * The searches for a helpmate, where both sides cooperate so that the intended winner mates: an
 * exhaustive walk of every reachable position ({@link #exhaust}) and an iterative-deepening
 * search guided by heuristics ({@link #run}).
 *
 * <p>In the deepening search, depth is a budget: a move that makes progress towards a mate in
 * the target corner (the loser's king and blockers heading there, the winner's king and knights
 * closing in, the winner capturing or pushing an advanced pawn) costs nothing, an ordinary move
 * costs one, and a loser capture (it throws away the winner's mating material) costs three; so
 * the search follows promising lines far beyond its nominal depth.
 *
 * <p>Both searches skip positions proved unwinnable (material, reachability) and positions
 * already expanded. Each deepening iteration records every position it expands, with the budget it had, in a table; a
 * position met again with no more budget is skipped. If an iteration finds no mate and never
 * stops a line for lack of budget or nodes, then every position reachable from the root has been
 * expanded (the skipped ones were expanded earlier in the same iteration, and the pruned ones are
 * proved unwinnable), so no mate exists at all: the position is proved unwinnable. Positions are
 * identified by their 64-bit Zobrist key, as every chess program does; a collision between two
 * different positions met in one analysis is astronomically unlikely.
 */
final class HelpmateSearch {
    static final int MAX_PLY = 400;
    /** Depth cap of the exhaustive walk (its lines may wander through the whole reachable set). */
    static final int MAX_WALK = 1_000_000;
    private static final int REWARD = 0;
    private static final int NORMAL = 1;
    private static final int PUNISH = 2;
    /** Order of trial: the winner's checks first (by kind), then the other moves by kind. */
    private static final int SCORES = 6;
    private static final int PUNISH_COST = 3;
    /** What entering a position of the walk gave. */
    private static final int EXPANDED = 0;
    private static final int LEAF = 1;
    private static final int MATE_HERE = 2;
    private static final int[][] KNIGHT_DISTANCE = knightDistances();
    /**
     * Budget of the first deepening iteration: two ordinary moves, as in CHA. With one, the free
     * progress moves alone often fill an iteration's allowance and find nothing.
     */
    private static final int FIRST_BUDGET = 2;
    /**
     * Results of the reachability proof by position key (direct-mapped). 2^19 slots (5 MB): the
     * hard sides of the shared sets meet that many proved positions; 2^16 cost 18 % more CPU,
     * 2^21 saved nothing more.
     */
    private static final int PROOF_CACHE_SIZE = 1 << 19;
    /** Mixed into the key when Black is the winner, so that both sides share the cache. */
    private static final long WINNER_SALT = 0x9E3779B97F4A7C15L;
    /**
     * Positions of the mating lines found before (direct-mapped by salted key): a later search
     * that reaches one has its mate. A game's positions follow one another, and so do the lines
     * of mate from them: the referee, asking after every move, finds most mates this way.
     */
    private static final int KNOWN_SIZE = 1 << 14;

    /** What one run of the search found. */
    enum Outcome { MATE, NO_MATE_EXISTS, UNDECIDED }

    /**
     * The order in which the deepening search tries the moves of a position: the winner's checks
     * first and then by kind (progress, ordinary, punished), or as the move generator gives them.
     * Each finds quickly some mates the other is slow to find, so the analysis tries both.
     */
    enum MoveOrder { CHECKS_FIRST, AS_GENERATED }

    private final VisitedTable visited;
    private final MoveList[] lists = new MoveList[MAX_PLY + 1];
    private final int[][] scores = new int[MAX_PLY + 1][];
    private int[] path = new int[MAX_PLY + 1];
    /** The walk's untried moves, level by level, and where each level starts. */
    private int[] moveStack = new int[1024];
    private int[] levelBase = new int[MAX_PLY + 1];
    private int stackTop;
    private final Reachability reachability = new Reachability();
    private final long[] proofKeys = new long[PROOF_CACHE_SIZE];
    private final boolean[] proofKnown = new boolean[PROOF_CACHE_SIZE];
    private final boolean[] proofResults = new boolean[PROOF_CACHE_SIZE];
    private int[] mate = new int[0];
    private final long[] knownKeys = new long[KNOWN_SIZE];
    private final int[][] knownLines = new int[KNOWN_SIZE][];
    private final int[] knownFrom = new int[KNOWN_SIZE];
    /** Moves of the last mate found by the search itself, before it joined a remembered line (-1: none joined). */
    private int joinedAt = -1;
    private final MoveList replayMoves = new MoveList();

    private Position position;
    private Color winner;
    private long nodes;
    private long iterationNodes;
    private long iterationLimit;
    private boolean cut;
    /** Whether moves are tried checks first (see {@link MoveOrder}); the walk always does. */
    private boolean checksFirst;

    HelpmateSearch(int tableBits) {
        visited = new VisitedTable(tableBits);
    }

    /**
     * Searches with growing budgets until a mate is found, the tree is exhausted, or
     * {@code totalLimit} nodes have been visited; each iteration may visit at most
     * {@code iterationLimit} nodes (deep iterations get there through the cheap progress moves).
     */
    Outcome run(Position root, Color intendedWinner, long totalLimit, long iterationLimit, MoveOrder order) {
        position = root;
        checksFirst = order == MoveOrder.CHECKS_FIRST;
        winner = intendedWinner;
        nodes = 0;
        mate = new int[0];
        joinedAt = -1;
        for (int budget = FIRST_BUDGET; budget <= MAX_PLY && nodes < totalLimit; budget++) {
            visited.nextGeneration();
            cut = false;
            iterationNodes = 0;
            this.iterationLimit = Math.min(iterationLimit, totalLimit - nodes);
            if (search(0, budget, false, false)) {
                return Outcome.MATE;
            }
            if (!cut) {
                return Outcome.NO_MATE_EXISTS;
            }
        }
        return Outcome.UNDECIDED;
    }

    /**
     * Walks every position reachable from the root, each once (a depth-first search with a visited
     * table and no depth budget), until a mate turns up, all are walked (no mate exists), or
     * {@code limit} nodes have been visited. Lines it finds may be long, but it decides small
     * reachable sets exactly, such as king moves behind locked pawns.
     */
    Outcome exhaust(Position root, Color intendedWinner, long limit) {
        position = root;
        checksFirst = true;
        winner = intendedWinner;
        nodes = 0;
        mate = new int[0];
        joinedAt = -1;
        visited.nextGeneration();
        cut = false;
        iterationNodes = 0;
        iterationLimit = limit;
        if (walk()) {
            return Outcome.MATE;
        }
        return cut ? Outcome.UNDECIDED : Outcome.NO_MATE_EXISTS;
    }

    /**
     * Remembers the first {@code upTo} positions of a checked mating line from {@code start}, each
     * with the rest of the line.
     */
    void remember(Position start, Color intendedWinner, int[] line, int upTo) {
        Position p = start.copy();
        for (int i = 0; i < upTo; i++) {
            long key = salted(p.key(), intendedWinner);
            int slot = (int) key & (KNOWN_SIZE - 1);
            knownKeys[slot] = key;
            knownLines[slot] = line;
            knownFrom[slot] = i;
            p.makeMove(line[i]);
        }
    }

    /**
     * Whether the position reached by the path of {@code ply} moves lies on a remembered line; if so
     * the path and the rest of that line, replayed and found to mate, become the mate.
     */
    private boolean onKnownLine(int ply, long key) {
        long salted = salted(key, winner);
        int slot = (int) salted & (KNOWN_SIZE - 1);
        int[] line = knownLines[slot];
        if (line == null || knownKeys[slot] != salted) {
            return false;
        }
        int from = knownFrom[slot];
        int played = 0;
        while (from + played < line.length && isLegal(line[from + played])) {
            position.makeMove(line[from + played]);
            played++;
        }
        boolean mates = from + played == line.length && position.sideToMove() != winner && position.isCheckmate();
        for (int i = 0; i < played; i++) {
            position.unmakeMove();
        }
        if (mates) {
            mate = java.util.Arrays.copyOf(path, ply + line.length - from);
            System.arraycopy(line, from, mate, ply, line.length - from);
            joinedAt = ply;
        }
        return mates;
    }

    private boolean isLegal(int move) {
        position.legalMoves(replayMoves);
        return replayMoves.contains(move);
    }

    /**
     * How many moves of the last mate the search found itself before it joined a remembered line
     * (the rest was checked and shortened when first found), or -1 if it found the whole line.
     */
    int joinedAt() {
        return joinedAt;
    }

    private static long salted(long key, Color intendedWinner) {
        return key ^ (intendedWinner == Color.WHITE ? 0 : WINNER_SALT);
    }

    /** The mating line of the last run that found one. */
    int[] mate() {
        return mate.clone();
    }

    long nodes() {
        return nodes;
    }

    /**
     * The walk, iterative so that its lines can grow long: each level's untried moves wait on one
     * shared stack, best last, and the path leads back to the root.
     */
    private boolean walk() {
        int depth = 0;
        boolean found = false;
        int entered = enter(0, false);
        if (entered == MATE_HERE) {
            return true;
        }
        if (entered == LEAF) {
            return false;
        }
        while (depth >= 0) {
            if (iterationNodes > iterationLimit) {
                cut = true;
                break;
            }
            if (stackTop == levelBase[depth]) {
                if (depth == 0) {
                    break;
                }
                position.unmakeMove();
                depth--;
                continue;
            }
            int move = moveStack[--stackTop];
            boolean irreversible = isIrreversible(move);
            path = ensure(path, depth + 1);
            path[depth] = move;
            position.makeMove(move);
            depth++;
            entered = enter(depth, irreversible);
            if (entered == MATE_HERE) {
                found = true;
                break;
            }
            if (entered == LEAF) {
                position.unmakeMove();
                depth--;
            }
        }
        for (; depth > 0; depth--) {
            position.unmakeMove();
        }
        stackTop = 0;
        return found;
    }

    /** Visits a position of the walk: a leaf (pruned, seen, dead end), a mate, or expanded onto the stack. */
    private int enter(int depth, boolean irreversible) {
        nodes++;
        if (++iterationNodes > iterationLimit || depth >= MAX_WALK) {
            cut = true;
            return LEAF;
        }
        long key = position.key();
        if (onKnownLine(depth, key)) {
            return MATE_HERE;
        }
        if (visited.covers(key, Integer.MAX_VALUE) || provedDead(irreversible)) {
            return LEAF;
        }
        MoveList list = movesAt(0);
        if (list.size() == 0) {
            return isMate(depth) ? MATE_HERE : LEAF;
        }
        visited.record(key, Integer.MAX_VALUE);
        int n = list.size();
        int[] score = scores[0];
        classify(list, score);
        levelBase = ensure(levelBase, depth + 1);
        levelBase[depth] = stackTop;
        moveStack = ensure(moveStack, stackTop + n);
        for (int order = SCORES - 1; order >= 0; order--) {
            for (int i = n - 1; i >= 0; i--) {
                if (score[i] == order) {
                    moveStack[stackTop++] = list.get(i);
                }
            }
        }
        return EXPANDED;
    }

    private static int[] ensure(int[] array, int size) {
        return size <= array.length ? array : java.util.Arrays.copyOf(array, Math.max(size, 2 * array.length));
    }

    private boolean isIrreversible(int move) {
        return !Move.isCastling(move) && (position.pieceAt(Move.to(move)) != null
                || position.pieceAt(Move.from(move)).type() == PieceType.PAWN);
    }

    private boolean search(int ply, int budget, boolean progressed, boolean irreversible) {
        nodes++;
        if (++iterationNodes > iterationLimit || ply >= MAX_PLY) {
            cut = true;
            return false;
        }
        long key = position.key();
        if (onKnownLine(ply, key)) {
            return true;
        }
        if (visited.covers(key, budget) || provedDead(irreversible)) {
            return false;
        }
        // Out of budget and not in check, so not mate: no need for the moves (a stalemate here
        // counts as cut off, which only delays the proof that no mate exists by one iteration).
        if (budget <= 0 && !position.inCheck()) {
            cut = true;
            return false;
        }
        MoveList list = movesAt(ply);
        if (list.size() == 0) {
            return isMate(ply);
        }
        if (budget <= 0) {
            cut = true;
            return false;
        }
        visited.record(key, budget);
        int n = list.size();
        int[] score = scores[ply];
        classify(list, score);
        // Checks first: one pass per score, best first; otherwise one pass in the generator's order.
        int passes = checksFirst ? SCORES : 1;
        for (int order = 0; order < passes; order++) {
            for (int i = 0; i < n; i++) {
                if (checksFirst && score[i] != order) {
                    continue;
                }
                int kind = score[i] % 3;
                int cost = kind == REWARD ? 0 : kind == PUNISH ? PUNISH_COST : progressed ? 0 : 1;
                if (tryMove(ply, list.get(i), budget - cost, kind == REWARD)) {
                    return true;
                }
                if (iterationNodes > iterationLimit) {
                    return false;
                }
            }
        }
        return false;
    }

    /** Plays a move, searches on, takes it back. */
    private boolean tryMove(int ply, int move, int budget, boolean progress) {
        boolean irreversible = isIrreversible(move);
        path[ply] = move;
        position.makeMove(move);
        boolean found = search(ply + 1, budget, progress, irreversible);
        position.unmakeMove();
        return found;
    }

    private MoveList movesAt(int ply) {
        if (lists[ply] == null) {
            lists[ply] = new MoveList();
            scores[ply] = new int[256];
        }
        position.legalMoves(lists[ply]);
        return lists[ply];
    }

    /** A position without legal moves: a mate for the winner (recorded), or a dead end. */
    private boolean isMate(int ply) {
        if (position.sideToMove() != winner && position.inCheck()) {
            mate = java.util.Arrays.copyOf(path, ply);
            return true;
        }
        return false; // stalemate, or the winner is mated
    }

    /**
     * Sound pruning: the winner lacks mating material, or (after a capture or pawn move, the only
     * moves that change what can be blocked) the reachability proof applies.
     */
    private boolean provedDead(boolean irreversible) {
        if (MatingMaterial.cannotMate(position, winner)) {
            return true;
        }
        if (!irreversible || !Unwinnability.hasBlockedPawns(position)) {
            return false;
        }
        // The iterations meet the same positions again and again: remember the proofs' results.
        long key = salted(position.key(), winner);
        int slot = (int) key & (PROOF_CACHE_SIZE - 1);
        if (proofKeys[slot] == key && proofKnown[slot]) {
            return proofResults[slot];
        }
        boolean proved = reachability.provesUnwinnable(position, winner);
        proofKeys[slot] = key;
        proofKnown[slot] = true;
        proofResults[slot] = proved;
        return proved;
    }

    // ---- Heuristics: which moves bring the mate in the target corner closer -----------------------

    private void classify(MoveList list, int[] score) {
        boolean winnerToMove = position.sideToMove() == winner;
        int corner = targetCorner();
        int towardsCentre = winner == Color.WHITE ? -16 : 16;
        int winnerKingTarget = corner + towardsCentre;
        int nextToCorner = (corner & 7) == 0 ? corner + 1 : corner - 1;
        boolean loserMustPromote = !winnerToMove && MatingMaterial.loserMustPromote(position, winner);
        for (int i = 0; i < list.size(); i++) {
            int move = list.get(i);
            int from = Move.from(move);
            int to = Move.isCastling(move) ? Move.kingDestination(move) : Move.to(move);
            PieceType moved = position.pieceAt(from).type();
            boolean capture = !Move.isCastling(move) && (position.pieceAt(Move.to(move)) != null || Move.isEnPassant(move));
            int kind = NORMAL;
            if (winnerToMove) {
                int target = moved == PieceType.KING ? winnerKingTarget : corner;
                if (capture || advancedPawnMove(moved, to)
                        || (moved != PieceType.BISHOP && closer(moved, from, to, target))) {
                    kind = REWARD;
                }
            } else {
                int target = moved == PieceType.KING ? corner : nextToCorner;
                if (loserMustPromote) {
                    PieceType promoted = Move.promotionPiece(move);
                    boolean heavy = promoted == PieceType.QUEEN || promoted == PieceType.ROOK;
                    kind = moved == PieceType.PAWN && !heavy ? REWARD : PUNISH;
                }
                // A rook or queen heads for the square by the corner too: the blocker of a knight's mate.
                boolean heavyBlocker = moved == PieceType.ROOK || moved == PieceType.QUEEN;
                if (closer(heavyBlocker ? PieceType.KING : moved, from, to, target)) {
                    kind = REWARD;
                } else if (capture) {
                    kind = PUNISH;
                }
            }
            score[i] = checksFirst && winnerToMove && givesCheck(move) ? kind : 3 + kind;
        }
    }

    /**
     * Whether the winner's move checks: the moved piece (or what it promotes to) attacks the king
     * from its new square, or a slider of the winner sees the king through the square left.
     * Castling and en passant, which move or remove a second piece, are played to see.
     */
    private boolean givesCheck(int move) {
        if (Move.isCastling(move) || Move.isEnPassant(move)) {
            position.makeMove(move);
            boolean check = position.inCheck();
            position.unmakeMove();
            return check;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        Color us = position.sideToMove();
        long king = Bitboards.bit(position.kingSquare(us.opposite()));
        PieceType type = Move.isPromotion(move) ? Move.promotionPiece(move) : position.pieceAt(from).type();
        long occupied = (position.occupied() & ~Bitboards.bit(from)) | Bitboards.bit(to);
        long direct = switch (type) {
            case PAWN -> Bitboards.pawnAttacks(us, to);
            case KNIGHT -> Bitboards.knightAttacks(to);
            case BISHOP -> Bitboards.bishopAttacks(to, occupied);
            case ROOK -> Bitboards.rookAttacks(to, occupied);
            case QUEEN -> Bitboards.bishopAttacks(to, occupied) | Bitboards.rookAttacks(to, occupied);
            case KING -> 0L;
        };
        if ((direct & king) != 0) {
            return true;
        }
        int kingSquare = Long.numberOfTrailingZeros(king);
        long queens = position.pieces(us, PieceType.QUEEN);
        long diagonal = (position.pieces(us, PieceType.BISHOP) | queens) & ~Bitboards.bit(from);
        long straight = (position.pieces(us, PieceType.ROOK) | queens) & ~Bitboards.bit(from);
        return (Bitboards.bishopAttacks(kingSquare, occupied) & diagonal) != 0
                || (Bitboards.rookAttacks(kingSquare, occupied) & straight) != 0;
    }

    /**
     * The corner to mate in, on the loser's side of the board: of the colour of the winner's
     * bishop if it has one (it gives the check along the long diagonal); otherwise a corner whose
     * flight squares have the colour of the loser's bishops, so that they can block them.
     */
    private int targetCorner() {
        long winnerBishops = position.pieces(winner, PieceType.BISHOP);
        long loserBishops = position.pieces(winner.opposite(), PieceType.BISHOP);
        boolean dark = (winnerBishops & Bitboards.DARK_SQUARES) != 0
                || (winnerBishops == 0 && (loserBishops & Bitboards.LIGHT_SQUARES) != 0);
        if (winner == Color.WHITE) {
            return dark ? Square.H8 : Square.A8;
        }
        return dark ? Square.A1 : Square.H1;
    }

    private boolean advancedPawnMove(PieceType moved, int to) {
        if (moved != PieceType.PAWN) {
            return false;
        }
        int relativeRank = winner == Color.WHITE ? Square.rank(to) : 7 - Square.rank(to);
        return relativeRank >= 4;
    }

    private static boolean closer(PieceType moved, int from, int to, int target) {
        if (moved == PieceType.KING || moved == PieceType.BISHOP) {
            return kingDistance(to, target) < kingDistance(from, target);
        }
        if (moved == PieceType.KNIGHT) {
            return KNIGHT_DISTANCE[to][target] < KNIGHT_DISTANCE[from][target];
        }
        return false;
    }

    private static int kingDistance(int a, int b) {
        return Math.max(Math.abs(Square.file(a) - Square.file(b)), Math.abs(Square.rank(a) - Square.rank(b)));
    }

    private static int[][] knightDistances() {
        int[][] d = new int[64][64];
        for (int from = 0; from < 64; from++) {
            java.util.Arrays.fill(d[from], -1);
            d[from][from] = 0;
            int[] queue = new int[64];
            int head = 0;
            int tail = 0;
            queue[tail++] = from;
            while (head < tail) {
                int sq = queue[head++];
                long next = Bitboards.knightAttacks(sq);
                while (next != 0) {
                    int t = Long.numberOfTrailingZeros(next);
                    next &= next - 1;
                    if (d[from][t] < 0) {
                        d[from][t] = d[from][sq] + 1;
                        queue[tail++] = t;
                    }
                }
            }
        }
        return d;
    }

    /** Positions expanded in the current iteration, with the budget they had (open addressing). */
    static final class VisitedTable {
        private static final int PROBES = 4;
        private final long[] keys;
        private final int[] generations;
        private final int[] budgets;
        private final int mask;
        private int generation;

        VisitedTable(int bits) {
            keys = new long[1 << bits];
            generations = new int[1 << bits];
            budgets = new int[1 << bits];
            mask = (1 << bits) - 1;
        }

        void nextGeneration() {
            generation++;
        }

        boolean covers(long key, int budget) {
            int base = (int) key & mask;
            for (int p = 0; p < PROBES; p++) {
                int slot = (base + p) & mask;
                if (generations[slot] == generation && keys[slot] == key) {
                    return budgets[slot] >= budget;
                }
            }
            return false;
        }

        void record(long key, int budget) {
            int base = (int) key & mask;
            int victim = base;
            for (int p = 0; p < PROBES; p++) {
                int slot = (base + p) & mask;
                if (generations[slot] != generation || keys[slot] == key) {
                    victim = slot;
                    break;
                }
                if (budgets[slot] < budgets[victim]) {
                    victim = slot;
                }
            }
            keys[victim] = key;
            generations[victim] = generation;
            budgets[victim] = budget;
        }
    }
}
