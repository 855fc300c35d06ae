package org.annabella.ui.console;

import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.AnnouncementReader;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Square;

/**
 * The console's questions about the player's own board, what he could feel on it: where pieces
 * stand ({@code pieces}), what stands on a square, a rank, a file or the diagonals through a
 * square ({@code square}, {@code rank}, {@code file}, {@code scan}, {@code diagonal}). Each
 * answer is its lines in the console's language.
 */
final class BoardQuestions {
    /** Reads squares in every style's words (its phrasebooks are read once). */
    private static final AnnouncementReader SQUARES = new AnnouncementReader();

    private final Piece[] board;
    private final ConsoleLanguage lang;

    BoardQuestions(Piece[] board, ConsoleLanguage lang) {
        this.board = board;
        this.lang = lang;
    }

    /** Where the pieces of a colour, a kind or both stand, one kind a line. */
    List<String> pieces(List<String> args) {
        Color color = null;
        PieceType kind = null;
        for (String a : args) {
            Color c = ConsoleLanguage.colorOf(a);
            PieceType t = ConsoleLanguage.pieceOf(a);
            if (c == null && t == null) {
                throw lang.refusal("unknown", "word", a);
            }
            color = c != null ? c : color;
            kind = t != null ? t : kind;
        }
        List<String> lines = new ArrayList<>();
        for (Color c : color == null ? Color.values() : new Color[] {color}) {
            if (kind != null) {
                List<String> at = where(Piece.of(c, kind));
                lines.add(at.isEmpty() ? lang.say("nokind", "side", lang.color(c), "pieces", lang.plural(kind))
                        : ConsoleLanguage.capitalised(lang.say("kind", "side", lang.color(c), "pieces", lang.plural(kind), "squares", String.join(", ", at))));
            } else {
                // One kind a line, king first: "White king: e1.", "White rooks: a1, h1."
                for (int t = PieceType.values().length - 1; t >= 0; t--) {
                    PieceType type = PieceType.of(t);
                    List<String> at = where(Piece.of(c, type));
                    if (!at.isEmpty()) {
                        lines.add(ConsoleLanguage.capitalised(lang.say("kind", "side", lang.color(c),
                                "pieces", at.size() == 1 ? lang.piece(type) : lang.plural(type), "squares", String.join(", ", at))));
                    }
                }
            }
        }
        return lines;
    }

    /** A rank by its number: "rank 4". */
    String rank(List<String> args) {
        String rank = rankDigit(arg(args, "needrank"));
        return scan(lang.say("rank", "rank", rank), squaresOfRank(rank));
    }

    /** A file by its letter or name: "file e", "file Eva". */
    String file(List<String> args) {
        String f = fileLetter(arg(args, "needfile"));
        return scan(lang.say("file", "file", f), squaresOfFile(f));
    }

    /** One square, written or in words. */
    String square(List<String> args) {
        int sq = square(args, lang);
        return scan(Square.name(sq), List.of(sq));
    }

    /** A rank by its number, a file by its letter or name, or a square: "scan 4", "scan e", "scan Eva". */
    String scan(List<String> args) {
        String what = arg(args, "needscan");
        if (args.size() == 1 && what.chars().allMatch(Character::isDigit)) {
            return rank(args);
        } else if (args.size() == 1 && what.chars().noneMatch(Character::isDigit)) {
            return file(args);
        }
        return square(args);
    }

    /** The two diagonals through a square, each from the edge nearest rank 1. */
    List<String> diagonals(List<String> args) {
        int sq = square(args, lang);
        int f = Square.file(sq);
        int r = Square.rank(sq);
        List<String> lines = new ArrayList<>();
        for (int dir : new int[] {1, -1}) {
            List<Integer> line = new ArrayList<>();
            // From the edge nearest rank 1 up to the far edge, the way a hand would run along it.
            int k = Math.min(r, dir == 1 ? f : 7 - f);
            for (int ff = f - dir * k, rr = r - k; ff >= 0 && ff < 8 && rr < 8; ff += dir, rr++) {
                line.add(Square.of(ff, rr));
            }
            if (line.size() > 1) {
                lines.add(scan(lang.say("diag", "from", Square.name(line.get(0)), "to", Square.name(line.get(line.size() - 1))), line));
            }
        }
        return lines;
    }

    /** A square written or in words: "e4", "Eva vier". */
    static int square(List<String> args, ConsoleLanguage lang) {
        String words = String.join(" ", args);
        if (words.isBlank()) {
            throw lang.refusal("needsquare");
        }
        try {
            return SQUARES.square(words);
        } catch (InputException e) {
            throw lang.refusal("badsquare", "words", words);
        }
    }

    private List<String> where(Piece piece) {
        List<String> out = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] == piece) {
                out.add(Square.name(sq));
            }
        }
        return out;
    }

    private String scan(String label, List<Integer> squares) {
        List<String> parts = new ArrayList<>();
        for (int sq : squares) {
            if (board[sq] != null) {
                parts.add((squares.size() == 1 ? "" : Square.name(sq) + " ")
                        + lang.pieceWithColor(board[sq].color(), board[sq].type()));
            }
        }
        return parts.isEmpty() ? lang.say("empty", "label", label) : lang.say("on", "label", label, "contents", String.join(", ", parts));
    }

    /** The first word after the command; {@code needKey} says what is wanted when there is none. */
    private String arg(List<String> args, String needKey) {
        if (args.isEmpty()) {
            throw lang.refusal(needKey);
        }
        return args.get(0);
    }

    private String rankDigit(String rank) {
        if (!rank.matches("[1-8]")) {
            throw lang.refusal("badrank", "rank", rank);
        }
        return rank;
    }

    private static List<Integer> squaresOfRank(String rank) {
        int r = rank.charAt(0) - '1';
        List<Integer> out = new ArrayList<>();
        for (int f = 0; f < 8; f++) {
            out.add(Square.of(f, r));
        }
        return out;
    }

    /** A file by letter or by its announced name (Anna ... Hector). */
    private String fileLetter(String word) {
        String f = switch (word) {
            case "anna" -> "a";
            case "bella" -> "b";
            case "cesar", "caesar" -> "c";
            case "david" -> "d";
            case "eva" -> "e";
            case "felix" -> "f";
            case "gustav" -> "g";
            case "hector", "hektor" -> "h";
            default -> word;
        };
        if (!f.matches("[a-h]")) {
            throw lang.refusal("badfile", "word", word);
        }
        return f;
    }

    private static List<Integer> squaresOfFile(String f) {
        List<Integer> out = new ArrayList<>();
        for (int r = 0; r < 8; r++) {
            out.add(Square.of(f.charAt(0) - 'a', r));
        }
        return out;
    }
}
