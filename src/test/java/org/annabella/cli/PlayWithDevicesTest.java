package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.annabella.device.CertaboBoardSimulator;
import org.annabella.device.CertaboProtocol;
import org.annabella.device.ChessLinkProtocol;
import org.annabella.device.DeviceEnd;
import org.annabella.device.MillenniumBoardSimulator;
import org.annabella.device.PegBoardSimulator;
import org.annabella.device.PegProtocol;
import org.annabella.device.PtyPair;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.annabella.testkit.Companion;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code annabella play} and {@code resume} with a real serial pegged board (a simulator on a socat
 * pseudo-terminal): the visually impaired player's move on the board is the move (2018 D.2.3); the
 * opponent's move, typed by the assistant, waits until the sensors see it made on the pegged board
 * (D.2.10.1), and still does after a crash, when the game is resumed from its journal.
 */
class PlayWithDevicesTest {
    private PtyPair pair;
    private DeviceEnd boardEnd;
    private Companion play;

    @BeforeEach
    void needSocat() {
        assumeTrue(PtyPair.socatAvailable(), "socat is not installed: skipping the serial play test");
    }

    @AfterEach
    void unplug() {
        if (play != null) {
            play.close();
        }
        if (boardEnd != null) {
            boardEnd.close();
        }
        if (pair != null) {
            pair.close();
        }
    }

    /** The simulated pegged board on the device end of a pseudo-terminal, pieces in the start position. */
    private PegBoardSimulator pegBoard(Path dir) throws IOException {
        pair = PtyPair.open(dir);
        return plugBoard(Position.startPosition().occupied());
    }

    /** A simulated pegged board with these holes full, switched on and plugged into the device end of the pair. */
    private PegBoardSimulator plugBoard(long occupied) {
        boardEnd = new DeviceEnd(pair.devicePath(), PegProtocol.BAUD);
        PegBoardSimulator sim = new PegBoardSimulator(boardEnd);
        sim.setOccupancy(occupied);
        boardEnd.plug(sim, sim::heartbeat);
        return sim;
    }

    /** The holes a board has full once these moves (SAN) are on it. */
    private static long occupancyAfter(String... moves) {
        Position p = Position.startPosition();
        for (String san : moves) {
            p.makeMove(Notation.parse(p, san));
        }
        return p.occupied();
    }

    /** Runs {@code annabella ARGS} until its first prompt and the board's first snapshot; returns it. */
    private Companion launch(String... args) throws Exception {
        play = Companion.launch(args);
        play.waitForText("the console's first prompt", "> ", 0);
        Thread.sleep(1500); // the board's first snapshot reaches the follower
        return play;
    }

    private static void move(PegBoardSimulator sim, String from, String to) throws InterruptedException {
        sim.lift(Square.parse(from));
        Thread.sleep(150);
        sim.seat(Square.parse(to));
    }

    /**
     * White, visually impaired, plays e4 on the pegged board (announced, and the game goes on);
     * Black's e5, typed by the assistant, then waits to be made on White's pegged board.
     */
    private void playUntilE5WaitsForWhitesBoard(PegBoardSimulator sim, Path journal) throws Exception {
        launch("play", "--vi", "white", "--board", "peg:" + pair.hostPath(),
                "--time-control", "300+0", "--speech", "none", "--journal", journal.toString());
        move(sim, "e2", "e4");
        play.waitForText("White's move announced", "Eva vier", 0);
        play.type("e5");
        play.waitForText("the instruction to make e5 on White's board", "make e5 on your board", 0);
    }

    @Test
    void pegBoardMovesAndExecutionsAreSensed(@TempDir Path dir) throws Exception {
        PegBoardSimulator sim = pegBoard(dir);
        Path journal = dir.resolve("game.journal");
        playUntilE5WaitsForWhitesBoard(sim, journal);
        int waiting = play.mark();
        play.type("moves");
        play.waitForText("the move list", "1. e4", waiting);
        Thread.sleep(500);
        assertFalse(play.screen().substring(waiting).contains("White to move"), "the move is not complete before it is on the board");
        assertFalse(Companion.journal(journal).contains("executed\twhite"), "nor executed");

        move(sim, "e7", "e5");
        play.waitForJournal("e5 executed on White's board and Black's clock pressed", journal,
                "e7e5\tTYPED.*executed\twhite.*pressed\tblack");

        play.type("quit");
        assertTrue(play.process().waitFor(20, TimeUnit.SECONDS), "play ends on quit");
        assertEquals(0, play.process().exitValue(), play.screen());
        String records = Companion.journal(journal);
        assertTrue(records.matches("(?s).*e2e4\tBOARD.*e7e5\tTYPED.*"), records);
    }

    /**
     * Plays until Black's typed e5 waits to be made on White's pegged board, then the power fails:
     * annabella dies where it stands and the board goes dark.
     */
    private Path crashWhileE5WaitsForWhitesBoard(Path dir) throws Exception {
        Path journal = dir.resolve("game.journal");
        playUntilE5WaitsForWhitesBoard(pegBoard(dir), journal);
        play.waitForJournal("e5 typed and repeated", journal, "e7e5\tTYPED.*repeated\twhite");
        play.close();
        assertTrue(play.process().waitFor(10, TimeUnit.SECONDS), "the crashed run is gone");
        boardEnd.close();
        pair.close();
        return journal;
    }

