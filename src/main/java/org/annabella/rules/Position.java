package org.annabella.rules;

import static org.annabella.rules.Bitboards.BETWEEN;
import static org.annabella.rules.Bitboards.BISHOP_RAYS;
import static org.annabella.rules.Bitboards.KING;
import static org.annabella.rules.Bitboards.KNIGHT;
import static org.annabella.rules.Bitboards.LINE;
import static org.annabella.rules.Bitboards.PAWN_ATTACKS;
import static org.annabella.rules.Bitboards.ROOK_RAYS;
import static org.annabella.rules.Bitboards.bishopAttacks;
import static org.annabella.rules.Bitboards.rookAttacks;

import java.util.Arrays;

/**
 * A chess position with make/unmake, Zobrist key and legal move generation (Article 3 of the
 * Laws; Chess960 castling per 2009/2014 Appendix F and 2018/2023 Guidelines II).
 *
 * <p>Mutable and not thread-safe: one search owns one position ({@link #copy()} for another).
 * The generator produces only legal moves, computing pins and check masks up front, so nothing is
 * made and unmade to test legality and nothing is allocated per move.
 */
public final class Position {
    static final int EMPTY = -1;
    private static final int P = 0, N = 1, B = 2, R = 3, Q = 4, K = 5;

    /** Castling right bits: index = colour * 2 + (0 king side, 1 queen side). */
    static final int WHITE_KING_SIDE = 1, WHITE_QUEEN_SIDE = 2, BLACK_KING_SIDE = 4, BLACK_QUEEN_SIDE = 8;

    final long[] byType = new long[6];
    final long[] byColor = new long[2];
    final int[] board = new int[64];
    int side;
    int castling;
    /** The rook square for each castling right (index as the right's bit number), or -1. */
    final int[] castlingRook = {-1, -1, -1, -1};
    /** castlingMask[sq]: rights kept when a move leaves or lands on sq. */
    final int[] castlingMask = new int[64];
    /**
     * The square behind a pawn that has just advanced two squares (FEN records it always, PGN
     * standard 16.1.3.4); the key includes its file only when an enemy pawn stands ready to capture.
     */
    int epSquare = EMPTY;
    int halfmoveClock;
    int fullmoveNumber = 1;
    long key;
    boolean chess960;

    // Undo stack, made at the first move and grown on demand: none for the many copies that make
    // no move (a game's start, a position asked for), small for those that make few.
    private static final int UNDO_START = 16;
    private static final int[] NO_INTS = {};
    private static final long[] NO_LONGS = {};
    private int ply;
    private int[] undoMove = NO_INTS;
    private int[] undoCaptured = NO_INTS;
    private int[] undoCastling = NO_INTS;
    private int[] undoEp = NO_INTS;
    private int[] undoHalfmove = NO_INTS;
    private long[] undoKey = NO_LONGS;

    Position() {
        Arrays.fill(board, EMPTY);
        Arrays.fill(castlingMask, 15);
    }

    /**
     * A list for the questions answered from the legal moves (any, this one, an en passant capture,
     * a move's disambiguation), each using it and done with it before it returns, calling nothing
     * that uses it: a kilobyte a question saved, which the client compiler alone would allocate at
     * every check sign and disambiguated move of a PGN file.
     */
    static final ThreadLocal<MoveList> SCRATCH = ThreadLocal.withInitial(MoveList::new);

    /** The starting position, read once: a copy is what a game from the start needs, many times in a PGN file. */
    private static final Position START = Fen.parse(Fen.START);

    /** The usual starting position (Chess960 number 518). */
    public static Position startPosition() {
        return START.copy();
    }

    /** Reads standard FEN, X-FEN or Shredder-FEN; throws {@link InvalidFenException} naming the fault. */
    public static Position fromFen(String fen) {
        return Fen.parse(fen);
    }

    /**
     * Reads a FEN that may hold material no game can reach (more than 16 pieces or 8 pawns a side,
     * more promoted pieces than missing pawns) or a check no move can give (two bishops on one
     * diagonal checking from both ends), as composed problems and perft test vectors do; every
     * other fault is refused as by {@link #fromFen(String)}.
     */
    public static Position fromFenLenient(String fen) {
        return Fen.parse(fen, false);
    }

