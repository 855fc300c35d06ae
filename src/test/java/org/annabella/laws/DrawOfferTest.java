package org.annabella.laws;

import static org.annabella.rules.Color.BLACK;
import static org.annabella.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.annabella.laws.RefereeEvent.ClockPressed;
import org.annabella.laws.RefereeEvent.DrawAccepted;
import org.annabella.laws.RefereeEvent.DrawDeclined;
import org.annabella.laws.RefereeEvent.DrawOffered;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.laws.RefereeEvent.PieceTouched;
import org.annabella.rules.Game;
import org.annabella.rules.Notation;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

/** Draw offers: 9.1 (2018 9.1.1 and 9.1.2), recorded as (=) (2009 9.1.b.2, 2014 8.1.d, C.13). */
class DrawOfferTest {

    /** White moves 1.e4 and offers before pressing the clock. */
    private static Response offerAfterMove(Table t) {
        assertTrue(t.handle(new MoveMade(WHITE, t.move("e4"))).accepted());
        Response offer = t.handle(new DrawOffered(WHITE));
        assertTrue(t.handle(new ClockPressed(WHITE)).accepted());
        return offer;
    }

    @Test
    void art9_1b1_2009_offerAfterTheMoveStandsAndIsRecorded() {
        Table t = new Table(Edition.FIDE_2009, "5400");
        Response r = offerAfterMove(t);
        assertEquals(List.of(
                "2009 9.1.b.1: White offers a draw; the offer cannot be withdrawn and stands until Black accepts or rejects it, touches a piece, or the game ends",
                "2009 9.1.b.2: both players record the offer with the symbol (=) (2009 C.13)"),
                r.rulings().stream().map(Ruling::toString).toList());
        assertEquals(List.of(0), t.referee.drawOfferPlies(), "noted with 1.e4, the offerer's move");
        Response accepted = t.handle(new DrawAccepted(BLACK));
        assertEquals("2009 5.2.c: Black accepts the draw (1/2-1/2)", accepted.toString());
    }

    @Test
    void art9_1_2_2018_numbersAndTheScoresheetRule() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        Response r = offerAfterMove(t);
        assertTrue(r.rulings().get(0).toString().startsWith("2018 9.1.2.1: "));
        assertTrue(r.rulings().get(1).toString().startsWith("2018 9.1.2.2: "));
        assertEquals("2018 5.2.3: Black accepts the draw (1/2-1/2)", t.handle(new DrawAccepted(BLACK)).toString());
    }

    @Test
    void art8_1d_2014_theOfferIsRecordedUnderArticle8() {
        Table t = new Table(Edition.FIDE_2014, "5400");
        assertTrue(offerAfterMove(t).rulings().get(1).toString().startsWith("2014 8.1.d: both players record"));
    }

    @Test
    void art9_1b1_offerCannotBeWithdrawnOrRepeated() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        offerAfterMove(t);
        Response again = t.handle(new DrawOffered(WHITE));
        assertFalse(again.accepted());
        assertEquals("White's draw offer already stands; an offer cannot be withdrawn or renewed", again.refusal());
        assertFalse(t.handle(new DrawAccepted(WHITE)).accepted(), "one cannot accept one's own offer");
    }

    @Test
    void art9_1b1_offerLapsesWhenTheOpponentTouchesAPiece() {
        Table t = new Table(Edition.FIDE_2018, "5400");
        offerAfterMove(t);
        Response touch = t.handle(PieceTouched.touch(BLACK, Square.parse("e7")));
        assertEquals("2018 9.1.2.1: Black touched a piece: White's draw offer lapses", touch.rulings().get(0).toString());
        assertEquals(Optional.empty(), t.referee.standingDrawOffer());
        Response accept = t.handle(new DrawAccepted(BLACK));
        assertEquals("there is no draw offer to accept", accept.refusal());
    }

    @Test
    void art9_1b1_offerLapsesWhenTheOpponentMoves() {
        Table t = new Table(Edition.FIDE_2014, "5400");
        offerAfterMove(t);
        t.play("e5");
        assertEquals(Optional.empty(), t.referee.standingDrawOffer());
    }

    @Test
    void art9_1b1_offerLapsesWhenRejected() {
        Table t = new Table(Edition.FIDE_2009, "5400");
        offerAfterMove(t);
        assertEquals("2009 9.1.b.1: Black rejects the draw offer; it lapses", t.handle(new DrawDeclined(BLACK)).toString());
        assertFalse(t.handle(new DrawDeclined(BLACK)).accepted());
    }

    @Test
    void art12_6_2009_offerAtAnotherTimeStandsButMustNotAnnoy() {
        Table t = new Table(Edition.FIDE_2009, "5400");
        Response r = t.handle(new DrawOffered(WHITE));
        assertEquals("2009 12.6: an offer is made after one's move and before pressing the clock; offers at other times stand but must not annoy the opponent",
                r.rulings().get(1).toString());
        assertEquals(Optional.of(WHITE), t.referee.standingDrawOffer());
        Table t2018 = new Table(Edition.FIDE_2018, "5400");
        assertTrue(t2018.handle(new DrawOffered(WHITE)).rulings().get(1).toString().startsWith("2018 11.5: "));
    }

    @Test
    void art9_1a_eventMayForbidEarlyOffers() {
        Referee r = Referee.builder(Edition.FIDE_2018).drawOfferMinimumMoves(30).build();
        Response refused = r.handle(new DrawOffered(WHITE));
        assertFalse(refused.accepted());
        assertEquals("the rules of the event allow no draw offer in the first 30 moves without the arbiter's consent (2018 9.1.1)", refused.refusal());
        Referee later = Referee.builder(Edition.FIDE_2009).game(Game.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 31"))
                .drawOfferMinimumMoves(30).build();
        assertTrue(later.handle(new DrawOffered(WHITE)).accepted());
    }

    @Test
    void withoutAClockAnOfferAfterOnesMoveIsProper() {
        Referee r = Referee.builder(Edition.FIDE_2023).build();
        r.handle(new MoveMade(WHITE, Notation.parse(r.game().position(), "d4")));
        Response offer = r.handle(new DrawOffered(WHITE));
        assertEquals(2, offer.rulings().size(), "no 11.5 note");
    }
}
