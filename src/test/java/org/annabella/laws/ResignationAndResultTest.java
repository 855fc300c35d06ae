package org.annabella.laws;

import static org.annabella.rules.Color.BLACK;
import static org.annabella.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.annabella.laws.RefereeEvent.ArbiterDecision;
import org.annabella.laws.RefereeEvent.Decision;
import org.annabella.laws.RefereeEvent.Resigned;
import org.junit.jupiter.api.Test;

/** Resignation (5.1.b, 2018 5.1.2, 2023 5.1.2), points (2009 11.1, 2014+ 10.1), forfeits and both losing. */
class ResignationAndResultTest {
    /** Black has a lone king: White cannot be mated by any series of moves. */
    private static final String WHITE_SAFE = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";

    @Test
    void art5_1b_2009_resignationLoses() {
        Table t = new Table(Edition.FIDE_2009, "5400");
        assertEquals("2009 5.1.b: White resigns (0-1)", t.handle(new Resigned(WHITE)).toString());
        assertEquals(Optional.of(Result.BLACK_WINS), t.referee.result());
    }

    @Test
    void art5_1_2_2023_resigningWhenTheOpponentCannotMateDraws() {
        Table t = Table.fromFen(Edition.FIDE_2023, "5400", WHITE_SAFE);
        Response r = t.handle(new Resigned(WHITE));
        assertEquals("2023 5.1.2: White resigns, but Black cannot checkmate by any series of legal moves: draw (1/2-1/2)", r.toString());
        assertEquals(Optional.of(Result.DRAW), t.referee.result());
    }

    @Test
    void art5_1_2_2018_theSameResignationLoses() {
        Table t = Table.fromFen(Edition.FIDE_2018, "5400", WHITE_SAFE);
        assertEquals("2018 5.1.2: White resigns (0-1)", t.handle(new Resigned(WHITE)).toString());
    }

    @Test
    void art5_1_2_2023_resigningWhenTheOpponentCanMateLoses() {
        Table t = Table.fromFen(Edition.FIDE_2023, "5400", WHITE_SAFE);
        assertEquals(Optional.of(Result.WHITE_WINS), t.handle(new Resigned(BLACK)).rulings().get(0).ending());
    }

    @Test
    void art11_1_2009_and10_1_2014_points() {
        assertEquals("1", Result.WHITE_WINS.points(WHITE));
        assertEquals("0", Result.WHITE_WINS.points(BLACK));
        assertEquals("½", Result.DRAW.points(WHITE));
        assertEquals(1, Result.DRAW.halfPoints(BLACK));
        assertEquals("1", Result.BLACK_WINS_BY_FORFEIT.points(BLACK));
        assertEquals("0", Result.DOUBLE_FORFEIT.points(WHITE));
        assertEquals("1-0", Result.WHITE_WINS_BY_FORFEIT.pgn());
        assertEquals(Result.DRAW, Result.fromPgn("½-½"));
        assertEquals(Result.BLACK_WINS, Result.fromPgn(" 0-1 "));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Result.fromPgn("*"));
        assertEquals("result '*' is not a finished game: expected 1-0, 0-1 or 1/2-1/2", e.getMessage());
        assertEquals("2009 11.1", Edition.FIDE_2009.cite(Rule.POINTS));
        assertEquals("2014 10.1", Edition.FIDE_2014.cite(Rule.POINTS));
        assertEquals("2023 10.1", Edition.FIDE_2023.cite(Rule.POINTS));
    }

    @Test
    void art12_9_2009_bothPlayersLose_2014_11_8() {
        Table t = new Table(Edition.FIDE_2009, "5400");
        Response r = t.handle(ArbiterDecision.of(Decision.BOTH_LOSE));
        assertEquals("2009 12.9: both players persistently refused to comply with the Laws: both lose (0-0)", r.toString());
        assertEquals(0, t.referee.result().orElseThrow().halfPoints(WHITE) + t.referee.result().orElseThrow().halfPoints(BLACK));
        Table t2 = new Table(Edition.FIDE_2014, "5400");
        assertTrue(t2.handle(ArbiterDecision.of(Decision.BOTH_LOSE)).toString().startsWith("2014 11.8: "));
    }

    @Test
    void art6_6a_2009_forfeitBeforeTheFirstMove_2018_6_7_1() {
        Table t = new Table(Edition.FIDE_2009, "5400");
        Response r = t.handle(ArbiterDecision.of(Decision.FORFEIT, BLACK));
        assertEquals("2009 6.6.a: Black did not arrive within the default time and loses by forfeit (1-0)", r.toString());
        assertEquals(Optional.of(Result.WHITE_WINS_BY_FORFEIT), t.referee.result());
        Table t2 = new Table(Edition.FIDE_2018, "5400").moves("e4");
        assertFalse(t2.handle(ArbiterDecision.of(Decision.FORFEIT, BLACK)).accepted());
    }

    @Test
    void art13_4_2009_and12_9_2014_penalties() {
        Table t = new Table(Edition.FIDE_2009, "5400");
        Response add = t.handle(new ArbiterDecision(Decision.ADD_TIME, BLACK, java.time.Duration.ofMinutes(5)));
        assertEquals("2009 13.4: 5 minutes added to Black's time", add.toString());
        assertEquals(java.time.Duration.ofMinutes(95), t.remaining(BLACK));
        Response take = t.handle(new ArbiterDecision(Decision.SUBTRACT_TIME, WHITE, java.time.Duration.ofMinutes(10)));
        assertEquals("2009 13.4: 10 minutes taken from White's time", take.toString());
        assertFalse(t.handle(ArbiterDecision.of(Decision.ADD_TIME, WHITE)).accepted(), "no time given");
        Table t2 = new Table(Edition.FIDE_2014, "5400");
        assertEquals("2014 12.9: the arbiter declares the game lost by White (0-1)",
                t2.handle(ArbiterDecision.of(Decision.DECLARE_LOSS, WHITE)).toString());
    }
}
