package org.annabella.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.clock.Clock;
import org.annabella.clock.ManualTimeSource;
import org.annabella.laws.Edition;
import org.annabella.laws.Referee;
import org.annabella.laws.SealedEnvelope;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Position;
import org.annabella.session.Event.Claim;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The envelope's time used after the arbiter added time (issue 15, item 2). 2009 9.5.b: an
 * incorrect claim adds three minutes to the opponent's remaining time. 2009 Guidelines for
 * adjourned games 2.c and 5 (2014 E.2.c, E.5): the envelope records the time used by each player,
 * and on resumption the clocks show it. The three minutes were never used, so they are neither in
 * the time used nor lost on resumption.
 */
class EnvelopeTimeTest {
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong();

    @Test
    void aWrongClaimsThreeMinutesStayWithTheOpponentThroughAdjournment() {
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2009, GameTimeControl.parse("5400"), Mode.TOURNAMENT);
        Session s = Session.start(setup, Journal.create(dir.resolve("game.journal")), now::get);
        s.startClock();
        SessionTest.play(s, now, "e4", 25_000);
        now.addAndGet(5_000);
        assertFalse(s.claim(Color.BLACK, Claim.THREEFOLD, "e5"), "nothing has repeated");
        assertEquals(Duration.ofMinutes(92).plusSeconds(35).toMillis(), s.remaining(Color.WHITE), "1:32:35");
        s.announce(Color.BLACK);
        s.press(Color.BLACK);
        s.repeat(Color.WHITE);
        s.execute(Color.WHITE);
        now.addAndGet(60_000);
        s.seal(Color.WHITE, "Nf3", LocalDateTime.of(2026, 11, 25, 10, 0), "Hall");

        SealedEnvelope envelope = EnvelopeExport.envelope(s.state());
        assertEquals(Duration.ofSeconds(85), envelope.whiteTimeUsed(), "25 s for e4 and 60 s before sealing");
        assertEquals(Duration.ofMinutes(3), envelope.whiteTimeAdded());
        assertEquals(Duration.ofSeconds(5), envelope.blackTimeUsed());
        assertEquals(Duration.ZERO, envelope.blackTimeAdded());
        String lines = String.join("\n", EnvelopeExport.write(s.state()));
        assertTrue(lines.contains("time used: White 1 minute 25 seconds, Black 5 seconds"), lines);
        assertTrue(lines.contains("time the arbiter added to the clocks, not counted as used and set again on resumption: "
                + "White 3 minutes, Black 0 seconds"), lines);

        // On resumption the referee sets the clocks from the envelope: White finds what his clock showed.
        Clock clock = new Clock(setup.timeControl().control().orElseThrow(), new ManualTimeSource(), org.annabella.clock.Side.WHITE);
        Referee.builder(Edition.FIDE_2009).game(Game.fromPosition(Position.fromFen(envelope.positionBefore())))
                .clock(clock).adjourned(envelope).build();
        assertEquals(s.remaining(Color.WHITE), clock.remaining(org.annabella.clock.Side.WHITE).toMillis());
        assertEquals(s.remaining(Color.BLACK), clock.remaining(org.annabella.clock.Side.BLACK).toMillis());
    }
}
