package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.annabella.device.BoardAction;
import org.annabella.device.BoardSimulator;
import org.annabella.device.CertaboBoardSimulator;
import org.annabella.device.CertaboProtocol;
import org.annabella.device.ChessLinkProtocol;
import org.annabella.device.Choreography;
import org.annabella.device.DeviceEnd;
import org.annabella.device.DgtBoardSimulator;
import org.annabella.device.DgtProtocol;
import org.annabella.device.MillenniumBoardSimulator;
import org.annabella.device.PegBoardSimulator;
import org.annabella.device.PegProtocol;
import org.annabella.device.PtyPair;
import org.annabella.device.Transport;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.annabella.testkit.Companion;
import org.annabella.testkit.TestEngines;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole training game against an engine on each kind of sensor board, through {@code annabella
 * play --engine} and a simulated board on a serial pseudo-terminal: the engine's move is announced,
 * lit where the board has lights, and counts only once the player has made it on his own board
 * (2018 D.2.3, as for a relayed move); the player's moves on the board are his moves, to mate.
 */
class TrainingOnEveryBoardTest {
    /** The boards a visually impaired player may play on, with their firmware and whether they light a move. */
    enum Kind {
        PEG("peg", PegProtocol.BAUD, t -> new PegBoardSimulator(t), false),
        DGT("dgt", DgtProtocol.BAUD, t -> new DgtBoardSimulator(t, false), false),
        MILLENNIUM("millennium", ChessLinkProtocol.BAUD, t -> new MillenniumBoardSimulator(t, false), true),
        CERTABO("certabo", CertaboProtocol.BAUD, t -> new CertaboBoardSimulator(t), true);

        final String option;
        final int baud;
        final Function<Transport, BoardSimulator> firmware;
        final boolean lights;

        Kind(String option, int baud, Function<Transport, BoardSimulator> firmware, boolean lights) {
            this.option = option;
            this.baud = baud;
            this.firmware = firmware;
            this.lights = lights;
        }

        int[] lit(BoardSimulator board) {
            return board instanceof MillenniumBoardSimulator m ? m.litSquares() : ((CertaboBoardSimulator) board).litSquares();
        }
    }

    private PtyPair pair;
    private DeviceEnd end;
    private Companion play;

    @BeforeEach
    void needSocat() {
        assumeTrue(PtyPair.socatAvailable(), "socat is not installed: skipping the training game on a serial board");
    }

    @AfterEach
    void unplug() {
        if (play != null) {
            play.close();
        }
        if (end != null) {
            end.close();
        }
        if (pair != null) {
            pair.close();
        }
    }

