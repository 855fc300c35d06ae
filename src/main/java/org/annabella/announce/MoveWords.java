package org.annabella.announce;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.annabella.rules.PieceType;
import org.annabella.rules.Square;

/**
 * The words of one announcement style, read from its phrasebook {@code voice/<style>.phrases}:
 * files, ranks, pieces, the capture, en passant, promotion, check and mate words, castling, how
 * a square is written from its file and rank, and filler words ignored when reading.
 */
public final class MoveWords {
    /** Every key a move phrasebook must have, with the placeholders it may use. */
    public static final Map<String, Set<String>> SCHEMA = schema();

    private final Phrasebook book;
    private final String[] files = new String[8];
    private final String[] ranks = new String[8];
    private final Map<PieceType, String> pieces = new EnumMap<>(PieceType.class);

    /**
     * Words from a phrasebook with the move schema. Refuses a book whose square form lacks its
     * file or rank, or where one phrase would mean two things when read back.
     */
    public MoveWords(Phrasebook book) {
        this.book = book;
        String square = book.get("square");
        if (!square.contains("{file}") || !square.contains("{rank}")) {
            throw new PhrasebookException(book.where("square") + ": 'square' must use both {file} and {rank}");
        }
        Map<List<String>, String> meaning = new HashMap<>();
        for (String key : book.keys()) {
            if (key.equals("square")) {
                continue;
            }
            for (String form : book.forms(key)) {
                List<String> words = Lexicon.tokens(form);
                if (words.isEmpty()) {
                    throw new PhrasebookException(book.where(key) + ": '" + form + "' has no word that can be read back");
                }
                String other = meaning.putIfAbsent(words, key);
                if (other != null && !other.equals(key)) {
                    throw new PhrasebookException(book.where(key) + ": '" + form + "' already means " + other
                            + " (" + book.where(other) + ")");
                }
            }
        }
        for (int i = 0; i < 8; i++) {
            files[i] = book.get(fileKey(i));
            ranks[i] = book.get(rankKey(i));
        }
        for (PieceType t : PieceType.values()) {
            pieces.put(t, book.get(pieceKey(t)));
        }
    }

    /** The standard words of a style, from voice/ (see {@link Phrasebook#load}). */
    public static MoveWords of(Style style) {
        return new MoveWords(Phrasebook.load(style.id() + ".phrases", SCHEMA));
    }

    private static Map<String, Set<String>> schema() {
        Map<String, Set<String>> s = new LinkedHashMap<>();
        s.put("square", Set.of("file", "rank"));
        for (int i = 0; i < 8; i++) {
            s.put(fileKey(i), Set.of());
            s.put(rankKey(i), Set.of());
        }
        for (PieceType t : PieceType.values()) {
            s.put(pieceKey(t), Set.of());
        }
        for (String k : List.of("capture", "en-passant", "promotion", "check", "mate", "castle.short",
                "castle.long", "ignore")) {
            s.put(k, Set.of());
        }
        return Map.copyOf(s);
    }

    static String fileKey(int file) {
        return "file." + (char) ('a' + file);
    }

    static String rankKey(int rank) {
        return "rank." + (rank + 1);
    }

    static String pieceKey(PieceType type) {
        return "piece." + type.name().toLowerCase(Locale.ROOT);
    }

    public String file(int file) {
        return files[file];
    }

    public String rank(int rank) {
        return ranks[rank];
    }

    public String square(int sq) {
        return book.fill("square", Map.of("file", files[Square.file(sq)], "rank", ranks[Square.rank(sq)]));
    }

    public String piece(PieceType type) {
        return pieces.get(type);
    }

    public String capture() {
        return book.get("capture");
    }

    public String enPassant() {
        return book.get("en-passant");
    }

    public String promotion() {
        return book.get("promotion");
    }

    public String check() {
        return book.get("check");
    }

    public String mate() {
        return book.get("mate");
    }

    public String castling(boolean kingSide) {
        return book.get(kingSide ? "castle.short" : "castle.long");
    }

    /** The phrasebook itself, for readers that need the accepted variants. */
    public Phrasebook book() {
        return book;
    }
}
