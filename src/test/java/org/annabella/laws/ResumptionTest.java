package org.annabella.laws;

import static org.annabella.rules.Color.BLACK;
import static org.annabella.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import org.annabella.clock.Clock;
import org.annabella.clock.ManualTimeSource;
import org.annabella.clock.Side;
import org.annabella.clock.TimeControl;
import org.annabella.laws.RefereeEvent.Adjourned;
import org.annabella.laws.RefereeEvent.ArbiterDecision;
import org.annabella.laws.RefereeEvent.ClockPressed;
import org.annabella.laws.RefereeEvent.Decision;
import org.annabella.laws.RefereeEvent.DrawAccepted;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.laws.RefereeEvent.PlayerArrived;
import org.annabella.laws.RefereeEvent.ReplySealed;
import org.annabella.laws.RefereeEvent.ResumptionTime;
import org.annabella.laws.RefereeEvent.ResumptionTimeWrong;
import org.annabella.rules.Color;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;

/**
 * Resuming an adjourned game: 2009 Guidelines for adjourned games 5-12, 2014 Appendix E.5-E.13
 * (seed 004 holds E.2-E.11), 2018 and 2023 Guidelines I.5-I.13.
 */
class ResumptionTest {
    /** After 1.e4 e5 2.Nf3 Nc6 3.Bb5: Black (the sealer) seals his third move; White must reply. */
    private static final String BEFORE = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
    /** After 1.f3 e5 2.g4: Black seals the mate Qh4. */
    private static final String FOOLS_MATE = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";

    private final ManualTimeSource time = new ManualTimeSource();
    private Clock clock;

    private static SealedEnvelope envelope(String fen, String move, Color offer) {
        return new SealedEnvelope("Ana", "Bea", fen, Duration.ofMinutes(20), Duration.ofMinutes(25), move, offer,
                LocalDateTime.of(2026, 11, 23, 10, 0), "room 2");
    }

    private Referee resume(Edition edition, SealedEnvelope env, String control) {
        Color sealer = env.sealer();
        clock = new Clock(TimeControl.fromPgn(control).orElseThrow(), time, sealer == WHITE ? Side.WHITE : Side.BLACK);
        return Referee.builder(edition).adjourned(env).clock(clock).build();
    }

    private Referee resume(Edition edition, String move) {
        return resume(edition, envelope(BEFORE, move, null), "40/5400:1800");
    }

    private static Response play(Referee r, String san) {
        Color mover = r.game().position().sideToMove();
        Response m = r.handle(new MoveMade(mover, Notation.parse(r.game().position(), san)));
        if (m.accepted() && !r.isOver()) {
            assertTrue(r.handle(new ClockPressed(mover)).accepted());
        }
        return m;
    }

    private Duration remaining(Color c) {
        return clock.remaining(c == WHITE ? Side.WHITE : Side.BLACK);
    }

    @Test
    void artE1_2014_aGameUnderWayIsAdjournedByTheSameReferee_andResumedWhereItStood() {
        clock = new Clock(TimeControl.fromPgn("5400").orElseThrow(), time, Side.WHITE);
        Referee r = Referee.builder(Edition.FIDE_2014).clock(clock).build();
        assertEquals(Adjournment.NONE, r.adjournment());
        r.handle(ArbiterDecision.of(Decision.START_CLOCKS));
        for (String san : List.of("e4", "e5", "Nf3", "Nc6", "Bb5")) {
            time.advance(Duration.ofSeconds(10));
            assertTrue(play(r, san).accepted(), san);
        }
        assertTrue(r.handle(new Adjourned(envelope(BEFORE, "a6", null))).accepted());
        assertEquals(Adjournment.SEALED, r.adjournment());
        assertEquals(Clock.State.PAUSED, clock.state(), "the clocks stop at adjournment");
        assertEquals("refusal.adjourned", r.handle(new Adjourned(envelope(BEFORE, "a6", null))).reason().key(),
                "one envelope at a time");
        assertEquals("refusal.not-resumed", play(r, "a6").reason().key());
        assertTrue(r.handle(new ResumptionTime(false, true)).accepted());
        assertEquals(Adjournment.ENVELOPE_WAITS, r.adjournment());
        assertTrue(r.handle(new PlayerArrived(WHITE)).accepted());
        assertEquals(Adjournment.NONE, r.adjournment());
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6"), r.game().sanMoves(), "the record goes on, not from the envelope's FEN");
        assertTrue(play(r, "Ba4").accepted());
        assertThrows(IllegalArgumentException.class, () -> r.copy().handle(new Adjourned(envelope(BEFORE, "a6", null))),
                "an envelope of another position is a fault of the caller");
        assertTrue(r.handle(new Adjourned(envelope(r.game().position().toFen(), "Nf6", null))).accepted(),
                "a resumed game may be adjourned again");
    }

