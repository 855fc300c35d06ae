package org.annabella.session;

import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.Phrase;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * A position told in words for the ear instead of a FEN: each side's pieces and their squares in
 * the announcement words of the game's style, king first and pawns last, then the side to move,
 * the castlings still allowed and a capture en passant when one is possible. Phrases, so that they
 * are said in any language.
 */
public final class PositionWords {
    private PositionWords() {
    }

    /** One phrase a line: White's pieces, Black's pieces, the side to move, castling, en passant. */
    public static List<Phrase> of(Position p, Wording w) {
        List<Phrase> out = new ArrayList<>();
        for (Color c : Color.values()) {
            out.add(Phrase.of("position.side", "player", c, "pieces", pieces(p, c, w)));
        }
        out.add(Phrase.of("position.to-move", "player", p.sideToMove()));
        Phrase rights = null;
        for (Color c : Color.values()) {
            List<String> castlings = new ArrayList<>();
            for (boolean kingSide : new boolean[] {true, false}) {
                if (p.castlingRook(c, kingSide) != Square.NONE) {
                    castlings.add(w.castling(kingSide));
                }
            }
            if (!castlings.isEmpty()) {
                rights = joined(rights, Phrase.of("position.castling-side", "player", c, "castlings", String.join(", ", castlings)));
            }
        }
        if (rights != null) {
            out.add(Phrase.of("position.castling", "rights", rights));
        }
        int ep = p.legalEnPassantSquare();
        if (ep != Square.NONE) {
            out.add(Phrase.of("position.en-passant", "square", w.square(ep)));
        }
        return out;
    }

    /** "Koenig Gustav eins; Turm Anna eins, Hector eins; ...": the side's pieces, king first. */
    private static Phrase pieces(Position p, Color c, Wording w) {
        Phrase all = null;
        for (int t = PieceType.values().length - 1; t >= 0; t--) {
            PieceType type = PieceType.of(t);
            List<String> squares = new ArrayList<>();
            for (int sq = 0; sq < 64; sq++) {
                if (p.pieceAt(sq) == Piece.of(c, type)) {
                    squares.add(w.square(sq));
                }
            }
            if (!squares.isEmpty()) {
                String styled = w.piece(type);
                all = joined(all, Phrase.of("position.pieces", "piece", styled != null ? styled : type,
                        "squares", String.join(", ", squares)));
            }
        }
        return all == null ? Phrase.of("position.none") : all;
    }

    private static Phrase joined(Phrase first, Phrase next) {
        return first == null ? next : Phrase.of("list.then", "first", first, "next", next);
    }
}
