package org.annabella.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.annabella.clock.Clock;
import org.annabella.rules.Game;
import org.junit.jupiter.api.Test;

/** Game ends without a claim: mate, stalemate, dead position, fivefold and 75 moves (2014 9.6, 2018 9.6.1/9.6.2). */
class AutomaticDrawTest {
    private static final String[] KNIGHT_DANCE = {"Nf3", "Nf6", "Ng1", "Ng8"};
    /** A 12-half-move cycle (king triangle against a rook shuffle): the start position returns every 12 plies, never 4 apart. */
    private static final String TRIANGLE_FEN = "r3k3/8/8/8/8/8/8/4K2R w - - 0 1";
    private static final String[] TRIANGLE = {"Ke2", "Rb8", "Kd1", "Ra8", "Ke1", "Rb8", "Ke2", "Ra8", "Kd1", "Rb8", "Ke1", "Ra8"};

    private static Table dance(Edition e, int cycles) {
        Table t = new Table(e, "5400");
        for (int i = 0; i < cycles; i++) {
            t.moves(KNIGHT_DANCE);
        }
        return t;
    }

    @Test
    void art9_6a_2014_fivefoldByConsecutiveAlternateMovesEndsTheGame() {
        Table t = dance(Edition.FIDE_2014, 3);
        t.moves("Nf3", "Nf6", "Ng1");
        Response r = t.play("Ng8");
        assertEquals("2014 9.6.a: the same position for the fifth time; drawn without a claim (1/2-1/2)", r.toString());
    }

    @Test
    void art9_6_1_2018_fivefold() {
        Table t = dance(Edition.FIDE_2018, 3);
        t.moves("Nf3", "Nf6", "Ng1");
        assertEquals(Optional.of(Result.DRAW), t.play("Ng8").rulings().get(0).ending());
        assertEquals(16, t.referee.game().ply());
    }

    @Test
    void art9_2_2009_noAutomaticFivefold_onlyClaims() {
        Table t = dance(Edition.FIDE_2009, 6);
        assertFalse(t.referee.isOver());
        assertEquals(24, t.referee.game().ply());
    }

    @Test
    void art9_6a_2014_fivefoldNotByConsecutiveMovesDoesNotEndTheGame_butDoesFrom2018() {
        Table t2014 = new Table(Edition.FIDE_2014, "5400", Game.fromFen(TRIANGLE_FEN), true);
        Table t2018 = new Table(Edition.FIDE_2018, "5400", Game.fromFen(TRIANGLE_FEN), true);
        for (int i = 0; i < 4; i++) {
            t2014.moves(TRIANGLE);
            for (String m : TRIANGLE) {
                assertFalse(t2018.referee.isOver(), "2018 ended early at ply " + t2018.referee.game().ply());
                t2018.play(m);
            }
        }
        assertEquals(48, t2018.referee.game().ply());
        assertEquals(Optional.of(Result.DRAW), t2018.referee.result());
        assertEquals(Rule.FIVEFOLD, t2018.referee.rulings().get(t2018.referee.rulings().size() - 1).rule());
        assertFalse(t2014.referee.isOver(), "2014 asks for five consecutive alternate moves");
        assertEquals(5, t2014.referee.game().repetitionCount());
    }

    @Test
    void art9_6b_2014_seventyFiveMoves() {
        Table t = Table.fromFen(Edition.FIDE_2014, "5400", "4k3/8/8/8/8/8/8/R3K3 w - - 149 120");
        assertEquals("2014 9.6.b: 75 moves by each player without a capture or a pawn move; drawn without a claim (1/2-1/2)",
                t.play("Ra2").toString());
    }

    @Test
    void art9_6_2_2023_seventyFiveMoves_2009_none() {
        Table t = Table.fromFen(Edition.FIDE_2023, "5400", "4k3/8/8/8/8/8/8/R3K3 w - - 149 120");
        assertTrue(t.play("Ra2").toString().startsWith("2023 9.6.2: "));
        Table t2009 = Table.fromFen(Edition.FIDE_2009, "5400", "4k3/8/8/8/8/8/8/R3K3 w - - 149 120");
        assertTrue(t2009.play("Ra2").rulings().isEmpty());
        assertFalse(t2009.referee.isOver());
    }

    @Test
    void art9_6_2014_mateOnTheSeventyFifthMoveTakesPrecedence() {
        Table t = Table.fromFen(Edition.FIDE_2014, "5400", "7k/8/6K1/8/8/8/8/R7 w - - 149 120");
        assertEquals("2014 5.1.a: White checkmates (1-0)", t.play("Ra8#").toString());
    }

    @Test
    void art5_1_1_2018_checkmateEndsTheGameWithoutPressing() {
        Table t = new Table(Edition.FIDE_2018, "5400").moves("f3", "e5", "g4");
        Response r = t.play("Qh4#");
        assertEquals("2018 5.1.1: Black checkmates (0-1)", r.toString());
        assertEquals(Optional.of(Result.BLACK_WINS), t.referee.result());
        assertEquals(Clock.State.PAUSED, t.clock.state());
    }

    @Test
    void art5_2a_2009_stalemate() {
        Table t = Table.fromFen(Edition.FIDE_2009, "5400", "7k/5K2/8/8/8/8/8/6Q1 w - - 0 1");
        assertEquals("2009 5.2.a: stalemate (1/2-1/2)", t.play("Qg6").toString());
    }

    @Test
    void art5_2b_2009_deadPositionEndsTheGame_2018_5_2_2() {
        String fen = "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1";
        assertEquals("2009 5.2.b: neither player can checkmate by any series of legal moves; dead position (1/2-1/2)",
                Table.fromFen(Edition.FIDE_2009, "5400", fen).play("Kxd2").toString());
        assertTrue(Table.fromFen(Edition.FIDE_2018, "5400", fen).play("Kxd2").toString().startsWith("2018 5.2.2: "));
    }

    @Test
    void anInjectedMateAbilityDecidesDeadPositions() {
        // A blocked pawn wall the material test cannot see: the injected analysis says nobody can mate.
        MateAbility nobody = (position, side) -> false;
        Table t = new Table(Edition.FIDE_2023, "5400", Game.fromStart(), true, nobody);
        assertEquals(Optional.of(Result.DRAW), t.play("e4").rulings().get(0).ending());
    }
}