    /** Reads a FEN as a Chess960 position (PGN {@code Variant "Chess960"}), whatever its castling field looks like. */
    public static Position fromFen(String fen, boolean chess960) {
        Position p = Fen.parse(fen);
        p.chess960 |= chess960;
        return p;
    }

    public String toFen() {
        return Fen.write(this, false);
    }

    /** FEN with castling written as rook files (Shredder-FEN), e.g. {@code HAha}. */
    public String toShredderFen() {
        return Fen.write(this, true);
    }

    /** An independent copy with the same position and no undo history. */
    public Position copy() {
        Position p = new Position();
        System.arraycopy(byType, 0, p.byType, 0, 6);
        System.arraycopy(byColor, 0, p.byColor, 0, 2);
        System.arraycopy(board, 0, p.board, 0, 64);
        System.arraycopy(castlingRook, 0, p.castlingRook, 0, 4);
        System.arraycopy(castlingMask, 0, p.castlingMask, 0, 64);
        p.side = side;
        p.castling = castling;
        p.epSquare = epSquare;
        p.halfmoveClock = halfmoveClock;
        p.fullmoveNumber = fullmoveNumber;
        p.key = key;
        p.chess960 = chess960;
        return p;
    }

    /** An independent copy that can also unmake the moves made on this one (for {@link Game#copy}). */
    Position copyWithHistory() {
        Position p = copy();
        int room = ply + UNDO_START;
        p.ply = ply;
        p.undoMove = Arrays.copyOf(undoMove, room);
        p.undoCaptured = Arrays.copyOf(undoCaptured, room);
        p.undoCastling = Arrays.copyOf(undoCastling, room);
        p.undoEp = Arrays.copyOf(undoEp, room);
        p.undoHalfmove = Arrays.copyOf(undoHalfmove, room);
        p.undoKey = Arrays.copyOf(undoKey, room);
        return p;
    }

    // ---- Queries -------------------------------------------------------------------------

    public Color sideToMove() {
        return Color.of(side);
    }

    /** The piece on a square, or null. */
    public Piece pieceAt(int sq) {
        int c = board[sq];
        return c == EMPTY ? null : Piece.of(c);
    }

    public long occupied() {
        return byColor[0] | byColor[1];
    }

    public long pieces(Color c) {
        return byColor[c.ordinal()];
    }

    public long pieces(PieceType t) {
        return byType[t.ordinal()];
    }

    public long pieces(Color c, PieceType t) {
        return byColor[c.ordinal()] & byType[t.ordinal()];
    }

