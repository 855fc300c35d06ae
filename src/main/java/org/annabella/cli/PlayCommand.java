package org.annabella.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.Callable;
import org.annabella.rules.Color;
import org.annabella.session.Assistance;
import org.annabella.session.BoardKind;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.annabella.session.TimeControl;
import org.annabella.speech.SpeechQueue;
import org.annabella.ui.console.Console;
import org.annabella.ui.console.Language;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code annabella play}: a real game at the board, run from the accessible console. */
@Command(name = "play", description = "Play a game: the console relays moves, answers questions and keeps the journal.")
final class PlayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--white", defaultValue = "White", description = "White's name.")
    String white;

    @Option(names = "--black", defaultValue = "Black", description = "Black's name.")
    String black;

    @Option(names = "--vi", defaultValue = "white",
            description = "Who is visually impaired: white, black or both (default ${DEFAULT-VALUE}).")
    String visuallyImpaired;

    @Option(names = "--hearing-impaired", description = "Who is hearing-impaired: white, black or both.")
    String hearingImpaired;

    @Option(names = "--assistant", defaultValue = "vi",
            description = "Whose assistant is present: vi, sighted or none (default ${DEFAULT-VALUE}).")
    String assistant;

    @Option(names = "--laws", defaultValue = "2018", description = "Edition of the Laws: 2009, 2014, 2018 or 2023.")
    int laws;

    @Option(names = "--time-control", defaultValue = "5400+30",
            description = "Time control in seconds, base+increment, or - for none (default ${DEFAULT-VALUE}).")
    String timeControl;

    @Option(names = "--mode", defaultValue = "tournament", description = "tournament (default) or training.")
    String mode;

    @Option(names = "--board", defaultValue = "none",
            description = "The visually impaired player's board: none (the assistant relays moves), peg or dgt.")
    String board;

    @Option(names = "--clock", defaultValue = "internal",
            description = "The clock: internal (kept by annabella, the default).")
    String clockDevice;

    @Option(names = "--speech", defaultValue = "text",
            description = "Also say announcements aloud: auto or freetts (FreeTTS), ssip (speech-dispatcher); text (default) or none prints only.")
    String speech;

    @Option(names = "--journal", description = "The game's journal (default: annabella-<date-time>.journal here).")
    Path journal;

    @Option(names = "--lang", defaultValue = "en", description = "Console language: en or es.")
    String lang;

    @Option(names = "--event", defaultValue = "?", description = "Event name for the PGN.")
    String event;

    @Override
    public Integer call() throws Exception {
        Language language = Language.parse(lang);
        Color vi = side(visuallyImpaired, "--vi");
        Color hi = hearingImpaired == null ? null : side(hearingImpaired, "--hearing-impaired");
        boolean bothVi = visuallyImpaired.equalsIgnoreCase("both");
        boolean bothHi = hearingImpaired != null && hearingImpaired.equalsIgnoreCase("both");
        BoardKind kind = BoardKind.parse(board.contains(":") ? board.substring(0, board.indexOf(':')) : board);
        if (kind != BoardKind.NONE) {
            throw new BadInputException("--board " + board + ": sensed boards are not connected in this version; use none");
        }
        if (!clockDevice.equals("internal")) {
            throw new BadInputException("--clock must be internal in this version, not '" + clockDevice + "'");
        }
        Voices.check(speech);
        Setup setup = new Setup(
                new Player(white, bothVi || vi == Color.WHITE, bothHi || hi == Color.WHITE),
                new Player(black, bothVi || vi == Color.BLACK, bothHi || hi == Color.BLACK),
                Assistance.parse(assistant), laws, TimeControl.parse(timeControl), Mode.parse(mode), null,
                BoardKind.NONE, BoardKind.NONE, event, "?",
                java.time.LocalDate.now().toString().replace('-', '.'), "?");
        Path path = journal != null ? journal : Path.of("annabella-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + ".journal");
        PrintWriter err = spec.commandLine().getErr();
        err.println("Journal: " + path.toAbsolutePath());
        try (Session session = Session.start(setup, Journal.create(path), Clocks.system(), PhoneticWording.fide())) {
            return runConsole(session, vi == null ? Color.WHITE : vi, language, spec, speech);
        }
    }

    static int runConsole(Session session, Color me, Language language, CommandSpec spec, String speech)
            throws java.io.IOException {
        PrintWriter out = spec.commandLine().getOut();
        try (SpeechQueue voice = Voices.open(speech, spec.commandLine().getErr(), spec.name())) {
            Voices.speak(session, voice);
            Console console = new Console(session, me, language, out);
            console.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
        }
        return 0;
    }

    private static Color side(String text, String option) {
        return switch (text.toLowerCase(java.util.Locale.ROOT)) {
            case "white" -> Color.WHITE;
            case "black" -> Color.BLACK;
            case "both", "none" -> null;
            default -> throw new BadInputException(option + " must be white, black, both or none, not '" + text + "'");
        };
    }
}
