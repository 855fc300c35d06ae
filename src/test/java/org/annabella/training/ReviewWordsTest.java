package org.annabella.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.engine.MoveReview;
import org.annabella.engine.Review;
import org.annabella.engine.SearchLimit;
import org.annabella.engine.UciEngine;
import org.annabella.rules.Game;
import org.annabella.rules.Position;
import org.annabella.session.PhoneticWording;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The review said in announcement words, with Stockfish (.ci/run installs it). */
class ReviewWordsTest {
    static String stockfish;

    @BeforeAll
    static void find() {
        stockfish = org.annabella.testkit.TestEngines.stockfish().toString();
    }

    @Test
    void eachMistakeIsSaidInAnnouncementWordsWithTheBetterMoveAndALine() {
        Game g = Game.fromStart();
        for (String san : List.of("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#")) {
            g.play(san);
        }
        List<MoveReview> reviews;
        try (UciEngine e = UciEngine.start(List.of(stockfish))) {
            reviews = Review.of(e, g, SearchLimit.millis(200), n -> { });
        }
        List<Phrase> said = ReviewWords.of(reviews, Position.startPosition(), PhoneticWording.fide());
        Words en = Words.of(Language.ENGLISH);
        String nf6 = said.stream().map(en::say).filter(l -> l.startsWith("Move 3, Black:")).findFirst().orElseThrow();
        assertTrue(nf6.startsWith("Move 3, Black: Springer Felix sechs allowed a mate; better "), nf6);
        assertTrue(nf6.contains(", then "), nf6);
        assertEquals("Reviewed 7 moves: 0 mistakes by White, 1 by Black", en.say(said.get(said.size() - 1)));
        assertTrue(Words.of(Language.SPANISH).say(said.get(0)).startsWith("Jugada 3, las negras: Springer Felix sechs permitió un mate"),
                Words.of(Language.SPANISH).say(said.get(0)));
    }
}
