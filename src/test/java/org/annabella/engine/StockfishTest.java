package org.annabella.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.annabella.rules.Game;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The real Stockfish (.ci/run installs it): the handshake, a mate found, its strength held down, a game reviewed. */
class StockfishTest {
    static Path stockfish;

    @BeforeAll
    static void find() {
        stockfish = org.annabella.testkit.TestEngines.stockfish();
    }

    @Test
    void itFindsTheMateAndSaysItInWords() {
        try (UciEngine e = UciEngine.start(List.of(stockfish.toString()))) {
            assertTrue(e.name().startsWith("Stockfish"), e.name());
            Position p = Position.fromFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
            Found f = Found.search(e, p, List.of(), SearchLimit.millis(300));
            assertEquals("Rd8#", Notation.san(p, f.move()));
            assertTrue(f.score().isMate() && f.score().mate() == 1, f.score().toString());
            assertEquals("White mates in 1", EvalWords.of(f.score(), p.sideToMove()).toString());
        }
    }

    @Test
    void itsStrengthIsHeldByItsOwnEloLimit() {
        try (UciEngine e = UciEngine.start(List.of(stockfish.toString()))) {
            Strength s = Strength.apply(e, 1500);
            assertEquals("engine.strength.elo", s.said().key(), s.said().toString());
            assertEquals(0, s.nodes());
            Position start = Position.startPosition();
            Found f = Found.search(e, start, List.of(), s.limit(200));
            assertTrue(start.isLegal(f.move()));
            Strength low = Strength.apply(e, 400);
            assertEquals("engine.strength.elo-nearest", low.said().key(), "below its range it is set to its least, and says so");
        }
    }

    @Test
    void aBlunderIsFoundWithTheBetterMove() {
        Game g = Game.fromStart();
        for (String san : List.of("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#")) {
            g.play(san);
        }
        try (UciEngine e = UciEngine.start(List.of(stockfish.toString()))) {
            List<MoveReview> reviews = Review.of(e, g, SearchLimit.millis(200), n -> { });
            List<MoveReview> mistakes = Review.mistakes(reviews);
            MoveReview nf6 = mistakes.stream().filter(r -> r.played().equals("Nf6")).findFirst().orElseThrow();
            assertEquals("3... Nf6", nf6.numbered());
            assertEquals("mate", nf6.cost(), "Nf6 allows mate");
            assertEquals(4, nf6.nag());
            assertTrue(List.of("g6", "Qe7", "Qf6").contains(nf6.best()), nf6.best());
            assertTrue(mistakes.stream().noneMatch(r -> r.played().equals("Qxf7#")), "the mate itself is no mistake");
        }
    }
}
