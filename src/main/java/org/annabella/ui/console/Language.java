package org.annabella.ui.console;

import java.util.Locale;
import java.util.Map;
import org.annabella.rules.Color;
import org.annabella.rules.PieceType;

/** The console's words in English and Spanish: commands, piece and colour names, replies. */
public enum Language {
    ENGLISH(Map.ofEntries(
            Map.entry("help", "Commands: clock, last, moves, repeat, next, pieces, rank, file, diagonal, square, "
                    + "attackers, defenders, legal, draw, accept, decline, claim, resign, seal, start, pause, mode, "
                    + "language, rulings, override, quit. Type a move in any notation or in words."),
            Map.entry("norulings", "No rulings yet."),
            Map.entry("overridehow", "Give the ruling's number and your words, like: override 2 Draw agreed."),
            Map.entry("clock", "White %s, Black %s. %s. Move %d."),
            Map.entry("running", "%s's clock runs"),
            Map.entry("stopped", "Clocks stopped"),
            Map.entry("noclock", "This game has no clock. Move %d."),
            Map.entry("nomoves", "No moves yet."),
            Map.entry("last", "Last move: %s."),
            Map.entry("empty", "%s is empty."),
            Map.entry("on", "%s: %s."),
            Map.entry("none", "none"),
            Map.entry("nothing", "Nothing to repeat."),
            Map.entry("unknown", "Not understood: %s. Say help for the commands."),
            Map.entry("bye", "Goodbye. The journal is saved."),
            Map.entry("mode", "Mode: %s."),
            Map.entry("language", "Language: English."),
            Map.entry("needsquare", "Give a square, like e4."),
            Map.entry("attackers", "%s attack %s from: %s."),
            Map.entry("legal", "Legal moves of the piece on %s: %s."),
            Map.entry("claimkind", "Claim threefold or fifty, then the move if any; or claim flag."),
            Map.entry("over", "The game is over: %s."),
            Map.entry("rank", "Rank %s"),
            Map.entry("file", "File %s"),
            Map.entry("diag", "Diagonal %s"),
            Map.entry("kind", "%1$s %2$s: %3$s."),
            Map.entry("side", "%1$s: %2$s."),
            Map.entry("nokind", "No %1$s %2$s."),
            Map.entry("paused", "Clocks stopped."),
            Map.entry("started", "Clock started."),
            Map.entry("badrank", "a rank is a number from 1 to 8, not %s"),
            Map.entry("badfile", "a file is a letter from a to h or its name, Anna to Hector, not %s")),
            new String[] {"white", "black"},
            new String[] {"pawn", "knight", "bishop", "rook", "queen", "king"},
            new String[] {"pawns", "knights", "bishops", "rooks", "queens", "kings"}),
    SPANISH(Map.ofEntries(
            Map.entry("help", "Órdenes: reloj, ultima, jugadas, repetir, siguiente, piezas, fila, columna, diagonal, "
                    + "casilla, atacantes, defensores, legales, tablas, aceptar, rechazar, reclamar, abandonar, sellar, "
                    + "iniciar, pausa, modo, idioma, decisiones, anular, salir. Escriba una jugada en cualquier notación o con palabras."),
            Map.entry("norulings", "Aún no hay decisiones."),
            Map.entry("overridehow", "Indique el número de la decisión y sus palabras, como: anular 2 Tablas acordadas."),
            Map.entry("clock", "Blancas %s, negras %s. %s. Jugada %d."),
            Map.entry("running", "Corre el reloj de %s"),
            Map.entry("stopped", "Relojes parados"),
            Map.entry("noclock", "Esta partida no tiene reloj. Jugada %d."),
            Map.entry("nomoves", "Aún no hay jugadas."),
            Map.entry("last", "Última jugada: %s."),
            Map.entry("empty", "%s está vacía."),
            Map.entry("on", "%s: %s."),
            Map.entry("none", "ninguna"),
            Map.entry("nothing", "Nada que repetir."),
            Map.entry("unknown", "No entendido: %s. Diga ayuda para ver las órdenes."),
            Map.entry("bye", "Adiós. El registro está guardado."),
            Map.entry("mode", "Modo: %s."),
            Map.entry("language", "Idioma: español."),
            Map.entry("needsquare", "Indique una casilla, como e4."),
            Map.entry("attackers", "Las %s atacan %s desde: %s."),
            Map.entry("legal", "Jugadas legales de la pieza en %s: %s."),
            Map.entry("claimkind", "Reclame triple o cincuenta, y la jugada si la hay; o reclame bandera."),
            Map.entry("over", "La partida ha terminado: %s."),
            Map.entry("rank", "Fila %s"),
            Map.entry("file", "Columna %s"),
            Map.entry("diag", "Diagonal %s"),
            Map.entry("kind", "%2$s de las %1$s: %3$s."),
            Map.entry("side", "%1$s: %2$s."),
            Map.entry("nokind", "Las %1$s no tienen %2$s."),
            Map.entry("paused", "Relojes parados."),
            Map.entry("started", "Reloj en marcha."),
            Map.entry("badrank", "una fila es un número del 1 al 8, no %s"),
            Map.entry("badfile", "una columna es una letra de la a a la h o su nombre, de Anna a Hector, no %s")),
            new String[] {"blancas", "negras"},
            new String[] {"peón", "caballo", "alfil", "torre", "dama", "rey"},
            new String[] {"peones", "caballos", "alfiles", "torres", "damas", "reyes"});

    private final Map<String, String> messages;
    private final String[] colors;
    private final String[] pieces;
    private final String[] plurals;

    Language(Map<String, String> messages, String[] colors, String[] pieces, String[] plurals) {
        this.messages = messages;
        this.colors = colors;
        this.pieces = pieces;
        this.plurals = plurals;
    }

    public static Language parse(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "en", "english", "inglés", "ingles" -> ENGLISH;
            case "es", "spanish", "español", "espanol" -> SPANISH;
            default -> throw new IllegalArgumentException("language must be en or es, not '" + text + "'");
        };
    }

    String say(String key, Object... args) {
        return String.format(messages.get(key), args);
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
    public org.annabella.announce.Language words() {
        return this == ENGLISH ? org.annabella.announce.Language.ENGLISH : org.annabella.announce.Language.SPANISH;
    }

    /** A piece with its colour, as said: "white knight", "caballo blanco". */
    String pieceWithColor(Color c, PieceType t) {
        if (this == ENGLISH) {
            return colors[c.ordinal()] + " " + pieces[t.ordinal()];
        }
        boolean feminine = t == PieceType.ROOK || t == PieceType.QUEEN;
        return pieces[t.ordinal()] + " " + (c == Color.WHITE ? (feminine ? "blanca" : "blanco") : (feminine ? "negra" : "negro"));
    }

    static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** A colour named in either language, or null. */
    static Color colorOf(String word) {
        for (Language l : values()) {
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
        for (Language l : values()) {
            for (PieceType t : PieceType.values()) {
                if (l.pieces[t.ordinal()].equals(w) || l.plurals[t.ordinal()].equals(w)) {
                    return t;
                }
            }
        }
        return null;
    }
}
