package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code laws} and {@code timecontrol} commands. */
class LawsCommandsTest {
    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    private Path pgn(String moves) throws IOException {
        Path f = dir.resolve("game.pgn");
        Files.writeString(f, "[Event \"t\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n" + moves + " *\n");
        return f;
    }

    @Test
    void timecontrolSaysTheControlAndItsPace() {
        Run r = run("timecontrol", "40/5400+30:1800+30");
        assertEquals(0, r.code());
        assertEquals(String.join(System.lineSeparator(), "40/5400+30:1800+30",
                "40 moves in 90 minutes, 30 seconds added per move from move 1, then 30 minutes for the rest of the game",
                "standard", ""), r.out());
        assertTrue(run("timecontrol", "660", "--laws", "2009").out().endsWith("blitz" + System.lineSeparator()));
        assertTrue(run("timecontrol", "660", "--laws", "2014").out().endsWith("rapid" + System.lineSeparator()));
    }

    @Test
    void timecontrolReadsAControlSaidInWords_quotedOrNot() {
        String expected = String.join(System.lineSeparator(), "300+3",
                "5 minutes for the game, 3 seconds added per move from move 1", "blitz", "");
        assertEquals(expected, run("timecontrol", "5 minutes plus 3 seconds increment").out());
        assertEquals(expected, run("timecontrol", "5", "minutes", "plus", "3", "seconds", "increment").out());
        Run bad = run("timecontrol", "90", "fortnights");
        assertEquals(2, bad.code());
        assertEquals("annabella timecontrol: time control '90 fortnights': expected hours, minutes or seconds after '90' but found 'fortnights'"
                + System.lineSeparator(), bad.err());
        assertEquals("", bad.out());
    }

    @Test
    void timecontrolBadInputIsOneLineAndExit2() {
        Run r = run("timecontrol", "40/90x");
        assertEquals(2, r.code());
        assertEquals("annabella timecontrol: TimeControl field 1 '40/90x': expected seconds, moves/seconds, optionally followed by +increment"
                + System.lineSeparator(), r.err());
        assertEquals(2, run("timecontrol", "?").code());
        Run edition = run("timecontrol", "300", "--laws", "2017");
        assertEquals(2, edition.code());
        assertTrue(edition.err().contains("unknown Laws edition '2017'"));
    }

    @Test
    void lawsReplaysAndStopsWhereTheEditionEndsTheGame() throws IOException {
        String dance = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4";
        Path f = pgn(dance);
        Run r2018 = run("laws", "--pgn", f.toString(), "--laws", "2018");
        assertEquals(0, r2018.code(), r2018.err());
        assertTrue(r2018.out().contains("7 Ng1 | 2018 9.2.1.1: Black may claim a draw by threefold repetition, writing the move first"), r2018.out());
        assertTrue(r2018.out().contains("8 Ng8 | 2018 9.2.1.2: White may claim a draw by threefold repetition" + System.lineSeparator()));
        assertTrue(r2018.out().contains("16 Ng8 | 2018 9.6.1: the same position for the fifth time; drawn without a claim (1/2-1/2)"));
        assertTrue(r2018.out().endsWith("result 1/2-1/2 | 2018 9.6.1: the same position for the fifth time; drawn without a claim (1/2-1/2)"
                + System.lineSeparator()));
        assertTrue(r2018.err().contains("the game ended at half-move 16; the 1 moves after it are not played"));
        Run r2009 = run("laws", "--pgn", f.toString(), "--laws", "2009");
        assertTrue(r2009.out().endsWith("result * | the game goes on" + System.lineSeparator()), r2009.out());
    }

    @Test
    void lawsSaysTheRulingsInSpanishWithLangEs() throws IOException {
        Path f = pgn("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8");
        Run es = run("laws", "--pgn", f.toString(), "--laws", "2018", "--lang", "es");
        assertEquals(0, es.code(), es.err());
        assertTrue(es.out().contains("7 Ng1 | 2018 9.2.1.1: Las negras pueden reclamar tablas por triple repetición, anotando antes la jugada"
                + System.lineSeparator()), es.out());
        assertTrue(es.out().endsWith("result 1/2-1/2 | 2018 9.6.1: la misma posición por quinta vez; tablas sin necesidad de "
                + "reclamarlas (1/2-1/2)" + System.lineSeparator()), es.out());
        assertEquals(run("laws", "--pgn", f.toString(), "--laws", "2018").out(),
                run("laws", "--pgn", f.toString(), "--laws", "2018", "--lang", "en").out(), "English is the default");
        Run going = run("laws", "--pgn", pgn("1. e4 e5").toString(), "--lang", "es");
        assertEquals("result * | la partida continúa" + System.lineSeparator(), going.out());
        Run bad = run("laws", "--pgn", f.toString(), "--lang", "de");
        assertEquals(2, bad.code());
        assertEquals("annabella laws: --lang must be en or es, not 'de'" + System.lineSeparator(), bad.err());
    }

