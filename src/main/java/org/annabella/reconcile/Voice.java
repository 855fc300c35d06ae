package org.annabella.reconcile;

import java.util.List;
import java.util.Locale;
import org.annabella.announce.Language;
import org.annabella.announce.MoveWords;
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

    private final Language language;

    Voice(Language language) {
        this.language = language;
    }

    /** The phrase in this voice's words. */
    public String say(Phrase phrase) {
        return Words.of(language).say(phrase);
    }

    public String square(int sq) {
        return this == PHONETIC ? MoveWords.of(Style.FIDE).square(sq) : Square.name(sq);
    }

    /** A piece's name as a phrase value: the book's word ("rook", "torre"), or the phonetic one ("Turm"). */
    Object piece(PieceType type) {
        return this == PHONETIC ? MoveWords.of(Style.FIDE).piece(type) : type;
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
        return Sentences.of(language, Style.FIDE).player(color);
    }

    /** "e1, d1 and e4" / "e1, d1 y e4". */
    String list(List<String> items) {
        return Sentences.of(language, Style.FIDE).list(items);
    }

    private static String name(PieceType type) {
        return type.name().toLowerCase(Locale.ROOT);
    }
}