    /** The stand-in engine as one program, as {@code --engine=PATH} takes it: it plays these moves in turn. */
    private static Path engine(Path dir, String... moves) throws Exception {
        Path script = dir.resolve("engine.sh");
        Files.writeString(script, "#!/bin/sh\nexec '" + TestEngines.STANDIN + "' play " + String.join(" ", moves) + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    private static void move(BoardSimulator board, String from, String to, Piece piece) throws InterruptedException {
        board.lift(Square.parse(from));
        Thread.sleep(150);
        board.place(Square.parse(to), piece);
    }

    /** Waits for the engine's move from-to to be lit, if the board has lights, then makes it there and sees the lights go out. */
    private void execute(Kind kind, BoardSimulator board, String from, String to, Piece piece) throws Exception {
        if (kind.lights) {
            // A Millennium board's LEDs stand at the squares' corners: a square between two lit ones is lit too.
            int f = Square.parse(from), t = Square.parse(to);
            play.waitFor(from + " and " + to + " lit", () -> IntStream.of(kind.lit(board)).anyMatch(s -> s == f)
                    && IntStream.of(kind.lit(board)).anyMatch(s -> s == t));
        }
        move(board, from, to, piece);
        if (kind.lights) {
            play.waitFor("the lights out once " + to + " is made", () -> kind.lit(board).length == 0);
        }
    }

    /** A board of this kind in the start position, switched on and plugged into the device end of a pseudo-terminal. */
    private BoardSimulator plug(Kind kind, Path dir) throws Exception {
        pair = PtyPair.open(dir);
        end = new DeviceEnd(pair.devicePath(), kind.baud);
        BoardSimulator board = kind.firmware.apply(end);
        board.setPosition(Position.startPosition());
        end.plug(board, board.everySecond());
        return board;
    }

    /** Plays a move on the board as a hand does (captured piece, castling, promotion), at the hand's pace. */
    private static void play(Choreography hand, BoardSimulator board, Position position, int move) throws InterruptedException {
        long start = System.nanoTime();
        for (BoardAction a : hand.move(position, move, 0)) {
            long wait = start + a.atNanos() - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            }
            board.act(a);
        }
    }

    /** The journal's records as text, or nothing while it cannot be read. */
    private static String records(Path journal) {
        try {
            return Companion.journal(journal);
        } catch (java.io.IOException e) {
            return "";
        }
    }

    private static boolean isOver(Path journal) {
        return records(journal).contains("\tended\t");
    }

    private static int count(Path journal, String part) {
        return records(journal).split(Pattern.quote(part), -1).length - 1;
    }

    /** The moves journalled so far, UCI, with who made them: "e2e4 BOARD", "e7e5 ENGINE". */
    private static List<String> moves(Path journal) {
        Matcher m = MOVE.matcher(records(journal));
        List<String> moves = new ArrayList<>();
        while (m.find()) {
            moves.add(m.group(1) + " " + m.group(2));
        }
        return moves;
    }

    private static final Pattern MOVE = Pattern.compile("\tmove\t(?:white|black)\t([a-h1-8qrbn]+)\t(BOARD|ENGINE)");

    private static int legal(Position position, String uci) {
        return IntStream.of(position.legalMoves()).filter(m -> Notation.uci(position, m).equals(uci)).findFirst()
                .orElseThrow(() -> new AssertionError(uci + " is not legal in " + position.toFen()));
    }

    /**
     * Waits for the engine's answer to the player's move (the journal holding {@code before} moves
     * before it), makes it on the board by hand and waits until it counts as executed there; false
     * when the game ended instead.
     */
    private boolean executeTheAnswer(Choreography hand, BoardSimulator board, Position position, Path journal, int before)
            throws InterruptedException {
        play.waitFor("the engine's answer", () -> moves(journal).size() > before + 1 || isOver(journal));
        if (isOver(journal)) {
            return false;
        }
        String[] answer = moves(journal).get(before + 1).split(" ");
        assertEquals("ENGINE", answer[1], moves(journal).toString());
        int theirs = legal(position, answer[0]);
        int executed = count(journal, "\texecuted\twhite");
        play(hand, board, position, theirs);
        position.makeMove(theirs);
        play.waitFor(answer[0] + " executed on the player's board", () -> count(journal, "\texecuted\twhite") > executed);
        return true;
    }

    private void quit() throws Exception {
        play.type("quit");
        assertTrue(play.process().waitFor(20, TimeUnit.SECONDS), "play ends on quit");
    }

    /**
     * A whole game against Stockfish at a chosen strength on each kind of board: the player's
     * moves (seeded, random) made by hand on his board, Stockfish's moves executed there as the
     * lights or the voice say, until the game ends, or the player resigns after 40 moves.
     */
    @ParameterizedTest
    @EnumSource(Kind.class)
    void aWholeGameAgainstStockfishAtAChosenStrength(Kind kind, @TempDir Path dir) throws Exception {
        Path stockfish = TestEngines.stockfish();
        BoardSimulator board = plug(kind, dir);
        Path journal = dir.resolve("game.journal");
        play = Companion.launch("play", "--engine=" + stockfish, "--engine-elo", "1350", "--engine-time", "0.05",
                "--vi", "white", "--board", kind.option + ":" + pair.hostPath(), "--time-control", "5400+30",
                "--speech", "none", "--journal", journal.toString());
        play.waitForText("the engine's strength said", "1350", 0);
        play.waitForText("the first prompt", "> ", 0);
        Thread.sleep(1500); // the board is read whole (a Certabo board calibrates first)
        Choreography hand = new Choreography(kind.ordinal(), kind != Kind.PEG, false);
        Random choice = new Random(kind.ordinal());
        Position position = Position.startPosition();
        while (moves(journal).size() < 80 && position.hasLegalMoves()) {
            int[] legal = position.legalMoves();
            int mine = legal[choice.nextInt(legal.length)];
            int before = moves(journal).size();
            play(hand, board, position, mine);
            position.makeMove(mine);
            play.waitFor("the player's move on the board", () -> moves(journal).size() > before);
            if (!position.hasLegalMoves() || isOver(journal)) {
                break;
            }
            if (!executeTheAnswer(hand, board, position, journal, before)) {
                break;
            }
        }
        if (!isOver(journal)) {
            play.type("resign");
        }
        play.waitForJournal("the game's end", journal, "\tended\t");
        quit();
        String screen = play.screen();
        for (String fault : new String[] {"differs", "does not fit", "garbled", "said nothing", "not a legal move", "stopped working"}) {
            assertFalse(screen.contains(fault), "no '" + fault + "':\n" + screen);
        }
        List<String> moves = moves(journal);
        assertTrue(moves.size() >= 2, moves.toString());
        for (int i = 0; i < moves.size(); i++) {
            assertTrue(moves.get(i).endsWith(i % 2 == 0 ? " BOARD" : " ENGINE"), "the player's moves from his board, the engine's its own: " + moves);
        }
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void theEnginesMovesAreMadeOnThePlayersBoardAndHisOwnMovesMateIt(Kind kind, @TempDir Path dir) throws Exception {
        BoardSimulator board = plug(kind, dir);
        Path journal = dir.resolve("game.journal");
        play = Companion.launch("play", "--engine=" + engine(dir, "f2f3", "g2g4"), "--vi", "black",
                "--board", kind.option + ":" + pair.hostPath(), "--time-control", "300+0", "--speech", "none",
                "--journal", journal.toString());
        play.waitForText("the engine's first move", "White: Felix drei.", 0);
        play.waitForText("the player told to make it", "make f3 on your board", 0);
        Thread.sleep(1500); // the board is read whole (a Certabo board calibrates first)
        assertFalse(Companion.journal(journal).contains("executed\tblack"), "nothing is executed before it is on the board");

        execute(kind, board, "f2", "f3", Piece.WHITE_PAWN);
        play.waitForJournal("f3 executed on Black's board", journal, "f2f3\tENGINE.*executed\tblack");
        move(board, "e7", "e5", Piece.BLACK_PAWN);
        play.waitForText("the player's move on his board", "Black: Eva fuenf.", 0);
        play.waitForText("the engine's answer", "White: Gustav vier.", 0);
        execute(kind, board, "g2", "g4", Piece.WHITE_PAWN);
        play.waitForJournal("g4 executed on Black's board", journal, "g2g4\tENGINE.*executed\tblack");
        move(board, "d8", "h4", Piece.BLACK_QUEEN);
        play.waitForText("the mate", "Black: Dame Hector vier Matt.", 0);

        play.waitForText("the game's end", "Black checkmates (Black wins).", 0);
        quit();
        assertEquals(0, play.process().exitValue(), play.screen());
        String records = Companion.journal(journal);
        assertTrue(records.matches("(?s).*f2f3\tENGINE.*e7e5\tBOARD.*g2g4\tENGINE.*d8h4\tBOARD.*"), records);
        for (String fault : new String[] {"differs", "does not fit", "garbled", "said nothing", "not a legal move"}) {
            assertFalse(play.screen().contains(fault), "no '" + fault + "' from the board:\n" + play.screen());
        }
    }

    /**
     * A board that sees only where pieces stand cannot tell what a pawn became: the engine's
     * promotion, executed on the player's pegged board, is the piece the engine named, never a
     * question to the player.
     */
    @Test
    void theEnginesPromotionIsTakenOnAPeggedBoardWithoutAQuestion(@TempDir Path dir) throws Exception {
        BoardSimulator board = plug(Kind.PEG, dir);
        Path journal = playOnAPeggedBoard(board, dir, "4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1", "b2a1n");
        play.waitForText("the player told to make the knight's promotion", "make bxa1=N on your board", 0);
        Thread.sleep(1500); // the board is read whole
        board.lift(Square.parse("a1"));
        move(board, "b2", "a1", Piece.BLACK_KNIGHT);
        play.waitForJournal("bxa1=N executed on White's board", journal, "b2a1n\tENGINE.*executed\twhite");
        quit();
        assertFalse(play.screen().contains("which move was it"), play.screen());
    }

    /**
     * The engine promotes on a Certabo board calibrated without spare queens: the queen the hand
     * takes from the box is one the board never saw, and is learned as the piece the engine named
     * (2018 D.2.10.1); the game goes on, and the board does not say every second that it does not
     * know the piece.
     */
    @Test
    void theEnginesPromotionOnACertaboBoardIsASpareQueenLearnedAsThePieceNamed(@TempDir Path dir) throws Exception {
        BoardSimulator board = plug(Kind.CERTABO, dir);
        Path journal = dir.resolve("game.journal");
        play = Companion.launch(dir.resolve("certabo.txt"), "play",
                "--engine=" + engine(dir, "a7a5", "a5a4", "a4a3", "a3b2", "b2a1q"), "--vi", "white",
                "--board", Kind.CERTABO.option + ":" + pair.hostPath(), "--time-control", "300+0", "--speech", "none",
                "--journal", journal.toString());
        play.waitForText("the board calibrated", "calibrated from the starting position", 0);
        play.waitForText("the first prompt", "> ", 0);
        Choreography hand = new Choreography(7, true, false);
        Position position = Position.startPosition();
        for (String mine : new String[] {"h2h3", "h3h4", "h4h5", "h5h6", "h6g7"}) {
            int before = moves(journal).size();
            play(hand, board, position, legal(position, mine));
            position.makeMove(legal(position, mine));
            play.waitFor("the player's " + mine + " on the board", () -> moves(journal).size() > before);
            assertTrue(executeTheAnswer(hand, board, position, journal, before), "the game goes on after " + mine);
        }
        play.waitForText("the spare queen learned", "the spare piece on a1 is learned as the black queen", 0);
        quit();
        assertTrue(Companion.journal(journal).contains("b2a1q\tENGINE"), Companion.journal(journal));
        assertFalse(play.screen().contains("not calibrated with"), play.screen());
    }

    /** White, visually impaired, on {@code board} (pegged) set up at {@code fen}, against the stand-in engine playing {@code moves}; the journal. */
    private Path playOnAPeggedBoard(BoardSimulator board, Path dir, String fen, String... moves) throws Exception {
        board.setPosition(Position.fromFen(fen));
        Path journal = dir.resolve("game.journal");
        play = Companion.launch("play", "--engine=" + engine(dir, moves), "--vi", "white", "--fen", fen,
                "--board", Kind.PEG.option + ":" + pair.hostPath(), "--time-control", "300+0", "--speech", "none",
                "--journal", journal.toString());
        return journal;
    }

    /**
     * The player's own promotion on a pegged board: the board cannot tell which piece the pawn
     * became and asks; the player's announcement names it, the game takes it, and the board, which
     * shows what the game holds, is in step again: the engine's answer is executed there.
     */
    @Test
    void thePlayersOwnPromotionOnAPeggedBoardIsNamedByHisAnnouncement(@TempDir Path dir) throws Exception {
        BoardSimulator board = plug(Kind.PEG, dir);
        Path journal = playOnAPeggedBoard(board, dir, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "e8e7");
        play.waitForText("the first prompt", "> ", 0);
        Thread.sleep(1500); // the board is read whole
        move(board, "b7", "b8", Piece.WHITE_QUEEN);
        play.waitForText("the board's question", "which move was it: b7b8b, b7b8n, b7b8q, b7b8r", 0);
        play.type("b8=Q");
        play.waitForText("the engine's answer", "make Ke7 on your board", 0);
        int mark = play.mark();
        move(board, "e8", "e7", Piece.BLACK_KING);
        play.waitForJournal("Ke7 executed on White's board", journal, "e8e7\tENGINE.*executed\twhite");
        quit();
        assertTrue(Companion.journal(journal).contains("b7b8q\t"), "the queen the player named");
        assertFalse(play.screen().substring(mark).contains("displaced"), play.screen());
    }
}
