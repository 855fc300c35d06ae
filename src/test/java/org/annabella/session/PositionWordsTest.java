package org.annabella.session;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;

/** A position said in words instead of a FEN (the sealed envelope read aloud). */
class PositionWordsTest {
    static List<String> said(String fen, Wording w, Language l) {
        return PositionWords.of(Position.fromFen(fen), w).stream().map((Phrase p) -> Words.of(l).say(p)).toList();
    }

    @Test
    void piecesKingFirstSideToMoveCastlingAndEnPassantInTheStylesWords() {
        List<String> lines = said("4k3/8/8/3pP3/8/8/8/R3K2R w KQ d6 0 3", PhoneticWording.fide(), Language.ENGLISH);
        assertEquals(List.of("White: Koenig Eva eins; Turm Anna eins, Hector eins; Bauer Eva fuenf",
                "Black: Koenig Eva acht; Bauer David fuenf", "White to move",
                "castling still allowed: White Kurze Rochade, Lange Rochade", "en passant possible on David sechs"), lines);
    }

    @Test
    void inSpanishAndWithoutAStyleThePiecesHaveTheLanguagesNames() {
        List<String> lines = said("4k3/8/8/8/8/8/8/4K2R b K - 0 1", Wording.SAN, Language.SPANISH);
        assertEquals(List.of("Las blancas: rey e1; torre h1", "Las negras: rey e8", "juegan las negras",
                "enroques aún permitidos: para las blancas O-O"), lines);
    }

    @Test
    void noCastlingAndNoEnPassantSayNothingOfThem() {
        // The pawn on d5 has just advanced two squares, but no white pawn can take it: no en passant to tell.
        List<String> lines = said("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1", PhoneticWording.fide(), Language.ENGLISH);
        assertEquals(3, lines.size(), lines.toString());
    }
}
