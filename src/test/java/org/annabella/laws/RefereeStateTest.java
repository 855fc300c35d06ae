package org.annabella.laws;

import static org.junit.jupiter.api.Assertions.*;

import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;

/** The referee's knowledge as a value: deciding returns the next state and leaves this one as it was. */
class RefereeStateTest {
    private static int move(RefereeState s, String san) {
        return org.annabella.rules.Notation.parse(s.position(), san);
    }

    @Test
    void anAcceptedEventGivesANewStateAndLeavesTheOldOneAsItWas() {
        RefereeState start = Referee.builder(Edition.FIDE_2018).state();
        RefereeState.Decision d = start.decide(new RefereeEvent.MoveMade(Color.WHITE, move(start, "e4")));

        assertTrue(d.response().accepted());
        assertEquals(1, d.next().ply());
        assertEquals(0, start.ply());
        assertEquals(Position.startPosition().toFen(), start.position().toFen());
    }

    @Test
    void aRefusedEventKeepsTheSameStateAndSaysWhy() {
        RefereeState start = Referee.builder(Edition.FIDE_2018).state();
        RefereeState.Decision d = start.decide(new RefereeEvent.MoveMade(Color.BLACK, move(start, "e4")));

        assertFalse(d.response().accepted());
        assertSame(start, d.next());
        assertNotNull(d.response().reason());
    }

    @Test
    void rulingsOffersAndTheResultBelongToTheStateTheyWereGivenIn() {
        RefereeState start = Referee.builder(Edition.FIDE_2018).state();
        RefereeState offered = start.decide(new RefereeEvent.DrawOffered(Color.WHITE)).next();
        RefereeState drawn = offered.decide(new RefereeEvent.DrawAccepted(Color.BLACK)).next();

        assertTrue(start.standingDrawOffer().isEmpty());
        assertEquals(Color.WHITE, offered.standingDrawOffer().orElseThrow());
        assertFalse(offered.isOver());
        assertEquals(Result.DRAW, drawn.result().orElseThrow());
        assertTrue(drawn.rulings().size() > offered.rulings().size());
        assertTrue(start.rulings().isEmpty());
    }

    @Test
    void theGameItHandsOutIsACopy() {
        RefereeState s = Referee.builder(Edition.FIDE_2023).state();
        Game g = s.game();
        g.play(g.position().legalMoves()[0]);
        assertEquals(0, s.ply());
    }
}
