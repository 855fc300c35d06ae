package org.annabella.session;

import org.annabella.rules.Move;
import org.annabella.rules.MoveList;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * SAN for the session until the rules core's Notation.san lands on main; then this delegates
 * to it.
 */
final class MoveText {
    private MoveText() {
    }

    static String san(Position position, int move) {
        String core;
        if (Move.isCastling(move)) {
            core = Move.isKingSideCastling(move) ? "O-O" : "O-O-O";
        } else {
            Piece piece = position.pieceAt(Move.from(move));
            boolean capture = position.pieceAt(Move.to(move)) != null || Move.isEnPassant(move);
            StringBuilder sb = new StringBuilder();
            if (piece.type() == PieceType.PAWN) {
                if (capture) {
                    sb.append(Square.name(Move.from(move)).charAt(0));
                }
            } else {
                sb.append(piece.type().letter());
                sb.append(disambiguation(position, move, piece));
            }
            if (capture) {
                sb.append('x');
            }
            sb.append(Square.name(Move.to(move)));
            if (Move.isPromotion(move)) {
                sb.append('=').append(Move.promotionPiece(move).letter());
            }
            core = sb.toString();
        }
        Position after = position.copy();
        after.makeMove(move);
        return core + (after.isCheckmate() ? "#" : after.inCheck() ? "+" : "");
    }

    private static String disambiguation(Position position, int move, Piece piece) {
        boolean other = false;
        boolean sameFile = false;
        boolean sameRank = false;
        MoveList list = new MoveList();
        position.legalMoves(list);
        for (int i = 0; i < list.size(); i++) {
            int m = list.get(i);
            if (m != move && Move.to(m) == Move.to(move) && !Move.isCastling(m)
                    && position.pieceAt(Move.from(m)) == piece) {
                other = true;
                sameFile |= Square.file(Move.from(m)) == Square.file(Move.from(move));
                sameRank |= Square.rank(Move.from(m)) == Square.rank(Move.from(move));
            }
        }
        String from = Square.name(Move.from(move));
        if (!other) {
            return "";
        }
        if (!sameFile) {
            return from.substring(0, 1);
        }
        return sameRank ? from : from.substring(1);
    }

    /** A legal move from SAN (with or without x, +, #, =) or UCI; refuses with a clear message. */
    static int parse(Position position, String text) {
        String t = normalise(text);
        for (int m : position.legalMoves()) {
            if (normalise(san(position, m)).equals(t) || Notation.uci(position, m).equals(text.trim().toLowerCase())) {
                return m;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a legal move here");
    }

    private static String normalise(String s) {
        return s.trim().replace("0-0-0", "O-O-O").replace("0-0", "O-O").replaceAll("[x+#=!?:-]", "")
                .replace("OOO", "O-O-O").replace("OO", "O-O");
    }
}
