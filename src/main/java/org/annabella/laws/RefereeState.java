package org.annabella.laws;

import java.util.List;
import java.util.Optional;
import org.annabella.clock.Pace;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Position;

/**
 * What a {@link Referee} knows at one moment (the game record, offers, touches, rulings, the
 * result), as a value: {@link #decide} hears an event and returns the next state with the
 * response, leaving this one as it was. For a whole game told event by event, as the session's
 * state is, where a refused act must leave nothing changed and a replay must give the same state.
 */
public final class RefereeState {
    /** Never handed an event once here: {@link #decide} works on a copy. */
    private final Referee referee;

    RefereeState(Referee referee) {
        this.referee = referee;
    }

    /** The referee's decision on one event: the state after it (this one when refused) and its response. */
    public record Decision(RefereeState next, Response response) {
    }

    /** Hears {@code event}: refused, the state stays; accepted, the next state carries it. */
    public Decision decide(RefereeEvent event) {
        Referee work = referee.copy();
        Response response = work.handle(event);
        return new Decision(response.accepted() ? new RefereeState(work) : this, response);
    }

    public Edition edition() {
        return referee.edition();
    }

    public Pace pace() {
        return referee.pace();
    }

    public Optional<Result> result() {
        return referee.result();
    }

    public boolean isOver() {
        return referee.isOver();
    }

    /** Every ruling so far, in order. */
    public List<Ruling> rulings() {
        return referee.rulings();
    }

    /** What the player having the move must do after the pieces he touched (Art. 4). */
    public TouchObligation touchObligation() {
        return referee.touchObligation();
    }

    /** Where an adjourned game stands (2014 Appendix E, 2018 Guidelines I). */
    public Adjournment adjournment() {
        return referee.adjournment();
    }

    /** The player whose draw offer stands, if any. */
    public Optional<Color> standingDrawOffer() {
        return referee.standingDrawOffer();
    }

    /** The moves (plies from 0) each draw offer is noted with, "(=)" (2018 9.1.2.2, C.13); see {@link Referee#drawOfferPlies}. */
    public List<Integer> drawOfferPlies() {
        return referee.drawOfferPlies();
    }

    /** Half-moves in the record. */
    public int ply() {
        return referee.game().ply();
    }

    /** The moves of the record. */
    public List<Integer> moves() {
        return List.copyOf(referee.game().moves());
    }

    /** The moves of the record in SAN. */
    public List<String> sanMoves() {
        return List.copyOf(referee.game().sanMoves());
    }

    /** The current position (a copy). */
    public Position position() {
        return referee.game().position();
    }

    /** The game record (a copy: changing it changes nothing here). */
    public Game game() {
        return referee.game().copy();
    }
}
