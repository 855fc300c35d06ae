package org.annabella.ui.console;

import java.util.Locale;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.PhrasedInputException;
import org.annabella.announce.Words;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.PieceType;

/**
 * The console's two languages: the words for colours and pieces it understands in commands and
 * says in answers, and its answers, which are the {@code console.*} entries of
 * voice/messages-LANG.phrases (organisers may adjust them, 2018 D.1).
 */
public enum ConsoleLanguage {
    ENGLISH(
            new String[] {"white", "black"},
            new String[] {"pawn", "knight", "bishop", "rook", "queen", "king"},
            new String[] {"pawns", "knights", "bishops", "rooks", "queens", "kings"}),
    SPANISH(
            new String[] {"blancas", "negras"},
            new String[] {"peón", "caballo", "alfil", "torre", "dama", "rey"},
            new String[] {"peones", "caballos", "alfiles", "torres", "damas", "reyes"});

    private final String[] colors;
    private final String[] pieces;
    private final String[] plurals;

    ConsoleLanguage(String[] colors, String[] pieces, String[] plurals) {
        this.colors = colors;
        this.pieces = pieces;
        this.plurals = plurals;
    }

    public static ConsoleLanguage parse(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "en", "english", "inglés", "ingles" -> ENGLISH;
            case "es", "spanish", "español", "espanol" -> SPANISH;
            default -> throw new PhrasedInputException(Phrase.of("cli.error.language", "text", text));
        };
    }

    /** The console's answer {@code console.KEY} of voice/messages-LANG.phrases, with its named values. */
    String say(String key, Object... namesAndValues) {
        return Words.aloud(words()).say(Phrase.of("console." + key, namesAndValues));
    }

    /** The person's typing does not fit a command: {@code console.KEY} as one refusal, without its full stop. */
    InputException refusal(String key, Object... namesAndValues) {
        return new InputException(say(key, namesAndValues).replaceAll("\\.$", ""));
    }

    String color(Color c) {
        return colors[c.ordinal()];
    }

    String piece(PieceType t) {
        return pieces[t.ordinal()];
    }

    String plural(PieceType t) {
        return plurals[t.ordinal()];
    }

    /** The language of the messages phrasebooks (voice/messages-LANG.phrases) with the same words. */
    public Language words() {
        return this == ENGLISH ? Language.ENGLISH : Language.SPANISH;
    }

    /** A piece with its colour, as said: "white knight", "caballo blanco". */
    String pieceWithColor(Color c, PieceType t) {
        if (this == ENGLISH) {
            return colors[c.ordinal()] + " " + pieces[t.ordinal()];
        }
        boolean feminine = t == PieceType.ROOK || t == PieceType.QUEEN;
        return pieces[t.ordinal()] + " " + (c == Color.WHITE ? (feminine ? "blanca" : "blanco") : (feminine ? "negra" : "negro"));
    }

    /** The name of a player given none: the side, capitalised ("White", "Blancas"). */
    public String defaultName(Color c) {
        return capitalised(color(c));
    }

    static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** A colour named in either language, or null. */
    static Color colorOf(String word) {
        for (ConsoleLanguage l : values()) {
            for (Color c : Color.values()) {
                if (l.colors[c.ordinal()].equals(word) || l.colors[c.ordinal()].startsWith(word) && word.length() >= 4) {
                    return c;
                }
            }
        }
        return switch (word) {
            case "blanco", "blanca" -> Color.WHITE;
            case "negro", "negra" -> Color.BLACK;
            default -> null;
        };
    }

    /** A piece kind named in either language, singular or plural, or null. */
    static PieceType pieceOf(String word) {
        String w = word.replace("peon", "peón");
        for (ConsoleLanguage l : values()) {
            for (PieceType t : PieceType.values()) {
                if (l.pieces[t.ordinal()].equals(w) || l.plurals[t.ordinal()].equals(w)) {
                    return t;
                }
            }
        }
        return null;
    }
}
