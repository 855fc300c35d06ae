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
 * its way of moving (pins, checks and the side to move's king safety are what made it illegal),
 * or, failing that, only one could reach jumping over what stands in its way (a bishop taken
 * through a pawn). The text may be in notation or in the announcement words: the same move
 * written both ways is the same move (2018 D.2.9 compares moves, not spellings).
 */
record IllegalMove(int from, int to) {
    private static final Pattern LONG = Pattern.compile("^([A-Z])?([a-h][1-8])\\s*[-x:]?\\s*([a-h][1-8])");
    /** {@link #onlyOne}'s answer when more than one piece fits. */
    private static final int SEVERAL = -2;
    private static final Pattern SAN = Pattern.compile("^([A-Z])?([a-h])?([1-8])?\\s*[x:]?\\s*([a-h][1-8])");

    /** The physical move the text describes in {@code p}, or null if it does not say one clearly. */
    static IllegalMove interpret(Position p, String text, PieceLetters letters) {
        if (text == null) {
            return null;
        }
        String s = text.trim().replaceFirst("^\\d+\\s*\\.+\\s*", "");
        PieceLetters read = letters;
        if (s.contains(" ")) {
            java.util.Optional<String> words = SheetReader.WORDS.algebraic(s);
            if (words.isPresent()) {
                s = words.get();
                read = PieceLetters.ENGLISH;
            }
        }
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
        PieceType type = m.group(1) == null ? PieceType.PAWN : type(m.group(1).charAt(0), read);
        if (type == null) {
            return null;
        }
        int to = Square.parse(m.group(4));
        long ours = p.pieces(p.sideToMove(), type);
        if (m.group(2) != null) {
            ours &= Bitboards.fileMask(m.group(2).charAt(0) - 'a');
        }
        if (m.group(3) != null) {
            ours &= Bitboards.rankMask(m.group(3).charAt(0) - '1');
        }
        int from = onlyOne(p, type, ours, to, p.occupied());
        if (from == Square.NONE && type != PieceType.PAWN && type != PieceType.KNIGHT) {
            from = onlyOne(p, type, ours, to, 0L); // through what stands in the way
        }
        return from == Square.NONE || from == SEVERAL ? null : new IllegalMove(from, to);
    }

    /** The one square of {@code candidates} from which the piece reaches {@code to}; NONE if none, SEVERAL if more than one. */
    private static int onlyOne(Position p, PieceType type, long candidates, int to, long occupied) {
        int found = Square.NONE;
        for (long c = candidates; c != 0; c &= c - 1) {
            int from = Long.numberOfTrailingZeros(c);
            if (reaches(p, type, p.sideToMove(), from, to, occupied)) {
                if (found != Square.NONE) {
                    return SEVERAL;
                }
                found = from;
            }
        }
        return found;
    }

    private static boolean reaches(Position p, PieceType type, Color us, int from, int to, long occupied) {
        Piece target = p.pieceAt(to);
        if (target != null && target.color() == us) {
            return false;
        }
        if (type != PieceType.PAWN) {
            return (Bitboards.attacks(type, from, occupied) & Bitboards.bit(to)) != 0;
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
        Piece[] squares = BoardSnapshot.of(p).squares();
        squares[to] = squares[from];
        squares[from] = null;
        return BoardSnapshot.of(squares);
    }
}