    @Test
    void artE1_2014_noMoveIsSealedBeforeTheLastIsCompletedOnTheClock() {
        clock = new Clock(TimeControl.fromPgn("5400").orElseThrow(), time, Side.WHITE);
        Referee r = Referee.builder(Edition.FIDE_2014).clock(clock).build();
        r.handle(ArbiterDecision.of(Decision.START_CLOCKS));
        Position start = r.game().position();
        r.handle(new MoveMade(WHITE, Notation.parse(start, "e4")));
        Response refused = r.handle(new Adjourned(envelope(r.game().position().toFen(), "e5", null)));
        assertEquals("refusal.clock-not-pressed", refused.reason().key());
        assertEquals(Adjournment.NONE, r.adjournment());
    }

    @Test
    void artE5_2014_positionBeforeTheSealedMoveAndClocksAsAtAdjournment() {
        Referee r = resume(Edition.FIDE_2014, "a6");
        assertEquals(BEFORE, r.game().position().toFen());
        assertEquals(Duration.ofMinutes(70), remaining(WHITE));
        assertEquals(Duration.ofMinutes(65), remaining(BLACK));
        assertEquals(3, clock.moves(Side.WHITE));
        assertEquals(2, clock.moves(Side.BLACK));
        assertEquals(Clock.State.NOT_STARTED, clock.state());
        assertEquals("2014 E.5: the position before the sealed move is set up and the clocks show the time used at adjournment: "
                + "White 20 minutes, Black 25 minutes", r.rulings().get(0).toString());
        assertTrue(resume(Edition.FIDE_2009, "a6").rulings().get(0).toString().startsWith("2009 Guidelines 5: "));
    }

    @Test
    void artE5_2014_incrementsOfTheMovesMadeCountInTheTimeLeft() {
        Referee r = resume(Edition.FIDE_2018, envelope(BEFORE, "a6", null), "5400+30");
        assertEquals(Duration.ofMinutes(71).plusSeconds(30), remaining(WHITE), "90 min + 3 x 30 s - 20 min");
        assertEquals(Duration.ofMinutes(66), remaining(BLACK), "90 min + 2 x 30 s - 25 min");
        assertTrue(r.rulings().get(0).toString().startsWith("2018 I.5: "));
    }

    @Test
    void artE5_aClockAlreadyStartedOrForTheWrongSideIsRefused() {
        Clock wrong = new Clock(TimeControl.fromPgn("5400").orElseThrow(), time, Side.WHITE);
        assertEquals("the clock for an adjourned game must be unstarted, with Black (the sealer) to move",
                assertThrows(IllegalArgumentException.class, () -> Referee.builder(Edition.FIDE_2014)
                        .adjourned(envelope(BEFORE, "a6", null)).clock(wrong).build()).getMessage());
    }

    @Test
    void artE4_2014_theDrawOfferInTheEnvelopeStands_andMayBeAccepted() {
        Referee r = resume(Edition.FIDE_2014, envelope(BEFORE, "a6", WHITE), "5400");
        assertEquals(Optional.of(WHITE), r.standingDrawOffer());
        assertEquals("2014 E.4: White's draw offer stands until the opponent accepts or rejects it, as in Article 9.1",
                r.rulings().get(1).toString());
        assertTrue(r.handle(new DrawAccepted(BLACK)).accepted());
        assertEquals(Optional.of(Result.DRAW), r.result());
    }

