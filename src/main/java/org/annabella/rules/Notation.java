package org.annabella.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writing and reading moves: UCI, SAN exactly per Appendix C, the lenient forms real scoresheets
 * use, and ICCF numeric notation (the correspondence notation of the 1957 rulebook's supplement).
 */
public final class Notation {
    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\d+\\s*\\.+\\s*");
    private static final Pattern CASTLING = Pattern.compile("^([0Oo])-?[0Oo](-?[0Oo])?$");
    private static final Pattern ICCF = Pattern.compile("^([1-8][1-8])([1-8][1-8])([1-4])?$");
    private static final Pattern LONG = Pattern.compile(
            "^([A-Za-z])?([a-h][1-8])\\s*[-x:\u00d7]?\\s*[-x:]?([a-h][1-8])\\s*(?:=?\\(?([A-Za-z])\\)?)?$");
    private static final Pattern SAN = Pattern.compile(
            "^([A-Z])?([a-h])?([1-8])?\\s*[x:\u00d7]?\\s*([a-h][1-8])\\s*(?:=?\\(?([A-Za-z])\\)?)?$");
    private static final String NON_FILE_PIECE_LETTERS = "nrqktlsNRQKTLS";
    /** Longest move text read; far beyond any notation, so that a pasted page is refused, not searched. */
    public static final int MAX_TEXT = 200;
    /** Figurines, white then black, in the order king, queen, rook, bishop, knight, pawn. */
    private static final String FIGURINES = "\u2654\u2655\u2656\u2657\u2658\u2659\u265A\u265B\u265C\u265D\u265E\u265F";
    private static final PieceType[] FIGURINE_TYPES = {
        PieceType.KING, PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT, PieceType.PAWN};
    /** Every character of notation besides letters, digits and figurines. */
    private static final String SIGNS = " \t\r\n-x:\u00d7=+#!?()./\u2020\u2021";

    private Notation() {
    }

    // ---- Writing -------------------------------------------------------------------------

    /**
     * UCI for a legal move: castling is king-from to king-to in standard chess, and king takes
     * rook ({@code e1h1}) in Chess960 positions.
     */
    public static String uci(Position position, int move) {
        if (Move.isNull(move)) {
            return "0000";
        }
        int from = Move.from(move);
        int to = Move.isCastling(move) && !position.isChess960() ? Move.kingDestination(move) : Move.to(move);
        String s = Square.name(from) + Square.name(to);
        PieceType promo = Move.promotionPiece(move);
        return promo == null ? s : s + Character.toLowerCase(promo.letter());
    }

    /** SAN per Appendix C with English letters, including {@code +} and {@code #}. */
    public static String san(Position position, int move) {
        return san(position, move, PieceLetters.ENGLISH);
    }

    /** SAN with the piece letters of a language (C.3), e.g. {@code Cf3} in Spanish. */
    public static String san(Position position, int move, PieceLetters letters) {
        if (Move.isNull(move)) {
            return "--";
        }
        String base = sanBody(position, move, letters);
        position.makeMove(move);
        String suffix = checkSuffix(position);
        position.unmakeMove();
        return base + suffix;
    }

    /** SAN without its check sign, for a caller that plays the move and adds {@link #checkSuffix} after. */
    static String sanWithoutCheck(Position position, int move) {
        return Move.isNull(move) ? "--" : sanBody(position, move, PieceLetters.ENGLISH);
    }

    /** "+" or "#" if the side to move is in check or mated, else "". */
    static String checkSuffix(Position after) {
        return after.inCheck() ? (after.hasLegalMoves() ? "+" : "#") : "";
    }

    private static String sanBody(Position position, int move, PieceLetters letters) {
        if (Move.isCastling(move)) {
            return Move.isKingSideCastling(move) ? "O-O" : "O-O-O";
        }
        int from = Move.from(move), to = Move.to(move);
        PieceType type = position.pieceAt(from).type();
        boolean capture = position.pieceAt(to) != null || Move.isEnPassant(move);
        StringBuilder sb = new StringBuilder(8);
        if (type == PieceType.PAWN) {
            if (capture) {
                sb.append((char) ('a' + Square.file(from))).append('x');
            }
            sb.append(Square.name(to));
            PieceType promo = Move.promotionPiece(move);
            if (promo != null) {
                sb.append('=').append(letters.letter(promo));
            }
            return sb.toString();
        }
        sb.append(letters.letter(type)).append(disambiguation(position, move, type));
        if (capture) {
            sb.append('x');
        }
        return sb.append(Square.name(to)).toString();
    }

    /** Appendix C.10: file of departure if it tells the pieces apart, else the rank, else both. */
    private static String disambiguation(Position position, int move, PieceType type) {
        int from = Move.from(move);
        long others = position.legalDepartures(type.ordinal(), ~Bitboards.bit(from), Move.to(move));
        if (others == 0) {
            return "";
        }
        if ((others & Bitboards.fileMask(Square.file(from))) == 0) {
            return String.valueOf((char) ('a' + Square.file(from)));
        }
        if ((others & Bitboards.rankMask(Square.rank(from))) == 0) {
            return String.valueOf((char) ('1' + Square.rank(from)));
        }
        return Square.name(from);
    }

    /** ICCF numeric: file and rank digits of both squares; castling as the king's move; promotion 1=Q 2=R 3=B 4=N. */
    public static String iccf(int move) {
        int from = Move.from(move), to = Move.kingDestination(move);
        StringBuilder sb = new StringBuilder(5)
                .append(Square.file(from) + 1).append(Square.rank(from) + 1)
                .append(Square.file(to) + 1).append(Square.rank(to) + 1);
        PieceType promo = Move.promotionPiece(move);
        if (promo != null) {
            sb.append("QRBN".indexOf(promo.letter()) + 1);
        }
        return sb.toString();
    }

    // ---- Reading -------------------------------------------------------------------------

    /** Reads a move written the way scoresheets really are, with English piece letters first. */
    public static int parse(Position position, String text) {
        return parse(position, text, PieceLetters.ENGLISH);
    }

    /**
     * Reads SAN (strict or lenient: {@code 0-0}, {@code e8Q}, {@code e8(Q)}, missing or extra
     * {@code x}, {@code +}, {@code #}, {@code e.p.}), long algebraic ({@code Ng1-f3}), UCI, ICCF
     * numeric and figurines of either colour ({@code \u265Ef3}), in the given language's piece
     * letters. A character no notation has is refused, never skipped. Returns the legal move, or throws
     * {@link MoveParseException} saying whether the text is unreadable, illegal (with the reason) or
     * ambiguous (naming every candidate).
     */
    public static int parse(Position position, String text, PieceLetters letters) {
        int move = text == null ? SanScanner.DECLINED : SanScanner.read(position, text, letters);
        return move != SanScanner.DECLINED ? move : parseAnyForm(position, text, letters);
    }

    /** {@link #parse(Position, String, PieceLetters)} without its fast path for strict SAN: every form, every refusal. */
    static int parseAnyForm(Position position, String text, PieceLetters letters) {
        if (text == null || text.isBlank()) {
            throw unreadable(text, "it is empty");
        }
        if (text.length() > MAX_TEXT) {
            throw unreadable(text, "it is longer than " + MAX_TEXT + " characters");
        }
        String s = withoutSuffixes(MOVE_NUMBER.matcher(figurinesAsLetters(text, letters).strip()).replaceFirst(""));
        if (s.isEmpty()) {
            throw unreadable(text, "there is no move in it");
        }
        if (s.equals("--") || s.equals("Z0") || s.equals("0000")) {
            if (position.inCheck()) {
                throw new MoveParseException(MoveParseException.Kind.ILLEGAL,
                        "illegal move " + InputException.quote(text.strip()) + ": a null move is impossible while in check", new int[0],
                        MoveParseException.Reason.of("null-in-check"));
            }
            return Move.NULL;
        }
        Matcher m;
        if ((m = CASTLING.matcher(s.replace(" ", ""))).matches()) {
            return castling(position, text, m.group(2) == null);
        }
        if ((m = ICCF.matcher(s)).matches()) {
            return iccfMove(position, text, m);
        }
        if ((m = LONG.matcher(s)).matches()) {
            return longMove(position, text, m, letters);
        }
        if ((m = SAN.matcher(s)).matches()) {
            return sanMove(position, text, m, letters);
        }
        String lower = s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
        if (NON_FILE_PIECE_LETTERS.indexOf(s.charAt(0)) >= 0 && (m = SAN.matcher(lower)).matches()) {
            return sanMove(position, text, m, letters);
        }
        Descriptive.Form form = Descriptive.Form.of(letters);
        if (Descriptive.looksDescriptive(s, form)) {
            // seed 003's descriptive notation (P4R, N-KB3): upper-case letters and digits only, so
            // no text read above could also be read as it
            try {
                return Descriptive.parse(position, s, form);
            } catch (MoveParseException e) {
                if (e.kind() != MoveParseException.Kind.UNREADABLE) {
                    throw e;
                }
            }
        }
        throw unreadable(text, "it is not a move in algebraic, long algebraic, UCI, ICCF or descriptive notation",
                MoveParseException.Reason.of("not-notation"));
    }

    /**
     * Figurine algebraic notation read as letters of the language: a figurine of either colour is
     * its piece (books print the white set for both sides), the pawn figurine is dropped, and an
     * emoji or text variation selector after a figurine goes with it. A character that is no part
     * of notation is refused here, naming it, so that it can never be dropped into a pawn move.
     */
    private static String figurinesAsLetters(String text, PieceLetters letters) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int figurine = FIGURINES.indexOf(c);
            if (figurine >= 0) {
                PieceType type = FIGURINE_TYPES[figurine % 6];
                if (type != PieceType.PAWN) {
                    sb.append(letters.letter(type));
                }
                if (i + 1 < text.length() && (text.charAt(i + 1) == '\uFE0E' || text.charAt(i + 1) == '\uFE0F')) {
                    i++;
                }
            } else if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || SIGNS.indexOf(c) >= 0) {
                sb.append(c);
            } else {
                String character = InputException.quote(text.substring(i, i + Character.charCount(text.codePointAt(i))));
                throw unreadable(text, "character " + (i + 1) + ", " + character + ", is not part of chess notation",
                        MoveParseException.Reason.of("character", "position", String.valueOf(i + 1), "character", character));
            }
        }
        return sb.toString();
    }

    /**
     * The move without what may follow it: {@code !} and {@code ?}, {@code + # \u2020 \u2021},
     * {@code e.p.} (also {@code ep}, {@code (ep)}, {@code e. p.}), a draw offer {@code (=)}, and a
     * last {@code =}. Stripped from the end one at a time by hand, never by a backtracking pattern.
     */
    private static String withoutSuffixes(String move) {
        String s = move.strip();
        if (s.endsWith("=")) {
            s = s.substring(0, s.length() - 1).strip();
        }
        while (true) {
            String lower = s.toLowerCase(Locale.ROOT);
            int cut = 0;
            if (!s.isEmpty() && "!?+#\u2020\u2021".indexOf(s.charAt(s.length() - 1)) >= 0) {
                cut = 1;
            } else if (lower.endsWith("(=)") || lower.endsWith("(ep)")) {
                cut = lower.endsWith("(=)") ? 3 : 4;
            } else if (lower.endsWith("ep)") || lower.endsWith("e.p.") || lower.endsWith("e. p.")) {
                cut = lower.endsWith("e. p.") ? 5 : lower.endsWith("e.p.") ? 4 : 3;
            } else if (lower.endsWith("e.p") || lower.endsWith("e. p") || lower.endsWith("(ep")) {
                cut = lower.endsWith("e. p") ? 4 : 3;
            } else if (lower.endsWith("ep")) {
                cut = 2;
            }
            if (cut == 0) {
                return s;
            }
            s = s.substring(0, s.length() - cut).strip();
        }
    }

    private static int sanMove(Position position, String text, Matcher m, PieceLetters letters) {
        PieceType piece = m.group(1) == null ? PieceType.PAWN : letters.read(m.group(1).charAt(0));
        if (piece == null) {
            throw unreadable(text, "'" + m.group(1) + "' is not a piece letter");
        }
        int fromFile = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
        int fromRank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
        int to = Square.parse(m.group(4));
        PieceType promo = promotion(text, m.group(5), letters);
        List<Integer> found = candidates(position, piece, fromFile, fromRank, to, promo);
        if (found.isEmpty() && piece == PieceType.PAWN && fromFile == 1 && m.group(1) == null) {
            // "bxc3" written with a lower-case bishop letter
            List<Integer> bishop = candidates(position, PieceType.BISHOP, -1, fromRank, to, promo);
            if (!bishop.isEmpty()) {
                return pick(position, text, bishop);
            }
        }
        if (found.isEmpty()) {
            throw illegal(position, text, piece, fromFile, fromRank, to);
        }
        return pick(position, text, found);
    }

    private static int longMove(Position position, String text, Matcher m, PieceLetters letters) {
        int from = Square.parse(m.group(2)), to = Square.parse(m.group(3));
        PieceType promo = promotion(text, m.group(4), letters);
        Piece mover = position.pieceAt(from);
        if (m.group(1) != null) {
            PieceType written = letters.read(Character.toUpperCase(m.group(1).charAt(0)));
            if (written == null) {
                throw unreadable(text, "'" + m.group(1) + "' is not a piece letter");
            }
            if (mover == null || mover.type() != written) {
                throw new MoveParseException(MoveParseException.Kind.ILLEGAL, "illegal move " + InputException.quote(text.strip())
                        + ": there is no " + colourName(position.sideToMove()) + " "
                        + written.name().toLowerCase(Locale.ROOT) + " on " + Square.name(from), new int[0],
                        MoveParseException.Reason.of("not-on-square", "side", position.sideToMove(), "piece", written,
                                "square", Square.name(from)));
            }
        }
        return fromTo(position, text, from, to, promo);
    }

    private static int iccfMove(Position position, String text, Matcher m) {
        String d = m.group(1) + m.group(2);
        int from = Square.of(d.charAt(0) - '1', d.charAt(1) - '1');
        int to = Square.of(d.charAt(2) - '1', d.charAt(3) - '1');
        PieceType promo = m.group(3) == null ? null
                : PieceType.fromLetter("QRBN".charAt(m.group(3).charAt(0) - '1'));
        return fromTo(position, text, from, to, promo);
    }

    /** A move given by its two squares: a normal move, or castling as king-to or king-takes-rook. */
    private static int fromTo(Position position, String text, int from, int to, PieceType promo) {
        Piece mover = position.pieceAt(from);
        if (mover == null || mover.color() != position.sideToMove()) {
            throw new MoveParseException(MoveParseException.Kind.ILLEGAL, "illegal move " + InputException.quote(text.strip())
                    + ": there is no " + colourName(position.sideToMove()) + " piece on " + Square.name(from),
                    new int[0], MoveParseException.Reason.of("no-piece-on", "side", position.sideToMove(), "square", Square.name(from)));
        }
        List<Integer> normal = new ArrayList<>();
        List<Integer> castling = new ArrayList<>();
        for (int mv : position.legalMoves()) {
            if (Move.from(mv) != from) {
                continue;
            }
            if (Move.isCastling(mv)) {
                if (Move.to(mv) == to || Move.kingDestination(mv) == to) {
                    castling.add(mv);
                }
            } else if (Move.to(mv) == to && (promo == null || promo == Move.promotionPiece(mv))) {
                normal.add(mv);
            }
        }
        // A king step that is a legal normal move wins over castling (Chess960 king f1, "f1g1").
        List<Integer> found = normal.isEmpty() ? castling : normal;
        if (found.isEmpty()) {
            throw illegal(position, text, mover.type(), Square.file(from), Square.rank(from), to);
        }
        return pick(position, text, found);
    }

    private static PieceType promotion(String text, String letter, PieceLetters letters) {
        if (letter == null) {
            return null;
        }
        char c = letter.charAt(0);
        // UCI writes promotions in lower-case English letters (e7e8r is a rook in any language);
        // an upper-case letter is the language's own (e8=R is the Spanish king, refused).
        PieceType t = "qrbn".indexOf(c) >= 0 ? PieceType.fromLetter(Character.toUpperCase(c))
                : letters.read(Character.toUpperCase(c));
        if (t == null || t == PieceType.KING || t == PieceType.PAWN) {
            throw unreadable(text, "'" + letter + "' is not a piece a pawn can become");
        }
        return t;
    }

    private static List<Integer> candidates(Position position, PieceType piece, int fromFile, int fromRank, int to,
                                            PieceType promo) {
        List<Integer> found = new ArrayList<>();
        for (int mv : position.legalMoves()) {
            int from = Move.from(mv);
            if (Move.isCastling(mv) || Move.to(mv) != to || position.pieceAt(from).type() != piece
                    || fromFile >= 0 && Square.file(from) != fromFile
                    || fromRank >= 0 && Square.rank(from) != fromRank
                    || promo != null && promo != Move.promotionPiece(mv)) {
                continue;
            }
            found.add(mv);
        }
        return found;
    }

    private static int pick(Position position, String text, List<Integer> found) {
        if (found.size() == 1) {
            return found.get(0);
        }
        int[] moves = found.stream().mapToInt(Integer::intValue).toArray();
        List<String> names = new ArrayList<>();
        for (int mv : moves) {
            names.add(san(position, mv));
        }
        String how = Move.isPromotion(moves[0]) && found.stream().allMatch(x -> Move.from(x) == Move.from(moves[0]))
                ? "say which piece the pawn becomes: " : "it could be ";
        throw new MoveParseException(MoveParseException.Kind.AMBIGUOUS, "ambiguous move " + InputException.quote(text.strip()) + ": "
                + how + String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1),
                moves);
    }

    private static int castling(Position position, String text, boolean kingSide) {
        for (int mv : position.legalMoves()) {
            if (Move.isCastling(mv) && Move.isKingSideCastling(mv) == kingSide) {
                return mv;
            }
        }
        Color us = position.sideToMove();
        String wing = kingSide ? "king side" : "queen side";
        String reason;
        MoveParseException.Reason why;
        int rook = position.castlingRook(us, kingSide);
        if (rook == Square.NONE) {
            reason = colourName(us) + " has lost the right to castle on the " + wing
                    + " (3.8.b.1: king or rook has moved)";
            why = MoveParseException.Reason.of(kingSide ? "castling-right-king" : "castling-right-queen", "side", us);
        } else if (position.inCheck()) {
            reason = "castling is not allowed now: the king is in check (3.8.b.2)";
            why = MoveParseException.Reason.of("castling-check");
        } else {
            reason = "castling is not allowed now (3.8.b.2): a square between king and rook is occupied, "
                    + "or the king would cross or land on an attacked square";
            why = MoveParseException.Reason.of("castling-blocked");
        }
        throw new MoveParseException(MoveParseException.Kind.ILLEGAL,
                "illegal move " + InputException.quote(text.strip()) + ": " + reason, new int[0], why);
    }

    /** Explains why no legal move fits, as far as the board shows. */
    private static MoveParseException illegal(Position position, String text, PieceType piece, int fromFile,
                                              int fromRank, int to) {
        Color us = position.sideToMove();
        String who = colourName(us) + " " + piece.name().toLowerCase(Locale.ROOT);
        long movers = position.pieces(us, piece);
        if (fromFile >= 0) {
            movers &= Bitboards.fileMask(fromFile);
        }
        if (fromRank >= 0) {
            movers &= Bitboards.rankMask(fromRank);
        }
        String reason;
        MoveParseException.Reason why;
        Piece onTarget = position.pieceAt(to);
        if (movers == 0) {
            boolean there = fromFile >= 0 || fromRank >= 0;
            reason = "there is no " + who + (there ? " there" : "");
            why = MoveParseException.Reason.of(there ? "no-piece-there" : "no-piece", "side", us, "piece", piece);
        } else if (onTarget != null && onTarget.color() == us) {
            reason = Square.name(to) + " is occupied by a " + colourName(us) + " "
                    + onTarget.type().name().toLowerCase(Locale.ROOT);
            why = MoveParseException.Reason.of("occupied", "square", Square.name(to), "side", us, "occupant", onTarget.type());
        } else if (reachesGeometrically(position, movers, piece, to)) {
            reason = position.inCheck() ? colourName(us) + " is in check and this move does not end it"
                    : "it would leave the " + colourName(us) + " king in check";
            why = MoveParseException.Reason.of(position.inCheck() ? "check-not-ended" : "leaves-check", "side", us);
        } else {
            reason = "no " + who + " can move to " + Square.name(to);
            why = MoveParseException.Reason.of("cannot-reach", "side", us, "piece", piece, "square", Square.name(to));
        }
        return new MoveParseException(MoveParseException.Kind.ILLEGAL,
                "illegal move " + InputException.quote(text.strip()) + ": " + reason, new int[0], why);
    }

    private static boolean reachesGeometrically(Position position, long movers, PieceType piece, int to) {
        long occ = position.occupied();
        Color us = position.sideToMove();
        for (long b = movers; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            if (piece == PieceType.PAWN) {
                int up = us == Color.WHITE ? 8 : -8;
                boolean capture = (Bitboards.pawnAttacks(us, from) & Bitboards.bit(to)) != 0
                        && (position.pieceAt(to) != null || to == position.legalEnPassantSquare());
                boolean push = to == from + up && position.pieceAt(to) == null;
                boolean doublePush = to == from + 2 * up && position.pieceAt(to) == null
                        && position.pieceAt(from + up) == null && Square.rank(from) == (us == Color.WHITE ? 1 : 6);
                if (capture || push || doublePush) {
                    return true;
                }
            } else if ((Bitboards.attacks(piece, from, occ) & Bitboards.bit(to)) != 0) {
                return true;
            }
        }
        return false;
    }

    private static String colourName(Color c) {
        return c == Color.WHITE ? "white" : "black";
    }

    private static MoveParseException unreadable(String text, String why) {
        return unreadable(text, why, null);
    }

    private static MoveParseException unreadable(String text, String why, MoveParseException.Reason reason) {
        return new MoveParseException(MoveParseException.Kind.UNREADABLE,
                "cannot read " + InputException.quote(text == null ? "" : text.strip()) + " as a move: " + why, new int[0], reason);
    }
}
