package org.annabella.rules;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;

/**
 * A game record: its start position, the moves played, and the facts the Laws need about each
 * position. Facts only; which of them ends a game or lets a player claim under which edition is
 * decided in {@code org.annabella.laws}.
 */
public final class Game {
    private final Position start;
    /** The position reached; it keeps only the last move's undo (the record is here), so that a long game does not grow it. */
    private Position current;
    /** Room at first for the half-moves of most games, so that reading a file seldom grows a game. */
    private static final int PLIES = 128;
    /** The moves played, unboxed (a PGN file of millions of half-moves is read through games). */
    private int[] moves = new int[PLIES];
    private int ply;
    /**
     * The SAN of the first {@code sanCount} moves, written when first asked for: reading a PGN file
     * asks for none, and spends nothing on them. {@code sanBoard} is the position they reached, or
     * null until asked (and after a copy or a move taken back among them: played again then).
     */
    private String[] sans = {};
    private int sanCount;
    private Position sanBoard;
    /** Repetition identity (Art. 9.2) of the position before ply i, plus the current one last; unboxed, one per half-move read. */
    private long[] identities = new long[PLIES + 1];
    private int identityCount;

    /** A game from {@code start}, which becomes its own: no one else may hold it. */
    private Game(Position start) {
        this.start = start;
        this.current = start.copy();
        addIdentity();
    }

    private Game(Game other) {
        this.start = other.start;
        this.current = other.current.copyWithHistory();
        moves = other.moves.clone();
        ply = other.ply;
        synchronized (other) {
            sans = other.sans.clone();
            sanCount = other.sanCount;
        }
        identities = other.identities.clone();
        identityCount = other.identityCount;
    }

    /** An independent copy of the record: playing or taking back moves on one leaves the other as it was. */
    public Game copy() {
        return new Game(this);
    }

    public static Game fromStart() {
        return new Game(Position.startPosition());
    }

    public static Game fromFen(String fen) {
        return new Game(Position.fromFen(fen));
    }

    public static Game fromPosition(Position position) {
        return new Game(position.copy());
    }

    /**
     * 2009 9.2 / 2014+ 9.2.2: same player to move, same pieces on the same squares, same possible moves. The
     * Zobrist key holds side, pieces and castling rights (which are always "clean": a right is
     * dropped the moment its king or rook moves); the en passant file counts only when an en
     * passant capture is actually legal.
     */
    static long identity(Position p) {
        long key = p.key();
        if (p.epSquare != Position.EMPTY && p.epInKey() && p.legalEnPassantSquare() == Square.NONE) {
            key ^= Zobrist.EN_PASSANT_FILE[p.epSquare & 7];
        }
        return key;
    }

    // ---- Playing -------------------------------------------------------------------------

    /** Plays a legal move; an illegal one is refused and changes nothing. */
    public void play(int move) {
        if (Move.isNull(move) ? current.inCheck() : !current.isLegal(move)) {
            throw new IllegalArgumentException("illegal move " + Notation.uci(current, move) + " in " + current.toFen());
        }
        append(move);
    }

    /** Reads a move in any notation {@link Notation#parse} accepts, plays it and returns it. */
    public int play(String text) {
        int move = Notation.parse(current, text);
        append(move); // legal: the reader returns only legal moves (or a null move when not in check)
        return move;
    }

    /** Plays a move known to be legal, with its SAN; the check sign is read off the position reached. */
    private void append(int move) {
        advance(current, move);
        if (ply == moves.length) {
            moves = Arrays.copyOf(moves, ply * 2);
        }
        moves[ply++] = move;
        addIdentity();
    }

    /** Makes a move on a position of the record, which keeps only that move's undo. */
    private static void advance(Position position, int move) {
        position.forgetAllButLastMove();
        make(position, move);
    }

    private static void make(Position position, int move) {
        if (Move.isNull(move)) {
            position.makeNullMove();
        } else {
            position.makeMove(move);
        }
    }

    private void addIdentity() {
        if (identityCount == identities.length) {
            identities = Arrays.copyOf(identities, identityCount * 2);
        }
        identities[identityCount++] = identity(current);
    }

    /** Takes back the last move. */
    public void undo() {
        if (ply == 0) {
            throw new IllegalStateException("there is no move to take back");
        }
        if (current.undoDepth() > 0) {
            current.unmakeMove();
        } else {
            current = positionAt(ply - 1); // taken back before: played again from the start
        }
        ply--;
        identityCount--;
        synchronized (this) {
            if (sanCount > ply) {
                sanCount = ply;
                sanBoard = null;
            }
        }
    }

    // ---- The record ----------------------------------------------------------------------

    public Position startPosition() {
        return start.copy();
    }

    /** The current position (a copy: changing it does not change the game). */
    public Position position() {
        return current.copy();
    }

    /** Number of half-moves played. */
    public int ply() {
        return ply;
    }

    public List<Integer> moves() {
        return record(i -> moves[i]);
    }

    /** The moves in SAN with their check and mate signs. */
    public List<String> sanMoves() {
        return record(this::san);
    }

    /** A read-only view of one thing per move played: it grows and shrinks as the game does. */
    private <T> List<T> record(IntFunction<T> atPly) {
        return new AbstractList<>() {
            @Override
            public T get(int i) {
                return atPly.apply(Objects.checkIndex(i, ply));
            }

            @Override
            public int size() {
                return ply;
            }
        };
    }

