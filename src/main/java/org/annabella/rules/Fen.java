package org.annabella.rules;

/**
 * Forsyth-Edwards Notation: standard FEN, X-FEN (KQkq meaning the outermost rook) and
 * Shredder-FEN (rook files, e.g. {@code HAha}). Reading validates everything a position must
 * satisfy to be reachable in principle and names the field and the fault.
 */
public final class Fen {
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private Fen() {
    }

    static Position parse(String fen) {
        return parse(fen, true);
    }

    /**
     * @param material whether to refuse material no game can reach (more than 16 pieces or 8 pawns
     *                 of a side, more promoted pieces than missing pawns) and checks no move can give
     *                 ({@link CheckOrigins}); composed problems and test vectors sometimes have them,
     *                 and the lenient reader lets them through
     */
    static Position parse(String fen, boolean material) {
        if (fen == null || fen.isBlank()) {
            throw new InvalidFenException(0, "is empty");
        }
        for (int i = 0; i < fen.length(); i++) {
            char c = fen.charAt(i);
            if (Character.isISOControl(c)) {
                // trim() would drop it unseen at either end, and a tab or line break inside would end
                // the FEN where one line of text is read: a control character is no part of a FEN
                throw new InvalidFenException(0, "has the control character " + InputException.escape(String.valueOf(c))
                        + " at character " + (i + 1));
            }
        }
        String[] f = fen.trim().split("\\s+");
        if (f.length < 2 || f.length > 6) {
            // The clocks and the castling and en passant fields may be left out (read as "- - 0 1").
            throw new InvalidFenException(0, "has " + f.length + (f.length == 1 ? " field" : " fields")
                    + "; expected 6 (placement, side, castling, en passant, halfmove clock, fullmove number),"
                    + " or at least the first 2");
        }
        Position p = new Position();
        readPlacement(p, f[0]);
        if (f[1].equals("w") || f[1].equals("W")) {
            p.side = 0;
        } else if (f[1].equals("b") || f[1].equals("B")) {
            p.side = 1;
        } else {
            throw new InvalidFenException(2, "'" + InputException.escape(f[1]) + "' is not w or b");
        }
        checkKingsAndPawns(p);
        if (material) {
            checkMaterial(p);
        }
        readCastling(p, f.length > 2 ? f[2] : "-");
        readEnPassant(p, f.length > 3 ? f[3] : "-");
        p.halfmoveClock = f.length > 4 ? counter(f[4], 5, 0) : 0;
        p.fullmoveNumber = f.length > 5 ? counter(f[5], 6, 1) : 1;
        int them = p.side ^ 1;
        if (p.attackersTo(Long.numberOfTrailingZeros(p.byColor[them] & p.byType[5]), p.side, p.occupied()) != 0) {
            throw new InvalidFenException(0, "describes an impossible position: " + name(Color.of(them))
                    + ", not to move, is in check");
        }
        if (Long.bitCount(p.checkers()) > 2) {
            throw new InvalidFenException(0, "describes an impossible position: more than two pieces give check");
        }
        String impossibleCheck = material ? CheckOrigins.impossibility(p) : null;
        if (impossibleCheck != null) {
            throw new InvalidFenException(0, "describes an impossible position: " + impossibleCheck);
        }
        p.recomputeKey();
        return p;
    }

    private static String name(Color c) {
        return c == Color.WHITE ? "White" : "Black";
    }