    @Test
    void artE9a_2014_replierPresent_sealedMoveMadeAndHisClockStarted() {
        Referee r = resume(Edition.FIDE_2014, "a6");
        assertEquals("the game has not been resumed yet", play(r, "a6").refusal());
        Response res = r.handle(new ResumptionTime(true, true));
        assertEquals("2014 E.9.a: the sealed move a6 is made on the board and White's clock is started", res.toString());
        assertEquals(Side.WHITE, clock.toMove());
        assertEquals(Clock.State.RUNNING, clock.state());
        time.advance(Duration.ofMinutes(5));
        assertTrue(play(r, "Ba4").accepted());
        assertEquals(Duration.ofMinutes(65), remaining(WHITE));
        assertEquals(Duration.ofMinutes(65), remaining(BLACK), "the sealed move costs the sealer no time on resumption");
        assertFalse(r.handle(new ResumptionTime(true, true)).accepted(), "resumed once only");
    }

    @Test
    void artE7_E9b_2014_replierAbsent_hisClockRunsAndTheEnvelopeWaitsForHim() {
        Referee r = resume(Edition.FIDE_2014, "a6");
        Response res = r.handle(new ResumptionTime(false, true));
        assertEquals("2014 E.9.b: White is absent: his clock is started; when he arrives he may stop it and call the arbiter, "
                + "who opens the envelope", res.toString());
        assertEquals(Side.WHITE, clock.toMove());
        Response early = r.handle(new MoveMade(BLACK, Notation.parse(r.game().position(), "a6")));
        assertEquals("the envelope is opened only when White is present (2014 E.7)", early.refusal());
        time.advance(Duration.ofMinutes(10));
        Response arrive = r.handle(new PlayerArrived(WHITE));
        assertEquals(List.of("2014 E.9.b: White arrives and stops his clock; the arbiter opens the envelope",
                "2014 E.9.a: the sealed move a6 is made on the board and White's clock is started"),
                arrive.rulings().stream().map(Ruling::toString).toList());
        assertEquals(Duration.ofMinutes(60), remaining(WHITE), "White lost the ten minutes he was late");
        assertEquals(Clock.State.RUNNING, clock.state());
        assertTrue(play(r, "Ba4").accepted());
        assertFalse(r.handle(new PlayerArrived(WHITE)).accepted(), "already at the board");
    }

    @Test
    void artE9c_2014_sealerAbsent_theReplyMayBeSealedAndIsMadeWhenHeArrives() {
        Referee r = resume(Edition.FIDE_2014, "a6");
        Response res = r.handle(new ResumptionTime(true, false));
        assertEquals("2014 E.9.c: Black is absent: White may seal his reply in a fresh envelope for the arbiter, "
                + "stop his clock and start Black's, instead of making his move", res.rulings().get(1).toString());
        assertFalse(r.handle(new ReplySealed(BLACK, "Nf6")).accepted(), "only the replier seals");
        Response sealed = r.handle(new ReplySealed(WHITE, "Ba4"));
        assertEquals("2014 E.9.c: White seals his reply in a fresh envelope, kept by the arbiter and opened when Black arrives; "
                + "Black's clock is started", sealed.toString());
        assertEquals(Side.BLACK, clock.toMove());
        assertEquals("White's reply is sealed until Black arrives",
                r.handle(new MoveMade(WHITE, Notation.parse(r.game().position(), "Ba4"))).refusal());
        time.advance(Duration.ofMinutes(7));
        assertEquals("2014 E.9.c: Black arrives: White's sealed reply Ba4 is made on the board",
                r.handle(new PlayerArrived(BLACK)).toString());
        assertEquals(BLACK, r.game().position().sideToMove());
        assertEquals(Duration.ofMinutes(58), remaining(BLACK));
        assertTrue(play(r, "Nf6").accepted());
    }

    @Test
    void artE9c_E8_2014_anIllegalSealedReplyLoses() {
        Referee r = resume(Edition.FIDE_2014, "a6");
        r.handle(new ResumptionTime(true, false));
        assertTrue(r.handle(new ReplySealed(WHITE, "Qh8")).accepted());
        Response arrive = r.handle(new PlayerArrived(BLACK));
        assertTrue(arrive.toString().startsWith("2014 E.8: White's sealed reply 'Qh8' cannot be played: "), arrive.toString());
        assertTrue(arrive.toString().endsWith("; White loses (0-1)"), arrive.toString());
        assertEquals(Optional.of(Result.BLACK_WINS), r.result());
    }

