package org.annabella.announce;

import java.util.StringJoiner;
import org.annabella.rules.Move;
import org.annabella.rules.MoveList;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * Turns a move into the words announced (2009 E.2.1, 2018 D.2.1), in the grammar of
 * shared/spec/announcements.md: the short form follows SAN element by element (disambiguation
 * as Appendix C.10), the full form names the piece, both squares and the captured piece.
 * The words come from the style's phrasebook; the grammar is the same for every style.
 * Immutable and thread-safe.
 */
public final class Announcer {
    /** Made on first use, not in a static initialiser, so that a broken phrasebook is an ordinary exception. */
    private static volatile Announcer fide;

    private final MoveWords words;
    private final Verbosity verbosity;

    public Announcer(Style style, Verbosity verbosity) {
        this(MoveWords.of(style), verbosity);
    }

    public Announcer(MoveWords words, Verbosity verbosity) {
        this.words = words;
        this.verbosity = verbosity;
    }

    /** The written form of the spec: style fide, verbosity short. */
    public static Announcer fide() {
        Announcer a = fide;
        if (a == null) {
            a = new Announcer(Style.FIDE, Verbosity.SHORT);
            fide = a;
        }
        return a;
    }

    /**
     * The announcement of a legal move in {@code before}, the position it is played from.
     * The position is left as it was (the move is made and unmade to see check and mate).
     */
    public String announce(Position before, int move) {
        if (Move.isNull(move)) {
            throw new IllegalArgumentException("a null move (--) is not a move and has no announcement");
        }
        if (!before.isLegal(move)) {
            throw new IllegalArgumentException("not a legal move here: " + Square.name(Move.from(move)) + "-"
                    + Square.name(Move.to(move)));
        }
        StringJoiner out = new StringJoiner(" ");
        if (Move.isCastling(move)) {
            out.add(words.castling(Move.isKingSideCastling(move)));
        } else {
            PieceType type = before.pieceAt(Move.from(move)).type();
            boolean capture = Move.isEnPassant(move) || before.pieceAt(Move.to(move)) != null;
            if (verbosity == Verbosity.FULL) {
                out.add(words.piece(type)).add(words.square(Move.from(move)));
                if (capture) {
                    out.add(words.capture()).add(words.piece(capturedType(before, move)));
                }
            } else if (type == PieceType.PAWN) {
                if (capture) {
                    out.add(words.file(Square.file(Move.from(move)))).add(words.capture());
                }
            } else {
                out.add(words.piece(type));
                disambiguation(before, move, type, out);
                if (capture) {
                    out.add(words.capture());
                }
            }
            out.add(words.square(Move.to(move)));
            if (Move.isEnPassant(move)) {
                out.add(words.enPassant());
            }
            if (Move.isPromotion(move)) {
                out.add(words.promotion()).add(words.piece(Move.promotionPiece(move)));
            }
        }
        before.makeMove(move);
        try {
            if (before.isCheckmate()) {
                out.add(words.mate());
            } else if (before.inCheck()) {
                out.add(words.check());
            }
        } finally {
            before.unmakeMove();
        }
        return out.toString();
    }

    private static PieceType capturedType(Position before, int move) {
        if (Move.isEnPassant(move)) {
            return PieceType.PAWN;
        }
        return before.pieceAt(Move.to(move)).type();
    }

    /** What of a piece's square its short announcement names (C.10): nothing, its file, its rank, or both. */
    enum Origin { NONE, FILE, RANK, SQUARE }

    /** File, rank or both of the moving piece when another piece of its kind can go to the same square (C.10). */
    private void disambiguation(Position before, int move, PieceType type, StringJoiner out) {
        int from = Move.from(move);
        switch (origin(before, move, type)) {
            case FILE -> out.add(words.file(Square.file(from)));
            case RANK -> out.add(words.rank(Square.rank(from)));
            case SQUARE -> out.add(words.file(Square.file(from))).add(words.rank(Square.rank(from)));
            case NONE -> { }
        }
    }

    /** What of the origin of a {@code type} making {@code move} tells it from its twins (C.10). */
    static Origin origin(Position before, int move, PieceType type) {
        int from = Move.from(move);
        int to = Move.to(move);
        boolean clash = false;
        boolean sameFile = false;
        boolean sameRank = false;
        MoveList list = new MoveList();
        before.legalMoves(list);
        for (int i = 0; i < list.size(); i++) {
            int other = list.get(i);
            int otherFrom = Move.from(other);
            Piece p = before.pieceAt(otherFrom);
            if (otherFrom == from || Move.isCastling(other) || Move.to(other) != to || p.type() != type) {
                continue;
            }
            clash = true;
            sameFile |= Square.file(otherFrom) == Square.file(from);
            sameRank |= Square.rank(otherFrom) == Square.rank(from);
        }
        if (!clash) {
            return Origin.NONE;
        }
        return !sameFile ? Origin.FILE : !sameRank ? Origin.RANK : Origin.SQUARE;
    }

    public MoveWords words() {
        return words;
    }
}
