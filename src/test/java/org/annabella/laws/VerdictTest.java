package org.annabella.laws;

import static org.annabella.rules.Color.BLACK;
import static org.annabella.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import org.annabella.clock.Clock;
import org.annabella.clock.ManualTimeSource;
import org.annabella.clock.Pace;
import org.annabella.clock.Side;
import org.annabella.clock.TimeControl;
import org.annabella.laws.RefereeEvent.Claim;
import org.annabella.laws.RefereeEvent.ClaimKind;
import org.annabella.laws.RefereeEvent.IllegalMoveFound;
import org.annabella.laws.RefereeEvent.IllegalMoveKind;
import org.annabella.laws.RefereeEvent.ResumptionTime;
import org.annabella.rules.Game;
import org.annabella.rules.Notation;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

/**
 * The referee's parts decide from its state and return their {@link Verdict}: deciding changes
 * neither the game, nor the clock, nor the part's own value; the same state gives the same verdict.
 */
class VerdictTest {
    /** After 1.e4 e5 2.Nf3 Nc6 3.Bb5: Black seals his third move. */
    private static final String BEFORE = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";

    private static RefereeView view(Table t) {
        Referee r = t.referee;
        return new RefereeView(r.edition(), r.pace(), true, MateAbility.byAnalysis(), r.game(), t.clock, null,
                r.standingDrawOffer().orElse(null));
    }

    private static List<Class<?>> kinds(Verdict<?> v) {
        return v.effects().stream().<Class<?>>map(Object::getClass).toList();
    }

    @Test
    void resumptionDecidesToOpenTheEnvelopeAndLeavesTheMakingToTheReferee() {
        Game game = Game.fromFen(BEFORE);
        Clock clock = new Clock(TimeControl.fromPgn("40/5400:1800").orElseThrow(), new ManualTimeSource(), Side.BLACK);
        RefereeView v = new RefereeView(Edition.FIDE_2014, Pace.STANDARD, true, MateAbility.byAnalysis(), game, clock, null, null);
        Resumption before = new Resumption(new SealedEnvelope("Ana", "Bea", BEFORE, Duration.ofMinutes(20),
                Duration.ofMinutes(25), "a6", null, LocalDateTime.of(2026, 11, 23, 10, 0), "room 2"));

        Verdict<Resumption> both = before.time(new ResumptionTime(true, true), v);

        assertNull(both.refusal());
        assertEquals(List.of(Effect.StartClock.class, Effect.Say.class, Effect.Play.class, Effect.Press.class, Effect.EndIfOver.class),
                kinds(both));
        assertEquals(new Effect.Play(Notation.parse(game.position(), "a6")), both.effects().get(2));
        assertEquals(new Effect.Press(BLACK), both.effects().get(3), "the sealer's move is completed on the clock");
        assertTrue(both.next().opened());
        assertEquals(1, both.next().openedAtPly(), "the players' moves come after the sealed move");
        assertEquals(BEFORE, game.position().toFen(), "deciding plays nothing");
        assertEquals(Clock.State.NOT_STARTED, clock.state(), "deciding starts no clock");
        assertFalse(before.begun(), "the part is a value: deciding does not change it");
        assertEquals(both, before.time(new ResumptionTime(true, true), v), "the same state gives the same verdict");

        Verdict<Resumption> again = both.next().time(new ResumptionTime(true, true), v);
        assertEquals("the game has already been resumed", Response.refused(again.refusal()).refusal());
        assertEquals(List.of(), again.effects());
    }

    @Test
    void aQuickplayClaimDecidesToStopTheClocksAndStandAsAnOffer() {
        Table t = new Table(Edition.FIDE_2018, "3600").after(3500);

        Verdict<QuickplayFinish> claim = QuickplayFinish.NONE.claim(Claim.of(WHITE, ClaimKind.QUICKPLAY_FINISH), view(t));

        assertEquals(List.of(Effect.PauseClock.class, Effect.OfferDraw.class, Effect.Say.class, Effect.Say.class), kinds(claim));
        assertEquals(new Effect.OfferDraw(WHITE), claim.effects().get(1));
        assertTrue(claim.next().awaitingDecision());
        assertFalse(QuickplayFinish.NONE.awaitingDecision());
        assertEquals(Clock.State.RUNNING, t.clock.state(), "deciding stops no clock");
        assertEquals(Optional.empty(), t.referee.standingDrawOffer(), "deciding makes no offer");

        assertTrue(t.handle(Claim.of(WHITE, ClaimKind.QUICKPLAY_FINISH)).accepted());
        assertEquals(Clock.State.PAUSED, t.clock.state(), "the referee applies the verdict");
        assertEquals(Optional.of(WHITE), t.referee.standingDrawOffer());
    }

    @Test
    void anIllegalMoveFoundDecidesTheRestorationAndTheCount() {
        Table t = new Table(Edition.FIDE_2018, "5400").moves("e4", "e5");
        IllegalMoves none = IllegalMoves.NONE;

        Verdict<IllegalMoves> found = none.found(new IllegalMoveFound(BLACK, IllegalMoveKind.ILLEGAL_MOVE, 1, Square.NONE, false), view(t));

        assertEquals(new Effect.Restore(1), found.effects().get(0));
        assertEquals(new Effect.AddTime(WHITE, Duration.ofMinutes(2)), found.effects().get(2));
        assertEquals(1, found.next().count(BLACK));
        assertEquals(0, none.count(BLACK));
        assertEquals(2, t.referee.game().ply(), "deciding takes no move back");
        assertEquals(Duration.ofMinutes(90), t.remaining(WHITE), "deciding adds no time");
    }
}
