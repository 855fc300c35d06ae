package org.annabella.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.annabella.braille.BrailleLanguage;
import org.annabella.laws.Result;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.session.Assistance;
import org.annabella.session.BoardKind;
import org.annabella.session.DeviceTable;
import org.annabella.session.GameClock;
import org.annabella.session.GameFiles;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.Notice;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Player;
import org.annabella.session.ScriptedGame;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.annabella.speech.SpeechQueue;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code annabella demo}: the Opera Game played through the simulated pegged board and tactile
 * clock, announced move by move under a real time control, then written out as PGN and a braille scoresheet.
 */
@Command(mixinStandardHelpOptions = true, name = "demo", description = "Play a famous game through simulated devices, announcing every move.")
final class DemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--real-time", description = "Play at human pace (the game then takes several minutes).")
    boolean realTime;

    /**
     * Faster than this, the machine's own time for a move (the simulated devices, the drivers,
     * the voice) becomes more game time than the clock holds, and a side loses on time.
     */
    static final int MAX_PACE = 200;

    /** The pace as typed, so that a refusal shows it as given ("1e309", not "Infinity"). */
    private String paceText = "40";
    private double pace = 40;

    @Option(names = "--pace", defaultValue = "40", paramLabel = "TIMES",
            description = "How many times faster than real time the clocks run without --real-time, 1 to " + MAX_PACE
                    + " (default ${DEFAULT-VALUE}).")
    void pace(String text) {
        paceText = text;
        try {
            pace = Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            pace = Double.NaN; // refused in call(), with the text as typed
        }
    }

    @Option(names = "--time-control", defaultValue = "900+10",
            description = "Time control, base+increment in seconds (default ${DEFAULT-VALUE}).")
    String timeControl;

    @Option(names = "--speech", defaultValue = "auto",
            description = "auto (an English voice where one is installed, else FreeTTS; text without an audio device), "
                    + "freetts, espeak, ssip, sapi, macos, text or none.")
    String speech;

    @Option(names = "--seed", defaultValue = "2",
            description = "Seed of the simulated hands' movements and thinking times (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--board", defaultValue = "peg",
            description = "The visually impaired player's simulated board: peg (the default), dgt, millennium or certabo.")
    String board;

    @Option(names = "--opponent-board", defaultValue = "dgt",
            description = "The sighted player's simulated board: dgt (the default), peg, millennium or certabo.")
    String opponentBoard;

    @Option(names = "--out", defaultValue = "annabella-demo",
            description = "Folder for the journal, PGN and braille scoresheet (default ./${DEFAULT-VALUE}).")
    Path out;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (!(pace >= 1 && pace <= MAX_PACE)) {
            throw new BadInputException("--pace must be from 1 to " + MAX_PACE + " (times faster than real time), not "
                    + InputException.quote(paceText));
        }
        double speed = realTime ? 1 : pace;
        BoardKind viBoard = simulatedBoard(board, "--board");
        BoardKind sightedBoard = simulatedBoard(opponentBoard, "--opponent-board");
        PrintWriter stdout = spec.commandLine().getOut();
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new BadInputException("--out " + InputException.path(out)
                    + " is a file, not a folder; give a folder for the demo's files");
        }
        Files.createDirectories(out);
        Path journalPath = out.resolve("opera-game.journal");
        Files.deleteIfExists(journalPath);

        long startNanos = System.nanoTime();
        // The clocks see game time: real time multiplied by the pace.
        java.util.function.LongSupplier gameMillis = () -> (long) ((System.nanoTime() - startNanos) / 1e6 * speed);
        Setup setup = new Setup(new Player("Paul Morphy", false, false),
                new Player("Duke Karl of Brunswick and Count Isouard", true, false), Assistance.VISUALLY_IMPAIRED_PLAYER,
                2018, GameTimeControl.parse(timeControl), Mode.TOURNAMENT, null, sightedBoard, viBoard,
                "annabella demo (after the Opera Game, Paris 1858)", "Paris FRA", "1858.11.02", "-");
        PrintWriter stderr = spec.commandLine().getErr();
        try (SpeechQueue voice = Voices.open(speech, org.annabella.announce.Language.ENGLISH, stderr, "demo");
                Session session = Session.start(setup, Journal.create(journalPath), gameMillis, PhoneticWording.fide())) {
            stdout.println("Demo: " + setup.white().name() + " against " + setup.black().name() + ", time control "
                    + setup.timeControl().pgn() + (realTime ? ", at human pace." : ", clocks " + (int) speed + " times faster."));
            stdout.flush();
            if (voice != null) {
                // Said before the clock starts, so loading the voice costs no one thinking time.
                voice.say("The Opera Game. Paul Morphy has the white pieces.");
                awaitSpeech(voice);
            }
            session.onNotice(n -> {
                if (n.kind() == Notice.Kind.ANNOUNCEMENT) {
                    Color mover = session.state().mover();
                    int number = session.state().position().fullmoveNumber() - (mover == Color.BLACK ? 1 : 0);
                    stdout.println(number + (mover == Color.WHITE ? ". " : "... ") + Player.sideName(mover) + ": " + n.text());
                    if (voice != null) {
                        voice.say(n.text());
                    }
                } else if (n.kind() == Notice.Kind.RULING || n.kind() == Notice.Kind.WARNING) {
                    stdout.println(n.text());
                }
                stdout.flush();
            });
            // The same path as real hardware: simulated boards and clock speak their protocols to
            // the real drivers; the board followers' conclusions and the lever presses drive the game.
            DeviceTable table = new DeviceTable(session, seed, warning -> stderr.println(Problems.line("demo", warning)));
            ScriptedGame game = new ScriptedGame(session, ms -> Thread.sleep((long) (ms / speed)), seed, table);
            game.play(ScriptedGame.OPERA_GAME, p -> {
                awaitSpeech(voice);
                Color mover = p % 2 == 1 ? Color.WHITE : Color.BLACK;
                stdout.println("   clock " + Player.sideName(mover) + " " + GameClock.format(session.remaining(mover)));
                stdout.flush();
            });
            List<Path> written = GameFiles.write(session.state(), out, "opera-game", BrailleLanguage.ENGLISH);
            // The Laws' ruling that ended the game names the result: "White checkmates (1-0)".
            String end = session.state().endReason() == null ? "Result " + Result.pgnOf(session.state().outcome()) : session.state().endReason();
            stdout.println(end + ".");
            if (voice != null) {
                voice.say(end);
                awaitSpeech(voice);
            }
            stdout.println("PGN written to " + InputException.path(written.get(0).toAbsolutePath()));
            stdout.println("Braille scoresheet written to " + InputException.path(written.get(1).toAbsolutePath())
                    + " (for an embosser) and " + InputException.path(written.get(2).toAbsolutePath()) + " (Unicode braille)");
            stdout.println("Journal written to " + InputException.path(journalPath.toAbsolutePath()));
        }
        return 0;
    }

    /** A kind of simulated board as named on the command line. */
    private static BoardKind simulatedBoard(String name, String option) {
        BoardKind kind;
        try {
            kind = BoardKind.parse(name);
        } catch (InputException e) {
            kind = BoardKind.NONE;
        }
        if (!kind.sensed()) {
            throw new BadInputException(option + " must be peg, dgt, millennium or certabo, not '"
                    + InputException.escape(name) + "'");
        }
        return kind;
    }

    /** Lets the voice finish a move's announcement before the next move is made. */
    private static void awaitSpeech(SpeechQueue voice) {
        if (voice == null) {
            return;
        }
        try {
            voice.awaitIdle(java.time.Duration.ofSeconds(10));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
