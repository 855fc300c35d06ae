package org.annabella.cli;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.Callable;
import org.annabella.announce.Phrase;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.session.Assistance;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code annabella play}: a real game at the board, run from the accessible console. */
@Command(mixinStandardHelpOptions = true, name = "play", description = "Play a game: the console relays moves, answers questions and keeps the journal.")
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


    @Option(names = "--journal", description = "The game's journal (default: annabella-<date-time>.journal here).")
    Path journal;

    @Mixin
    TableOptions table;

    @Option(names = "--event", defaultValue = "?", description = "Event name for the PGN.")
    String event;

    @Option(names = "--fen", paramLabel = "FEN", description = "Start from this position (FEN, X-FEN or Shredder-FEN) instead of the usual one: a position the arbiter sets up.")
    String fen;

    @Override
    public Integer call() throws Exception {
        Color vi = side(visuallyImpaired, "--vi");
        Color hi = hearingImpaired == null ? null : side(hearingImpaired, "--hearing-impaired");
        boolean bothVi = visuallyImpaired.equalsIgnoreCase("both");
        boolean bothHi = hearingImpaired != null && hearingImpaired.equalsIgnoreCase("both");
        Color viSide = vi == null ? Color.WHITE : vi;
        Path path = journal != null ? journal : Path.of("annabella-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + ".journal");
        checkNewJournal(path);
        table.check(viSide);
        Setup setup = new Setup(
                new Player(white, bothVi || vi == Color.WHITE, bothHi || hi == Color.WHITE),
                new Player(black, bothVi || vi == Color.BLACK, bothHi || hi == Color.BLACK),
                Assistance.parse(assistant), laws, GameTimeControl.parse(timeControl), Mode.parse(mode), fen,
                table.kind(Color.WHITE, viSide), table.kind(Color.BLACK, viSide), event, "?",
                java.time.LocalDate.now().toString().replace('-', '.'), "?");
        table.tell(spec, Phrase.of("cli.journal", "path", path.toAbsolutePath().toString()));
        try (Session session = Session.start(setup, Journal.create(path), Clocks.system(), PhoneticWording.fide())) {
            return table.runConsole(session, viSide, spec);
        }
    }

    /**
     * Refuses, before anything is created, a journal that could not be made: an empty name, a
     * folder that does not exist or cannot be written, or a journal already there (that game
     * goes on with resume, never over it).
     */
    private static void checkNewJournal(Path path) {
        String name = path.toString();
        if (name.isEmpty()) {
            throw new BadInputException("--journal: the name is empty; give a file name such as game.journal");
        }
        if (name.chars().anyMatch(Character::isISOControl)) {
            throw new BadInputException("--journal " + InputException.quote(name)
                    + ": a file name with a line break or another control character cannot be read out; choose another");
        }
        if (Files.isDirectory(path)) {
            throw new BadInputException("--journal " + name + " is a folder; give a file name inside it");
        }
        if (Files.exists(path) && !Files.isRegularFile(path)) {
            throw new BadInputException("--journal " + name + " is a device or a pipe, not a file; give a new file name");
        }
        if (Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            throw new BadInputException("--journal " + name + " already exists; to go on with that game: annabella resume "
                    + name);
        }
        Path folder = path.toAbsolutePath().getParent();
        if (!Files.isDirectory(folder)) {
            throw new BadInputException("--journal " + name + ": the folder " + folder
                    + (Files.exists(folder) ? " is not a folder" : " does not exist"));
        }
        if (!Files.isWritable(folder)) {
            throw new BadInputException("--journal " + name + ": the folder " + folder + " is not writable");
        }
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
