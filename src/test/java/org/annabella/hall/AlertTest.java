package org.annabella.hall;

import static org.junit.jupiter.api.Assertions.*;

import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.rules.Color;
import org.annabella.session.Event;
import org.junit.jupiter.api.Test;

/** What needs the arbiter, read from one record: each kind in words, with its board; everything else no alert. */
class AlertTest {
    static String said(Event e) {
        return Alert.of(12, 40, 0, e).map(a -> a.text(Language.ENGLISH)).orElse(null);
    }

    @Test
    void eachKindOfAlertIsSaidWithItsBoard() {
        assertEquals("Board 12: Black's flag has fallen", said(new Event.FlagFell(Color.BLACK)));
        assertEquals("Board 12: White pressed the clock without a move",
                said(new Event.IllegalCompleted(Color.WHITE, Event.Illegality.PRESS_WITHOUT_MOVE)));
        assertEquals("Board 12: Black claims a draw by the fifty-move rule",
                said(new Event.Claimed(Color.BLACK, Event.Claim.FIFTY_MOVES, null, false)));
        String touch = said(new Event.Ruled(3, "2018 4.3.1", Phrase.of("session.ruling.touch-move", "player", Color.WHITE,
                "move", "Nf3", "reason", Phrase.of("touch.move", "piece", "the knight on g1"))));
        assertTrue(touch.startsWith("Board 12: touch-move: White may not play Nf3"), touch);
        assertEquals("Board 12: the two boards diverge, Black's board: the board differs from the game at e2, e4",
                said(new Event.BoardDiverged(Color.BLACK, Phrase.of("session.board-diverged", "squares", "e2, e4"))));
        assertEquals("Board 12: the two boards agree again, Black's board shows the game",
                said(new Event.BoardAgreed(Color.BLACK)));
        assertEquals("12-40", Alert.of(12, 40, 0, new Event.FlagFell(Color.WHITE)).orElseThrow().id());
        String spanish = Alert.of(12, 40, 0, new Event.FlagFell(Color.BLACK)).orElseThrow().text(Language.SPANISH);
        assertTrue(spanish.startsWith("Tablero 12: ha caído la bandera de "), spanish);
    }

    @Test
    void anOrdinaryRecordIsNoAlert() {
        assertNull(said(new Event.MoveMade(Color.WHITE, "e2e4", Event.Origin.BOARD)));
        assertNull(said(new Event.Resigned(Color.WHITE)));
        assertNull(said(new Event.Ruled(1, "2018 12.9", Phrase.of("session.arbiter-words", "text", "a warning"))));
    }
}
