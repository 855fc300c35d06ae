package org.annabella.reconcile;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.annabella.rules.Bitboards;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * What an illegal move written on a sheet does to a board if a player actually made it: the piece
 * lifted from one square and put on another (taking whatever stood there). Only found when the
 * text names both squares, or names a piece that only one piece of the side to move could reach by
 * its way of moving (pins, checks and the side to move's king safety are what made it illegal).
 */
record IllegalMove(int from, int to) {
    private static final Pattern LONG = Pattern.compile("^([A-Z])?([a-h][1-8])\\s*[-x:]?\\s*([a-h][1-8])");
    private static final Pattern SAN = Pattern.compile("^([A-Z])?([a-h])?([1-8])?\\s*[x:]?\\s*([a-h][1-8])");

    /** The physical move the text describes in {@code p}, or null if it does not say one clearly. */
    static IllegalMove interpret(Position p, String text, PieceLetters letters) {
        if (text == null) {
            return null;
        }
        String s = text.trim().replaceFirst("^\\d+\\s*\\.+\\s*", "");
        Matcher m = LONG.matcher(s);
        if (m.find()) {
            int from = Square.parse(m.group(2));
            return p.pieceAt(from) != null && p.pieceAt(from).color() == p.sideToMove()
                    ? new IllegalMove(from, Square.parse(m.group(3))) : null;
        }
        m = SAN.matcher(s);
        if (!m.find()) {
            return null;
        }
        PieceType type = m.group(1) == null ? PieceType.PAWN : type(m.group(1).charAt(0), letters);
        if (type == null) {
            return null;
        }
        int to = Square.parse(m.group(4));
        Color us = p.sideToMove();
        int found = Square.NONE;
        long ours = p.pieces(us, type);
        while (ours != 0) {
            int from = Long.numberOfTrailingZeros(ours);
            ours &= ours - 1;
            if (m.group(2) != null && Square.file(from) != m.group(2).charAt(0) - 'a'
                    || m.group(3) != null && Square.rank(from) != m.group(3).charAt(0) - '1') {
                continue;
            }
            if (reaches(p, type, us, from, to)) {
                if (found != Square.NONE) {
                    return null;
                }
                found = from;
            }
        }
        return found == Square.NONE ? null : new IllegalMove(found, to);
    }

    private static boolean reaches(Position p, PieceType type, Color us, int from, int to) {
        Piece target = p.pieceAt(to);
        if (target != null && target.color() == us) {
            return false;
        }
        if (type != PieceType.PAWN) {
            return (Bitboards.attacks(type, from, p.occupied()) & Bitboards.bit(to)) != 0;
        }
        int dir = us == Color.WHITE ? 8 : -8;
        if (target != null) {
            return (Bitboards.pawnAttacks(us, from) & Bitboards.bit(to)) != 0;
        }
        int startRank = us == Color.WHITE ? 1 : 6;
        return to == from + dir
                || Square.rank(from) == startRank && to == from + 2 * dir && p.pieceAt(from + dir) == null;
    }

    private static PieceType type(char c, PieceLetters letters) {
        for (PieceType t : new PieceType[] {PieceType.KING, PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP,
            PieceType.KNIGHT}) {
            if (letters.letter(t) == c) {
                return t;
            }
        }
        return switch (c) { // the letters of the other languages (Appendix C.3), as Notation reads them
            case 'D' -> PieceType.QUEEN;
            case 'T' -> PieceType.ROOK;
            case 'A', 'L', 'F' -> PieceType.BISHOP;
            case 'C', 'S' -> PieceType.KNIGHT;
            default -> PieceType.fromLetter(c);
        };
    }

    /** The board after the piece on {@code from} is put on {@code to}. */
    BoardSnapshot applyTo(Position p) {
        Piece[] squares = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            squares[sq] = p.pieceAt(sq);
        }
        squares[to] = squares[from];
        squares[from] = null;
        return BoardSnapshot.of(squares);
    }
}
