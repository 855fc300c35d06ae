package org.annabella.announce;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.annabella.rules.Move;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * What a player may say for each legal move of a position, for a recogniser restricted to it: the
 * short and full announcements of every style given (2009 E.2.1, 2018 D.2.1), with every spoken
 * variant of the phrasebooks, and the parts people leave out (check and mate words, the capture
 * word, the promotion word, a full form's captured piece) as optional. Words are in the
 * reader's normal form (lower case, umlauts as ae/oe/ue); phrasebook forms that are signs, not
 * words (x, +, O-O), are not said and left out. A piece move whose announcement needs its origin
 * (C.10) is also offered without it, as a saying meaning every candidate: heard, it is an
 * ambiguity to ask about, never a guess.
 */
public final class SpokenForms {
    /** One part of a saying: a choice among word sequences, which may be left out when optional. */
    public record Part(List<List<String>> choices, boolean optional) {
    }

    /** One way of saying a move, and the legal moves those words can mean (more than one: ambiguous). */
    public record Saying(List<Part> parts, Set<Integer> moves) {
    }

    private SpokenForms() {
    }

    /** Every saying of every legal move of {@code position} in the given styles' words. */
    public static List<Saying> of(Position position, List<MoveWords> styles) {
        List<Saying> out = new ArrayList<>();
        for (int move : position.legalMoves()) {
            Set<Integer> self = Set.of(move);
            Part checkOrMate = checkOrMate(position, move, styles);
            for (MoveWords w : styles) {
                if (Move.isCastling(move)) {
                    add(out, self, part(w, Move.isKingSideCastling(move) ? "castle.short" : "castle.long"), checkOrMate);
                    continue;
                }
                int from = Move.from(move);
                int to = Move.to(move);
                PieceType type = position.pieceAt(from).type();
                PieceType captured = Move.isEnPassant(move) ? PieceType.PAWN
                        : position.pieceAt(to) == null ? null : position.pieceAt(to).type();
                Part promotion = Move.isPromotion(move) ? promotion(w, Move.promotionPiece(move)) : null;
                Part enPassant = Move.isEnPassant(move) ? optional(part(w, "en-passant")) : null;
                // Full form: piece, both squares, the capture and the captured piece.
                Part capture = captured == null ? null : capture(w, captured);
                add(out, self, part(w, MoveWords.pieceKey(type)), file(w, from), rank(w, from), capture,
                        file(w, to), rank(w, to), enPassant, promotion, checkOrMate);
                // Short form, as SAN element by element.
                Part captureWord = captured == null ? null : optional(part(w, "capture"));
                if (type == PieceType.PAWN) {
                    Part origin = captured == null ? null : file(w, from);
                    add(out, self, origin, captureWord, file(w, to), rank(w, to), enPassant, promotion, checkOrMate);
                    continue;
                }
                Part piece = part(w, MoveWords.pieceKey(type));
                Announcer.Origin origin = Announcer.origin(position, move, type);
                Part originFile = origin == Announcer.Origin.FILE || origin == Announcer.Origin.SQUARE ? file(w, from) : null;
                Part originRank = origin == Announcer.Origin.RANK || origin == Announcer.Origin.SQUARE ? rank(w, from) : null;
                add(out, self, piece, originFile, originRank, captureWord, file(w, to), rank(w, to), checkOrMate);
                if (origin != Announcer.Origin.NONE) {
                    add(out, twins(position, type, to), piece, captureWord, file(w, to), rank(w, to), checkOrMate);
                }
            }
        }
        return out;
    }

    /** Every word the sayings of these styles may use, spoken forms of every phrasebook key. */
    public static Set<String> vocabulary(List<MoveWords> styles) {
        Set<String> words = new java.util.TreeSet<>();
        for (MoveWords w : styles) {
            for (String key : w.book().keys()) {
                if (!key.equals("square") && !key.equals("ignore")) {
                    part(w, key).choices().forEach(words::addAll);
                }
            }
        }
        return words;
    }

    /**
     * What single words of these styles mean where one word can stand for another of its kind:
     * files ("file.c"), ranks ("rank.2"), pieces ("piece.knight") and the first word of a castling
     * ("castle.short"). A word meaning two things of one kind is left out. For a recogniser to
     * ask what else the same kind of words could have said, legal now or not.
     */
    public static Map<String, String> meanings(List<MoveWords> styles) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        Set<String> twice = new java.util.HashSet<>();
        for (MoveWords w : styles) {
            for (String key : w.book().keys()) {
                boolean castle = key.startsWith("castle.");
                if (!castle && !key.startsWith("file.") && !key.startsWith("rank.") && !key.startsWith("piece.")) {
                    continue;
                }
                for (List<String> words : part(w, key).choices()) {
                    if (words.size() == 1 || castle) {
                        String old = out.putIfAbsent(words.get(0), key);
                        if (old != null && !old.equals(key)) {
                            twice.add(words.get(0));
                        }
                    }
                }
            }
        }
        twice.forEach(out::remove);
        return out;
    }

    /** The legal moves of a {@code type} to {@code to}: what its words mean without the origin. */
    private static Set<Integer> twins(Position position, PieceType type, int to) {
        Set<Integer> moves = new LinkedHashSet<>();
        for (int m : position.legalMoves()) {
            if (!Move.isCastling(m) && Move.to(m) == to && position.pieceAt(Move.from(m)).type() == type) {
                moves.add(m);
            }
        }
        return Set.copyOf(moves);
    }

    private static void add(List<Saying> out, Set<Integer> moves, Part... parts) {
        List<Part> kept = new ArrayList<>();
        for (Part p : parts) {
            if (p != null) {
                if (p.choices().isEmpty()) {
                    if (!p.optional()) {
                        return; // nothing speakable in this style for a part that must be said
                    }
                    continue;
                }
                kept.add(p);
            }
        }
        out.add(new Saying(List.copyOf(kept), moves));
    }

    /** The check or mate words a move may be announced with (optional: people leave them out). */
    private static Part checkOrMate(Position position, int move, List<MoveWords> styles) {
        position.makeMove(move);
        boolean mate = position.isCheckmate();
        boolean check = position.inCheck();
        position.unmakeMove();
        if (!check) {
            return null;
        }
        Set<List<String>> choices = new LinkedHashSet<>();
        for (MoveWords w : styles) {
            choices.addAll(part(w, "check").choices());
            if (mate) {
                choices.addAll(part(w, "mate").choices());
            }
        }
        return new Part(List.copyOf(choices), true);
    }

    /** The capture word, optionally followed by the captured piece (full form). */
    private static Part capture(MoveWords w, PieceType captured) {
        Set<List<String>> choices = new LinkedHashSet<>();
        for (List<String> c : part(w, "capture").choices()) {
            choices.add(c);
            for (List<String> p : part(w, MoveWords.pieceKey(captured)).choices()) {
                choices.add(concat(c, p));
            }
        }
        return new Part(List.copyOf(choices), true);
    }

    /** The piece promoted to, with or without the promotion word before it. */
    private static Part promotion(MoveWords w, PieceType to) {
        Set<List<String>> choices = new LinkedHashSet<>();
        for (List<String> p : part(w, MoveWords.pieceKey(to)).choices()) {
            choices.add(p);
            for (List<String> word : part(w, "promotion").choices()) {
                choices.add(concat(word, p));
            }
        }
        return new Part(List.copyOf(choices), false);
    }

    private static Part file(MoveWords w, int square) {
        return part(w, MoveWords.fileKey(Square.file(square)));
    }

    private static Part rank(MoveWords w, int square) {
        return part(w, MoveWords.rankKey(Square.rank(square)));
    }

    private static Part optional(Part p) {
        return new Part(p.choices(), true);
    }

    /** The spoken forms of a phrasebook key: each form's words. */
    private static Part part(MoveWords w, String key) {
        Set<List<String>> choices = new LinkedHashSet<>();
        for (String form : w.book().forms(key)) {
            // signs and abbreviations are written, not said: x, +, O-O, e.p., ep (a file letter is said)
            boolean written = form.chars().anyMatch(c -> !Character.isLetter(c) && c != ' ')
                    || !key.startsWith("file.") && !key.startsWith("rank.") && form.length() <= 2;
            List<String> words = Lexicon.tokens(form);
            if (!written && !words.isEmpty()) {
                choices.add(words);
            }
        }
        return new Part(List.copyOf(choices), false);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
