package org.annabella.announce;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.annabella.announce.Lexicon.Meaning;
import org.annabella.rules.Bitboards;
import org.annabella.rules.Color;
import org.annabella.rules.Move;
import org.annabella.rules.InputException;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.MoveParseException.Kind;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * Reads what an assistant types or a recogniser hears back into one legal move
 * (shared/spec/announcements.md, "Reading announcements back"): the words of every style and
 * verbosity, in any case, with umlauts or their ASCII forms and the variants the phrasebooks
 * list; extra or missing check and mate words; SAN, long algebraic and UCI (read by
 * {@link Notation#parse}). Strict where it matters: words that fit several moves are refused
 * naming every candidate in the written fide form, and an illegal move is refused with the reason.
 * Thread-safe.
 */
public final class AnnouncementReader {
    /** The books of words; null for the standard ones, read with the first words (notation needs none). */
    private final List<MoveWords> books;
    private volatile Lexicon lexicon;

    /**
     * Reads the words of every standard style (fide, english, spanish). Their phrasebooks are read
     * when the first text is not notation: a quick command given notation starts without them.
     */
    public AnnouncementReader() {
        this.books = null;
    }

    /** Reads the words of the given books; on a clash the book listed first decides. */
    public AnnouncementReader(List<MoveWords> books) {
        this.books = List.copyOf(books);
        this.lexicon = new Lexicon(this.books);
    }

    /** The phrases of the books, made once (a race makes the same lexicon twice, harmlessly). */
    private Lexicon lexicon() {
        Lexicon l = lexicon;
        if (l == null) {
            l = new Lexicon(books != null ? books : List.of(MoveWords.of(Style.FIDE), MoveWords.of(Style.ENGLISH), MoveWords.of(Style.SPANISH)));
            lexicon = l;
        }
        return l;
    }

    /** The fide words, in which refusals name moves and pieces. */
    private static MoveWords fide() {
        return Announcer.fide().words();
    }

    /** What the words say about the move; null or -1 where they say nothing. */
    private record Description(PieceType mover, int fromFile, int fromRank, int to, PieceType captured,
                               boolean enPassant, PieceType promotion, Boolean kingSideCastling) {
    }

    /**
     * The legal move the text announces in {@code position} (which is not changed).
     *
     * @throws MoveParseException with one speakable line when the text is unreadable, illegal
     *     or ambiguous
     */
    public int read(Position position, String text) {
        return read(position, text, PieceLetters.ENGLISH);
    }

    /**
     * The legal move the text names in {@code position}, notation read in {@code letters} (R the
     * king in Spanish, and the Spanish descriptive notation; R the rook and the English descriptive
     * in English): the one reader of typed moves, for {@code parse}, the console and the window.
     *
     * @throws MoveParseException with one speakable line when the text is unreadable, illegal
     *     or ambiguous
     */
    public int read(Position position, String text, PieceLetters letters) {
        if (text == null || text.isBlank()) {
            throw new MoveParseException(Kind.UNREADABLE, "nothing to read: the announcement is empty", new int[0]);
        }
        MoveParseException notation;
        try {
            return notation(position, text, text, letters);
        } catch (MoveParseException e) {
            if (e.kind() != Kind.UNREADABLE) {
                throw e; // notation, but illegal or ambiguous: final
            }
            notation = e;
        }
        List<Meaning> meanings;
        try {
            meanings = lexicon().read(text);
        } catch (MoveParseException e) {
            // One word that is neither an announcement word nor notation: notation's reason says more.
            if (Lexicon.tokens(text).size() <= 1) {
                throw new MoveParseException(Kind.UNREADABLE, notation.getMessage(), new int[0], notation.reason());
            }
            // Notation followed by spoken words of check or mate: "Nf3 Schach".
            String[] parts = text.strip().split("\\s+", 2);
            if (parts.length == 2 && onlyCheckOrMate(parts[1])) {
                try {
                    return notation(position, parts[0], text, letters);
                } catch (MoveParseException n) {
                    if (n.kind() != Kind.UNREADABLE) {
                        throw n; // notation, but illegal or ambiguous
                    }
                    // not notation either: the words' reason stands
                }
            }
            throw e;
        }
        Description d = describe(text, meanings);
        List<Integer> found = matches(position, d);
        if (found.size() == 1) {
            return found.get(0);
        }
        if (found.isEmpty()) {
            throw new MoveParseException(Kind.ILLEGAL,
                    "illegal move " + InputException.quote(text.strip()) + ": " + reason(position, d), new int[0]);
        }
        throw ambiguous(position, text, found.stream().mapToInt(Integer::intValue).toArray());
    }

    /**
     * The square {@code text} names, as written or announced: "e4", "Eva vier", "eva 4", "E 4"
     * (the file and rank words of every style the reader knows). Anything else is refused as
     * unreadable, naming the text.
     */
    public int square(String text) {
        List<Meaning> coords = new ArrayList<>();
        try {
            for (Meaning m : lexicon().read(text == null ? "" : text)) {
                if (m.kind() != Lexicon.Kind.IGNORE) {
                    coords.add(m);
                }
            }
        } catch (MoveParseException e) {
            coords.clear();
        }
        if (coords.size() != 2 || coords.get(0).kind() != Lexicon.Kind.FILE || coords.get(1).kind() != Lexicon.Kind.RANK) {
            throw new MoveParseException(Kind.UNREADABLE, InputException.quote(text == null ? "" : text.strip())
                    + " is not a square: give a file and a rank, like e4 or Eva vier", new int[0]);
        }
        return Square.of(coords.get(0).value(), coords.get(1).value());
    }

    /**
     * What move words name, whatever the position, as algebraic text with English letters:
     * "Springer Bella sechs" is {@code Nb6}, "Eva schlaegt David vier" {@code exd4}, "Kurze
     * Rochade" {@code O-O}. For a move the rules refuse, so that a sheet in words and one in
     * notation can be compared move for move (2018 D.2.9). Empty when the text is not move words.
     */
    public java.util.Optional<String> algebraic(String text) {
        Description d;
        try {
            d = describe(text, lexicon().read(text));
        } catch (MoveParseException e) {
            return java.util.Optional.empty();
        }
        if (d.kingSideCastling() != null) {
            return java.util.Optional.of(d.kingSideCastling() ? "O-O" : "O-O-O");
        }
        StringBuilder s = new StringBuilder();
        if (d.mover() != PieceType.PAWN) {
            s.append(d.mover().letter());
        }
        if (d.fromFile() >= 0) {
            s.append((char) ('a' + d.fromFile()));
        }
        if (d.fromRank() >= 0) {
            s.append((char) ('1' + d.fromRank()));
        }
        if (d.captured() != null || d.enPassant()) {
            s.append('x');
        }
        s.append(Square.name(d.to()));
        if (d.promotion() != null) {
            s.append('=').append(d.promotion().letter());
        }
        return java.util.Optional.of(s.toString());
    }

    /**
     * The move {@code notation} names, read by {@link Notation#parse}; an illegal or ambiguous one
     * is refused here, an unreadable one is thrown back for the words to try.
     */
    private int notation(Position position, String notation, String text, PieceLetters letters) {
        try {
            int move = Notation.parse(position, notation, letters);
            if (Move.isNull(move)) {
                throw new MoveParseException(Kind.UNREADABLE, InputException.quote(text.strip()) + " is a null move, not a move", new int[0]);
            }
            return move;
        } catch (MoveParseException e) {
            if (e.kind() == Kind.AMBIGUOUS) {
                throw ambiguous(position, text, e.candidates());
            }
            throw e;
        }
    }

    private boolean onlyCheckOrMate(String words) {
        try {
            return lexicon().read(words).stream().allMatch(m -> m.kind() == Lexicon.Kind.CHECK || m.kind() == Lexicon.Kind.MATE);
        } catch (MoveParseException e) {
            return false;
        }
    }

    private MoveParseException ambiguous(Position position, String text, int[] candidates) {
        List<String> names = new ArrayList<>();
        for (int m : candidates) {
            names.add(Announcer.fide().announce(position, m));
        }
        names.sort(Comparator.naturalOrder());
        String list = String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
        return new MoveParseException(Kind.AMBIGUOUS, InputException.quote(text.strip()) + " could be " + list, candidates);
    }

    /** The parts of a move the words name, in the order the grammar allows. */
    private static Description describe(String text, List<Meaning> meanings) {
        PieceType mover = null, captured = null, promotion = null;
        Boolean castling = null;
        boolean capture = false, enPassant = false;
        List<Meaning> coords = new ArrayList<>();
        Lexicon.Kind previous = null;
        for (Meaning m : meanings) {
            switch (m.kind()) {
                case CASTLE_SHORT, CASTLE_LONG -> castling = m.kind() == Lexicon.Kind.CASTLE_SHORT;
                case CAPTURE -> capture = true;
                case EN_PASSANT -> enPassant = true;
                case FILE, RANK -> coords.add(m);
                case PIECE -> {
                    if (previous == Lexicon.Kind.CAPTURE && captured == null) {
                        captured = m.piece();
                    } else if ((previous == Lexicon.Kind.PROMOTION || !coords.isEmpty()) && promotion == null) {
                        promotion = m.piece();
                    } else if (mover == null && coords.isEmpty() && !capture) {
                        mover = m.piece();
                    } else {
                        throw unreadable(text, "the piece word \"" + m.words() + "\" is out of place");
                    }
                }
                default -> { } // check, mate, promotion: the words around them carry the meaning
            }
            previous = m.kind();
        }
        if (castling != null) {
            if (!coords.isEmpty() || mover != null || promotion != null) {
                throw unreadable(text, "castling takes no piece or square");
            }
            return new Description(null, -1, -1, -1, null, false, null, castling);
        }
        int n = coords.size();
        if (n < 2 || coords.get(n - 2).kind() != Lexicon.Kind.FILE || coords.get(n - 1).kind() != Lexicon.Kind.RANK) {
            throw unreadable(text, "it names no square to move to");
        }
        int fromFile = -1, fromRank = -1;
        List<Meaning> origin = coords.subList(0, n - 2);
        if (origin.size() > 2 || origin.size() == 2 && (origin.get(0).kind() != Lexicon.Kind.FILE
                || origin.get(1).kind() != Lexicon.Kind.RANK)) {
            throw unreadable(text, "it names too many squares");
        }
        for (Meaning m : origin) {
            if (m.kind() == Lexicon.Kind.FILE) {
                fromFile = m.value();
            } else {
                fromRank = m.value();
            }
        }
        int to = Square.of(coords.get(n - 2).value(), coords.get(n - 1).value());
        return new Description(mover == null ? PieceType.PAWN : mover, fromFile, fromRank, to, captured, enPassant,
                promotion, null);
    }

    private static MoveParseException unreadable(String text, String why) {
        return new MoveParseException(Kind.UNREADABLE, "cannot read " + InputException.quote(text.strip()) + ": " + why, new int[0]);
    }

    /** Legal moves fitting the description; a normal king step wins over castling to the same square. */
    private static List<Integer> matches(Position position, Description d) {
        List<Integer> normal = new ArrayList<>();
        List<Integer> castling = new ArrayList<>();
        for (int m : position.legalMoves()) {
            if (d.kingSideCastling() != null) {
                if (Move.isCastling(m) && Move.isKingSideCastling(m) == d.kingSideCastling()) {
                    castling.add(m);
                }
                continue;
            }
            int from = Move.from(m);
            if (position.pieceAt(from).type() != d.mover()
                    || d.fromFile() >= 0 && Square.file(from) != d.fromFile()
                    || d.fromRank() >= 0 && Square.rank(from) != d.fromRank()) {
                continue;
            }
            if (Move.isCastling(m)) {
                if (Move.kingDestination(m) == d.to() || position.isChess960() && Move.to(m) == d.to()) {
                    castling.add(m);
                }
                continue;
            }
            if (Move.to(m) != d.to()
                    || d.promotion() != null && Move.promotionPiece(m) != d.promotion()
                    || d.enPassant() && !Move.isEnPassant(m)
                    || d.captured() != null && capturedType(position, m) != d.captured()) {
                continue;
            }
            normal.add(m);
        }
        return normal.isEmpty() ? castling : normal;
    }

    private static PieceType capturedType(Position position, int move) {
        if (Move.isEnPassant(move)) {
            return PieceType.PAWN;
        }
        Piece p = position.pieceAt(Move.to(move));
        return p == null ? null : p.type();
    }

    /** Why no legal move fits: the first fault found, said in the fide words. */
    private String reason(Position position, Description d) {
        Color us = position.sideToMove();
        String side = us == Color.WHITE ? "White" : "Black";
        if (d.kingSideCastling() != null) {
            return castlingFault(position, us, d.kingSideCastling(), side);
        }
        String piece = fide().piece(d.mover());
        String to = fide().square(d.to());
        long ours = position.pieces(us, d.mover());
        if (d.fromFile() >= 0) {
            ours &= Bitboards.fileMask(d.fromFile());
        }
        if (d.fromRank() >= 0) {
            ours &= Bitboards.rankMask(d.fromRank());
        }
        if (ours == 0) {
            String origin = (d.fromFile() >= 0 ? " " + fide().file(d.fromFile()) : "")
                    + (d.fromRank() >= 0 ? " " + fide().rank(d.fromRank()) : "");
            return side + " has no " + piece + (origin.isEmpty() ? "" : " on" + origin);
        }
        if (d.promotion() != null && (d.mover() != PieceType.PAWN || Square.rank(d.to()) != (us == Color.WHITE ? 7 : 0))) {
            return "only a " + fide().piece(PieceType.PAWN) + " reaching the last rank is promoted";
        }
        if (d.promotion() == PieceType.KING || d.promotion() == PieceType.PAWN) {
            return "a " + fide().piece(PieceType.PAWN) + " cannot become a " + fide().piece(d.promotion());
        }
        Piece there = position.pieceAt(d.to());
        if (there != null && there.color() == us) {
            return "a " + colour(us) + " " + fide().piece(there.type()) + " stands on " + to;
        }
        if (d.captured() != null && (there == null || there.type() != d.captured()) && !d.enPassant()) {
            return "there is no " + colour(us.opposite()) + " " + fide().piece(d.captured()) + " on " + to;
        }
        if (d.enPassant()) {
            return "en passant is not possible on " + to;
        }
        boolean reaches = false;
        for (long b = ours; b != 0; b &= b - 1) {
            reaches |= reaches(position, Long.numberOfTrailingZeros(b), d.mover(), d.to());
        }
        if (!reaches) {
            return "no " + colour(us) + " " + piece + " can reach " + to;
        }
        if (position.inCheck()) {
            return side + " is in check and this move does not answer it";
        }
        return d.mover() == PieceType.KING ? "the " + piece + " would be in check on " + to
                : "it would leave the " + colour(us) + " " + fide().piece(PieceType.KING) + " in check";
    }

    /** Whether a piece could go from {@code from} to {@code to} by its move alone, ignoring check. */
    private static boolean reaches(Position position, int from, PieceType type, int to) {
        long occupied = position.occupied();
        Color us = position.sideToMove();
        if (type != PieceType.PAWN) {
            return (Bitboards.attacks(type, from, occupied) & Bitboards.bit(to)) != 0;
        }
        Piece target = position.pieceAt(to);
        if ((Bitboards.pawnAttacks(us, from) & Bitboards.bit(to)) != 0) {
            return target != null && target.color() != us;
        }
        int step = us == Color.WHITE ? 8 : -8;
        int startRank = us == Color.WHITE ? 1 : 6;
        if (to == from + step) {
            return target == null;
        }
        return to == from + 2 * step && Square.rank(from) == startRank && target == null
                && position.pieceAt(from + step) == null;
    }

    private String castlingFault(Position position, Color us, boolean kingSide, String side) {
        String which = fide().castling(kingSide);
        int rook = position.castlingRook(us, kingSide);
        if (rook < 0) {
            return side + " may no longer play " + which;
        }
        if (position.inCheck()) {
            return side + " is in check";
        }
        int king = position.kingSquare(us);
        int rank = Square.rank(king);
        int kingTo = Square.of(kingSide ? 6 : 2, rank);
        int rookTo = Square.of(kingSide ? 5 : 3, rank);
        long path = Bitboards.between(king, kingTo) | Bitboards.bit(kingTo)
                | Bitboards.between(rook, rookTo) | Bitboards.bit(rookTo);
        path &= ~(Bitboards.bit(king) | Bitboards.bit(rook));
        if ((path & position.occupied()) != 0) {
            return "pieces stand between the " + fide().piece(PieceType.KING) + " and the " + fide().piece(PieceType.ROOK);
        }
        return "the " + fide().piece(PieceType.KING) + " would pass or land on an attacked square";
    }

    private static String colour(Color c) {
        return c.name().toLowerCase(Locale.ROOT);
    }
}
