package org.annabella.session;

import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.Phrase;
import org.annabella.laws.TouchObligation;
import org.annabella.rules.Color;

/**
 * What stands open in a game, said to the arbiter when it is resumed (issue 30): the clocks as
 * they stand and whose clock {@code start} runs, a fallen flag not yet claimed (2018 6.8), a
 * standing draw offer (9.1.2), a touched piece that must be moved (4.3), a move not yet through
 * its steps (made, announced, executed, pressed: D.2.1).
 */
final class OpenMatters {
    private OpenMatters() {
    }

    static List<Phrase> of(GameState state, GameClock clock) {
        List<Phrase> out = new ArrayList<>();
        if (state.isOver() || state.sealedMove() != null) {
            return out;
        }
        if (!state.setup().timeControl().isNone()) {
            out.add(Phrase.of("session.pending.clocks", "white", GameClock.left(clock.remaining(Color.WHITE)),
                    "black", GameClock.left(clock.remaining(Color.BLACK)), "player", state.thinking()));
        }
        for (Color side : Color.values()) {
            if (clock.flagFallen(side)) {
                out.add(flagDown(state.setup(), side));
            }
        }
        Color offer = state.drawOfferBy();
        if (offer != null) {
            out.add(Phrase.of("session.pending.draw-offer", "player", offer, "opponent", offer.opposite()));
        }
        TouchObligation touch = state.referee().touchObligation();
        if (!touch.free()) {
            out.add(Phrase.of("session.pending.touched", "player", state.position().sideToMove(), "reason", touch.reason(),
                    "article", state.referee().edition().cite(touch.rule())));
        }
        MoveInProgress p = state.pending();
        if (p != null && !p.complete()) {
            out.add(Phrase.of(p.pressed() ? "session.pending.execute" : "session.pending.press", "player", p.side(),
                    "move", p.words() != null ? p.words() : p.expectedWords(), "opponent", p.side().opposite()));
        }
        return out;
    }

    /**
     * "White's flag has fallen; Black or his assistant may claim it": the assistant only when he
     * is the claimant's, the visually impaired player's (2018 D.2.10.5, 2009 E.2.9.e); the
     * flagged player's own assistant claims nothing against him.
     */
    static Phrase flagDown(Setup setup, Color flagged) {
        Color claimant = flagged.opposite();
        boolean assisted = setup.assistance() == Assistance.VISUALLY_IMPAIRED_PLAYER
                && (claimant == Color.WHITE ? setup.white() : setup.black()).visuallyImpaired();
        return Phrase.of(assisted ? "session.flag-down" : "session.flag-down-unassisted", "player", flagged, "claimant", claimant);
    }
}
