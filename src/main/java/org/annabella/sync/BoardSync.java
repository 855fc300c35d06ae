package org.annabella.sync;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.annabella.rules.Bitboards;
import org.annabella.rules.Color;
import org.annabella.rules.Move;
import org.annabella.rules.MoveList;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * Keeps one physical board in step with the game: square events in, {@link SyncFact}s out.
 *
 * <p>The board is compared as a whole: every legal move of the game position is turned into the
 * board it would leave (pieces for identity boards, occupancy for pegged boards) and stored by
 * signature, so the event that completes a move is recognised with one hash lookup, whatever the
 * order of lifts and placements that led there (capture lifted first or last, castling king or
 * rook first, en passant, promotion). Occupancy boards cannot see which piece stands where, so a
 * capture also needs its square to have been emptied since the last move, and when two legal
 * moves still fit the sync asks instead of guessing.
 *
 * <p>Debouncing costs no delay on the common path. A square that changes and changes back within
 * {@link #NOISE_NANOS} leaves no touch. Only two kinds of board state wait before they count as a
 * move: a sliding piece that could still be sliding on (identity boards report the squares it
 * crosses) and a rook or king that has made its half of a legal castling; any event that does not
 * continue them (a fast reply, say) commits them at once. Warnings (board differs, illegal move,
 * displaced) wait for the board to be quiet for {@link #WARN_SETTLE_NANOS} and are not given
 * while the board is on its way to a legal move (a piece in the hand, half a castling).
 *
 * <p>Not thread-safe: one thread feeds it, or callers synchronise.
 */
public final class BoardSync {
    public static final long NOISE_NANOS = 60_000_000L;
    public static final long SLIDE_SETTLE_NANOS = 200_000_000L;
    public static final long CASTLE_SETTLE_NANOS = 1_500_000_000L;
    public static final long WARN_SETTLE_NANOS = 800_000_000L;

    private static final long[][] KEYS = new long[12][64];

    static {
        SplittableRandom r = new SplittableRandom(0x5EED_B0A2DL);
        for (long[] row : KEYS) {
            for (int i = 0; i < 64; i++) {
                row[i] = r.nextLong();
            }
        }
    }

    private final boolean identity;
    private final Consumer<SyncFact> out;
    private final MoveList moves = new MoveList();
    private final HashMap<Long, int[]> successors = new HashMap<>();

    private Position expected;
    private long expectedSig;
    private Position previous;
    private long previousSig;
    private int lastMove = Move.NONE;

    private final Piece[] seen = new Piece[64];
    private long seenOcc;
    private long seenSig;

    private final LiftLog log = new LiftLog();

    // When each square last lost its piece, and which: to tell a flicker from a placement.
    private final long[] leftAt = new long[64];
    private final Piece[] leftPiece = new Piece[64];

    private int pending = Move.NONE;
    private long pendingAt;
    private long pendingSettle;
    private long continuation;
    private boolean pendingSlide;
    private Piece pendingPiece;
    // A waiting move that an event seemed to carry on; kept in case that event was really the reply.
    private int suspended = Move.NONE;
    private long suspendedAt;

    private long afterOccupied;
    private int[] asking;
    private long askSig;
    private PieceType promotionChoice;

    private boolean wholeBoardSeen;
    private long lastChangeAt;
    private boolean warned;
    private long warnedSig;

    public BoardSync(Position start, boolean identifiesPieces, Consumer<SyncFact> out) {
        this.identity = identifiesPieces;
        this.out = out;
        Arrays.fill(leftAt, Long.MIN_VALUE / 2);
        reset(start);
    }

    /** Starts over from this position (new game, or the arbiter's correction); the board is kept. */
    public void reset(Position position) {
        expected = position.copy();
        previous = null;
        lastMove = Move.NONE;
        pending = Move.NONE;
        suspended = Move.NONE;
        asking = null;
        warned = false;
        log.clear();
        rebuild();
    }

    /**
     * Takes the game's position when the board shows it whole and this follower expects another:
     * the game took a move from its announcement that the board could not tell apart (a
     * promotion on a board that sees only where pieces stand; 2018 D.2.3), or the position was
     * corrected. Nothing changes while a move is being made or the board shows anything else.
     */
    public void follow(Position game) {
        if (wholeBoardSeen && pending == Move.NONE && seenSig != expectedSig && seenSig == sigOf(game)) {
            reset(game);
        }
    }

    /** A copy of the game position the board should show. */
    public Position expected() {
        return expected.copy();
    }

    /** True when the board shows exactly the game position. */
    public boolean inStep() {
        return seenSig == expectedSig;
    }

    /** How many squares of this board agree with the position. */
    public static int agreement(Piece[] board, Position p) {
        int n = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] == p.pieceAt(sq)) {
                n++;
            }
        }
        return n;
    }

    /** The player announced the promotion piece (occupancy boards cannot see it). */
    public void setPromotionChoice(PieceType type) {
        promotionChoice = type;
    }

    /** The answer to an {@link SyncFact.AskMove}: commits the move if the board still shows it. */
    public boolean resolve(int move, long nanos) {
        if (asking == null || seenSig != askSig) {
            return false;
        }
        for (int m : asking) {
            if (m == move) {
                asking = null;
                commit(move, nanos);
                return true;
            }
        }
        return false;
    }

    /** One square changed. Occupancy boards pass a null piece. */
    public void squareChanged(int sq, Piece piece, boolean occupied, long nanos) {
        Piece now = identity ? piece : null;
        boolean nowOcc = identity ? piece != null : occupied;
        boolean wasOcc = (seenOcc >>> sq & 1) != 0;
        if (now == seen[sq] && nowOcc == wasOcc) {
            return;
        }
        if (pending != Move.NONE) {
            if (continues(sq, now, nowOcc)) {
                suspended = pending;
                suspendedAt = pendingAt;
                pending = Move.NONE;
            } else if (nowOcc && !flickerEnds(sq, now, nanos)) {
                commitPending();    // something new was put down: a fast reply, say
            }
        }
        if (!nowOcc || (identity && seen[sq] != null)) {
            leftAt[sq] = nanos;
            leftPiece[sq] = seen[sq];
        }
        apply(sq, now, nowOcc, nanos);
        lastChangeAt = nanos;
        if (pending == Move.NONE) {
            evaluate(nanos);
        }
    }

    /** Whether a whole board has arrived yet; until then the board is unknown and no warning is given. */
    public boolean wholeBoardSeen() {
        return wholeBoardSeen;
    }

    /** The whole board, as after (re)connecting; pieces is null for occupancy boards. */
    public void snapshot(Piece[] pieces, long occupied, long nanos) {
        wholeBoardSeen = true;
        if (pending != Move.NONE) {
            commitPending();
        }
        boolean changed = false;
        for (int sq = 0; sq < 64; sq++) {
            Piece now = identity ? pieces[sq] : null;
            boolean nowOcc = identity ? now != null : (occupied >>> sq & 1) != 0;
            if (now != seen[sq] || nowOcc != ((seenOcc >>> sq & 1) != 0)) {
                apply(sq, now, nowOcc, nanos);
                changed = true;
            }
        }
        if (changed) {
            lastChangeAt = nanos;
        }
        evaluate(nanos);
    }

    /** Lets time pass: settles waiting moves, confirms touches, gives warnings. */
    public void poll(long nanos) {
        if (pending != Move.NONE && nanos - pendingAt >= pendingSettle) {
            commitPending();
            evaluate(nanos);
        }
        if (pending == Move.NONE) {
            for (int i = 0; i < log.size(); i++) {
                int sq = log.square(i);
                if (!log.told(sq)) {
                    if (nanos - log.at(sq) < NOISE_NANOS) {
                        break;
                    }
                    out.accept(log.tell(sq));
                }
            }
        }
        if (wholeBoardSeen && pending == Move.NONE && asking == null && seenSig != expectedSig
                && nanos - lastChangeAt >= WARN_SETTLE_NANOS && !(warned && warnedSig == seenSig)) {
            warn();
        }
    }

    // ---- board bookkeeping ----

    private long sigOf(Position p) {
        if (!identity) {
            return p.occupied();
        }
        long s = 0;
        for (long occ = p.occupied(); occ != 0; occ &= occ - 1) {
            int sq = Long.numberOfTrailingZeros(occ);
            s ^= KEYS[p.pieceAt(sq).ordinal()][sq];
        }
        return s;
    }

    private void apply(int sq, Piece now, boolean nowOcc, long nanos) {
        Piece old = seen[sq];
        boolean wasOcc = (seenOcc >>> sq & 1) != 0;
        Piece there = expected.pieceAt(sq);
        // A piece leaving the square the game has it on is a touch; pieces in transit are not.
        if (wasOcc && there != null && (!identity || old == there) && (!nowOcc || (identity && now != old))) {
            log.lift(sq, there, nanos);
        }
        if (nowOcc && log.lifted(sq) && !log.putBack(sq) && (!identity || now == log.piece(sq))) {
            if (nanos - log.at(sq) < NOISE_NANOS && !log.told(sq)) {
                log.forget(sq);
            } else {
                log.setPutBack(sq, true);
            }
        }
        if (identity) {
            if (old != null) {
                seenSig ^= KEYS[old.ordinal()][sq];
            }
            if (now != null) {
                seenSig ^= KEYS[now.ordinal()][sq];
            }
            seen[sq] = now;
        }
        seenOcc = nowOcc ? seenOcc | 1L << sq : seenOcc & ~(1L << sq);
        if (!identity) {
            seenSig = seenOcc;
        }
    }

    private void rebuild() {
        successors.clear();
        expectedSig = sigOf(expected);
        expected.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            expected.makeMove(m);
            long s = sigOf(expected);
            expected.unmakeMove();
            int[] have = successors.get(s);
            if (have == null) {
                successors.put(s, new int[] {m});
            } else {
                int[] more = Arrays.copyOf(have, have.length + 1);
                more[have.length] = m;
                successors.put(s, more);
            }
        }
    }

    // ---- recognising moves ----

    private void evaluate(long nanos) {
        if (asking != null) {
            if (seenSig == askSig) {
                return;
            }
            asking = null;
        }
        int[] found = successors.get(seenSig);
        if (found != null) {
            int[] fit = identity ? found : fitting(found);
            if (fit.length == 1) {
                candidate(fit[0], nanos);
                return;
            }
            if (fit.length > 1) {
                // Spoken in a stable order: by UCI.
                asking = Arrays.stream(fit).boxed()
                        .sorted(Comparator.comparing(m -> Notation.uci(expected, m)))
                        .mapToInt(Integer::intValue).toArray();
                askSig = seenSig;
                out.accept(new SyncFact.AskMove(asking.clone(), expected.copy()));
                return;
            }
        }
        if (found == null && suspended != Move.NONE && replyFollows(suspended)) {
            // The event that seemed to carry the move on was the opponent's fast reply (say,
            // capturing the piece that had just slid there): the move stood; so does the reply.
            int m = suspended;
            commit(m, suspendedAt);
            liftWhatIsOffItsSquare();
            evaluate(nanos);
            return;
        }
        if (seenSig == expectedSig) {
            suspended = Move.NONE;
            if (warned) {
                warned = false;
                out.accept(new SyncFact.BoardRestored());
            }
        }
    }

    /** Whether the board shows a legal reply to m, played from the game position. */
    private boolean replyFollows(int m) {
        expected.makeMove(m);
        boolean follows = false;
        for (int reply : expected.legalMoves()) {
            expected.makeMove(reply);
            follows = sigOf(expected) == seenSig;
            expected.unmakeMove();
            if (follows) {
                break;
            }
        }
        expected.unmakeMove();
        return follows;
    }

    /** Records as touches, in the order they left, the game's pieces not on their squares now. */
    private void liftWhatIsOffItsSquare() {
        Integer[] off = new Integer[64];
        int n = 0;
        for (int sq = 0; sq < 64; sq++) {
            Piece want = expected.pieceAt(sq);
            boolean there = identity ? seen[sq] == want : (seenOcc >>> sq & 1) != 0;
            if (want != null && !there && !log.lifted(sq)) {
                off[n++] = sq;
            }
        }
        Arrays.sort(off, 0, n, Comparator.comparingLong(sq -> leftAt[sq]));
        for (int i = 0; i < n; i++) {
            log.lift(off[i], expected.pieceAt(off[i]), leftAt[off[i]]);
        }
    }

    /**
     * Occupancy boards: keep the moves whose hidden parts the events bear out. A square that is
     * full before and after a move but changes its piece (a capture, king and rook swapping in
     * Chess960) must have been emptied at some point. Of the moves left, those that account for
     * the most of the mover's lifted pieces win (a rook lifted and set back beside its king is
     * a castling, not a touch).
     */
    private int[] fitting(int[] found) {
        int[] fit = new int[found.length];
        int[] explained = new int[found.length];
        int n = 0, best = 0;
        Color mover = expected.sideToMove();
        for (int m : found) {
            long changed = changedSquares(m);
            long hidden = changed & expected.occupied() & afterOccupied;
            boolean shown = true;
            for (long h = hidden; h != 0; h &= h - 1) {
                shown &= log.lifted(Long.numberOfTrailingZeros(h));
            }
            if (!shown || (Move.isPromotion(m) && promotionChoice != null && Move.promotionPiece(m) != promotionChoice)) {
                continue;
            }
            int score = 0;
            for (int i = 0; i < log.size(); i++) {
                int sq = log.square(i);
                if (log.piece(sq).color() == mover && (changed >>> sq & 1) != 0) {
                    score++;
                }
            }
            best = Math.max(best, score);
            explained[n] = score;
            fit[n++] = m;
        }
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (explained[i] == best) {
                fit[k++] = fit[i];
            }
        }
        return Arrays.copyOf(fit, k);
    }

    private void candidate(int m, long nanos) {
        long cont = castlingHalf(m);
        boolean slide = false;
        if (cont == 0 && identity) {
            cont = slideOn(m);
            slide = cont != 0;
        }
        if (cont == 0) {
            commit(m, nanos);
            return;
        }
        pending = m;
        pendingAt = nanos;
        pendingSlide = slide;
        pendingPiece = expected.pieceAt(Move.from(m));
        continuation = cont | Bitboards.bit(Move.from(m)) | Bitboards.bit(Move.to(m));
        pendingSettle = slide ? SLIDE_SETTLE_NANOS : CASTLE_SETTLE_NANOS;
    }

    /**
     * If m moves a rook, or the king, exactly as a legal castling would (castling rook first, or
     * Chess960 castling king first where the king's half is a legal king move), the squares that
     * castling touches.
     */
    private long castlingHalf(int m) {
        if (Move.isCastling(m)) {
            return 0;
        }
        for (int i = 0; i < moves.size(); i++) {
            int c = moves.get(i);
            if (!Move.isCastling(c)) {
                continue;
            }
            boolean rookHalf = Move.to(c) == Move.from(m) && Move.rookDestination(c) == Move.to(m);
            boolean kingHalf = Move.from(c) == Move.from(m) && Move.kingDestination(c) == Move.to(m);
            if (rookHalf || kingHalf) {
                return Bitboards.bit(Move.from(c)) | Bitboards.bit(Move.kingDestination(c))
                        | Bitboards.bit(Move.to(c)) | Bitboards.bit(Move.rookDestination(c));
            }
        }
        return 0;
    }

    /** For a quiet slider move, the empty squares further along its line it could still reach. */
    private long slideOn(int m) {
        int from = Move.from(m), to = Move.to(m);
        Piece p = expected.pieceAt(from);
        if (Move.kind(m) != Move.NORMAL || expected.pieceAt(to) != null || p.type() == PieceType.KNIGHT
                || p.type() == PieceType.PAWN || p.type() == PieceType.KING) {
            return 0;
        }
        int df = Integer.signum(Square.file(to) - Square.file(from));
        int dr = Integer.signum(Square.rank(to) - Square.rank(from));
        long mask = 0;
        for (int f = Square.file(to) + df, r = Square.rank(to) + dr; f >= 0 && f < 8 && r >= 0 && r < 8;
             f += df, r += dr) {
            int sq = Square.of(f, r);
            if (expected.pieceAt(sq) != null || !moves.contains(Move.of(from, sq))) {
                break;
            }
            mask |= Bitboards.bit(sq);
        }
        return mask;
    }

    /** Whether an event carries on the waiting move rather than being something new. */
    private boolean continues(int sq, Piece now, boolean nowOcc) {
        if ((continuation >>> sq & 1) == 0) {
            return false;
        }
        if (!pendingSlide) {
            return true;
        }
        int to = Move.to(pending);
        return sq == to || sq == Move.from(pending) || !nowOcc || now == pendingPiece;
    }

    /** The same piece back within the noise time: a flicker, not a placement. */
    private boolean flickerEnds(int sq, Piece now, long nanos) {
        return nanos - leftAt[sq] < NOISE_NANOS && (!identity || now == leftPiece[sq]);
    }

    private void commitPending() {
        int m = pending;
        pending = Move.NONE;
        commit(m, pendingAt);
    }

    /**
     * Makes the move. Touches before the moment it was completed belong to it and are given first;
     * lifts after that moment (a fast reply while the move was waiting) carry over to the next turn.
     */
    private void commit(int m, long nanos) {
        suspended = Move.NONE;
        int[] carried = new int[log.size()];
        boolean[] carriedBack = new boolean[log.size()];
        long[] carriedAt = new long[log.size()];
        int nCarried = 0;
        for (int i = 0; i < log.size(); i++) {
            int sq = log.square(i);
            if (log.at(sq) > nanos && !log.told(sq)) {
                carried[nCarried] = sq;
                carriedBack[nCarried] = log.putBack(sq);
                carriedAt[nCarried++] = log.at(sq);
            } else if (!log.told(sq)) {
                out.accept(log.tell(sq));
            }
        }
        Position before = expected.copy();
        out.accept(new SyncFact.MoveMade(plyOf(before), m, before, nanos));
        previous = before;
        previousSig = expectedSig;
        lastMove = m;
        expected.makeMove(m);
        if (Move.isPromotion(m)) {
            promotionChoice = null;
        }
        log.clear();
        for (int i = 0; i < nCarried; i++) {
            Piece there = expected.pieceAt(carried[i]);
            if (there != null) {
                log.lift(carried[i], there, carriedAt[i]);
                log.setPutBack(carried[i], carriedBack[i]);
            }
        }
        asking = null;
        warned = false;
        rebuild();
    }

    /** Squares whose piece the move changes; also sets {@link #afterOccupied}. */
    private long changedSquares(int m) {
        long changed = 0;
        expected.makeMove(m);
        Piece[] after = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            after[sq] = expected.pieceAt(sq);
        }
        afterOccupied = expected.occupied();
        expected.unmakeMove();
        for (int sq = 0; sq < 64; sq++) {
            if (after[sq] != expected.pieceAt(sq)) {
                changed |= 1L << sq;
            }
        }
        return changed;
    }

    /** The ply number of the move about to be played in p (the first move of a game is ply 1). */
    public static int plyOf(Position p) {
        return 2 * (p.fullmoveNumber() - 1) + (p.sideToMove() == Color.BLACK ? 1 : 0) + 1;
    }

    // ---- warnings ----

    private void warn() {
        List<SquareFix> fixes = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            Piece want = expected.pieceAt(sq);
            boolean occ = (seenOcc >>> sq & 1) != 0;
            boolean differs = identity ? seen[sq] != want : occ != (want != null);
            if (differs) {
                fixes.add(new SquareFix(sq, want, seen[sq], occ));
            }
        }
        if (onTheWay(fixes)) {
            return;
        }
        warned = true;
        warnedSig = seenSig;
        if (previous != null && seenSig == previousSig) {
            out.accept(new SyncFact.TakebackAttempted(plyOf(previous), lastMove, previous.copy()));
            return;
        }
        SyncFact.IllegalMove illegal = illegalMove(fixes);
        if (illegal != null) {
            out.accept(illegal);
        } else if (onlyDisplaced(fixes)) {
            out.accept(new SyncFact.Displaced(fixes));
        } else {
            out.accept(new SyncFact.BoardDiffers(fixes));
        }
    }

    /** The board is part way through some legal move: pieces in the hand, half a castling. */
    private boolean onTheWay(List<SquareFix> fixes) {
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            expected.makeMove(m);
            boolean fits = true;
            for (SquareFix f : fixes) {
                Piece after = expected.pieceAt(f.square());
                boolean changed = after != f.expected();
                boolean state = !f.foundOccupied() || (identity ? f.found() == after : after != null);
                if (!changed || !state) {
                    fits = false;
                    break;
                }
            }
            expected.unmakeMove();
            if (fits) {
                return true;
            }
        }
        return false;
    }

    private SyncFact.IllegalMove illegalMove(List<SquareFix> fixes) {
        Color mover = expected.sideToMove();
        List<SquareFix> emptied = new ArrayList<>(), filled = new ArrayList<>();
        for (SquareFix f : fixes) {
            (f.foundOccupied() ? filled : emptied).add(f);
        }
        if (emptied.size() != 1 || filled.size() > 1) {
            return null;
        }
        SquareFix from = emptied.get(0);
        if (from.expected() == null || from.expected().color() != mover) {
            return null;
        }
        if (filled.isEmpty()) {
            // Occupancy board, capture shape: an opponent's hole emptied and filled again.
            for (int i = 0; i < log.size() && !identity; i++) {
                int sq = log.square(i);
                if (log.putBack(sq) && log.piece(sq).color() != mover) {
                    return new SyncFact.IllegalMove(from.square(), sq, from.expected(), fixes);
                }
            }
            return null;
        }
        SquareFix to = filled.get(0);
        boolean samePiece = !identity || to.found() == from.expected();
        boolean target = to.expected() == null || to.expected().color() != mover;
        return samePiece && target ? new SyncFact.IllegalMove(from.square(), to.square(), from.expected(), fixes)
                : null;
    }

    /** Only pieces missing or moved about, none added: knocked over or displaced (2009 7.3). */
    private boolean onlyDisplaced(List<SquareFix> fixes) {
        int[] missing = new int[13];
        for (SquareFix f : fixes) {
            if (f.expected() != null) {
                missing[identity ? f.expected().ordinal() : 12]++;
            }
        }
        for (SquareFix f : fixes) {
            if (f.foundOccupied() && --missing[identity ? f.found().ordinal() : 12] < 0) {
                return false;
            }
        }
        return true;
    }
}
