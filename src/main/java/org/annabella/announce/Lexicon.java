package org.annabella.announce;

import org.annabella.rules.MoveParseException;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.annabella.rules.PieceType;
import org.annabella.rules.InputException;
import org.annabella.rules.TextFile;

/**
 * Every phrase of one or more move phrasebooks, written form and variants, normalised so that
 * case, umlauts (ä or ae), accents and punctuation do not matter. Turns a text into the meanings
 * of its words, longest phrase first. When two books give one phrase different meanings, the
 * book listed first wins.
 */
final class Lexicon {
    enum Kind { FILE, RANK, PIECE, CAPTURE, EN_PASSANT, PROMOTION, CHECK, MATE, CASTLE_SHORT, CASTLE_LONG, IGNORE }

    /** One meaning: for FILE and RANK the index 0..7, for PIECE the type's ordinal. */
    record Meaning(Kind kind, int value, String words) {
        PieceType piece() {
            return PieceType.of(value);
        }
    }

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern SIGNS = Pattern.compile("([+#=:])");
    private static final Pattern OTHER = Pattern.compile("[^a-z0-9+#=:]+");
    private static final Pattern SQUARE = Pattern.compile("[a-h][1-8]");

    private final Map<List<String>, Meaning> phrases = new HashMap<>();
    private int longest = 1;

    Lexicon(List<MoveWords> books) {
        for (MoveWords words : books) {
            Phrasebook b = words.book();
            for (int i = 0; i < 8; i++) {
                add(b, MoveWords.fileKey(i), Kind.FILE, i);
                add(b, MoveWords.rankKey(i), Kind.RANK, i);
            }
            for (PieceType t : PieceType.values()) {
                add(b, MoveWords.pieceKey(t), Kind.PIECE, t.ordinal());
            }
            add(b, "capture", Kind.CAPTURE, 0);
            add(b, "en-passant", Kind.EN_PASSANT, 0);
            add(b, "promotion", Kind.PROMOTION, 0);
            add(b, "check", Kind.CHECK, 0);
            add(b, "mate", Kind.MATE, 0);
            add(b, "castle.short", Kind.CASTLE_SHORT, 0);
            add(b, "castle.long", Kind.CASTLE_LONG, 0);
            add(b, "ignore", Kind.IGNORE, 0);
        }
    }

    private void add(Phrasebook book, String key, Kind kind, int value) {
        for (String form : book.forms(key)) {
            List<String> tokens = tokens(form);
            if (!tokens.isEmpty()) {
                phrases.putIfAbsent(tokens, new Meaning(kind, value, form));
                longest = Math.max(longest, tokens.size());
            }
        }
    }

    /**
     * The words of a text, normalised: lower case, umlauts as ae/oe/ue, accents dropped, the
     * signs + # = : as words of their own, other punctuation as spaces, and a square written
     * together ("f3") split into file and rank.
     */
    static List<String> tokens(String text) {
        String s = text.toLowerCase(Locale.ROOT)
                .replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss");
        s = withoutMarks(s);
        s = OTHER.matcher(SIGNS.matcher(s).replaceAll(" $1 ")).replaceAll(" ").strip();
        List<String> out = new ArrayList<>();
        if (s.isEmpty()) {
            return out;
        }
        for (String t : s.split(" ")) {
            if (SQUARE.matcher(t).matches()) {
                out.add(t.substring(0, 1));
                out.add(t.substring(1));
            } else {
                out.add(t);
            }
        }
        return out;
    }

    /**
     * The text without its accents (decomposed, the marks dropped); plain ASCII, which has none, as
     * it is ({@link TextFile#isAscii}).
     */
    private static String withoutMarks(String text) {
        return TextFile.isAscii(text) ? text : MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFD)).replaceAll("");
    }

    /**
     * The meanings of a text's words, or an exception naming the first word or character not
     * understood: letters of other scripts, symbols and control characters are refused, never
     * read as a space (punctuation is).
     */
    List<Meaning> read(String text) {
        String plain = withoutMarks(text.toLowerCase(Locale.ROOT));
        for (int i = 0; i < plain.length(); i += Character.charCount(plain.codePointAt(i))) {
            int c = plain.codePointAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || Character.isWhitespace(c) || punctuation(c)
                    || c == 'ß' || c == '+' || c == '=')) {
                String character = InputException.quote(new String(Character.toChars(c)));
                throw new MoveParseException(MoveParseException.Kind.UNREADABLE, "cannot read "
                        + InputException.quote(text.strip()) + ": the character " + character + " is not part of an announcement",
                        new int[0], MoveParseException.Reason.of("announcement-character", "character", character));
            }
        }
        List<String> tokens = tokens(text);
        List<Meaning> out = new ArrayList<>();
        int i = 0;
        while (i < tokens.size()) {
            Meaning found = null;
            int length = Math.min(longest, tokens.size() - i);
            for (; length > 0; length--) {
                found = phrases.get(tokens.subList(i, i + length));
                if (found != null) {
                    break;
                }
            }
            if (found == null) {
                String word = InputException.quote(tokens.get(i));
                throw new MoveParseException(MoveParseException.Kind.UNREADABLE,
                        "cannot read " + InputException.quote(text.strip()) + ": the word " + word + " is not part of an announcement",
                        new int[0], MoveParseException.Reason.of("word", "word", word));
            }
            if (found.kind() != Kind.IGNORE) {
                out.add(found);
            }
            i += length;
        }
        return out;
    }

    private static boolean punctuation(int c) {
        return switch (Character.getType(c)) {
            case Character.CONNECTOR_PUNCTUATION, Character.DASH_PUNCTUATION, Character.START_PUNCTUATION,
                 Character.END_PUNCTUATION, Character.INITIAL_QUOTE_PUNCTUATION, Character.FINAL_QUOTE_PUNCTUATION,
                 Character.OTHER_PUNCTUATION -> true;
            default -> false;
        };
    }
}
