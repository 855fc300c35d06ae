package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.annabella.device.PtyPair;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code play} and {@code watch} refuse a journal that cannot be made and a port that is not a
 * serial port before anything starts: exit 2, one line naming the option, the path and why, and
 * no journal left behind (not the one named, nor a default one in the working folder).
 */
class PlayStartupTest {
    private final InputStream stdin = System.in;
    @TempDir
    Path dir;
    private List<Path> journalsHere;

    @BeforeEach
    void noInput() throws IOException {
        System.setIn(new ByteArrayInputStream(new byte[0]));
        journalsHere = defaultJournals();
    }

    @AfterEach
    void restore() throws IOException {
        System.setIn(stdin);
        assertEquals(journalsHere, defaultJournals(), "no default journal was made in the working folder");
    }

    private static List<Path> defaultJournals() throws IOException {
        try (Stream<Path> here = Files.list(Path.of(""))) {
            return here.filter(p -> p.getFileName().toString().startsWith("annabella-")).sorted().toList();
        }
    }

    /** Runs the command, which must be refused with exit 2 and exactly this one line. */
    private static void refused(String line, String... args) {
        CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CliRun.of(args),
                "refused within a few seconds, not waited on");
        assertEquals(2, run.exit, run.err);
        assertEquals("annabella " + args[0] + ": " + line + "\n", run.err.replace("\r", ""));
        assertEquals("", run.out);
    }

    @Test
    void aGameStartsFromAFenOrFromAPgnGameBeforeAMoveNumber() throws IOException {
        Path pgn = Files.writeString(dir.resolve("opera.pgn"), "[Event \"Opera\"]\n\n1. e4 e5 2. Nf3 d6 3. d4 Bg4 *\n");
        Path fromPgn = dir.resolve("from-pgn.journal");
        CliRun run = CliRun.of("play", "--journal", fromPgn.toString(), "--speech", "none", "--pgn", pgn.toString(),
                "--move", "2...");
        assertEquals(0, run.exit, run.err);
        org.annabella.session.Setup taken = org.annabella.session.Journal.inspect(fromPgn);
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", taken.startPosition().toFen());
        assertNull(taken.startFen(), "the game's record starts where the PGN's does, the usual position");
        assertEquals(List.of("e2e4", "e7e5", "g1f3"), taken.earlierMoves(), "the moves before 2... are the game's first");
        assertTrue(run.out.contains("Black to move") || run.out.contains("Black"), run.out);
        Path fromFen = dir.resolve("from-fen.journal");
        String fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40";
        assertEquals(0, CliRun.of("play", "--journal", fromFen.toString(), "--speech", "none", "--fen", fen).exit);
        assertEquals(fen, org.annabella.session.Journal.inspect(fromFen).startFen());
        refused("--move 9 is not in the game, which has moves 1 to 3", "play", "--journal",
                dir.resolve("x.journal").toString(), "--pgn", pgn.toString(), "--move", "9");
        refused("--move \"two\" is not a move number such as 12 or 12...", "play", "--journal",
                dir.resolve("y.journal").toString(), "--pgn", pgn.toString(), "--move", "two");
        refused("give --fen or --pgn, not both", "play", "--journal", dir.resolve("z.journal").toString(),
                "--pgn", pgn.toString(), "--fen", fen);
        assertFalse(Files.exists(dir.resolve("x.journal")), "a refused start writes no journal");
    }

    @Test
    void aJournalThatCannotBeMadeIsRefusedBeforeAnythingIsWritten() throws IOException {
        refused("--journal: the name is empty; give a file name such as game.journal", "play", "--journal", "");
        refused("--journal /no/such/dir/x.journal: the folder /no/such/dir does not exist",
                "play", "--journal", "/no/such/dir/x.journal");
        Path file = Files.writeString(dir.resolve("notes.txt"), "not a folder");
        refused("--journal " + file.resolve("x.journal") + ": the folder " + file + " is not a folder",
                "play", "--journal", file.resolve("x.journal").toString());
        refused("--journal " + dir + " is a folder; give a file name inside it", "play", "--journal", dir.toString());
        Path old = Files.writeString(dir.resolve("old.journal"), "a game already begun");
        refused("--journal " + old + " already exists; to go on with that game: annabella resume " + old,
                "play", "--journal", old.toString());
        assertEquals("a game already begun", Files.readString(old), "an existing journal is left as it was");
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(file, old), left.sorted().toList(), "nothing was created");
        }
    }

    @Test
    void aFolderThatCannotBeWrittenIsRefused() throws IOException {
        Path locked = Files.createDirectory(dir.resolve("locked"));
        assumeTrue(locked.toFile().setWritable(false, false) && !Files.isWritable(locked),
                "running as root, every folder is writable: nothing to test");
        refused("--journal " + locked.resolve("x.journal") + ": the folder " + locked + " is not writable",
                "play", "--journal", locked.resolve("x.journal").toString());
    }

    @Test
    void aBoardOrClockThatIsNoSerialPortIsRefusedAndNoJournalIsMade() throws IOException {
        Path journal = dir.resolve("game.journal");
        Path file = Files.writeString(dir.resolve("hostname"), "table-7\n");
        String j = journal.toString();
        refused("--board dgt:/no/such/tty: /no/such/tty does not exist: is the device plugged in? "
                + "(annabella devices lists the serial ports)", "play", "--board", "dgt:/no/such/tty", "--journal", j);
        refused("--board peg:" + file + ": " + file + " is a file, not a serial port",
                "play", "--board", "peg:" + file, "--journal", j);
        refused("--board peg:" + dir + ": " + dir + " is a folder, not a serial port",
                "play", "--board", "peg:" + dir, "--journal", j);
        refused("--board dgt:: no port given: name the serial port's path after the colon",
                "play", "--board", "dgt:", "--journal", j);
        refused("--board must be none, dgt:PORT, peg:PORT, millennium:PORT or certabo:PORT, not 'foo:bar'", "play", "--board", "foo:bar");
        refused("--opponent-board peg:" + file + ": " + file + " is a file, not a serial port",
                "play", "--opponent-board", "peg:" + file, "--journal", j);
        refused("--clock tactile:" + dir + ": " + dir + " is a folder, not a serial port",
                "play", "--clock", "tactile:" + dir, "--journal", j);
        refused("--clock tactile:: no port given: name the serial port's path after the colon",
                "play", "--clock", "tactile:");
        // The default journal would be made in the working folder: checked by restore().
        refused("--board dgt:/no/such/tty: /no/such/tty does not exist: is the device plugged in? "
                + "(annabella devices lists the serial ports)", "play", "--board", "dgt:/no/such/tty");
        assertFalse(Files.exists(journal), "no journal was made");
    }

    @Test
    void aCharacterDeviceThatIsNoTerminalIsRefused() {
        assumeTrue(Files.exists(Path.of("/dev/null")), "no /dev/null on this system");
        refused("--board dgt:/dev/null: /dev/null is not a serial port (the device there is not a terminal)",
                "watch", "--board", "dgt:/dev/null");
        refused("--board peg:/dev/null: /dev/null is not a serial port (the device there is not a terminal)",
                "play", "--board", "peg:/dev/null", "--journal", dir.resolve("g.journal").toString());
        assertFalse(Files.exists(dir.resolve("g.journal")));
    }

    @Test
    void watchRefusesWhatIsNoSerialPort() throws IOException {
        Path file = Files.writeString(dir.resolve("hostname"), "table-7\n");
        refused("--board peg:" + file + ": " + file + " is a file, not a serial port", "watch", "--board", "peg:" + file);
        refused("--board dgt:" + dir + ": " + dir + " is a folder, not a serial port", "watch", "--board", "dgt:" + dir);
        refused("--board peg:: no port given: name the serial port's path after the colon", "watch", "--board", "peg:");
    }

    @Test
    void aPseudoTerminalPassesTheCheck(@TempDir Path ptys) throws Exception {
        assumeTrue(PtyPair.socatAvailable(), "socat is not installed: skipping the pseudo-terminal check");
        try (PtyPair pair = PtyPair.open(ptys)) {
            // The board's port passes (it is checked first); the clock's then names its own fault.
            refused("--clock tactile:/no/clock: /no/clock does not exist: is the device plugged in? "
                    + "(annabella devices lists the serial ports)",
                    "play", "--board", "peg:" + pair.hostPath(), "--clock", "tactile:/no/clock",
                    "--journal", dir.resolve("new.journal").toString());
            assertTrue(Files.notExists(dir.resolve("new.journal")));
            // One port cannot serve two devices, under its own name or through a link to it.
            Path link = Files.createSymbolicLink(dir.resolve("same-port"), Path.of(pair.hostPath()));
            refused("--opponent-board dgt:" + link + ": " + link + " is already the port of --board; "
                    + "each device needs its own port", "play", "--board", "peg:" + pair.hostPath(),
                    "--opponent-board", "dgt:" + link, "--journal", dir.resolve("new.journal").toString());
            refused("--clock tactile:" + pair.hostPath() + ": " + pair.hostPath() + " is already the port of --board; "
                    + "each device needs its own port", "play", "--board", "peg:" + pair.hostPath(),
                    "--clock", "tactile:" + pair.hostPath(), "--journal", dir.resolve("new.journal").toString());
            assertTrue(Files.notExists(dir.resolve("new.journal")));
        }
    }
}