    @Test
    void artE10_2014_aPlayerAbsentAtTheDefaultTimeLoses() {
        Referee sealerAway = resume(Edition.FIDE_2014, "a6");
        sealerAway.handle(new ResumptionTime(true, false));
        assertFalse(sealerAway.handle(ArbiterDecision.of(Decision.FORFEIT, WHITE)).accepted(), "White is at the board");
        assertEquals("2014 E.10: Black did not arrive within the default time and loses (1-0)",
                sealerAway.handle(ArbiterDecision.of(Decision.FORFEIT, BLACK)).toString());

        Referee replierAway = resume(Edition.FIDE_2018, "a6");
        assertEquals("the game has not been resumed yet",
                replierAway.handle(ArbiterDecision.of(Decision.FORFEIT, WHITE)).refusal());
        replierAway.handle(new ResumptionTime(false, true));
        Response r = replierAway.handle(ArbiterDecision.of(Decision.FORFEIT, WHITE));
        assertEquals("2018 I.10: White did not arrive within the default time and loses (0-1)",
                r.rulings().get(r.rulings().size() - 1).toString());
        assertEquals(Optional.of(Result.BLACK_WINS), replierAway.result());
    }

    @Test
    void artE10_2014_unlessTheSealedMoveEndedTheGame_mate() {
        Referee r = resume(Edition.FIDE_2014, envelope(FOOLS_MATE, "Qh4", null), "5400");
        r.handle(new ResumptionTime(false, true));
        Response late = r.handle(ArbiterDecision.of(Decision.FORFEIT, WHITE));
        assertEquals("2014 5.1.a: Black checkmates (0-1)", late.rulings().get(late.rulings().size() - 1).toString());
        assertEquals(Optional.of(Result.BLACK_WINS), r.result());
    }

    @Test
    void artGuidelines10a_2009_theAbsentSealerWinsWhenHisSealedMoveMates() {
        Referee r = resume(Edition.FIDE_2009, envelope(FOOLS_MATE, "Qh4", null), "5400");
        Response res = r.handle(new ResumptionTime(true, false));
        assertEquals("2009 5.1.a: Black checkmates (0-1)", res.rulings().get(res.rulings().size() - 1).toString());
        assertFalse(r.handle(ArbiterDecision.of(Decision.FORFEIT, BLACK)).accepted(), "the game is already over");
    }

    @Test
    void artGuidelines10b_2009_aSealedMoveThatLeavesADeadPositionDraws() {
        // White seals Kxe2: king against king.
        Referee r = resume(Edition.FIDE_2009, envelope("4k3/8/8/8/8/8/4r3/4K3 w - - 0 50", "Kxe2", null), "5400");
        r.handle(new ResumptionTime(false, true));
        Response late = r.handle(ArbiterDecision.of(Decision.FORFEIT, BLACK));
        assertEquals(Optional.of(Result.DRAW), r.result(), late.toString());
        assertTrue(late.rulings().get(late.rulings().size() - 1).toString().startsWith("2009 5.2.b: "), late.toString());
    }

    @Test
    void artGuidelines10c_2009_thePresentPlayersFlagFell_6_9_drawWhenTheAbsentCannotMate() {
        // Black (king alone) seals Kd7 and stays away; White's clock runs out while he waits.
        Referee r = resume(Edition.FIDE_2009, envelope("4k3/8/8/8/8/8/8/R3K3 b - - 0 50", "Kd7", null), "5400");
        r.handle(new ResumptionTime(true, false));
        time.advance(Duration.ofMinutes(71));
        Response late = r.handle(ArbiterDecision.of(Decision.FORFEIT, BLACK));
        assertEquals("2009 6.9: White's flag has fallen, but Black cannot checkmate by any series of legal moves: draw (1/2-1/2)",
                late.toString());
    }

    @Test
    void artE11_2014_neitherPresent_theReplierLosesTheTimeUntilHeArrives_2009_Guidelines9b() {
        Referee r = resume(Edition.FIDE_2014, "a6");
        assertEquals("2014 E.11: White is absent: his clock is started and he loses all the time until he arrives",
                r.handle(new ResumptionTime(false, false)).toString());
        assertEquals(Side.WHITE, clock.toMove());
        Referee old = resume(Edition.FIDE_2009, "a6");
        assertTrue(old.handle(new ResumptionTime(false, false)).toString().startsWith("2009 Guidelines 9.b: White is absent"));
    }

