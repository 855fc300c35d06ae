package org.annabella.rules;

/**
 * The fast path of {@link Notation#parse}: strict SAN as PGN files and engines write it
 * ({@code Nf3}, {@code exd5}, {@code Rae1}, {@code e8=Q+}, {@code O-O-O#}), read in one pass over
 * the text and the candidates found from the square (Position#onlyMoveTo), with no regular expression, no boxing and no
 * exception. It answers only when exactly one legal move fits; anything else (another notation,
 * a lenient form, an illegal or ambiguous move) is declined with {@link #DECLINED}, so that
 * {@link Notation#parseAnyForm} reads it and words the refusal. For every text it answers, the
 * full reader gives the same move (NotationFastPathTest compares them).
 */
final class SanScanner {
    /** No move read: the full reader must decide. Never a legal move (from = to = a1). */
    static final int DECLINED = Move.NONE;
    /** Longest text tried: a piece, a square of departure, a capture, a square, a promotion and suffixes. */
    private static final int MAX_LENGTH = 12;
    /** One list per thread: reading allocates nothing. */
    private static final ThreadLocal<MoveList> SCRATCH = ThreadLocal.withInitial(MoveList::new);

    private SanScanner() {
    }

    /** The one legal move {@code text} names in strict SAN, or {@link #DECLINED}. */
    static int read(Position position, String text, PieceLetters letters) {
        int end = text.length();
        if (end < 2 || end > MAX_LENGTH) {
            return DECLINED;
        }
        while (end > 0 && "+#!?".indexOf(text.charAt(end - 1)) >= 0) {
            end--; // check, mate and annotation signs say nothing about which move it is
        }
        if (text.startsWith("O-O")) {
            return end == 3 || end == 5 && text.startsWith("-O", 3) ? castling(position, end == 3) : DECLINED;
        }
        int i = 0;
        int piece = PieceType.PAWN.ordinal();
        char first = text.charAt(0);
        if (first >= 'A' && first <= 'Z') {
            PieceType type = letters.read(first);
            if (type == null || type == PieceType.PAWN) {
                return DECLINED;
            }
            piece = type.ordinal();
            i = 1;
        } else if (first < 'a' || first > 'h') {
            return DECLINED;
        }
        int promotion = -1;
        if (end - i >= 4 && text.charAt(end - 2) == '=') {
            PieceType type = letters.read(text.charAt(end - 1));
            if (type == null || type == PieceType.KING || type == PieceType.PAWN) {
                return DECLINED;
            }
            promotion = type.ordinal();
            end -= 2;
        }
        if (end - i < 2 || !isFile(text.charAt(end - 2)) || !isRank(text.charAt(end - 1))) {
            return DECLINED;
        }
        int to = Square.of(text.charAt(end - 2) - 'a', text.charAt(end - 1) - '1');
        // Between the piece and the square: nothing, 'x', a file or a rank of departure, or either then 'x'.
        int prefixEnd = end - 2;
        if (prefixEnd > i && text.charAt(prefixEnd - 1) == 'x') {
            prefixEnd--;
        }
        int fromFile = -1;
        int fromRank = -1;
        if (prefixEnd - i == 1) {
            char c = text.charAt(i);
            if (isFile(c)) {
                fromFile = c - 'a';
            } else if (isRank(c)) {
                fromRank = c - '1';
            } else {
                return DECLINED;
            }
        } else if (prefixEnd != i) {
            return DECLINED; // a whole square of departure is long algebraic: the full reader's
        }
        return unique(position, piece, fromFile, fromRank, to, promotion);
    }

    /** The one non-castling legal move that fits, as {@code Notation}'s candidates are chosen; else declined. */
    private static int unique(Position position, int piece, int fromFile, int fromRank, int to, int promotion) {
        long from = (fromFile >= 0 ? Bitboards.fileMask(fromFile) : ~0L) & (fromRank >= 0 ? Bitboards.rankMask(fromRank) : ~0L);
        return position.onlyMoveTo(piece, from, to, promotion); // Move.NONE is DECLINED: none, or ambiguous
    }

    private static int castling(Position position, boolean kingSide) {
        MoveList list = SCRATCH.get();
        position.legalKingMoves(list);
        for (int k = 0; k < list.size(); k++) {
            int mv = list.get(k);
            if (Move.isCastling(mv) && Move.isKingSideCastling(mv) == kingSide) {
                return mv;
            }
        }
        return DECLINED;
    }

    private static boolean isFile(char c) {
        return c >= 'a' && c <= 'h';
    }

    private static boolean isRank(char c) {
        return c >= '1' && c <= '8';
    }
}