    public int kingSquare(Color c) {
        return Long.numberOfTrailingZeros(byColor[c.ordinal()] & byType[K]);
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** Zobrist key: pieces, side to move, castling rights, and the en passant file when a capture may follow. */
    public long key() {
        return key;
    }

    public boolean isChess960() {
        return chess960;
    }

    /**
     * The square of the rook that may still castle on that side (3.8.b.1), or {@link Square#NONE}
     * when the right is lost.
     */
    public int castlingRook(Color c, boolean kingSide) {
        int right = c.ordinal() * 2 + (kingSide ? 0 : 1);
        return (castling & (1 << right)) != 0 ? castlingRook[right] : Square.NONE;
    }

    public boolean hasCastlingRights() {
        return castling != 0;
    }

    /**
     * The en passant target square when an en passant capture is legal now, else {@link Square#NONE}.
     * This is the square FEN writes and the one that matters for repetition (Art. 9.2).
     */
    public int legalEnPassantSquare() {
        if (epSquare == EMPTY) {
            return Square.NONE;
        }
        MoveList list = SCRATCH.get();
        legalMoves(list);
        for (int i = 0; i < list.size(); i++) {
            if (Move.isEnPassant(list.get(i))) {
                return epSquare;
            }
        }
        return Square.NONE;
    }

    /** The en passant target square as FEN records it (after any two-square pawn advance), or {@link Square#NONE}. */
    public int enPassantSquare() {
        return epSquare;
    }

    /** Whether a pawn of the side to move attacks the en passant square (then the key holds its file). */
    boolean epInKey() {
        return (PAWN_ATTACKS[side ^ 1][epSquare] & byColor[side] & byType[P]) != 0;
    }

    /** Number of moves made on this object that can still be unmade. */
    public int undoDepth() {
        return ply;
    }

    /** Pieces of colour {@code by} that attack {@code sq} with the given occupancy. */
    long attackersTo(int sq, int by, long occ) {
        long them = byColor[by];
        return (KNIGHT[sq] & byType[N] & them)
                | (KING[sq] & byType[K] & them)
                | (PAWN_ATTACKS[by ^ 1][sq] & byType[P] & them)
                | (bishopAttacks(sq, occ) & (byType[B] | byType[Q]) & them)
                | (rookAttacks(sq, occ) & (byType[R] | byType[Q]) & them);
    }

    /** Pieces of colour {@code by} attacking {@code sq} in this position (Art. 3.1: attacked even if pinned). */
    public long attackers(int sq, Color by) {
        return attackersTo(sq, by.ordinal(), occupied());
    }

    public boolean isAttacked(int sq, Color by) {
        return attackers(sq, by) != 0;
    }

    /** Enemy pieces giving check to the side to move. */
    public long checkers() {
        return attackersTo(kingSquare(sideToMove()), side ^ 1, occupied());
    }

    public boolean inCheck() {
        return checkers() != 0;
    }

    public boolean hasLegalMoves() {
        MoveList list = SCRATCH.get();
        legalKingMoves(list); // cheapest, and most positions have one (a check sign's test for mate asks this of every check)
        if (list.size() > 0) {
            return true;
        }
        legalMoves(list);
        return list.size() > 0;
    }

    /** Art. 3.x / 5.1: the side to move is in check and has no legal move. */
    public boolean isCheckmate() {
        return inCheck() && !hasLegalMoves();
    }

    /** Art. 5.2: the side to move is not in check and has no legal move. */
    public boolean isStalemate() {
        return !inCheck() && !hasLegalMoves();
    }

    public boolean isLegal(int move) {
        MoveList list = SCRATCH.get();
        legalMoves(list);
        return list.contains(move);
    }

    /** All legal moves as a new array (convenience; the hot path uses {@link #legalMoves(MoveList)}). */
    public int[] legalMoves() {
        MoveList list = new MoveList();
        legalMoves(list);
        return list.toArray();
    }

    // ---- Move generation -----------------------------------------------------------------

    /** Fills {@code list} with every legal move (it is cleared first). */
    public void legalMoves(MoveList list) {
        generate(list, ~0L, ~0L);
    }

    /** Fills {@code list} with the king's legal steps and castlings (it is cleared first). */
    void legalKingMoves(MoveList list) {
        generate(list, ~0L, 0L);
    }

    /**
     * The one legal move, other than castling, of a piece of type {@code piece} (a {@link PieceType}
     * ordinal) standing on {@code fromSquares} to {@code to}, promoting to {@code promotion} (an
     * ordinal, or -1 for none); {@link Move#NONE} when no move or more than one fits. Reading a
     * move's text asks this for every move.
     */
    int onlyMoveTo(int piece, long fromSquares, int to, int promotion) {
        boolean lastRank = Square.rank(to) == (side == 0 ? 7 : 0);
        if (piece == P ? lastRank != promotion >= 0 : promotion >= 0) {
            return Move.NONE; // a promotion unnamed is four moves; a named one only a pawn's last step makes
        }
        long from = legalDepartures(piece, fromSquares, to);
        if (from == 0 || (from & (from - 1)) != 0) {
            return Move.NONE;
        }
        int f = Long.numberOfTrailingZeros(from);
        if (piece == P && to == epSquare && board[to] == EMPTY) {
            return Move.enPassant(f, to);
        }
        return promotion >= 0 ? Move.promotion(f, to, PieceType.of(promotion)) : Move.of(f, to);
    }

    /**
     * The squares of {@code fromSquares} from which a piece of type {@code piece} (a {@link PieceType}
     * ordinal) may legally go to {@code to}, castling aside. The candidates are found from the
     * square, as attacks are symmetric, and each is tried on the bitboards alone, with no list of
     * moves made: reading a move's text and writing its disambiguation (Appendix C.10) ask this.
     */
    long legalDepartures(int piece, long fromSquares, int to) {
        final int us = side, them = us ^ 1;
        final long ours = byColor[us], theirs = byColor[them], occ = ours | theirs, toBit = 1L << to;
        if ((ours & toBit) != 0) {
            return 0;
        }
        long mine = ours & byType[piece] & fromSquares;
        long candidates;
        long captured = theirs & toBit; // the piece taken, which then attacks nothing
        switch (piece) {
            case P -> {
                if (captured != 0) {
                    candidates = PAWN_ATTACKS[them][to] & mine;
                } else if (to == epSquare) {
                    candidates = PAWN_ATTACKS[them][to] & mine;
                    captured = us == 0 ? toBit >>> 8 : toBit << 8;
                } else {
                    long one = us == 0 ? toBit >>> 8 : toBit << 8;
                    candidates = one & mine;
                    if ((one & occ) == 0 && Square.rank(to) == (us == 0 ? 3 : 4)) {
                        candidates |= (us == 0 ? one >>> 8 : one << 8) & mine;
                    }
                }
            }
            case N -> candidates = KNIGHT[to] & mine;
            case B -> candidates = reaching(BISHOP_RAYS[to] & mine, to, occ);
            case R -> candidates = reaching(ROOK_RAYS[to] & mine, to, occ);
            case Q -> candidates = reaching((BISHOP_RAYS[to] | ROOK_RAYS[to]) & mine, to, occ);
            default -> candidates = KING[to] & mine;
        }
        int ksq = Long.numberOfTrailingZeros(ours & byType[K]);
        long legal = 0;
        while (candidates != 0) {
            int from = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            long after = (occ ^ (1L << from) ^ captured) | toBit;
            if (!attacked(piece == K ? to : ksq, them, after, captured)) {
                legal |= 1L << from;
            }
        }
        return legal;
    }

    /*
     * The two below answer as Bitboards' sliding attacks do, but look only at the few pieces on the
     * lines through the square, each seen through BETWEEN (32 KB) rather than the magic tables (800
     * KB): reading a move's text asks them for every move, and the large table's misses were most
     * of that time (JFR, docs/performance.md "The fifth pass").
     */

    /** The sliders among {@code sliders} (each on a line through {@code sq}) with nothing of {@code occ} between them and it. */
    private static long reaching(long sliders, int sq, long occ) {
        long reach = 0;
        while (sliders != 0) {
            int s = Long.numberOfTrailingZeros(sliders);
            sliders &= sliders - 1;
            if ((BETWEEN[sq][s] & occ) == 0) {
                reach |= 1L << s;
            }
        }
        return reach;
    }

    /** Whether a piece of colour {@code by}, other than those on {@code gone}, attacks {@code sq} when {@code occ} is occupied. */
    private boolean attacked(int sq, int by, long occ, long gone) {
        long them = byColor[by] & ~gone;
        if (((KNIGHT[sq] & byType[N] | KING[sq] & byType[K] | PAWN_ATTACKS[by ^ 1][sq] & byType[P]) & them) != 0) {
            return true;
        }
        long sliders = (BISHOP_RAYS[sq] & (byType[B] | byType[Q]) | ROOK_RAYS[sq] & (byType[R] | byType[Q])) & them;
        return reaching(sliders, sq, occ) != 0;
    }

    /**
     * The legal moves whose destination is in {@code only} and whose mover, other than the king, is in
     * {@code movers}; castling only when every square is a destination.
     */
    private void generate(MoveList list, long only, long movers) {
        list.clear();
        final int us = side, them = us ^ 1;
        final long ours = byColor[us], theirs = byColor[them], occ = ours | theirs;
        final int ksq = Long.numberOfTrailingZeros(ours & byType[K]);
        final long checkers = attackersTo(ksq, them, occ);

        // King steps: the destination must be safe with the king lifted off its square.
        long kingTargets = KING[ksq] & ~ours & only;
        long occNoKing = occ ^ (1L << ksq);
        while (kingTargets != 0) {
            int to = Long.numberOfTrailingZeros(kingTargets);
            kingTargets &= kingTargets - 1;
            if (attackersTo(to, them, occNoKing) == 0) {
                list.add(to << 6 | ksq);
            }
        }
        if ((checkers & (checkers - 1)) != 0) {
            return; // double check: only the king may move
        }
        final long target = (checkers == 0 ? ~ours : BETWEEN[ksq][Long.numberOfTrailingZeros(checkers)] | checkers) & only;

        // Pinned pieces: exactly one of ours between the king and an enemy slider on a line.
        long pinned = 0;
        long snipers = ((rookAttacks(ksq, 0) & (byType[R] | byType[Q]))
                | (bishopAttacks(ksq, 0) & (byType[B] | byType[Q]))) & theirs;
        while (snipers != 0) {
            int s = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long b = BETWEEN[ksq][s] & occ;
            if (b != 0 && (b & (b - 1)) == 0) {
                pinned |= b & ours;
            }
        }

        generatePawnMoves(list, us, ksq, occ, theirs, target, pinned, only, movers);

        long pieces = ours & (byType[N] | byType[B] | byType[R] | byType[Q]) & ~(pinned & byType[N]) & movers;
        while (pieces != 0) {
            int from = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            long att;
            switch (board[from] % 6) {
                case N: att = KNIGHT[from]; break;
                case B: att = bishopAttacks(from, occ); break;
                case R: att = rookAttacks(from, occ); break;
                default: att = bishopAttacks(from, occ) | rookAttacks(from, occ); break;
            }
            att &= target;
            if ((pinned & (1L << from)) != 0) {
                att &= LINE[ksq][from];
            }
            while (att != 0) {
                int to = Long.numberOfTrailingZeros(att);
                att &= att - 1;
                list.add(to << 6 | from);
            }
        }

        if (checkers == 0 && only == ~0L && (castling & (3 << (us * 2))) != 0) {
            generateCastling(list, us, ksq, occ);
        }
    }

    private void generatePawnMoves(MoveList list, int us, int ksq, long occ, long theirs, long target, long pinned,
                                   long only, long movers) {
        final int up = us == 0 ? 8 : -8;
        final long promoRank = us == 0 ? Bitboards.rankMask(7) : Bitboards.rankMask(0);
        final long thirdRank = us == 0 ? Bitboards.rankMask(2) : Bitboards.rankMask(5);
        long pawns = byColor[us] & byType[P] & movers;
        long empty = ~occ;
        while (pawns != 0) {
            int from = Long.numberOfTrailingZeros(pawns);
            pawns &= pawns - 1;
            long lineMask = (pinned & (1L << from)) != 0 ? LINE[ksq][from] : ~0L;
            long oneStep = (1L << (from + up)) & empty;
            long moves = oneStep;
            if ((oneStep & thirdRank) != 0) {
                moves |= (1L << (from + 2 * up)) & empty;
            }
            moves |= PAWN_ATTACKS[us][from] & theirs;
            moves &= target & lineMask;
            while (moves != 0) {
                int to = Long.numberOfTrailingZeros(moves);
                moves &= moves - 1;
                if (((1L << to) & promoRank) != 0) {
                    int base = from | to << 6 | Move.PROMOTION;
                    list.add(base | 3 << 12);
                    list.add(base | 2 << 12);
                    list.add(base | 1 << 12);
                    list.add(base);
                } else {
                    list.add(to << 6 | from);
                }
            }
        }
        if (epSquare != EMPTY && (only & (1L << epSquare)) != 0) {
            int capturedSq = epSquare - up;
            long capturers = PAWN_ATTACKS[us ^ 1][epSquare] & byColor[us] & byType[P] & movers;
            while (capturers != 0) {
                int from = Long.numberOfTrailingZeros(capturers);
                capturers &= capturers - 1;
                // Simulate on the bitboards: this covers the pin along the rank (3.7.d) and checks.
                long after = (occ ^ (1L << from) ^ (1L << capturedSq)) | (1L << epSquare);
                long att = attackersTo(ksq, us ^ 1, after) & ~(1L << capturedSq);
                if (att == 0) {
                    list.add(Move.enPassant(from, epSquare));
                }
            }
        }
    }

    /**
     * Castling per Art. 3.8.a.2 and Chess960 F.3 / Guidelines II.3: every square between the king's
     * and rook's start and end squares empty but for them; the king not in check, and no square it
     * crosses or lands on attacked. Attacks are tested with king and rook lifted, so a rook that
     * shields its own king's destination (an enemy queen on a1, the rook on b1) is handled.
     */
    private void generateCastling(MoveList list, int us, int ksq, long occ) {
        int rank = us == 0 ? 0 : 7;
        for (int wing = 0; wing < 2; wing++) {
            int right = us * 2 + wing;
            if ((castling & (1 << right)) == 0) {
                continue;
            }
            int rookSq = castlingRook[right];
            int kingTo = Square.of(wing == 0 ? 6 : 2, rank);
            int rookTo = Square.of(wing == 0 ? 5 : 3, rank);
            long movers = (1L << ksq) | (1L << rookSq);
            long mustBeEmpty = (BETWEEN[ksq][kingTo] | (1L << kingTo) | BETWEEN[rookSq][rookTo] | (1L << rookTo))
                    & ~movers;
            if ((occ & mustBeEmpty) != 0) {
                continue;
            }
            long occLifted = occ ^ movers;
            long path = BETWEEN[ksq][kingTo] | (1L << kingTo);
            boolean safe = true;
            while (path != 0 && safe) {
                int s = Long.numberOfTrailingZeros(path);
                path &= path - 1;
                safe = attackersTo(s, us ^ 1, occLifted) == 0;
            }
            if (safe) {
                list.add(Move.castling(ksq, rookSq));
            }
        }
    }

    // ---- Make / unmake -------------------------------------------------------------------

    private void put(int sq, int code) {
        long b = 1L << sq;
        byType[code % 6] |= b;
        byColor[code / 6] |= b;
        board[sq] = code;
        key ^= Zobrist.PIECE_SQUARE[code][sq];
    }

    private void remove(int sq) {
        int code = board[sq];
        long b = ~(1L << sq);
        byType[code % 6] &= b;
        byColor[code / 6] &= b;
        board[sq] = EMPTY;
        key ^= Zobrist.PIECE_SQUARE[code][sq];
    }

    /** Places a piece during setup (FEN reading); keeps the key consistent. */
    void setPiece(int sq, int code) {
        if (board[sq] != EMPTY) {
            remove(sq);
        }
        if (code != EMPTY) {
            put(sq, code);
        }
    }

    /** Recomputes the key from scratch (setup only). */
    void recomputeKey() {
        long k = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != EMPTY) {
                k ^= Zobrist.PIECE_SQUARE[board[sq]][sq];
            }
        }
        k ^= Zobrist.CASTLING[castling];
        if (epSquare != EMPTY && epInKey()) {
            k ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
        }
        if (side == 1) {
            k ^= Zobrist.BLACK_TO_MOVE;
        }
        key = k;
    }

    private void grow() {
        grow(Math.max(UNDO_START, undoMove.length * 2));
    }

    /**
     * Forgets how to unmake the moves made, but the last (a game's record, which keeps its moves,
     * asks this before each: its position then never grows, however long the game).
     */
    void forgetAllButLastMove() {
        if (ply > 1) {
            int last = ply - 1;
            undoMove[0] = undoMove[last];
            undoCaptured[0] = undoCaptured[last];
            undoCastling[0] = undoCastling[last];
            undoEp[0] = undoEp[last];
            undoHalfmove[0] = undoHalfmove[last];
            undoKey[0] = undoKey[last];
            ply = 1;
        }
    }

    private void grow(int n) {
        undoMove = Arrays.copyOf(undoMove, n);
        undoCaptured = Arrays.copyOf(undoCaptured, n);
        undoCastling = Arrays.copyOf(undoCastling, n);
        undoEp = Arrays.copyOf(undoEp, n);
        undoHalfmove = Arrays.copyOf(undoHalfmove, n);
        undoKey = Arrays.copyOf(undoKey, n);
    }

    /** Plays a move that must be legal here (from {@link #legalMoves}); undo with {@link #unmakeMove()}. */
    public void makeMove(int move) {
        if (ply == undoMove.length) {
            grow();
        }
        final int us = side, from = move & 63, to = move >>> 6 & 63, kind = move & (3 << 14);
        undoMove[ply] = move;
        undoCastling[ply] = castling;
        undoEp[ply] = epSquare;
        undoHalfmove[ply] = halfmoveClock;
        undoKey[ply] = key;
        int captured = EMPTY;

        key ^= Zobrist.CASTLING[castling];
        if (epSquare != EMPTY) {
            if (epInKey()) {
                key ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
            }
            epSquare = EMPTY;
        }
        halfmoveClock++;

        if (kind == Move.CASTLING) {
            int rank = us == 0 ? 0 : 56;
            boolean kingSide = to > from;
            int king = board[from], rook = board[to];
            remove(from);
            remove(to);
            put(rank + (kingSide ? 6 : 2), king);
            put(rank + (kingSide ? 5 : 3), rook);
        } else {
            int piece = board[from];
            if (kind == Move.EN_PASSANT) {
                int capSq = to + (us == 0 ? -8 : 8);
                captured = board[capSq];
                remove(capSq);
            } else if (board[to] != EMPTY) {
                captured = board[to];
                remove(to);
            }
            remove(from);
            if (kind == Move.PROMOTION) {
                put(to, us * 6 + 1 + (move >>> 12 & 3));
            } else {
                put(to, piece);
            }
            if (captured != EMPTY) {
                halfmoveClock = 0;
            }
            if (piece % 6 == P) {
                halfmoveClock = 0;
                if ((from ^ to) == 16) {
                    epSquare = (from + to) >>> 1;
                    if ((PAWN_ATTACKS[us][epSquare] & byColor[us ^ 1] & byType[P]) != 0) {
                        key ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
                    }
                }
            }
        }
        castling &= castlingMask[from] & castlingMask[to];
        key ^= Zobrist.CASTLING[castling];
        undoCaptured[ply] = captured;
        ply++;
        side ^= 1;
        key ^= Zobrist.BLACK_TO_MOVE;
        if (us == 1) {
            fullmoveNumber++;
        }
    }

    /**
     * Passes the turn (a null move, as PGN files record with {@code --}); only when the side to move
     * is not in check, so the position stays one where no king can be taken.
     */
    public void makeNullMove() {
        if (inCheck()) {
            throw new IllegalStateException("a null move is impossible while in check");
        }
        if (ply == undoMove.length) {
            grow();
        }
        undoMove[ply] = Move.NULL;
        undoCastling[ply] = castling;
        undoEp[ply] = epSquare;
        undoHalfmove[ply] = halfmoveClock;
        undoKey[ply] = key;
        undoCaptured[ply] = EMPTY;
        if (epSquare != EMPTY) {
            if (epInKey()) {
                key ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
            }
            epSquare = EMPTY;
        }
        halfmoveClock++;
        ply++;
        if (side == 1) {
            fullmoveNumber++;
        }
        side ^= 1;
        key ^= Zobrist.BLACK_TO_MOVE;
    }

    /** Takes back the last move made with {@link #makeMove} or {@link #makeNullMove}. */
    public void unmakeMove() {
        if (ply == 0) {
            throw new IllegalStateException("no move to take back");
        }
        ply--;
        side ^= 1;
        final int us = side, move = undoMove[ply];
        if (move == Move.NULL) {
            if (us == 1) {
                fullmoveNumber--;
            }
            epSquare = undoEp[ply];
            halfmoveClock = undoHalfmove[ply];
            key = undoKey[ply];
            return;
        }
        final int from = move & 63, to = move >>> 6 & 63, kind = move & (3 << 14);
        if (us == 1) {
            fullmoveNumber--;
        }
        if (kind == Move.CASTLING) {
            int rank = us == 0 ? 0 : 56;
            boolean kingSide = to > from;
            int kingTo = rank + (kingSide ? 6 : 2), rookTo = rank + (kingSide ? 5 : 3);
            int king = board[kingTo], rook = board[rookTo];
            remove(kingTo);
            remove(rookTo);
            put(from, king);
            put(to, rook);
        } else {
            int piece = kind == Move.PROMOTION ? us * 6 + P : board[to];
            remove(to);
            put(from, piece);
            int captured = undoCaptured[ply];
            if (captured != EMPTY) {
                put(kind == Move.EN_PASSANT ? to + (us == 0 ? -8 : 8) : to, captured);
            }
        }
        castling = undoCastling[ply];
        epSquare = undoEp[ply];
        halfmoveClock = undoHalfmove[ply];
        key = undoKey[ply];
    }

    /** The last move made on this object, or {@link Move#NONE}. */
    public int lastMove() {
        return ply == 0 ? Move.NONE : undoMove[ply - 1];
    }

    /** The piece the last move captured, or null. */
    public Piece lastCaptured() {
        return ply == 0 || undoCaptured[ply - 1] == EMPTY ? null : Piece.of(undoCaptured[ply - 1]);
    }

    @Override
    public String toString() {
        return toFen();
    }
}