    /** The SAN of move {@code i}, writing those before it not yet written (synchronized: a window may read a game another thread plays). */
    private synchronized String san(int i) {
        if (sanBoard == null) {
            sanBoard = start.copy();
            for (int k = 0; k < sanCount; k++) {
                advance(sanBoard, moves[k]);
            }
        }
        while (sanCount <= i) {
            int move = moves[sanCount];
            String san = Notation.sanWithoutCheck(sanBoard, move);
            advance(sanBoard, move);
            if (!Move.isNull(move)) {
                san += Notation.checkSuffix(sanBoard);
            }
            if (sanCount == sans.length) {
                sans = Arrays.copyOf(sans, Math.max(PLIES, sanCount * 2));
            }
            sans[sanCount++] = san;
        }
        return sans[i];
    }

    /** The position after {@code ply} half-moves (0 = the start). */
    public Position positionAt(int ply) {
        if (ply < 0 || ply > this.ply) {
            throw new IndexOutOfBoundsException("ply " + ply + " of a game of " + this.ply);
        }
        Position p = start.copy();
        for (int i = 0; i < ply; i++) {
            make(p, moves[i]);
        }
        return p;
    }

    /** The side to move at a ply (0-based): the side that makes the move at that ply. */
    public Color sideToMoveAt(int ply) {
        return sideToMoveAt(start, ply);
    }

    /** The side that makes the move at a ply (0-based) of a game from {@code start}. */
    public static Color sideToMoveAt(Position start, int ply) {
        return ply % 2 == 0 ? start.sideToMove() : start.sideToMove().opposite();
    }

    /** Fullmove number of the move at a ply (0-based), as written on a scoresheet. */
    public int moveNumberAt(int ply) {
        return moveNumberAt(start, ply);
    }

    /** Fullmove number of the move at a ply (0-based) of a game from {@code start}: from its FEN's count. */
    public static int moveNumberAt(Position start, int ply) {
        return start.fullmoveNumber() + (ply + (start.sideToMove() == Color.BLACK ? 1 : 0)) / 2;
    }

    // ---- Facts ---------------------------------------------------------------------------

    /** How many times the current position has stood on the board in this game, this time included. */
    public int repetitionCount() {
        return occurrences(identities[identityCount - 1], identityCount);
    }

    /** How many times the position after {@code ply} half-moves had occurred by then, that time included. */
    public int repetitionCount(int ply) {
        return occurrences(identities[ply], ply + 1);
    }

    private int occurrences(long identity, int upTo) {
        int n = 0;
        for (int i = 0; i < upTo; i++) {
            if (identities[i] == identity) {
                n++;
            }
        }
        return n;
    }

    /** 2009 9.2.b / 2014+ 9.2.1.2: the current position has appeared at least three times. */
    public boolean isThreefold() {
        return repetitionCount() >= 3;
    }

    /** 2009 9.2.a / 2014+ 9.2.1.1: writing {@code move} and declaring it would bring the position a third time. */
    public boolean canClaimThreefoldWith(int move) {
        if (Move.isNull(move)) {
            return false;
        }
        current.makeMove(move);
        long id = identity(current);
        current.unmakeMove();
        return occurrences(id, identityCount) + 1 >= 3;
    }

    /** 9.2: a valid threefold claim now, on the board or with some legal move announced first. */
    public boolean canClaimThreefold() {
        if (isThreefold()) {
            return true;
        }
        for (int m : current.legalMoves()) {
            if (canClaimThreefoldWith(m)) {
                return true;
            }
        }
        return false;
    }

    /** 2009 9.3.b / 2014+ 9.3.2: the last 50 moves of each player were made with no capture and no pawn move (and the game goes on). */
    public boolean isFiftyMoves() {
        return current.halfmoveClock() >= 100 && current.hasLegalMoves();
    }

    /** 2009 9.3.a / 2014+ 9.3.1: writing {@code move} and declaring it would complete the 50 moves. */
    public boolean canClaimFiftyWith(int move) {
        if (Move.isNull(move)) {
            return false;
        }
        current.makeMove(move);
        boolean fifty = current.halfmoveClock() >= 100 && current.hasLegalMoves();
        current.unmakeMove();
        return fifty;
    }

    /** 9.3: a valid 50-move claim now, on the board or with some legal move announced first. */
    public boolean canClaimFifty() {
        if (isFiftyMoves()) {
            return true;
        }
        if (current.halfmoveClock() >= 99) {
            for (int m : current.legalMoves()) {
                if (canClaimFiftyWith(m)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** 2014 9.6.1: the same position at least five times. */
    public boolean isFivefold() {
        return repetitionCount() >= 5;
    }

    /** 2014 9.6.2: 75 moves by each player with no capture and no pawn move (mate on the last move takes precedence). */
    public boolean isSeventyFive() {
        return current.halfmoveClock() >= 150 && current.hasLegalMoves();
    }

    /** Whether the last move took a piece (en passant included); false before any move. */
    public boolean lastMoveCaptured() {
        return ply > 0 && current.lastCaptured() != null;
    }

    public boolean isCheck() {
        return current.inCheck();
    }

    public boolean isCheckmate() {
        return current.isCheckmate();
    }

    public boolean isStalemate() {
        return current.isStalemate();
    }

    /** Fast material test (see {@link Material}); the exact dead-position analysis is separate. */
    public boolean insufficientMaterial(Color side) {
        return Material.insufficient(current, side);
    }
}
