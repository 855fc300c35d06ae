package org.annabella.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.rules.Color;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import org.annabella.session.Event.Claim;
import org.annabella.session.Event.Illegality;
import org.annabella.session.Event.Origin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The PGN is a faithful scoresheet: each draw offer marked "(=)" with the offerer's move (2018
 * 9.1.2.2, C.13), move numbers from a set-up position's FEN, and how the game ended in the PGN
 * standard's Termination words with the ruling beside it. Each game is read back by annabella's
 * own reader and by pgn-extract ({@link PgnExtract}), which skips with a message when missing.
 */
class PgnExportTest {
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong();

    Session start(String timeControl, String fen) {
        Setup setup = new Setup(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse(timeControl), Mode.TOURNAMENT, fen,
                BoardKind.NONE, BoardKind.NONE, "?", "?", "2026.11.27", "?");
        return Session.start(setup, Journal.create(dir.resolve("game.journal")), now::get);
    }

    Session start() {
        return start("-", null);
    }

    void play(Session s, String... sans) {
        for (String san : sans) {
            SessionTest.play(s, now, san, 1_000);
        }
    }

    /** The game as exported, read back: which moves carry "(=)". */
    static List<Integer> marked(Session s) {
        PgnGame pgn = PgnReader.readAll(PgnExport.write(s.state())).get(0);
        List<Integer> out = new ArrayList<>();
        for (int ply = 0; ply < pgn.game().ply(); ply++) {
            if (pgn.at(ply).comment().contains("(=)")) {
                out.add(ply);
            }
        }
        return out;
    }

    /**
     * Offers made between moves: with the offerer's move, the one he then makes when he has the move
     * (2. Nf3 (=), never 1... e5: the mark is White's), his last when made in the opponent's time.
     */
    @ParameterizedTest(name = "{0}, {1} offers, {2}: (=) with ply {3}")
    @CsvSource({"e4 e5, WHITE, Nf3, 2", "e4 e5 Nf3, WHITE, Nc6, 2", "e4, BLACK, e5 Nf3, 1"})
    void anOfferGoesWithTheOfferersMove(String before, Color offerer, String after, int ply) {
        Session s = start();
        play(s, before.split(" "));
        s.offerDraw(offerer);
        play(s, after.split(" "));
        assertEquals(List.of(ply), marked(s));
        assertTrue(PgnExport.write(s.state()).contains(s.state().moves().get(ply) + " {(=)}"), PgnExport.write(s.state()));
    }

    @Test
    void anOfferMadeAfterTheMoveBeforeThePressGoesWithThatMove() {
        Session s = start();
        s.makeMove(Color.WHITE, "e4", Origin.TYPED);
        s.announce(Color.WHITE);
        s.offerDraw(Color.WHITE);
        s.press(Color.WHITE);
        s.repeat(Color.BLACK);
        s.execute(Color.BLACK);
        play(s, "e5");
        assertEquals(List.of(0), marked(s));
    }

    @Test
    void anOfferAcceptedBeforeTheOffererMovedGoesWithHisMoveBefore() {
        Session s = start();
        play(s, "e4", "e5");
        s.offerDraw(Color.WHITE);
        s.answerDraw(Color.BLACK, true);
        assertEquals(List.of(0), marked(s), "White's move before: 1. e4 (=)");
    }

    @Test
    void anIncorrectClaimStandsAsAnOfferAndIsMarkedWithTheClaimantsMove() {
        Session s = start();
        play(s, "e4");
        assertFalse(s.claim(Color.BLACK, Claim.THREEFOLD, "e5"), "nothing has repeated");
        // The move written with the claim is then made (2018 9.5.3).
        s.announce(Color.BLACK);
        s.press(Color.BLACK);
        s.repeat(Color.WHITE);
        s.execute(Color.WHITE);
        assertEquals(List.of(1), marked(s), "2018 9.1.2.3: the claim is an offer, noted as any other");
    }