    @Test
    void resumedGameGoesOnWhenThePendingMoveIsMadeOnThePeggedBoard(@TempDir Path dir) throws Exception {
        Path journal = crashWhileE5WaitsForWhitesBoard(dir);
        assertFalse(Companion.journal(journal).contains("executed\twhite"), "e5 was not on White's board at the crash");

        // Power back: the board (holes as the player left them, 1. e4 only) and then annabella.
        pair.reopen();
        PegBoardSimulator board = plugBoard(occupancyAfter("e4"));
        launch("resume", journal.toString(), "--board", "peg:" + pair.hostPath(),
                "--speech", "none");
        assertTrue(play.printed("White: make e5 on your board.", 0), play.screen());
        play.type("start");
        play.waitForText("the clocks started", "Clock started.", 0);
        Thread.sleep(3500); // the player looks for the pawn; the board beats, nothing moves

        int resumed = play.mark();
        move(board, "e7", "e5");
        play.waitForJournal("e5 executed on White's board after the resume", journal,
                "repeated\twhite.*paused.*resumed.*executed\twhite.*pressed\tblack");
        play.type("moves");
        play.waitForText("the move list with e5", "1. e4 e5.", resumed);
        play.type("next");
        play.waitForText("White to move next", "White to move.", resumed);

        // The game goes on: White's next move, on the pegged board, is the move.
        move(board, "g1", "f3");
        play.waitForJournal("Nf3 made on the board", journal, "pressed\tblack.*g1f3\tBOARD");
        play.type("quit");
        assertTrue(play.process().waitFor(20, TimeUnit.SECONDS), "resume ends on quit");
        assertEquals(0, play.process().exitValue(), play.screen());
        String after = play.screen().substring(resumed);
        assertTrue(after.contains("White: Springer Felix drei."), after);
        for (String fault : List.of("said nothing", "differs", "does not fit", "garbled")) {
            assertFalse(play.screen().contains(fault), "no '" + fault + "' from the board:\n" + play.screen());
        }
    }

    @Test
    void moveMadeOnThePeggedBoardDuringThePowerCutCountsOnceTheBoardIsRead(@TempDir Path dir) throws Exception {
        Path journal = crashWhileE5WaitsForWhitesBoard(dir);

        // The player made e5 on the board while everything was off; the board is switched on
        // after annabella, which keeps asking it for its holes until it answers.
        pair.reopen();
        launch("resume", journal.toString(), "--board", "peg:" + pair.hostPath(),
                "--speech", "none");
        assertTrue(play.printed("White: make e5 on your board.", 0), play.screen());
        assertFalse(Companion.journal(journal).contains("executed\twhite"), "nothing is executed before the board is read");
        plugBoard(occupancyAfter("e4", "e5"));
        play.waitForJournal("e5 executed from the board's holes", journal, "paused.*executed\twhite.*pressed\tblack");
        int read = play.mark();
        play.type("moves");
        play.waitForText("the move list with e5", "1. e4 e5.", read);
        play.type("next");
        play.waitForText("White to move next", "White to move.", read);
        play.type("quit");
        assertTrue(play.process().waitFor(20, TimeUnit.SECONDS), "resume ends on quit");
        assertEquals(0, play.process().exitValue(), play.screen());
    }

    /**
     * A Millennium board for the visually impaired player and a Certabo board for the sighted one:
     * moves made on them are the moves, and the Certabo board lights Black's move until it is
     * executed on it, then goes dark.
     */
    @Test
    void millenniumAndCertaboBoardsPlayAndLightTheMoveToExecute(@TempDir Path dir) throws Exception {
        pair = PtyPair.open(java.nio.file.Files.createDirectories(dir.resolve("white")));
        PtyPair black = PtyPair.open(java.nio.file.Files.createDirectories(dir.resolve("black")));
        boardEnd = new DeviceEnd(pair.devicePath(), ChessLinkProtocol.BAUD);
        MillenniumBoardSimulator white = new MillenniumBoardSimulator(boardEnd, false);
        white.setPosition(Position.startPosition());
        boardEnd.plug(white, white.everySecond());
        try (DeviceEnd blackEnd = new DeviceEnd(black.devicePath(), CertaboProtocol.BAUD)) {
            CertaboBoardSimulator certabo = new CertaboBoardSimulator(blackEnd);
            certabo.setPosition(Position.startPosition());
            blackEnd.plug(certabo, certabo.everySecond());
            launch("play", "--vi", "black", "--board", "millennium:" + pair.hostPath(),
                    "--opponent-board", "certabo:" + black.hostPath(), "--time-control", "300+0", "--speech", "none",
                    "--journal", dir.resolve("game.journal").toString());
            Thread.sleep(1500);     // two scans a second: the Certabo board calibrates and is read whole
            certabo.lift(Square.parse("d2"));
            Thread.sleep(150);
            certabo.place(Square.parse("d4"), org.annabella.rules.Piece.WHITE_PAWN);
            play.waitForText("White's move on the Certabo board", "David vier", 0);
            white.lift(Square.parse("d2"));
            Thread.sleep(150);
            white.place(Square.parse("d4"), org.annabella.rules.Piece.WHITE_PAWN);    // executed on Black's board
            white.lift(Square.parse("g8"));
            Thread.sleep(150);
            white.place(Square.parse("f6"), org.annabella.rules.Piece.BLACK_KNIGHT);
            play.waitForText("Black's move on the Millennium board", "Springer Felix sechs", 0);
            play.waitFor("g8 and f6 lit on White's board", () -> java.util.Arrays.equals(certabo.litSquares(),
                    new int[] {Square.parse("f6"), Square.parse("g8")}));
            certabo.lift(Square.parse("g8"));
            Thread.sleep(150);
            certabo.place(Square.parse("f6"), org.annabella.rules.Piece.BLACK_KNIGHT);
            play.waitFor("the lights out once executed", () -> certabo.litSquares().length == 0);
            play.type("quit");
        } finally {
            black.close();
        }
    }

}
