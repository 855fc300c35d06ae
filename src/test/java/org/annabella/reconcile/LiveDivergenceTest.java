package org.annabella.reconcile;

import org.annabella.laws.Edition;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.annabella.rules.Game;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

class LiveDivergenceTest {
    private static BoardSnapshot after(String... moves) {
        Game g = Game.fromStart();
        for (String m : moves) {
            g.play(m);
        }
        return BoardSnapshot.of(g.position());
    }

    @Test
    void reportsTheMomentBoardsDivergeAndWhenTheyAgreeAgain() {
        LiveDivergence live = new LiveDivergence();
        Game game = Game.fromStart();
        BoardSnapshot start = BoardSnapshot.of(Position.startPosition());
        assertTrue(live.update(start, start, game).isEmpty(), "agreeing boards: nothing to say");

        game.play("Nf3");
        Optional<LiveDivergence.Report> r = live.update(after("Nf3"), start, game);
        assertTrue(r.isPresent());
        assertEquals("On board B, make Springer Felix drei.", r.get().message().in(Voice.PHONETIC));
        assertEquals("En el tablero B, haz Cf3.", r.get().message().in(Voice.SPANISH));
        assertEquals("B", r.get().fixes().get(0).board());
        assertEquals(List.of(Square.parse("g1"), Square.parse("f3")), r.get().squares());

        assertTrue(live.update(after("Nf3"), start, game).isEmpty(), "same divergence: said once");

        BoardSnapshot wrong = after("Nh3");
        r = live.update(after("Nf3"), wrong, game);
        assertEquals("Board B differs on Felix drei and Hector drei: Springer from Hector drei to Felix drei.", r.orElseThrow().message().in(Voice.PHONETIC));

        r = live.update(after("Nf3"), after("Nf3"), game);
        assertFalse(r.orElseThrow().diverged());
        assertEquals("The boards agree again.", r.get().message().in(Voice.ENGLISH));
    }

    @Test
    void withoutAGameRecordItSaysWhatEachBoardHas() {
        LiveDivergence.Report r = LiveDivergence.compare(after("e4"), after("d4"), null);
        assertTrue(r.diverged());
        assertTrue(r.fixes().isEmpty());
        assertEquals("The boards differ: on David zwei, board A has a white Bauer and board B nothing; "
                + "on Eva zwei, board A has nothing and board B a white Bauer; "
                + "on David vier, board A has nothing and board B a white Bauer; "
                + "on Eva vier, board A has a white Bauer and board B nothing.", r.message().in(Voice.PHONETIC));
    }

    @Test
    void bothBoardsWrongAreBothReported() {
        Game game = Game.fromStart();
        game.play("e4");
        LiveDivergence.Report r = LiveDivergence.compare(after("d4"), after("c4"), game);
        assertEquals(2, r.fixes().size());
        assertEquals("Board A differs on d2, e2, d4 and e4: pawn from e2 to e4, then pawn from d4 to d2. "
                + "Board B differs on c2, e2, c4 and e4: pawn from e2 to e4, then pawn from c4 to c2.", r.message().in(Voice.ENGLISH));
    }

    @Test
    void annabellasOwnRecordIsASheet() {
        Game game = Game.fromStart();
        game.play("e4");
        game.play("e5");
        WrittenSheet own = WrittenSheet.of("A", game);
        ReconcileRuling r = Reconciler.rule(new Reconciler.Case(own, new WrittenSheet("B", null, List.of("Eva vier", "Eva fuenf")),
                after("e4", "e5"), after("e4"), ClockLog.empty(), Edition.FIDE_2018));
        assertEquals(ReconcileRuling.Kind.BOARD_WRONG, r.kind());
        assertEquals(BoardVerdict.Status.BEHIND, r.boards().get(1).status());
    }
}