    /** A game lost on time is not "result *": the record's flag is ruled under 6.9, a draw when the winner cannot mate. */
    @Test
    void lawsRulesAGameLostOnTimeAsTheRecordSays() throws IOException {
        Path f = dir.resolve("flag.pgn");
        Files.writeString(f, "[Event \"t\"]\n[Result \"1-0\"]\n[Termination \"time forfeit\"]\n\n"
                + "1. e4 {[%clk 0:02:58]} e5 {[%clk 0:00:00]} 1-0\n");
        Run r = run("laws", "--pgn", f.toString(), "--laws", "2018");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().endsWith("result 1-0 | 2018 6.9: Black's flag has fallen: Black loses on time (1-0)" + System.lineSeparator()), r.out());
        Files.writeString(f, "[Event \"t\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w - - 0 1\"]\n[Result \"0-1\"]\n"
                + "[Termination \"time forfeit\"]\n\n1. Kf2 0-1\n");
        Run draw = run("laws", "--pgn", f.toString(), "--laws", "2018", "--lang", "es");
        assertTrue(draw.out().contains("result 1/2-1/2 | 2018 6.9:"), "Black, a bare king, cannot mate: " + draw.out());
        Files.writeString(f, "[Event \"t\"]\n[Result \"0-1\"]\n[Termination \"normal\"]\n\n1. f3 e5 0-1\n");
        assertEquals("result 0-1 | the moves do not end the game; the record gives 0-1: normal" + System.lineSeparator(),
                run("laws", "--pgn", f.toString()).out());
    }

    /**
     * 2009 5.2.b and 9.6, 2014 5.2.b, 2018/2023 5.2.2: the game is drawn when no series of legal
     * moves can lead to mate. 1. h5 closes a pawn wall on every file; each bishop runs on the
     * colour of its own pawns, so neither can reach an enemy pawn, and no king can cross. Bare
     * material says nothing here: the replay must reach the same verdict as {@code dead}.
     */
    @Test
    void lawsEndsTheGameInADeadPawnWall_asDeadDecidesIt() throws IOException {
        String before = "4kb2/8/1p1p1p1p/pPpPpPp1/P1P1P1PP/8/8/4KB2 w - - 0 1";
        String after = "4kb2/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4KB2 b - - 0 1";
        assertEquals("WB" + System.lineSeparator(), run("dead", "--fen", before).out(), "g5xh4 still opens the wall");
        assertEquals("--" + System.lineSeparator(), run("dead", "--fen", after).out());
        Path f = dir.resolve("wall.pgn");
        Files.writeString(f, "[Event \"wall\"]\n[SetUp \"1\"]\n[FEN \"" + before + "\"]\n\n1. h5 Kd7 *\n");
        for (String[] edition : new String[][] {{"2009", "5.2.b"}, {"2014", "5.2.b"}, {"2018", "5.2.2"}, {"2023", "5.2.2"}}) {
            Run r = run("laws", "--pgn", f.toString(), "--laws", edition[0]);
            assertEquals(0, r.code(), r.err());
            String[] lines = r.out().split(System.lineSeparator());
            assertTrue(lines[0].startsWith("1 h5 | " + edition[0] + " " + edition[1] + ": "), r.out());
            assertTrue(lines[lines.length - 1].startsWith("result 1/2-1/2 | "), r.out());
            assertTrue(r.err().contains("the game ended at half-move 1; the 1 moves after it are not played"), r.err());
        }
    }

    @Test
    void lawsBadInput() throws IOException {
        Path f = pgn("1. e4 e5");
        Run r = run("laws", "--pgn", f.toString(), "--game", "3");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("PGN file " + f + " holds 1 game; there is no game 3"), r.err());
        assertEquals(2, run("laws", "--pgn", dir.resolve("missing.pgn").toString()).code());
    }
}
