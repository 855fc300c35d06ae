package org.annabella.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.rules.Color;
import org.junit.jupiter.api.Test;

/** Evaluations in a player's words, in English and Spanish, from either side's point of view. */
class EvalWordsTest {
    static String en(Phrase p) {
        return Words.of(Language.ENGLISH).say(p);
    }

    static String es(Phrase p) {
        return Words.of(Language.SPANISH).say(p);
    }

    @Test
    void pawnsAreSaidToTheNearestHalf() {
        assertEquals("White is better by about a pawn", en(EvalWords.of(Score.centipawns(104), Color.WHITE)));
        assertEquals("White is better by about a pawn", en(EvalWords.of(Score.centipawns(-95), Color.BLACK)), "Black to move, Black worse");
        assertEquals("Black is better by about a pawn and a half", en(EvalWords.of(Score.centipawns(160), Color.BLACK)));
        assertEquals("White is better by about 2 and a half pawns", en(EvalWords.of(Score.centipawns(240), Color.WHITE)));
        assertEquals("White is better by about 3 pawns", en(EvalWords.of(Score.centipawns(310), Color.WHITE)));
        assertEquals("the position is about equal", en(EvalWords.of(Score.centipawns(-20), Color.WHITE)));
        assertEquals("Black is slightly better", en(EvalWords.of(Score.centipawns(-50), Color.WHITE)));
        assertEquals("White is winning", en(EvalWords.of(Score.centipawns(900), Color.WHITE)));
        assertEquals("Las blancas están mejor por unos 2 peones", es(EvalWords.of(Score.centipawns(200), Color.WHITE)));
    }

    @Test
    void matesNameTheMatingSide() {
        assertEquals("Black mates in 3", en(EvalWords.of(Score.mateIn(3), Color.BLACK)));
        assertEquals("White mates in 2", en(EvalWords.of(Score.mateIn(-2), Color.BLACK)), "Black to move and mated in 2");
        assertEquals("Las negras dan mate en 3", es(EvalWords.of(Score.mateIn(3), Color.BLACK)));
    }

    @Test
    void aMateOutranksAnyMaterialAndANearerMateAFartherOne() {
        assertTrue(Score.mateIn(1).value() > Score.mateIn(5).value());
        assertTrue(Score.mateIn(5).value() > Score.centipawns(5_000).value());
        assertTrue(Score.mateIn(-5).value() > Score.mateIn(-1).value(), "being mated later is better");
        assertTrue(Score.mateIn(-1).value() < Score.centipawns(-5_000).value());
        assertEquals(Score.mateIn(-3), Score.mateIn(3).negated());
    }

    @Test
    void aMistakeCostsAPawnOrAMate() {
        MoveReview pawn = new MoveReview(26, 14, Color.WHITE, "Qxb7", 1, "Qc2", 2, java.util.List.of("Qc2"),
                Score.centipawns(40), Score.centipawns(-110));
        assertEquals("14. Qxb7", pawn.numbered());
        assertEquals("1.5", pawn.cost());
        assertEquals(2, pawn.nag());
        MoveReview small = new MoveReview(27, 14, Color.BLACK, "Qxb2", 1, "Qc7", 2, java.util.List.of("Qc7"),
                Score.centipawns(40), Score.centipawns(-50));
        assertEquals("14... Qxb2", small.numbered());
        assertTrue(!small.isMistake(), "90 centipawns is less than a pawn");
        MoveReview allowed = new MoveReview(0, 1, Color.WHITE, "f3", 1, "e4", 2, java.util.List.of("e4"),
                Score.centipawns(20), Score.mateIn(-2));
        assertEquals("mate", allowed.cost());
        assertEquals(4, allowed.nag());
        MoveReview slower = new MoveReview(0, 1, Color.WHITE, "Qh5", 1, "Qh7", 2, java.util.List.of("Qh7"),
                Score.mateIn(1), Score.mateIn(3));
        assertTrue(!slower.mateTurn(), "a slower mate is still a mate");
        MoveReview same = new MoveReview(0, 1, Color.WHITE, "e4", 2, "e4", 2, java.util.List.of("e4"),
                Score.centipawns(300), Score.centipawns(-300));
        assertTrue(!same.isMistake(), "the engine's own move is no mistake, whatever the noise");
    }
}
