package org.annabella.reconcile;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Sentences;
import org.annabella.announce.Style;
import org.annabella.announce.Words;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Square;

/**
 * The three ways a ruling is told to people: plain English and plain Spanish (squares and moves in
 * algebraic notation, Spanish piece letters in Spanish), and the FIDE phonetic scheme of 2009 E.2.1 /
 * 2018 D.2.1 (English sentences, squares, pieces and moves in the phonetic words: "Springer from
 * Felix drei to Gustav eins"). Sentences come from the messages phrasebook of the voice's language,
 * sides and lists from its sentence book, phonetic squares and pieces from voice/fide.phrases; so
 * an organiser adapts all of them without touching code (2018 D.1).
 */
public enum Voice {
    ENGLISH(Language.ENGLISH), SPANISH(Language.SPANISH), PHONETIC(Language.ENGLISH);

    /** The sentence books (with the phonetic words inside), loaded once per language and annabella home. */
    private static final Map<String, Sentences> SENTENCES = new ConcurrentHashMap<>();

    private final Language language;

    Voice(Language language) {
        this.language = language;
    }

    /** The phrase in this voice's words. */
    public String say(Phrase phrase) {
        return Words.of(language).say(phrase);
    }

    public String square(int sq) {
        return this == PHONETIC ? sentences().words().square(sq) : Square.name(sq);
    }

    /** A piece's name as a phrase value: the book's word ("rook", "torre"), or the phonetic one ("Turm"). */
    Object piece(PieceType type) {
        return this == PHONETIC ? sentences().words().piece(type) : type;
    }

    /** The piece with its colour: "black rook", "torre negra", "black Turm". */
    Phrase piece(Piece p) {
        return Phrase.of("reconcile." + (p.color() == Color.WHITE ? "white" : "black") + "-piece." + name(p.type()),
                "piece", piece(p.type()));
    }

    /** A piece with the definite article its name takes: "the rook", "la torre". */
    Phrase the(PieceType type, Object piece) {
        return Phrase.of("reconcile.the-piece." + name(type), "piece", piece);
    }

    /** A piece with the indefinite article its name takes: "a white knight", "una torre negra". */
    Phrase a(PieceType type, Object piece) {
        return Phrase.of("reconcile.a-piece." + name(type), "piece", piece);
    }

    /**
     * A side as text ("White", "las negras"), for a clause inside a sentence that must not begin
     * with a capital; elsewhere the {@link Color} itself is the value.
     */
    String side(Color color) {
        return sentences().player(color);
    }

    /** "e1, d1 and e4" / "e1, d1 y e4". */
    String list(List<String> items) {
        return sentences().list(items);
    }

    private Sentences sentences() {
        return SENTENCES.computeIfAbsent(System.getProperty("annabella.home") + "\n" + language,
                k -> Sentences.of(language, Style.FIDE));
    }

    private static String name(PieceType type) {
        return type.name().toLowerCase(Locale.ROOT);
    }
}
