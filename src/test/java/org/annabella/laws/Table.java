package org.annabella.laws;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.annabella.clock.Clock;
import org.annabella.clock.ManualTimeSource;
import org.annabella.clock.Side;
import org.annabella.clock.TimeControl;
import org.annabella.laws.RefereeEvent.ArbiterDecision;
import org.annabella.laws.RefereeEvent.ClockPressed;
import org.annabella.laws.RefereeEvent.Decision;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Notation;

/** Test fixture: a referee with a clock on a manual time source, started, and helpers to play. */
final class Table {
    final ManualTimeSource time = new ManualTimeSource();
    final Clock clock;
    final Referee referee;

    Table(Edition edition, String timeControl) {
        this(edition, timeControl, Game.fromStart(), true);
    }

    Table(Edition edition, String timeControl, Game game, boolean supervised) {
        this(edition, timeControl, game, supervised, MateAbility.byAnalysis());
    }

    Table(Edition edition, String timeControl, Game game, boolean supervised, MateAbility mate) {
        Side first = game.position().sideToMove() == Color.WHITE ? Side.WHITE : Side.BLACK;
        clock = new Clock(TimeControl.fromPgn(timeControl).orElseThrow(), time, first);
        referee = Referee.builder(edition).game(game).clock(clock).supervised(supervised).mateAbility(mate).build();
        assertTrue(referee.handle(ArbiterDecision.of(Decision.START_CLOCKS)).accepted());
    }

    static Table fromFen(Edition edition, String timeControl, String fen) {
        return new Table(edition, timeControl, Game.fromFen(fen), true);
    }

    Color toMove() {
        return referee.game().position().sideToMove();
    }

    int move(String text) {
        return Notation.parse(referee.game().position(), text);
    }

    /** Makes the move (and presses the clock unless the move ended the game); returns the move's response. */
    Response play(String text) {
        Color mover = toMove();
        Response r = referee.handle(new MoveMade(mover, move(text)));
        if (r.accepted() && !referee.isOver()) {
            Response press = referee.handle(new ClockPressed(mover));
            assertTrue(press.accepted(), () -> "press refused: " + press);
        }
        return r;
    }

    /** Plays moves that must all be accepted. */
    Table moves(String... texts) {
        for (String t : texts) {
            Response r = play(t);
            assertTrue(r.accepted(), () -> t + " refused: " + r);
        }
        return this;
    }

    Table after(long seconds) {
        time.advance(Duration.ofSeconds(seconds));
        return this;
    }

    Duration remaining(Color c) {
        return clock.remaining(c == Color.WHITE ? Side.WHITE : Side.BLACK);
    }

    Response handle(RefereeEvent e) {
        return referee.handle(e);
    }
}
