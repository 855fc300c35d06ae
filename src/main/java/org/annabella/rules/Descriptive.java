package org.annabella.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The descriptive notation of seed 003 (the 1957 rulebook, Supplement 1, "El sistema
 * descriptivo"), in its Spanish and English forms. A file is named by the piece that starts on it
 * (Spanish TD CD AD D R AR CR TR, English QR QN QB Q K KB KN KR, from White's left), a rank is
 * counted from the mover's own side, and a move is the piece's letter and the square it goes to:
 * Spanish {@code P4R}, {@code C3AR}, English {@code P-K4}, {@code N-KB3}. A capture may name the
 * piece taken ({@code PxP}); castling is {@code O-O}, {@code O-O-O}. "When two like pieces can go
 * to the same square, the squares they leave from and go to are given": {@code T4CR-2CR},
 * {@code R4N-2N}. A file may be shortened to its piece ({@code A5C}: the knight's file on either
 * side) when that leaves one move, and a pawn may be named by its file ({@code QPxB}, {@code PDxA}). Reading accepts a square with its rank first ({@code 4CR}) or
 * its file first ({@code CR4}, {@code KB3}); text that fits several legal moves is refused naming
 * each, as for SAN. Pieces are not told apart by the side they started on ("the king's rook"):
 * that needs the game's history, and the from square says the same.
 */
public final class Descriptive {
    /** The two forms: their piece letters (king, queen, rook, bishop, knight) and file names. */
    public enum Form {
        SPANISH("RDTAC", new String[] {"TD", "CD", "AD", "D", "R", "AR", "CR", "TR"}, 0),
        ENGLISH("KQRBN", new String[] {"QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"}, 1);

        private final String pieces;
        private final String[] files;
        private final int pieceAt; // where the piece stands in a two-letter file name: TR, KR

        Form(String pieces, String[] files, int pieceAt) {
            this.pieces = pieces;
            this.files = files;
            this.pieceAt = pieceAt;
        }

        /** The form that goes with a sheet's piece letters: Spanish for Spanish, English otherwise. */
        public static Form of(PieceLetters letters) {
            return letters == PieceLetters.SPANISH ? SPANISH : ENGLISH;
        }

        char letter(PieceType type) {
            return type == PieceType.PAWN ? 'P' : pieces.charAt(TYPES.indexOf(type));
        }

        PieceType piece(char c) {
            int i = pieces.indexOf(c);
            return i >= 0 ? TYPES.get(i) : c == 'P' ? PieceType.PAWN : null;
        }

        /** The file's short name: the piece alone for the rook, knight and bishop files (T, C, A; R, N, B). */
        String shortFile(int file) {
            String f = files[file];
            return f.length() == 2 ? f.substring(pieceAt, pieceAt + 1) : f;
        }

        /** The files a name can mean: one, or two for a short name; empty if it is no file name. */
        long filesNamed(String name) {
            long out = 0;
            for (int f = 0; f < 8; f++) {
                if (files[f].equals(name) || shortFile(f).equals(name) && files[f].length() == 2) {
                    out |= 1L << f;
                }
            }
            return out;
        }
    }

    private static final List<PieceType> TYPES = List.of(PieceType.KING, PieceType.QUEEN, PieceType.ROOK,
            PieceType.BISHOP, PieceType.KNIGHT);

    private Descriptive() {
    }

    // ---- Writing -------------------------------------------------------------------------

    /**
     * The legal {@code move} in {@code position} (left unchanged) in descriptive notation: the
     * shortest of the piece and target square (short file, then full), the capture naming the
     * piece taken (then the pawn's file), else the from and to squares with their full files, as
     * the seed writes {@code T4CR-2CR}; each read back must give this move alone. A
     * check is marked {@code +}, a mate {@code ++} (seed 003's signs).
     */
    public static String write(Position position, int move, Form form) {
        String written = withoutSigns(position, move, form);
        Position after = position.copy();
        after.makeMove(move);
        return written + (after.isCheckmate() ? "++" : after.inCheck() ? "+" : "");
    }

    private static String withoutSigns(Position position, int move, Form form) {
        if (Move.isCastling(move)) {
            return Move.isKingSideCastling(move) ? "O-O" : "O-O-O";
        }
        Color us = position.sideToMove();
        int from = Move.from(move);
        int to = Move.to(move);
        String piece = String.valueOf(form.letter(position.pieceAt(from).type()));
        String promotion = Move.isPromotion(move) ? "=" + form.letter(Move.promotionPiece(move)) : "";
        PieceType taken = Move.isEnPassant(move) ? PieceType.PAWN
                : position.pieceAt(to) == null ? null : position.pieceAt(to).type();
        List<String> tries = new ArrayList<>();
        if (taken != null) {
            String takes = "x" + form.letter(taken) + promotion;
            tries.add(piece + takes);
            if (position.pieceAt(from).type() == PieceType.PAWN) {
                // the pawn named by its file: English QPxB, KBPxN; Spanish PDxA, PARxC
                for (String file : List.of(form.shortFile(Square.file(from)), form.files[Square.file(from)])) {
                    tries.add(form == Form.ENGLISH ? file + "P" + takes : "P" + file + takes);
                }
            }
        } else {
            tries.add(piece + target(to, us, form, true) + promotion);
            tries.add(piece + target(to, us, form, false) + promotion);
        }
        String sep = taken == null ? "-" : "x";
        for (String t : tries) {
            if (readsAs(position, t, form, move)) {
                return t;
            }
        }
        return piece + square(from, us, form, false) + sep + square(to, us, form, false) + promotion;
    }

    /** The target square as the form writes it after the piece: Spanish {@code 3AR}, English {@code -KB3}. */
    private static String target(int sq, Color us, Form form, boolean shortFile) {
        int rank = relativeRank(sq, us);
        String file = shortFile ? form.shortFile(Square.file(sq)) : form.files[Square.file(sq)];
        return form == Form.SPANISH ? rank + file : "-" + file + rank;
    }

    /** A square in a from-to move, rank first in both forms, as seed 003's {@code T4CR-2CR}. */
    private static String square(int sq, Color us, Form form, boolean shortFile) {
        return relativeRank(sq, us) + (shortFile ? form.shortFile(Square.file(sq)) : form.files[Square.file(sq)]);
    }

    private static int relativeRank(int sq, Color us) {
        return us == Color.WHITE ? Square.rank(sq) + 1 : 8 - Square.rank(sq);
    }

    private static boolean readsAs(Position position, String text, Form form, int move) {
        try {
            return parse(position, text, form) == move;
        } catch (MoveParseException e) {
            return false;
        }
    }

    // ---- Reading -------------------------------------------------------------------------

    /** What the text says about the move; -1 / 0 / null where it says nothing. */
    private record Written(PieceType piece, long fromSquares, long toSquares, PieceType taken, boolean capture,
            PieceType promotion, Boolean kingSide) {
    }

    /** Whether {@code text} has the shape of a descriptive move at all (a piece letter first, or castling). */
    public static boolean looksDescriptive(String text, Form form) {
        String s = text.strip();
        return !s.isEmpty() && (form.piece(s.charAt(0)) != null || s.charAt(0) == 'O' || s.charAt(0) == '0');
    }

    /**
     * Reads a move in descriptive notation in {@code position} (left unchanged): the legal move,
     * or {@link MoveParseException} saying whether the text is unreadable, illegal, or ambiguous
     * (naming every candidate in this notation).
     */
    public static int parse(Position position, String text, Form form) {
        if (text == null || text.isBlank() || text.length() > Notation.MAX_TEXT) {
            throw unreadable(text, text == null || text.isBlank() ? "it is empty" : "it is too long");
        }
        Written w = new Reader(withoutMarks(text.strip()), form, position.sideToMove(), text).read();
        List<Integer> found = new ArrayList<>();
        for (int m : position.legalMoves()) {
            if (fits(position, m, w)) {
                found.add(m);
            }
        }
        if (found.size() == 1) {
            return found.get(0);
        }
        if (found.isEmpty()) {
            String side = position.sideToMove() == Color.WHITE ? "white " : "black ";
            throw new MoveParseException(MoveParseException.Kind.ILLEGAL, "illegal move " + InputException.quote(text.strip())
                    + ": " + (w.kingSide() != null ? "the " + side + "king cannot castle so"
                            : "no " + side + w.piece().name().toLowerCase(Locale.ROOT) + " can make it"), new int[0],
                    w.kingSide() != null ? MoveParseException.Reason.of("cannot-castle-so", "side", position.sideToMove())
                            : MoveParseException.Reason.of("cannot-make", "side", position.sideToMove(), "piece", w.piece()));
        }
        List<String> names = new ArrayList<>();
        for (int m : found) {
            Color us = position.sideToMove();
            String promotion = Move.isPromotion(m) ? "=" + form.letter(Move.promotionPiece(m)) : "";
            names.add(form.letter(position.pieceAt(Move.from(m)).type()) + square(Move.from(m), us, form, false)
                    + (w.capture() ? "x" : "-") + square(Move.to(m), us, form, false) + promotion);
        }
        String list = String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
        throw new MoveParseException(MoveParseException.Kind.AMBIGUOUS, InputException.quote(text.strip()) + " could be " + list,
                found.stream().mapToInt(Integer::intValue).toArray());
    }

    private static boolean fits(Position p, int m, Written w) {
        if (w.kingSide() != null) {
            return Move.isCastling(m) && Move.isKingSideCastling(m) == w.kingSide();
        }
        if (Move.isCastling(m) || p.pieceAt(Move.from(m)).type() != w.piece()) {
            return false;
        }
        PieceType taken = Move.isEnPassant(m) ? PieceType.PAWN : p.pieceAt(Move.to(m)) == null ? null : p.pieceAt(Move.to(m)).type();
        return (w.fromSquares() == 0 || (w.fromSquares() & Bitboards.bit(Move.from(m))) != 0)
                && (w.toSquares() == 0 || (w.toSquares() & Bitboards.bit(Move.to(m))) != 0)
                && (w.taken() == null || w.taken() == taken)
                && (!w.capture() || taken != null)
                && (w.promotion() == null || Move.isPromotion(m) && Move.promotionPiece(m) == w.promotion());
    }

    /**
     * The text without what may follow a move: annotation glyphs, check and mate ({@code +},
     * {@code ++}, {@code #}, Spanish {@code J}, English {@code ch}, {@code mate}) and en passant
     * ({@code e.p.}, Spanish {@code a.p.}). Cut from the end by hand, one mark at a time.
     */
    private static String withoutMarks(String text) {
        String s = text;
        while (true) {
            String lower = s.toLowerCase(Locale.ROOT);
            int cut = 0;
            if (!s.isEmpty() && "!?+#".indexOf(s.charAt(s.length() - 1)) >= 0) {
                cut = 1;
            } else if (lower.endsWith("mate") || lower.endsWith("e.p.") || lower.endsWith("a.p.")) {
                cut = 4;
            } else if (lower.endsWith("ch")) {
                cut = 2;
            } else if (s.endsWith("J")) {
                cut = 1;
            }
            if (cut == 0) {
                return s.strip();
            }
            s = s.substring(0, s.length() - cut).strip();
        }
    }

    /**
     * A hand-written scanner over one move: piece, optional square, optional separator, then a
     * square or the piece taken, then an optional promotion. Every step consumes at least one
     * character or ends the reading.
     */
    private static final class Reader {
        private final String s;
        private final Form form;
        private final Color us;
        private final String original;
        private int i;

        Reader(String s, Form form, Color us, String original) {
            this.s = s.replace(" ", "");
            this.form = form;
            this.us = us;
            this.original = original;
        }

        Written read() {
            String castling = s.replace('0', 'O');
            if (castling.equals("O-O") || castling.equals("O-O-O")) {
                return new Written(null, 0, 0, null, false, null, castling.equals("O-O"));
            }
            long pawnFiles = pawnQualifier();
            PieceType piece = pawnFiles != 0 ? PieceType.PAWN : s.isEmpty() ? null : form.piece(s.charAt(0));
            if (piece == null) {
                throw unreadable(original, "it does not begin with a piece letter of the "
                        + (form == Form.SPANISH ? "Spanish (R D T A C P)" : "English (K Q R B N P)") + " descriptive notation");
            }
            i = Math.max(i, 1);
            long first = square();
            char sep = at() == '-' || at() == 'x' || at() == 'X' || at() == ':' ? s.charAt(i++) : 0;
            boolean capture = sep != 0 && sep != '-';
            long second = 0;
            PieceType taken = null;
            if (sep != 0 || first == 0) {
                second = square();
                if (second == 0 && capture && i < s.length() && form.piece(s.charAt(i)) != null) {
                    taken = form.piece(s.charAt(i++));
                } else if (second == 0) {
                    throw unreadable(original, "it names no square to move to");
                }
            }
            PieceType promotion = promotion();
            if (i != s.length()) {
                throw unreadable(original, InputException.quote(s.substring(i)) + " is not part of the descriptive notation");
            }
            boolean fromTo = sep != 0 && first != 0;
            long from = fromTo ? first : pawnFiles;
            return new Written(piece, from, fromTo ? second : second == 0 ? first : second, taken, capture, promotion, null);
        }

        /**
         * A pawn named by the file it stands on, as both sides write it: English {@code KP},
         * {@code QBP} before the letter, Spanish {@code PR}, {@code PAR} after it (then followed by
         * {@code x} or {@code -}). Its squares, or 0 when the text does not begin so (nothing consumed).
         */
        private long pawnQualifier() {
            String file;
            if (form == Form.ENGLISH) {
                file = file();
                if (file.isEmpty() || at() != 'P') {
                    i = 0;
                    return 0;
                }
                i++;
            } else {
                if (at() != 'P') {
                    return 0;
                }
                i = 1;
                file = file();
                if (file.isEmpty() || at() != 'x' && at() != 'X' && at() != ':' && at() != '-') {
                    i = 0;
                    return 0;
                }
            }
            long squares = 0;
            long files = form.filesNamed(file);
            for (int f = 0; f < 8; f++) {
                if ((files & (1L << f)) != 0) {
                    squares |= Bitboards.fileMask(f);
                }
            }
            return squares;
        }

        private char at() {
            return i < s.length() ? s.charAt(i) : 0;
        }

        /** A square, rank first ({@code 4CR}) or file first ({@code KB3}), as board squares; 0 if none here. */
        private long square() {
            int start = i;
            int rank = digit();
            String file = file();
            if (rank < 0 && !file.isEmpty()) {
                rank = digit();
            }
            if (rank < 0 || file.isEmpty()) {
                i = start;
                return 0;
            }
            int boardRank = us == Color.WHITE ? rank - 1 : 8 - rank;
            long squares = 0;
            long files = form.filesNamed(file);
            for (int f = 0; f < 8; f++) {
                if ((files & (1L << f)) != 0) {
                    squares |= Bitboards.bit(Square.of(f, boardRank));
                }
            }
            return squares;
        }

        private int digit() {
            char c = at();
            if (c >= '1' && c <= '8') {
                i++;
                return c - '0';
            }
            return -1;
        }

        /** The longest file name at the current place, or "" (consumes it). */
        private String file() {
            for (int len = 2; len >= 1; len--) {
                if (i + len <= s.length() && form.filesNamed(s.substring(i, i + len)) != 0) {
                    String f = s.substring(i, i + len);
                    i += len;
                    return f;
                }
            }
            return "";
        }

        /** {@code =D}, {@code (D)} or {@code /D} after the move; null if none. */
        private PieceType promotion() {
            char c = at();
            if (c != '=' && c != '(' && c != '/') {
                return null;
            }
            i++;
            PieceType p = i < s.length() ? form.piece(s.charAt(i)) : null;
            if (p == null || p == PieceType.PAWN || p == PieceType.KING) {
                throw unreadable(original, "no piece to promote to after '" + c + "'");
            }
            i++;
            if (c == '(') {
                if (at() != ')') {
                    throw unreadable(original, "the '(' of the promotion is not closed");
                }
                i++;
            }
            return p;
        }
    }

    private static MoveParseException unreadable(String text, String why) {
        return new MoveParseException(MoveParseException.Kind.UNREADABLE,
                "cannot read " + InputException.quote(text == null ? "" : text.strip()) + ": " + why, new int[0]);
    }
}
