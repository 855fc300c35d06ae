package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;
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
    private Process play;
    private final StringBuffer screen = new StringBuffer();

    @BeforeEach
    void needSocat() {
        assumeTrue(PtyPair.socatAvailable(), "socat is not installed: skipping the serial play test");
    }

    @AfterEach
    void unplug() {
        if (play != null) {
            play.destroyForcibly();
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

    /** Runs {@code annabella ARGS} in its own JVM, collecting what it prints; returns its stdin. */
    private OutputStream launch(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // a Certabo board's calibration goes to a scratch file, not the user's home
                "-Dannabella.certabo.calibration=" + Path.of(System.getProperty("java.io.tmpdir"), "annabella-test-certabo.txt"),
                "-cp", System.getProperty("java.class.path"), "org.annabella.cli.Main"));
        command.addAll(List.of(args));
        screen.setLength(0);
        play = new ProcessBuilder(command).redirectErrorStream(true).start();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(play.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (int c; (c = r.read()) >= 0; ) {
                    screen.append((char) c);
                }
            } catch (IOException e) {
                // the process ended
            }
        });
        reader.setDaemon(true);
        reader.start();
        waitFor("the console's first prompt", () -> screen.indexOf("> ") >= 0);
        Thread.sleep(1500); // the board's first snapshot reaches the follower
        return play.getOutputStream();
    }

    private static void type(OutputStream stdin, String line) throws IOException {
        stdin.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        stdin.flush();
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
    private OutputStream playUntilE5WaitsForWhitesBoard(PegBoardSimulator sim, Path journal) throws Exception {
        OutputStream stdin = launch("play", "--vi", "white", "--board", "peg:" + pair.hostPath(),
                "--time-control", "300+0", "--speech", "none", "--journal", journal.toString());
        move(sim, "e2", "e4");
        waitFor("White's move announced", () -> screen.indexOf("Eva vier") >= 0);
        type(stdin, "e5");
        waitFor("the instruction to make e5 on White's board", () -> screen.indexOf("make e5 on your board") >= 0);
        return stdin;
    }

    @Test
    void pegBoardMovesAndExecutionsAreSensed(@TempDir Path dir) throws Exception {
        PegBoardSimulator sim = pegBoard(dir);
        Path journal = dir.resolve("game.journal");
        OutputStream stdin = playUntilE5WaitsForWhitesBoard(sim, journal);
        int waiting = screen.length();
        type(stdin, "moves");
        waitFor("the move list", () -> screen.indexOf("1. e4", waiting) >= 0);
        Thread.sleep(500);
        assertFalse(screen.substring(waiting).contains("White to move"), "the move is not complete before it is on the board");
        assertFalse(journal(journal).contains("executed\twhite"), "nor executed");

        move(sim, "e7", "e5");
        waitForJournal("e5 executed on White's board and Black's clock pressed", journal,
                "e7e5\tTYPED.*executed\twhite.*pressed\tblack");

        type(stdin, "quit");
        assertTrue(play.waitFor(20, TimeUnit.SECONDS), "play ends on quit");
        assertEquals(0, play.exitValue(), screen.toString());
        String records = journal(journal);
        assertTrue(records.matches("(?s).*e2e4\tBOARD.*e7e5\tTYPED.*"), records);
    }

    /**
     * Plays until Black's typed e5 waits to be made on White's pegged board, then the power fails:
     * annabella dies where it stands and the board goes dark.
     */
    private Path crashWhileE5WaitsForWhitesBoard(Path dir) throws Exception {
        Path journal = dir.resolve("game.journal");
        playUntilE5WaitsForWhitesBoard(pegBoard(dir), journal);
        waitForJournal("e5 typed and repeated", journal, "e7e5\tTYPED.*repeated\twhite");
        play.destroyForcibly();
        assertTrue(play.waitFor(10, TimeUnit.SECONDS), "the crashed run is gone");
        boardEnd.close();
        pair.close();
        return journal;
    }

    @Test
    void resumedGameGoesOnWhenThePendingMoveIsMadeOnThePeggedBoard(@TempDir Path dir) throws Exception {
        Path journal = crashWhileE5WaitsForWhitesBoard(dir);
        assertFalse(journal(journal).contains("executed\twhite"), "e5 was not on White's board at the crash");

        // Power back: the board (holes as the player left them, 1. e4 only) and then annabella.
        pair.reopen();
        PegBoardSimulator board = plugBoard(occupancyAfter("e4"));
        OutputStream stdin = launch("resume", journal.toString(), "--board", "peg:" + pair.hostPath(),
                "--speech", "none");
        assertTrue(screen.indexOf("White: make e5 on your board.") >= 0, screen.toString());
        type(stdin, "start");
        waitFor("the clocks started", () -> screen.indexOf("Clock started.") >= 0);
        Thread.sleep(3500); // the player looks for the pawn; the board beats, nothing moves

        int resumed = screen.length();
        move(board, "e7", "e5");
        waitForJournal("e5 executed on White's board after the resume", journal,
                "repeated\twhite.*paused.*resumed.*executed\twhite.*pressed\tblack");
        type(stdin, "moves");
        waitFor("the move list with e5", () -> screen.indexOf("1. e4 e5.", resumed) >= 0);
        type(stdin, "next");
        waitFor("White to move next", () -> screen.indexOf("White to move.", resumed) >= 0);

        // The game goes on: White's next move, on the pegged board, is the move.
        move(board, "g1", "f3");
        waitForJournal("Nf3 made on the board", journal, "pressed\tblack.*g1f3\tBOARD");
        type(stdin, "quit");
        assertTrue(play.waitFor(20, TimeUnit.SECONDS), "resume ends on quit");
        assertEquals(0, play.exitValue(), screen.toString());
        String after = screen.substring(resumed);
        assertTrue(after.contains("White: Springer Felix drei."), after);
        for (String fault : List.of("said nothing", "differs", "does not fit", "garbled")) {
            assertFalse(screen.toString().contains(fault), "no '" + fault + "' from the board:\n" + screen);
        }
    }

    @Test
    void moveMadeOnThePeggedBoardDuringThePowerCutCountsOnceTheBoardIsRead(@TempDir Path dir) throws Exception {
        Path journal = crashWhileE5WaitsForWhitesBoard(dir);

        // The player made e5 on the board while everything was off; the board is switched on
        // after annabella, which keeps asking it for its holes until it answers.
        pair.reopen();
        OutputStream stdin = launch("resume", journal.toString(), "--board", "peg:" + pair.hostPath(),
                "--speech", "none");
        assertTrue(screen.indexOf("White: make e5 on your board.") >= 0, screen.toString());
        assertFalse(journal(journal).contains("executed\twhite"), "nothing is executed before the board is read");
        plugBoard(occupancyAfter("e4", "e5"));
        waitForJournal("e5 executed from the board's holes", journal, "paused.*executed\twhite.*pressed\tblack");
        int read = screen.length();
        type(stdin, "moves");
        waitFor("the move list with e5", () -> screen.indexOf("1. e4 e5.", read) >= 0);
        type(stdin, "next");
        waitFor("White to move next", () -> screen.indexOf("White to move.", read) >= 0);
        type(stdin, "quit");
        assertTrue(play.waitFor(20, TimeUnit.SECONDS), "resume ends on quit");
        assertEquals(0, play.exitValue(), screen.toString());
    }

    private static String journal(Path journal) throws IOException {
        // Journal records are length-prefixed UTF-8 lines; their fields are tab-separated ASCII here.
        return new String(Files.readAllBytes(journal), StandardCharsets.ISO_8859_1);
    }

    /** Waits until the journal's records match {@code pattern} (found anywhere, across records). */
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
            OutputStream stdin = launch("play", "--vi", "black", "--board", "millennium:" + pair.hostPath(),
                    "--opponent-board", "certabo:" + black.hostPath(), "--time-control", "300+0", "--speech", "none",
                    "--journal", dir.resolve("game.journal").toString());
            Thread.sleep(1500);     // two scans a second: the Certabo board calibrates and is read whole
            certabo.lift(Square.parse("d2"));
            Thread.sleep(150);
            certabo.place(Square.parse("d4"), org.annabella.rules.Piece.WHITE_PAWN);
            waitFor("White's move on the Certabo board", () -> screen.indexOf("David vier") >= 0);
            white.lift(Square.parse("d2"));
            Thread.sleep(150);
            white.place(Square.parse("d4"), org.annabella.rules.Piece.WHITE_PAWN);    // executed on Black's board
            white.lift(Square.parse("g8"));
            Thread.sleep(150);
            white.place(Square.parse("f6"), org.annabella.rules.Piece.BLACK_KNIGHT);
            waitFor("Black's move on the Millennium board", () -> screen.indexOf("Springer Felix sechs") >= 0);
            waitFor("g8 and f6 lit on White's board", () -> java.util.Arrays.equals(certabo.litSquares(),
                    new int[] {Square.parse("f6"), Square.parse("g8")}));
            certabo.lift(Square.parse("g8"));
            Thread.sleep(150);
            certabo.place(Square.parse("f6"), org.annabella.rules.Piece.BLACK_KNIGHT);
            waitFor("the lights out once executed", () -> certabo.litSquares().length == 0);
            type(stdin, "quit");
        } finally {
            black.close();
        }
    }

    private void waitForJournal(String what, Path journal, String pattern) throws Exception {
        Pattern p = Pattern.compile(pattern, Pattern.DOTALL);
        waitFor(what, () -> {
            try {
                return p.matcher(journal(journal)).find();
            } catch (IOException e) {
                return false;
            }
        });
    }

    private void waitFor(String what, BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + 15_000_000_000L;
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end || !play.isAlive() && !done.getAsBoolean()) {
                throw new AssertionError("timed out waiting for " + what + "; the console showed:\n" + screen);
            }
            Thread.sleep(20);
        }
    }
}
