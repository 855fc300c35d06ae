package org.annabella.announce;

import static org.annabella.announce.AnnouncerTest.move;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.annabella.rules.Move;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;

/** Slip of the tongue: 2009 E.2.6, 2018 D.2.8. */
class TurnAnnouncementTest {
    private final Position start = Position.startPosition();
    private final int e4 = move(start, "e2e4");
    private final int d4 = move(start, "d2d4");

    @Test
    void aCorrectionBeforeThePressReplacesTheFirstAnnouncement() {
        TurnAnnouncement turn = new TurnAnnouncement();
        assertFalse(turn.isAnnounced());
        assertFalse(turn.announce(e4), "the first announcement corrects nothing");
        assertTrue(turn.announce(d4), "a different move replaces it");
        assertFalse(turn.announce(d4), "repeating the same move is no correction");
        assertEquals(d4, turn.move());
        assertEquals(d4, turn.pressClock());
        assertTrue(turn.isFinal());
    }

    @Test
    void afterThePressTheAnnouncedMoveStands() {
        TurnAnnouncement turn = new TurnAnnouncement();
        turn.announce(e4);
        turn.pressClock();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> turn.announce(d4));
        assertTrue(e.getMessage().contains("cannot be corrected"), e.getMessage());
        assertEquals(e4, turn.move());
        assertThrows(IllegalStateException.class, turn::pressClock);
    }

    @Test
    void theClockCannotFixAMoveNeverAnnounced() {
        TurnAnnouncement turn = new TurnAnnouncement();
        assertThrows(IllegalStateException.class, turn::pressClock);
        assertFalse(turn.isFinal());
        assertThrows(IllegalArgumentException.class, () -> turn.announce(Move.NONE));
    }
}
