package org.annabella.device;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.annabella.rules.Color;
import org.annabella.rules.Move;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * Realistic, randomised (seeded) hand movements that make a move on a physical board: captured
 * piece lifted first or last, castling king or rook first (Chess960 too, where king and rook may
 * swap or one may stay), en passant, promotion with the new piece set down (or the pawn put down
 * first and swapped), pieces slid across squares (identity boards), a piece lifted and put back,
 * fast replies and short noise while a hand passes. For simulators and tests.
 */
public final class Choreography {
    /** Noise flickers last at most this long; the sync treats shorter changes as noise. */
    public static final long NOISE_MAX_NANOS = 40_000_000L;

    private final Random random;
    private final boolean identity;
    private final boolean noise;

    public Choreography(long seed, boolean identityBoard, boolean noise) {
        this.random = new Random(seed);
        this.identity = identityBoard;
        this.noise = noise;
    }

    /**
     * The actions that play move in position, starting at start; returned in time order. The
     * position is not changed.
     */
    public List<BoardAction> move(Position position, int move, long start) {
        List<BoardAction> acts = new ArrayList<>();
        long[] t = {start};
        Color mover = position.sideToMove();
        int from = Move.from(move), to = Move.to(move);
        Piece piece = position.pieceAt(from);

        if (random.nextInt(10) == 0) {
            touchAndPutBack(position, move, acts, t);
        }
        if (Move.isCastling(move)) {
            castle(position, move, acts, t);
        } else {
            int captured = Move.isEnPassant(move) ? Square.of(Square.file(to), Square.rank(from))
                    : position.pieceAt(to) != null ? to : Square.NONE;
            Piece landing = Move.isPromotion(move) ? Piece.of(mover, Move.promotionPiece(move)) : piece;
            int order = random.nextInt(3);   // 0 captured first, 1 captured last, 2 captured in between
            if (captured != Square.NONE && order == 0) {
                lift(acts, t, captured);
            }
            boolean slide = identity && captured == Square.NONE && !Move.isPromotion(move)
                    && slider(piece) && random.nextInt(3) == 0;
            if (slide) {
                slide(acts, t, from, to, piece);
            } else {
                lift(acts, t, from);
                if (captured != Square.NONE && order == 2) {
                    lift(acts, t, captured);
                }
                if (captured == to && order == 1) {
                    lift(acts, t, captured);
                }
                if (Move.isPromotion(move) && identity && random.nextInt(3) == 0) {
                    put(acts, t, to, piece);          // pawn set down first, then swapped
                    lift(acts, t, to);
                }
                put(acts, t, to, landing);
                if (captured != Square.NONE && captured != to && order == 1) {
                    lift(acts, t, captured);          // en passant pawn removed after
                }
            }
        }
        if (noise && random.nextInt(4) == 0) {
            flicker(position, move, acts, start, t[0]);
        }
        acts.sort(Comparator.comparingLong(BoardAction::atNanos));
        return acts;
    }

    /** The pause before the next player's first action: sometimes a very fast reply. */
    public long replyDelay() {
        return random.nextInt(3) == 0 ? ms(30 + random.nextInt(120)) : ms(300 + random.nextInt(1500));
    }

    private void castle(Position position, int move, List<BoardAction> acts, long[] t) {
        int kFrom = Move.from(move), rFrom = Move.to(move);
        int kTo = Move.kingDestination(move), rTo = Move.rookDestination(move);
        Piece king = position.pieceAt(kFrom), rook = position.pieceAt(rFrom);
        boolean kingMoves = kFrom != kTo, rookMoves = rFrom != rTo;
        boolean kingFirst = random.nextBoolean();
        if (!rookMoves || (kingFirst && kingMoves)) {
            lift(acts, t, kFrom);
            if (rookMoves && kTo == rFrom) {
                lift(acts, t, rFrom);
                put(acts, t, kTo, king);
                put(acts, t, rTo, rook);
            } else {
                put(acts, t, kTo, king);
                if (rookMoves) {
                    lift(acts, t, rFrom);
                    put(acts, t, rTo, rook);
                }
            }
        } else {
            lift(acts, t, rFrom);
            if (kingMoves && rTo == kFrom) {
                lift(acts, t, kFrom);
                put(acts, t, rTo, rook);
                put(acts, t, kTo, king);
            } else {
                put(acts, t, rTo, rook);
                if (kingMoves) {
                    lift(acts, t, kFrom);
                    put(acts, t, kTo, king);
                }
            }
        }
    }

    /** The piece pushed along the board: it shows up briefly on each empty square it crosses. */
    private void slide(List<BoardAction> acts, long[] t, int from, int to, Piece piece) {
        int df = Integer.signum(Square.file(to) - Square.file(from));
        int dr = Integer.signum(Square.rank(to) - Square.rank(from));
        lift(acts, t, from);
        for (int sq = Square.of(Square.file(from) + df, Square.rank(from) + dr); sq != to;
             sq = Square.of(Square.file(sq) + df, Square.rank(sq) + dr)) {
            t[0] += ms(20 + random.nextInt(60));
            acts.add(new BoardAction(t[0], sq, piece));
            t[0] += ms(20 + random.nextInt(60));
            acts.add(new BoardAction(t[0], sq, null));
        }
        t[0] += ms(20 + random.nextInt(60));
        acts.add(new BoardAction(t[0], to, piece));
    }

    /** Lifts one of the mover's other pieces and puts it back: touched, not moved. */
    private void touchAndPutBack(Position position, int move, List<BoardAction> acts, long[] t) {
        long own = position.pieces(position.sideToMove()) & ~(1L << Move.from(move)) & ~(1L << Move.to(move));
        if (own == 0) {
            return;
        }
        int sq = nth(own, random.nextInt(Long.bitCount(own)));
        lift(acts, t, sq);
        put(acts, t, sq, position.pieceAt(sq));
    }

    /** A square away from the move changes and changes back within a few milliseconds. */
    private void flicker(Position position, int move, List<BoardAction> acts, long start, long end) {
        long others = position.occupied();
        for (BoardAction a : acts) {
            others &= ~(1L << a.square());
        }
        others &= ~(1L << Move.from(move)) & ~(1L << Move.to(move));
        if (others == 0) {
            return;
        }
        int sq = nth(others, random.nextInt(Long.bitCount(others)));
        long at = start + (long) (random.nextDouble() * Math.max(1, end - start));
        long length = ms(3) + (long) (random.nextDouble() * (NOISE_MAX_NANOS - ms(3)));
        acts.add(new BoardAction(at, sq, null));
        acts.add(new BoardAction(at + length, sq, position.pieceAt(sq)));
    }

    private static boolean slider(Piece p) {
        PieceType k = p.type();
        return k == PieceType.BISHOP || k == PieceType.ROOK || k == PieceType.QUEEN;
    }

    private void lift(List<BoardAction> acts, long[] t, int sq) {
        t[0] += step();
        acts.add(new BoardAction(t[0], sq, null));
    }

    private void put(List<BoardAction> acts, long[] t, int sq, Piece p) {
        t[0] += step();
        acts.add(new BoardAction(t[0], sq, p));
    }

    /** A human step: 120 to 500 ms. */
    private long step() {
        return ms(120 + random.nextInt(380));
    }

    private static long ms(long m) {
        return m * 1_000_000L;
    }

    private static int nth(long bits, int n) {
        for (int i = 0; i < n; i++) {
            bits &= bits - 1;
        }
        return Long.numberOfTrailingZeros(bits);
    }
}
