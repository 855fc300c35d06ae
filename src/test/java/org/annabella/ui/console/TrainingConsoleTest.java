package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.Refusal;
import org.annabella.rules.Color;
import org.annabella.session.Assistance;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.annabella.testkit.TestEngines;
import static org.annabella.testkit.TestEngines.standin;
import org.annabella.training.Trainer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A training game against a stand-in engine at the console: its moves announced and made, the
 * aids refused in a tournament game, takeback, and every fault said once with the game going on
 * and the journal whole.
 */
class TrainingConsoleTest extends AtTheTable {
    Trainer trainer;
    final List<String> spoken = new ArrayList<>();

    void open(List<String> engine, ConsoleLanguage lang) {
        trainer = Trainer.start(Mode.TRAINING, Color.BLACK, engine, null, 200L);
        Setup setup = Setup.of(new Player("Ann", true, false), new Player(trainer.name(), false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("-"), Mode.TRAINING).withEngine(trainer.seat());
        sit(new ConsoleTable(setup, dir.resolve("g.journal"), now::get, PhoneticWording.fide(), lang));
        console.train(trainer, spoken::add);
    }

    /** The line typed, the engine's answer awaited, and everything said meanwhile. */
    String play(String line) {
        text.getBuffer().setLength(0);
        console.handle(line);
        assertTrue(trainer.awaitIdle(Duration.ofSeconds(10)), "the engine answers in time");
        return text.toString().strip();
    }

    /** White's sensor board reports these pieces, as its follower does; what is said then is in {@code text} alone. */
    void sensedOnWhitesBoard(org.annabella.rules.Piece[] pieces) {
        text.getBuffer().setLength(0);
        synchronized (session) {
            session.sensed(Color.WHITE, pieces);
            console.boardChanged();
        }
    }

    @AfterEach
    void close() {
        if (trainer != null) {
            trainer.close();
        }
        if (session != null) {
            session.close();
        }
    }

    @Test
    void theEnginesMoveIsAnnouncedMadeAndTheJournalSaysWhoPlayed() throws Exception {
        open(standin("play", "e7e5", "b8c6"), ConsoleLanguage.ENGLISH);
        String said = play("e4");
        assertTrue(said.contains("White: Eva vier."), said);
        assertTrue(said.contains("Black: Eva fuenf."), said);
        assertTrue(said.endsWith("White to move."), said);
        assertEquals(List.of("e4", "e5"), session.state().moves());
        String first = Files.readString(dir.resolve("g.journal"), java.nio.charset.StandardCharsets.ISO_8859_1);
        assertTrue(first.contains("engine=black") && first.contains("engineName=Standin play"), "the first record seats the engine");
        assertTrue(first.contains("e7e5\tENGINE"), "the journal says the engine made the move");
        session.close();
        Session resumed = Session.resume(Journal.open(dir.resolve("g.journal")), now::get, PhoneticWording.fide());
        assertEquals(List.of("e4", "e5"), resumed.state().moves());
        assertEquals(Color.BLACK, resumed.state().setup().engine().side());
        resumed.close();
        session = null;
    }

    @Test
    void onASensedBoardTheEnginesMoveWaitsUntilThePlayerHasMadeItThere() {
        open(standin("play", "e7e5", "b8c6"), ConsoleLanguage.ENGLISH);
        // The player's own board has sensors: the engine's move is executed there, as a relayed one (2018 D.2.3).
        console.followsSensedBoard(Color.WHITE);
        String said = play("e4");
        assertTrue(said.contains("Black: Eva fuenf."), said);
        assertTrue(said.contains("make e5 on your board"), "the player is told to execute it: " + said);
        assertEquals(List.of("e4"), session.state().moves(), "not completed before it stands on the player's board");
        sensedOnWhitesBoard(session.state().board(Color.BLACK));
        assertEquals("White to move.", text.toString().strip());
        assertEquals(List.of("e4", "e5"), session.state().moves());
        said = play("Nf3");
        assertTrue(said.contains("Black: Springer Cesar sechs."), said);
        assertEquals(List.of("e4", "e5", "Nf3"), session.state().moves(), "Nc6 waits for the player's board in turn");
    }

    @Test
    void aWrongExecutionOfTheEnginesMoveIsSaidAndTheMoveWaitsForTheRightOne() {
        open(standin("play", "e7e5", "b8c6"), ConsoleLanguage.ENGLISH);
        console.followsSensedBoard(Color.WHITE);
        play("e4");
        // The player puts the pawn on e6, not e5: said as any relayed move executed wrongly (2018 D.2.10.1).
        org.annabella.rules.Piece[] wrong = session.state().board(Color.BLACK).clone();
        wrong[org.annabella.rules.Square.parse("e6")] = wrong[org.annabella.rules.Square.parse("e5")];
        wrong[org.annabella.rules.Square.parse("e5")] = null;
        sensedOnWhitesBoard(wrong);
        String said = text.toString().strip();
        assertTrue(said.contains("White's board differs from the game at Eva sechs, Eva sieben."), said);
        assertTrue(said.endsWith("White: make e5 on your board."), "the move to make is said again: " + said);
        assertEquals(List.of("e4"), session.state().moves(), "not executed while the board is wrong");
        assertFalse(session.state().step() == org.annabella.session.GameState.Step.MOVE, "White's clock does not run yet");
        sensedOnWhitesBoard(session.state().board(Color.BLACK));
        assertEquals("White to move.", text.toString().strip());
        assertEquals(List.of("e4", "e5"), session.state().moves());
    }

    @Test
    void takebackTakesThePairBackAndTheEngineAnswersAgain() {
        open(standin("play", "e7e5", "c7c5"), ConsoleLanguage.ENGLISH);
        play("e4");
        String said = play("takeback");
        assertTrue(said.startsWith("The last 2 half-moves are taken back; White to move"), said);
        assertEquals(List.of(), session.state().moves());
        said = play("d4");
        assertEquals(List.of("d4", "c5"), session.state().moves(), said);
        assertEquals(List.of("d4", "c5"), session.state().scoresheet(Color.WHITE));
        play("tb");
        assertEquals(List.of(), session.state().moves(), "the short name too");
        assertTrue(play("takeback").contains("no move of yours to take back"));
    }

    @Test
    void aCrashIsSaidOnceNothingIsPlayedAndTheGameGoesOn() {
        open(standin("crash"), ConsoleLanguage.ENGLISH);
        String said = play("e4");
        assertTrue(said.contains("stopped working. Its move is not played; the game goes on"), said);
        assertEquals(1, count(said, "stopped working"), "said once");
        assertEquals(List.of("e4"), session.state().moves());
        assertTrue(play("engine").startsWith("The engine is not running"));
        assertTrue(play("eval").contains("stopped working; ask again to start it again"), "an aid's fault is a refusal, said");
        // Without the engine its moves are relayed as any opponent's.
        play("e5");
        assertEquals(List.of("e4", "e5"), session.state().moves());
        assertTrue(spoken.stream().anyMatch(l -> l.contains("stopped working")), "the fault is said by the voice");
    }

    @Test
    void aMateByThePlayerEndsTheGameWithoutAskingTheEngineAgain() {
        // The stand-in would answer g7g5 again, illegal after the mate: were it asked, it would be said.
        open(standin("play", "f7f6", "g7g5"), ConsoleLanguage.ENGLISH);
        play("e4");
        play("d4");
        String said = play("Qh5");
        assertTrue(said.contains("White checkmates"), said);
        assertFalse(said.contains("not a legal move"), "the engine is not asked once the game is over: " + said);
        assertTrue(session.state().isOver());
    }

    @Test
    void anIllegalOrUnreadableAnswerIsNeverPlayed() {
        for (String mode : List.of("illegal", "garbage")) {
            open(standin(mode), ConsoleLanguage.ENGLISH);
            String said = play("e4");
            assertTrue(said.contains(mode.equals("illegal") ? "answered e2e5, which is not a legal move here" : "which is no move"), said);
            assertEquals(List.of("e4"), session.state().moves());
            close();
            trainer = null;
            session = null;
            dir.resolve("g.journal").toFile().delete();
        }
    }

    @Test
    void aHungEngineIsStoppedWithinItsTimeAndSaid() {
        open(standin("hang"), ConsoleLanguage.SPANISH);
        long start = System.nanoTime();
        text.getBuffer().setLength(0);
        console.handle("e4");
        console.handle("e5");
        assertTrue(text.toString().contains("El motor está pensando por las negras; su jugada espera a la del motor."), text.toString());
        assertTrue(trainer.awaitIdle(Duration.ofSeconds(10)));
        String said = text.toString();
        long took = (System.nanoTime() - start) / 1_000_000;
        assertTrue(said.contains("no respondió en 3 segundos y se detuvo"), said);
        assertTrue(took < 5_000, "stopped after its time and the grace, not later: " + took + " ms");
        assertEquals(List.of("e4"), session.state().moves());
        assertTrue(play("motor").startsWith("El motor no está en marcha"));
    }

    @Test
    void theAidsAreRefusedInATournamentGameAndNeedAnEngineInTraining() {
        sit(new ConsoleTable(dir.resolve("t.journal"), "-", Mode.TOURNAMENT, now::get, PhoneticWording.fide(), ConsoleLanguage.ENGLISH));
        for (String aid : List.of("hint", "eval", "threat", "takeback", "review", "hi", "tb")) {
            String said = table.ask(aid);
            assertTrue(said.startsWith("In tournament mode annabella does not tell") && said.contains("2018 11.3.a"), aid + ": " + said);
        }
        table.ask("e4");
        table.ask("e5");
        assertTrue(table.ask("takeback").contains("does not tell a take-back"));
        assertEquals(List.of("e4", "e5"), session.state().moves(), "nothing taken back in a tournament");
        session.close();
        sit(new ConsoleTable(dir.resolve("u.journal"), "-", Mode.TRAINING, now::get, PhoneticWording.fide(), ConsoleLanguage.SPANISH));
        assertTrue(table.ask("pista").startsWith("Esta partida no tiene motor"), table.ask("pista"));
        table.ask("e4");
        table.ask("e5");
        assertTrue(table.ask("retirar").startsWith("Se retiran las últimas 2 medias jugadas"), "takeback needs no engine");
        session.close();
        session = null;
    }

    @Test
    void noEngineIsStartedForATournamentGame() throws Exception {
        Path marker = dir.resolve("started");
        Refusal r = assertThrows(Refusal.class,
                () -> Trainer.start(Mode.TOURNAMENT, Color.BLACK, standin("marker", marker.toString()), null, 100L));
        assertTrue(r.getMessage().contains("2018 11.3.a"), r.getMessage());
        assertFalse(Files.exists(marker), "no engine process was started");
        assertThrows(org.annabella.rules.InputException.class, () -> Setup.of(new Player("Ann", true, false),
                new Player("Bob", false, false), Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("-"),
                Mode.TOURNAMENT).withEngine(new org.annabella.session.EngineSeat(Color.BLACK, "Stockfish")),
                "a tournament setup cannot seat an engine");
    }

    @Test
    void withStockfishTheAidsAnswerInWordsAndTheReviewIsSaidAndWritten() throws Exception {
        Path stockfish = TestEngines.stockfish();
        trainer = Trainer.start(Mode.TRAINING, Color.BLACK, List.of(stockfish.toString()), 1500, 200L);
        Setup setup = new Setup(new Player("Ann", true, false), new Player(trainer.name(), false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("-"), Mode.TRAINING,
                "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", org.annabella.session.BoardKind.NONE,
                org.annabella.session.BoardKind.NONE, "?", "?", "2026.11.27", "?", trainer.seat());
        sit(new ConsoleTable(setup, dir.resolve("sf.journal"), now::get, PhoneticWording.fide(), ConsoleLanguage.ENGLISH));
        console.train(trainer, spoken::add);
        String hint = play("hint");
        assertTrue(hint.startsWith("Hint for White: Turm David acht") && hint.endsWith("White mates in 1."), hint);
        assertTrue(session.state().moves().isEmpty(), "a hint is not played");
        assertEquals("White mates in 1.", play("ev"));
        assertTrue(play("threat").startsWith("If it were Black's move: "));
        assertTrue(spoken.contains("White mates in 1."), "the aids are said by the voice: " + spoken);
        String mate = play("Rd8#");
        assertTrue(mate.contains("Type review for the engine's review of the game."), mate);
        console.handle("language es");
        String review = play("repaso");
        assertTrue(review.contains("Repasadas 1 jugadas: 0 errores de las blancas, 0 de las negras."), review);
        assertTrue(Files.exists(dir.resolve("sf-review.pgn")) && Files.exists(dir.resolve("sf-review.brf")), review);
        assertTrue(Files.readString(dir.resolve("sf-review.pgn")).contains("[BlackType \"program\"]"));
        assertTrue(play("pista").startsWith("La partida ha terminado"), "no hint after the end");
    }

    private static int count(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }
}
