package org.annabella.laws;

import static org.annabella.rules.Color.BLACK;
import static org.annabella.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import org.annabella.announce.Language;
import org.annabella.announce.Words;
import org.annabella.clock.Clock;
import org.annabella.clock.ManualTimeSource;
import org.annabella.clock.Side;
import org.annabella.clock.TimeControl;
import org.annabella.laws.RefereeEvent.ArbiterDecision;
import org.annabella.laws.RefereeEvent.Claim;
import org.annabella.laws.RefereeEvent.ClaimKind;
import org.annabella.laws.RefereeEvent.ClockPressed;
import org.annabella.laws.RefereeEvent.Decision;
import org.annabella.laws.RefereeEvent.FlagFell;
import org.annabella.laws.RefereeEvent.IllegalMoveFound;
import org.annabella.laws.RefereeEvent.IllegalMoveKind;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.laws.RefereeEvent.PieceTouched;
import org.annabella.laws.RefereeEvent.PromotionPieceTouched;
import org.annabella.laws.RefereeEvent.Resigned;
import org.annabella.laws.RefereeEvent.ResumptionTime;
import org.annabella.rules.PieceType;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

/** The rulings and refusals of the Laws said in Spanish, as voice/messages-es.phrases words them. */
class SpanishRulingsTest {

    /** Every ruling of the response, cited and said in Spanish. */
    private static List<String> es(Response r) {
        return r.rulings().stream().map(x -> x.citation() + ": " + x.text(Language.SPANISH)).toList();
    }