    @Test
    void aGameFromAPositionIsNumberedFromItsFen() throws Exception {
        Session s = start("-", "4k3/8/8/8/8/8/8/R3K3 w - - 10 60");
        play(s, "Ra2", "Kd7", "Ra7+");
        String pgn = PgnExport.write(s.state());
        assertTrue(pgn.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 10 60\"]"), pgn);
        assertTrue(pgn.contains("\n60. Ra2 Kd7 61. Ra7+ *"), pgn);
        assertEquals(60, s.state().moveNumberAt(0));
        assertEquals(61, s.state().moveNumberAt(3), "the move being played");
        String read = PgnExtract.read(write(s));
        assertTrue(read.contains("60. Ra2 Kd7 61. Ra7+ *"), read);
    }

    @Test
    void aGameFromAPositionWithBlackToMoveStartsWithHisNumber() {
        Session s = start("-", "4k3/8/8/8/8/8/8/R3K3 b - - 0 41");
        play(s, "Kd7", "Ra7+");
        assertTrue(PgnExport.write(s.state()).contains("\n41... Kd7 42. Ra7+ *"), PgnExport.write(s.state()));
        assertEquals("41... ", s.state().numbered(0), "as the console and the window number it");
        assertEquals("42. ", s.state().numbered(1));
        assertEquals(Color.WHITE, s.state().sideAt(1));
    }

    /** A game taken up from a PGN's fourth move (play --pgn FILE --move 4). */
    Session takenUp(String timeControl) {
        Setup setup = new Setup(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse(timeControl), Mode.TOURNAMENT, null,
                BoardKind.NONE, BoardKind.NONE, "?", "?", "2026.11.27", "?",
                List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"));
        return Session.start(setup, Journal.create(dir.resolve("taken-up.journal")), now::get);
    }

    @Test
    void aGameTakenUpFromAPgnMoveKeepsTheMovesBeforeItInItsRecord() throws Exception {
        Session s = takenUp("300+2");
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6"), s.state().moves());
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6"), s.state().scoresheet(Color.WHITE));
        assertEquals(4, s.state().moveNumberAt(s.state().moves().size()));
        s.startClock();
        play(s, "Ba4");
        String pgn = PgnExport.write(s.state());
        assertFalse(pgn.contains("[FEN"), "the record starts from the usual position: " + pgn);
        assertTrue(pgn.contains("\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 {[%clk 0:05:01]} *"),
                "the clock was read from the first move played here: " + pgn);
        s.close();
        Session resumed = Session.resume(Journal.open(dir.resolve("taken-up.journal")), now::get);
        assertEquals(s.state().moves(), resumed.state().moves(), "the journal keeps the earlier moves");
        assertEquals(PgnExport.write(s.state()), PgnExport.write(resumed.state()));
        resumed.close();
        assertTrue(PgnExtract.read(write(resumed)).contains("4. Ba4"));
    }

    @Test
    void theEarlierMovesCountForARepetition() {
        Session s = takenUp("-");
        play(s, "Ba4", "Nf6", "Bb5", "Ng8", "Ba4", "Nf6", "Bb5");
        assertTrue(s.claim(Color.BLACK, Claim.THREEFOLD, "Ng8"),
                "the position after 3... a6, the last earlier move, comes a third time with Ng8 (2018 9.2.1.1)");
    }

    @Test
    void anEarlierMoveThatCannotBePlayedIsRefusedByName() {
        org.annabella.rules.InputException e = org.junit.jupiter.api.Assertions.assertThrows(
                org.annabella.rules.InputException.class, () -> new Setup(new Player("Ann", true, false),
                        new Player("Bob", false, false), Assistance.VISUALLY_IMPAIRED_PLAYER, 2018,
                        GameTimeControl.parse("-"), Mode.TOURNAMENT, null, BoardKind.NONE, BoardKind.NONE, "?", "?", "?",
                        "?", List.of("e2e4", "e2e4")));
        assertTrue(e.getMessage().startsWith("earlier move 2 \"e2e4\" cannot be played: "), e.getMessage());
    }

    @Test
    void aGameInProgressIsUnterminated() {
        Session s = start();
        play(s, "e4");
        String pgn = PgnExport.write(s.state());
        assertTrue(pgn.contains("[Result \"*\"]"), pgn);
        assertTrue(pgn.contains("[Termination \"unterminated\"]"), pgn);
        assertFalse(pgn.contains("TerminationDetails"), pgn);
    }

    @Test
    void aResignationIsANormalEndWithTheRulingBeside() {
        Session s = start();
        play(s, "e4");
        s.resign(Color.BLACK);
        assertEnded(s, "1-0", "normal", "2018 5.1.2: Black resigns (1-0)\"]");
    }

    @Test
    void aDrawAgreedIsANormalEnd() {
        Session s = start();
        play(s, "e4");
        s.offerDraw(Color.WHITE);
        s.answerDraw(Color.BLACK, true);
        String pgn = assertEnded(s, "1/2-1/2", "normal", "2018 5.2.3: ");
        assertTrue(pgn.endsWith("1. e4 {(=)} 1/2-1/2\n"), pgn);
    }

    @Test
    void aGameLostOnTimeIsATimeForfeitWithTheWinnersResult() throws Exception {
        Session s = start("60", null);
        s.startClock();
        now.addAndGet(61_000);
        s.noteClock();
        s.claimFlag(Color.BLACK);
        assertEnded(s, "0-1", "time forfeit", "2018 6.9: ");
        String read = PgnExtract.read(write(s));
        assertTrue(read.contains("[Result \"0-1\"]") && read.contains("[Termination \"time forfeit\"]"), read);
    }

    @Test
    void aSecondIllegalMoveLosesByRulesInfraction() {
        Session s = start("300+2", null);
        s.startClock();
        play(s, "e4");
        s.illegalMove(Color.BLACK, Illegality.MOVE);
        s.illegalMove(Color.BLACK, Illegality.MOVE);
        assertEnded(s, "1-0", "rules infraction", "2018 7.5.5: ");
    }

    @Test
    void checkmateIsANormalEnd() {
        Session s = start();
        play(s, "f3", "e5", "g4", "Qh4#");
        assertEnded(s, "0-1", "normal", "2018 5.1.1: ");
    }

    /** The endings no short game above reaches, each in the standard's word. */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"QUICKPLAY_ACCEPTED, adjudication", "DEFAULT_TIME, rules infraction", "LATE_AT_RESUMPTION, rules infraction",
            "BOTH_FLAGS_FALLEN, time forfeit", "FIVEFOLD, normal", "DEAD_POSITION, normal"})
    void everyEndingHasItsTerminationWord(org.annabella.laws.Rule rule, String word) {
        org.annabella.laws.Ruling ending = org.annabella.laws.Ruling.ending(org.annabella.laws.Edition.FIDE_2018, rule,
                org.annabella.announce.Phrase.of("ruling.stalemate"), org.annabella.laws.Result.DRAW);
        assertEquals(word, PgnExport.termination(ending));
    }

    @Test
    void pgnExtractReadsTheMarksWhereTheyWereWritten() throws Exception {
        Session s = start("300+2", null);
        s.startClock();
        play(s, "e4", "e5");
        s.offerDraw(Color.WHITE);
        play(s, "Nf3");
        s.answerDraw(Color.BLACK, false);
        play(s, "Nc6");
        String read = PgnExtract.read(write(s));
        String moves = read.replaceAll("\\[%clk [0-9:]+]", "").replaceAll("\\s+", " ");
        assertTrue(moves.contains("1. e4 { } 1... e5 { } 2. Nf3 { (=) } 2... Nc6 { } *"), read);
        assertTrue(read.contains("[Termination \"unterminated\"]"), read);
    }

    /** The game's PGN, which must give {@code result}, {@code termination} and a ruling beginning {@code ruling}. */
    static String assertEnded(Session s, String result, String termination, String ruling) {
        String pgn = PgnExport.write(s.state());
        assertTrue(pgn.contains("[Result \"" + result + "\"]\n"), pgn);
        assertTrue(pgn.contains("[Termination \"" + termination + "\"]\n[TerminationDetails \"" + ruling), pgn);
        assertTrue(pgn.endsWith(" " + result + "\n") || pgn.endsWith("\n" + result + "\n"), pgn);
        return pgn;
    }

    private Path write(Session s) throws Exception {
        Path pgn = dir.resolve("game.pgn");
        Files.writeString(pgn, PgnExport.write(s.state()));
        return pgn;
    }
}