    @Test
    void artGuidelines11a_2009_envelopeMissing_E12_2014() {
        Referee r = resume(Edition.FIDE_2009, "a6");
        assertEquals("2009 Guidelines 11.a: the envelope is missing: the game continues from the adjourned position with the "
                + "clock times recorded at adjournment; Black makes on the board the move he says he sealed",
                r.handle(ArbiterDecision.of(Decision.ENVELOPE_MISSING)).toString());
        assertEquals(Side.BLACK, clock.toMove());
        time.advance(Duration.ofMinutes(1));
        assertTrue(play(r, "a6").accepted());
        assertEquals(Duration.ofMinutes(64), remaining(BLACK));
        assertFalse(r.handle(new ResumptionTime(true, true)).accepted());
        assertTrue(resume(Edition.FIDE_2014, "a6").handle(ArbiterDecision.of(Decision.ENVELOPE_MISSING)).toString()
                .startsWith("2014 E.12: "));
    }

    @Test
    void artE13_2014_wrongClockTimesCorrectedOnlyBeforeOnesFirstMove_Guidelines12_2009() {
        Referee r = resume(Edition.FIDE_2014, "a6");
        r.handle(new ResumptionTime(true, true));
        assertEquals("2014 E.13: the time used on Black's clock is corrected to 30 minutes",
                r.handle(new ResumptionTimeWrong(WHITE, BLACK, Duration.ofMinutes(30))).toString());
        assertEquals(Duration.ofMinutes(60), remaining(BLACK));
        assertTrue(play(r, "Ba4").accepted());
        assertEquals("White has made his first move: the game continues without correction unless the arbiter decides otherwise (2014 E.13)",
                r.handle(new ResumptionTimeWrong(WHITE, WHITE, Duration.ofMinutes(10))).refusal());
        assertTrue(r.handle(new ResumptionTimeWrong(BLACK, WHITE, Duration.ofMinutes(10))).accepted(), "Black has not moved yet");
        assertEquals(Duration.ofMinutes(80), remaining(WHITE));
        assertTrue(resume(Edition.FIDE_2009, "a6").handle(new ResumptionTimeWrong(BLACK, WHITE, Duration.ZERO)).toString()
                .startsWith("2009 Guidelines 12: "));
    }

    @Test
    void artE6_2014_drawAgreedOrResignationBeforeResumptionEndsTheGame() {
        Referee draw = resume(Edition.FIDE_2014, "a6");
        assertTrue(draw.handle(new RefereeEvent.DrawOffered(WHITE)).accepted());
        assertTrue(draw.handle(new DrawAccepted(BLACK)).accepted());
        assertEquals(Optional.of(Result.DRAW), draw.result());
        Referee resign = resume(Edition.FIDE_2018, "a6");
        assertTrue(resign.handle(new RefereeEvent.Resigned(WHITE)).accepted());
        assertEquals(Optional.of(Result.BLACK_WINS), resign.result());
        assertFalse(resign.handle(new ResumptionTime(true, true)).accepted(), "nothing to resume");
    }

    @Test
    void resumptionEventsAreRefusedInAGameThatWasNotAdjourned() {
        Referee r = Referee.builder(Edition.FIDE_2018).build();
        assertEquals("this game was not adjourned", r.handle(new ResumptionTime(true, true)).refusal());
        assertEquals("this game was not adjourned", r.handle(new PlayerArrived(WHITE)).refusal());
        assertEquals("this game was not adjourned", r.handle(ArbiterDecision.of(Decision.ENVELOPE_MISSING)).refusal());
        Referee adj = resume(Edition.FIDE_2018, "a6");
        assertEquals("the clocks of an adjourned game start at the time of resumption",
                adj.handle(ArbiterDecision.of(Decision.START_CLOCKS)).refusal());
        assertEquals("the game has not been resumed yet", adj.handle(new PlayerArrived(WHITE)).refusal());
        assertEquals(BEFORE, adj.game().position().toFen(), "refusals change nothing");
    }
}