    @Test
    void touchMove_theObligationTheBreachAndTheClaim() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        assertEquals(List.of("2018 4.3.1: Las blancas deben mover el caballo de g1"),
                es(t.handle(PieceTouched.touch(WHITE, Square.parse("g1")))));
        assertEquals(List.of("2018 4.3.1: Las blancas no han respetado la regla de pieza tocada: deben mover el caballo de g1; "
                + "las negras pueden reclamar antes de tocar una pieza (2018 4.8)"), es(t.play("e4")));
        assertEquals(List.of("2018 4.3.1: se admite la reclamación de las negras: se anula la jugada y las blancas deben mover "
                + "el caballo de g1"), es(t.handle(Claim.of(BLACK, ClaimKind.TOUCH_MOVE))));
        assertEquals(List.of("2018 4.2.1: Las blancas ajustan la dama de d1; sin obligación"),
                es(t.handle(new PieceTouched(WHITE, Square.parse("d1"), true))));
    }

    @Test
    void touchMove_castlingCaptureAndPromotionReasons() {
        Table castle = Table.fromFen(Edition.FIDE_2014, "5400", "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
        castle.handle(PieceTouched.touch(WHITE, Square.parse("e1")));
        assertEquals(List.of("2014 4.4.c: Las blancas no pueden hacer el enroque corto, así que deben hacer otra jugada de rey"),
                es(castle.handle(PieceTouched.touch(WHITE, Square.parse("h1")))));
        Table capture = new Table(Edition.FIDE_2023, "5400").moves("e4", "d5");
        capture.handle(PieceTouched.touch(WHITE, Square.parse("e4")));
        assertEquals(List.of("2023 4.3.3: Las blancas deben capturar el peón de d5 con el peón de e4"),
                es(capture.handle(PieceTouched.touch(WHITE, Square.parse("d5")))));
        Table promote = Table.fromFen(Edition.FIDE_2023, "5400", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        promote.handle(PieceTouched.touch(WHITE, Square.parse("b7")));
        assertEquals(List.of("2023 4.4.4: el caballo ha tocado la casilla de promoción; la elección es definitiva"),
                es(promote.handle(new PromotionPieceTouched(WHITE, PieceType.KNIGHT))));
        assertEquals("deben mover el peón de b7, promocionando a caballo",
                Words.of(Language.SPANISH).say(promote.referee.touchObligation().reason()));
    }

    @Test
    void illegalMoves_thePenaltyAndTheLoss() {
        Table t = new Table(Edition.FIDE_2023, "1500");
        IllegalMoveFound found = new IllegalMoveFound(WHITE, IllegalMoveKind.ILLEGAL_MOVE, 0, Square.NONE, false);
        assertEquals(List.of("2023 7.5.1: jugada ilegal completada de las blancas: se restablece la posición inmediatamente anterior",
                "2023 7.5.5: primera jugada ilegal completada: 1 minuto más para las negras (ajedrez rápido: 2023 A.3)"),
                es(t.handle(found)));
        assertEquals("2023 7.5.5: segunda jugada ilegal completada: las blancas pierden la partida (0-1)",
                es(t.handle(found)).get(1));
        Table bare = Table.fromFen(Edition.FIDE_2018, "5400", "4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1");
        bare.handle(found);
        assertEquals("2018 7.5.5: segunda jugada ilegal completada, pero las negras no pueden dar jaque mate mediante ninguna "
                + "serie de jugadas legales: tablas (1/2-1/2)", es(bare.handle(found)).get(1));
    }

    @Test
    void drawClaims_incorrectWithItsPenaltyAndCorrect() {
        Table wrong = new Table(Edition.FIDE_2009, "5400").moves("e4");
        assertEquals(List.of("2009 9.2.b: Las negras reclaman tablas por la misma posición al menos por tercera vez en el tablero, "
                + "pero no es así", "2009 9.5.b: la reclamación es incorrecta: 3 minutos más para las blancas; la partida continúa",
                "2009 9.1.b.3: la reclamación vale como oferta de tablas de las negras"),
                es(wrong.handle(Claim.of(BLACK, ClaimKind.THREEFOLD))));
        Table right = new Table(Edition.FIDE_2018, "5400").moves("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1");
        assertEquals(List.of("2018 9.2.1.1: Las negras pueden reclamar tablas por triple repetición, anotando antes la jugada"),
                es(new Response(true, null, right.referee.drawClaimsOpen())));
        assertEquals(List.of("2018 9.2.1.1: Las negras reclaman tablas por la misma posición al menos por tercera vez con la jugada "
                + "anunciada Cg8", "2018 9.5.2: la reclamación es correcta: tablas (1/2-1/2)"),
                es(right.handle(Claim.withMove(BLACK, ClaimKind.THREEFOLD, right.move("Ng8")))));
    }

    @Test
    void flagFall_withAndWithoutMatingMaterial() {
        Table t = new Table(Edition.FIDE_2014, "60").after(61);
        assertEquals(List.of("2014 6.9: ha caído la bandera de las blancas: las blancas pierden por tiempo (0-1)"),
                es(t.handle(new FlagFell(WHITE))));
        Table bare = Table.fromFen(Edition.FIDE_2018, "60", "q3k3/8/8/8/8/8/8/4K1N1 w - - 0 1").moves("Nf3").after(61);
        assertEquals(List.of("2018 6.9: ha caído la bandera de las negras, pero las blancas no pueden dar jaque mate mediante "
                + "ninguna serie de jugadas legales: tablas (1/2-1/2)"), es(bare.handle(new FlagFell(BLACK))));
    }

    @Test
    void resignation_aLossOrIn2023ADrawWhenTheOpponentCannotMate() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        assertEquals(List.of("2018 5.1.2: Las blancas abandonan (0-1)"), es(t.handle(new Resigned(WHITE))));
        Table bare = Table.fromFen(Edition.FIDE_2023, "5400", "4k3/8/8/8/8/8/8/q3K3 w - - 0 1");
        assertEquals(List.of("2023 5.1.2: Las negras abandonan, pero las blancas no pueden dar jaque mate mediante ninguna serie "
                + "de jugadas legales: tablas (1/2-1/2)"), es(bare.handle(new Resigned(BLACK))));
    }

    @Test
    void adjournment_setUpOpeningAndAbsentReplier() {
        SealedEnvelope envelope = new SealedEnvelope("Ana", "Bea",
                "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3", Duration.ofMinutes(95).plusSeconds(10),
                Duration.ofMinutes(101), "a6", WHITE, LocalDateTime.of(2026, 11, 23, 10, 0), "sala 2");
        Clock clock = new Clock(TimeControl.fromPgn("40/7200:1800").orElseThrow(), new ManualTimeSource(), Side.BLACK);
        Referee r = Referee.builder(Edition.FIDE_2014).adjourned(envelope).clock(clock).build();
        assertEquals(List.of("2014 E.5: se coloca en el tablero la posición inmediatamente anterior a la jugada secreta y los relojes "
                + "muestran el tiempo empleado al aplazar la partida: blancas 1 hora 35 minutos 10 segundos, negras 1 hora 41 minutos",
                "2014 E.4: la oferta de tablas de las blancas sigue vigente hasta que el adversario la acepte o la rechace, como en el "
                + "Artículo 9.1"), es(new Response(true, null, r.rulings())));
        assertEquals(List.of("2014 E.9.b: Las blancas están ausentes: se pone en marcha su reloj; cuando lleguen pueden pararlo y "
                + "llamar al árbitro, que abre el sobre"), es(r.handle(new ResumptionTime(false, true))));
        assertEquals(List.of("2014 E.9.b: Las blancas llegan y paran su reloj; el árbitro abre el sobre",
                "2014 E.9.a: la jugada secreta a6 se realiza en el tablero y se pone en marcha el reloj de las blancas"),
                es(r.handle(new RefereeEvent.PlayerArrived(WHITE))));
        SealedEnvelope bad = new SealedEnvelope("Ana", "Bea", envelope.positionBefore(), Duration.ZERO, Duration.ZERO, "Ne7", null,
                envelope.resumption(), "sala 2");
        Ruling lost = bad.open(Edition.FIDE_2018, MateAbility.byAnalysis()).ruling();
        assertEquals("2018 I.8: la jugada secreta 'Ce7' es ambigua: las negras pierden (1-0)",
                lost.citation() + ": " + lost.text(Language.SPANISH));
    }

    @Test
    void quickplayFinish_claimPostponementAndRejection() {
        Table t = new Table(Edition.FIDE_2009, "3600").after(3500);
        assertEquals(List.of("2009 10.2: Las blancas reclaman tablas con menos de dos minutos: el adversario no puede ganar, o no "
                + "hace ningún esfuerzo para ganar, por medios normales; el árbitro decide",
                "2009 9.1.b.3: la reclamación vale también como oferta de tablas"),
                es(t.handle(Claim.of(WHITE, ClaimKind.QUICKPLAY_FINISH))));
        assertEquals(List.of("2009 10.2.b: el árbitro aplaza su decisión; 2 minutos más para las negras; la partida continúa, "
                + "si es posible en presencia de un árbitro"),
                es(t.handle(new ArbiterDecision(Decision.QUICKPLAY_POSTPONE, null, Duration.ofMinutes(2)))));
        Table rejected = new Table(Edition.FIDE_2009, "3600").after(3500);
        rejected.handle(Claim.of(WHITE, ClaimKind.QUICKPLAY_FINISH));
        assertEquals(List.of("2009 10.2.c: el árbitro rechaza la reclamación: 2 minutos más para las negras; la partida continúa"),
                es(rejected.handle(ArbiterDecision.of(Decision.QUICKPLAY_REJECT))));
        Table request = new Table(Edition.FIDE_2014, "3600").after(3500);
        assertEquals(List.of("2014 G.4: Las blancas solicitan cinco segundos por jugada para ambos jugadores; la solicitud es "
                + "también una oferta de tablas, que las negras pueden aceptar"),
                es(request.handle(Claim.of(WHITE, ClaimKind.QUICKPLAY_INCREMENT))));
    }

    @Test
    void refusals_inSpanish_andInEnglishAsBefore() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        Response early = t.handle(new ClockPressed(WHITE));
        assertEquals("Las blancas han pulsado el reloj sin hacer ninguna jugada; si el árbitro lo comprueba, debe tratarse como "
                + "jugada ilegal (2018 7.5.3)", early.refusal(Language.SPANISH));
        assertEquals("White pressed the clock without making a move; if the arbiter finds it, report it as an illegal move (2018 7.5.3)",
                early.refusal(Language.ENGLISH));
        assertEquals("es el turno de las blancas", t.handle(new MoveMade(BLACK, t.move("e4"))).refusal(Language.SPANISH));
        assertEquals("no hay ninguna pieza en e4", t.handle(PieceTouched.touch(WHITE, Square.parse("e4"))).refusal(Language.SPANISH));
        assertEquals("no hay ninguna oferta de tablas que aceptar",
                t.handle(new RefereeEvent.DrawAccepted(BLACK)).refusal(Language.SPANISH));
        t.play("e4");
        assertEquals("tras la reclamación incorrecta debe realizarse la jugada anunciada Cf6 (2018 9.5.3)",
                claimThenOtherMove(t).refusal(Language.SPANISH));
        Table over = new Table(Edition.FIDE_2014, "5400");
        over.handle(new Resigned(BLACK));
        assertEquals("la partida ha terminado: ganan las blancas", over.handle(new FlagFell(BLACK)).refusal(Language.SPANISH));
        assertEquals("esta partida no fue aplazada",
                Referee.builder(Edition.FIDE_2014).build().handle(new ResumptionTime(true, true)).refusal(Language.SPANISH));
        Response accepted = new Table(Edition.FIDE_2018, "5400").play("e4");
        assertNull(accepted.refusal(Language.SPANISH));
        assertNull(accepted.refusal());
    }

    /** Black claims a threefold repetition announcing Nf6, which is not so, then tries another move. */
    private static Response claimThenOtherMove(Table t) {
        t.handle(Claim.withMove(BLACK, ClaimKind.THREEFOLD, t.move("Nf6")));
        return t.handle(new MoveMade(BLACK, t.move("e5")));
    }
}