    private static void readPlacement(Position p, String s) {
        String[] ranks = s.split("/", -1);
        if (ranks.length != 8) {
            throw new InvalidFenException(1, "has " + ranks.length + " ranks; expected 8 separated by '/'");
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i, file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    Piece piece = Piece.fromFenChar(c);
                    if (piece == null) {
                        throw new InvalidFenException(1, "'" + InputException.escape(String.valueOf(c)) + "' on rank " + (rank + 1) + " is not a piece letter");
                    }
                    if (file < 8) {
                        p.setPiece(Square.of(file, rank), piece.ordinal());
                    }
                    file++;
                }
                if (file > 8) {
                    break;
                }
            }
            if (file != 8) {
                throw new InvalidFenException(1, "rank " + (rank + 1) + " has " + (file > 8 ? "more than" : "only")
                        + " " + Math.min(file, 8) + " squares; expected 8");
            }
        }
    }

    private static void checkKingsAndPawns(Position p) {
        for (Color c : Color.values()) {
            int kings = Long.bitCount(p.pieces(c, PieceType.KING));
            if (kings != 1) {
                throw new InvalidFenException(1, (kings == 0 ? "no " : kings + " ") + name(c).toLowerCase()
                        + (kings == 0 ? " king" : " kings") + "; each side has exactly one");
            }
            long pawns = p.pieces(c, PieceType.PAWN);
            long badPawns = pawns & (Bitboards.rankMask(0) | Bitboards.rankMask(7));
            if (badPawns != 0) {
                throw new InvalidFenException(1, name(c).toLowerCase() + " pawn on "
                        + Square.name(Long.numberOfTrailingZeros(badPawns))
                        + "; pawns cannot stand on the first or last rank");
            }
        }
    }

    private static void checkMaterial(Position p) {
        for (Color c : Color.values()) {
            long pawns = p.pieces(c, PieceType.PAWN);
            int total = Long.bitCount(p.pieces(c));
            if (total > 16) {
                throw new InvalidFenException(1, "too many pieces: " + name(c) + " has " + total + "; at most 16");
            }
            int nPawns = Long.bitCount(pawns);
            if (nPawns > 8) {
                throw new InvalidFenException(1, "too many pieces: " + name(c) + " has " + nPawns + " pawns; at most 8");
            }
            int promoted = Math.max(0, Long.bitCount(p.pieces(c, PieceType.QUEEN)) - 1)
                    + Math.max(0, Long.bitCount(p.pieces(c, PieceType.ROOK)) - 2)
                    + Math.max(0, Long.bitCount(p.pieces(c, PieceType.BISHOP)) - 2)
                    + Math.max(0, Long.bitCount(p.pieces(c, PieceType.KNIGHT)) - 2);
            if (promoted > 8 - nPawns) {
                throw new InvalidFenException(1, "too many pieces: " + name(c) + " has at least " + promoted
                        + " promoted pieces but only " + (8 - nPawns) + " pawns missing");
            }
        }
    }

    private static void readCastling(Position p, String s) {
        if (s.equals("-")) {
            return;
        }
        for (char c : s.toCharArray()) {
            Color color = Character.isUpperCase(c) ? Color.WHITE : Color.BLACK;
            int us = color.ordinal();
            int backRank = us == 0 ? 0 : 7;
            int ksq = p.kingSquare(color);
            if (Square.rank(ksq) != backRank) {
                throw new InvalidFenException(3, "'" + c + "' but the " + name(color).toLowerCase()
                        + " king is not on its first rank");
            }
            long rooks = p.pieces(color, PieceType.ROOK) & Bitboards.rankMask(backRank);
            char u = Character.toUpperCase(c);
            int rookSq;
            if (u == 'K' || u == 'Q') {
                boolean kingSide = u == 'K';
                long side = rooks & sideOf(ksq, kingSide);
                if (side == 0) {
                    throw new InvalidFenException(3, "'" + c + "' but there is no " + name(color).toLowerCase()
                            + " rook on the " + (kingSide ? "king" : "queen") + " side of the king");
                }
                rookSq = kingSide ? 63 - Long.numberOfLeadingZeros(side) : Long.numberOfTrailingZeros(side);
            } else if (u >= 'A' && u <= 'H') {
                rookSq = Square.of(u - 'A', backRank);
                if ((rooks & (1L << rookSq)) == 0) {
                    throw new InvalidFenException(3, "'" + c + "' but there is no " + name(color).toLowerCase()
                            + " rook on " + Square.name(rookSq));
                }
                if (rookSq == ksq) {
                    throw new InvalidFenException(3, "'" + c + "' names the king's own file");
                }
            } else {
                throw new InvalidFenException(3, "'" + InputException.escape(String.valueOf(c)) + "' is not a castling letter (KQkq, or a rook file A-H / a-h)");
            }
            boolean kingSide = rookSq > ksq;
            if (u != 'K' && u != 'Q') {
                p.chess960 = true; // Shredder-FEN rook files are a Chess960 notation
            }
            int right = us * 2 + (kingSide ? 0 : 1);
            if ((p.castling & (1 << right)) != 0) {
                throw new InvalidFenException(3, "gives " + name(color) + " two " + (kingSide ? "king" : "queen")
                        + "-side castling rights");
            }
            p.castling |= 1 << right;
            p.castlingRook[right] = rookSq;
            p.castlingMask[rookSq] &= ~(1 << right);
            p.castlingMask[ksq] &= ~(3 << (us * 2));
            if (Square.file(ksq) != 4 || (Square.file(rookSq) != 0 && Square.file(rookSq) != 7)) {
                p.chess960 = true;
            }
        }
    }

    /** Squares of the king's rank on one side of it. */
    private static long sideOf(int ksq, boolean kingSide) {
        long rank = Bitboards.rankMask(Square.rank(ksq));
        long below = (1L << ksq) - 1;
        return rank & (kingSide ? ~below & ~(1L << ksq) : below);
    }

    private static void readEnPassant(Position p, String s) {
        if (s.equals("-")) {
            return;
        }
        int sq = Square.parse(s);
        if (sq == Square.NONE) {
            throw new InvalidFenException(4, "'" + InputException.escape(s) + "' is not a square or '-'");
        }
        int us = p.side;
        int expectedRank = us == 0 ? 5 : 2;
        if (Square.rank(sq) != expectedRank) {
            throw new InvalidFenException(4, InputException.escape(s) + " cannot be: with " + name(Color.of(us)) + " to move it must be on rank "
                    + (expectedRank + 1));
        }
        int pawnSq = sq + (us == 0 ? -8 : 8);
        int originSq = sq + (us == 0 ? 8 : -8);
        if (p.board[pawnSq] != (us ^ 1) * 6 || p.board[sq] != Position.EMPTY || p.board[originSq] != Position.EMPTY) {
            throw new InvalidFenException(4, InputException.escape(s) + " cannot be: no " + name(Color.of(us ^ 1)).toLowerCase()
                    + " pawn can just have moved two squares past it");
        }
        p.epSquare = sq;
    }

    private static int counter(String s, int field, int min) {
        String what = "'" + InputException.escape(s) + "' is not a whole number " + (min == 0 ? "of 0 or more" : "of 1 or more");
        if (s.isEmpty() || !s.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new InvalidFenException(field, what);
        }
        int lead = 0;
        while (lead < s.length() - 1 && s.charAt(lead) == '0') {
            lead++;
        }
        String digits = s.substring(lead);
        if (digits.length() > 9) {
            throw new InvalidFenException(field, "'" + InputException.escape(s) + "' is too large (at most 999999999)");
        }
        int v = Integer.parseInt(digits); // nine digits at most: cannot overflow
        if (v < min) {
            throw new InvalidFenException(field, what);
        }
        return v;
    }

    static String write(Position p, boolean shredder) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                Piece piece = p.pieceAt(Square.of(file, rank));
                if (piece == null) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(piece.fenChar());
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(' ').append(p.sideToMove().fenChar()).append(' ');
        int before = sb.length();
        for (Color c : Color.values()) {
            for (boolean kingSide : new boolean[]{true, false}) {
                int rook = p.castlingRook(c, kingSide);
                if (rook == Square.NONE) {
                    continue;
                }
                char letter;
                if (!shredder && isOutermost(p, c, rook, kingSide)) {
                    letter = kingSide ? 'K' : 'Q';
                } else {
                    letter = (char) ('A' + Square.file(rook));
                }
                sb.append(c == Color.WHITE ? letter : Character.toLowerCase(letter));
            }
        }
        if (sb.length() == before) {
            sb.append('-');
        }
        int ep = p.enPassantSquare();
        sb.append(' ').append(ep == Square.NONE ? "-" : Square.name(ep));
        sb.append(' ').append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
        return sb.toString();
    }

    private static boolean isOutermost(Position p, Color c, int rook, boolean kingSide) {
        long rooks = p.pieces(c, PieceType.ROOK) & sideOf(p.kingSquare(c), kingSide);
        int outer = kingSide ? 63 - Long.numberOfLeadingZeros(rooks) : Long.numberOfTrailingZeros(rooks);
        return outer == rook;
    }
}
