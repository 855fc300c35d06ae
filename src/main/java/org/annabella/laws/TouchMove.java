package org.annabella.laws;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntPredicate;
import org.annabella.announce.Phrase;
import org.annabella.rules.Color;
import org.annabella.rules.Move;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * Touch-move (2009 Art. 4; same rules, renumbered, in 2014 and 2018/2023): from the squares the
 * player having the move deliberately touched, in order, and any promotion piece he put on the
 * promotion square, what he must now play.
 * <ul>
 * <li>own pieces only: move the first touched piece that can be moved (4.3.a / 4.3.1);</li>
 * <li>opponent's pieces only: capture the first touched piece that can be captured (4.3.b / 4.3.2);</li>
 * <li>one of each: capture that piece with his piece, or if that is illegal move or capture the
 *     first touched piece that can be (4.3.c / 4.3.3);</li>
 * <li>king then rook: castle on that side if legal (4.4.a / 4.4.1); if it is illegal, another king
 *     move, castling on the other side included, or any move if the king has none (4.4.c / 4.4.3);</li>
 * <li>rook then king: no castling on that side this move, and 4.3.a applies (4.4.b / 4.4.2);</li>
 * <li>a promotion piece that has touched the promotion square is final (4.4.d / 4.4.4);</li>
 * <li>if none of the touched pieces can be moved or captured, any legal move (4.5).</li>
 * </ul>
 * Pure function of the position; it knows nothing of claims (those are the {@link Referee}'s).
 * The reasons are phrases (keys touch.*) said after the player: "White must move the knight on g1".
 */
public final class TouchMove {
    private TouchMove() {
    }

    /**
     * The obligation after touching {@code touched} (squares, in order; squares without a piece
     * are ignored) with {@code promotion} the piece placed on the promotion square, or null.
     */
    public static TouchObligation obligation(Position position, List<Integer> touched, PieceType promotion) {
        Color us = position.sideToMove();
        int[] legal = position.legalMoves();
        List<Integer> order = new ArrayList<>();
        for (int sq : touched) {
            if (position.pieceAt(sq) != null && !order.contains(sq)) {
                order.add(sq);
            }
        }
        List<Integer> own = order.stream().filter(sq -> position.pieceAt(sq).color() == us).toList();
        List<Integer> theirs = order.stream().filter(sq -> position.pieceAt(sq).color() != us).toList();

        TouchObligation result = castlingTouch(position, legal, own);
        if (result == null && !own.isEmpty() && !theirs.isEmpty()) {
            int from = own.get(0);
            int target = theirs.get(0);
            int[] captures = filter(legal, m -> Move.from(m) == from && capturedSquare(m) == target);
            if (captures.length > 0) {
                result = new TouchObligation(captures, Rule.TOUCH_BOTH_COLOURS, Phrase.of("touch.capture-with",
                        "target", describe(position, target), "piece", describe(position, from)), false);
            }
        }
        if (result == null) {
            result = firstMovable(position, legal, order, forbiddenCastling(position, own),
                    theirs.isEmpty() ? Rule.TOUCH_OWN_PIECE : own.isEmpty() ? Rule.TOUCH_OPPONENT_PIECE : Rule.TOUCH_BOTH_COLOURS);
        }
        return promotion == null ? result : fixPromotion(result, promotion);
    }

    /** King first, then a rook he may castle with: 4.4.a, or 4.4.c when castling there is illegal. */
    private static TouchObligation castlingTouch(Position p, int[] legal, List<Integer> own) {
        if (own.size() < 2 || p.pieceAt(own.get(0)).type() != PieceType.KING) {
            return null;
        }
        Color us = p.sideToMove();
        int king = own.get(0);
        int rook = own.get(1);
        for (boolean kingSide : new boolean[] {true, false}) {
            if (p.castlingRook(us, kingSide) != rook) {
                continue;
            }
            String side = kingSide ? "king-side" : "queen-side";
            int[] castle = filter(legal, m -> Move.isCastling(m) && Move.to(m) == rook);
            if (castle.length > 0) {
                return new TouchObligation(castle, Rule.KING_THEN_ROOK, Phrase.of("touch.castle-" + side), false);
            }
            int[] kingMoves = filter(legal, m -> Move.from(m) == king);
            if (kingMoves.length > 0) {
                return new TouchObligation(kingMoves, Rule.CASTLING_ILLEGAL_AFTER_TOUCH,
                        Phrase.of("touch.castling-illegal-" + side), false);
            }
            return new TouchObligation(legal, Rule.CASTLING_ILLEGAL_AFTER_TOUCH, Phrase.of("touch.castling-illegal-king-stuck"), true);
        }
        return null;
    }

    /** Rook first, then the king: castling with that rook is excluded for this move (4.4.b). */
    private static int forbiddenCastling(Position p, List<Integer> own) {
        int king = p.kingSquare(p.sideToMove());
        int kingAt = own.indexOf(king);
        if (kingAt <= 0) {
            return Square.NONE;
        }
        int first = own.get(0);
        return p.pieceAt(first).type() == PieceType.ROOK ? first : Square.NONE;
    }

    private static TouchObligation firstMovable(Position p, int[] legal, List<Integer> order, int noCastlingRook, Rule rule) {
        Color us = p.sideToMove();
        for (int sq : order) {
            boolean ours = p.pieceAt(sq).color() == us;
            int[] moves = ours
                    ? filter(legal, m -> Move.from(m) == sq && !(Move.isCastling(m) && Move.to(m) == noCastlingRook))
                    : filter(legal, m -> !Move.isCastling(m) && capturedSquare(m) == sq);
            if (moves.length > 0) {
                Rule cited = rule == Rule.TOUCH_BOTH_COLOURS ? rule
                        : sq == noCastlingRook ? Rule.ROOK_THEN_KING
                        : ours ? Rule.TOUCH_OWN_PIECE : Rule.TOUCH_OPPONENT_PIECE;
                return new TouchObligation(moves, cited, Phrase.of(ours ? "touch.move" : "touch.capture", "piece", describe(p, sq)), false);
            }
        }
        return new TouchObligation(legal, Rule.NOTHING_TOUCHED_CAN_MOVE,
                Phrase.of(order.isEmpty() ? "touch.nothing-touched" : "touch.none-movable"), true);
    }

    private static TouchObligation fixPromotion(TouchObligation o, PieceType piece) {
        int[] moves = filter(o.moves(), m -> !Move.isPromotion(m) || Move.promotionPiece(m) == piece);
        if (moves.length == o.moves().length) {
            return o;
        }
        return new TouchObligation(moves, Rule.PROMOTION_PIECE_FIXED, Phrase.of("touch.promoting", "reason", o.reason(), "piece", piece), false);
    }

    /** The square of the piece a move captures, or NONE; en passant captures the pawn beside. */
    static int capturedSquare(int move) {
        return Move.isEnPassant(move) ? Square.of(Square.file(Move.to(move)), Square.rank(Move.from(move))) : Move.to(move);
    }

    private static int[] filter(int[] moves, IntPredicate keep) {
        return Arrays.stream(moves).filter(keep).toArray();
    }

    /** "the knight on g1". */
    static Phrase describe(Position p, int sq) {
        return Phrase.of("piece-on", "piece", the(p.pieceAt(sq).type()), "square", Square.name(sq));
    }

    /** "the knight", with the article each language gives the piece. */
    static Phrase the(PieceType type) {
        return Phrase.of("the-piece." + type.name().toLowerCase(Locale.ROOT));
    }
}
