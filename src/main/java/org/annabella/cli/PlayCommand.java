package org.annabella.cli;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.annabella.announce.Phrase;
import org.annabella.rules.Color;
import org.annabella.rules.Fen;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.annabella.session.Assistance;
import org.annabella.session.GameTimeControl;
import org.annabella.hall.HallSender;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.annabella.training.Trainer;
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

    @Option(names = "--white", description = "White's name (default: White, in Spanish Blancas).")
    String white;

    @Option(names = "--black", description = "Black's name (default: Black, in Spanish Negras).")
    String black;

    @Option(names = "--name", description = "The visually impaired player's name: his side's unless --white or --black "
            + "names it (not with --vi both). Kept in the settings (annabella settings name NAME), it names him in every game.")
    String name;

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

    @Option(names = "--mode", description = "tournament (the default) or training (the default with --engine).")
    String mode;

    @Mixin
    EngineOptions engine;


    @Option(names = "--journal", description = "The game's journal (default: annabella-<date-time>.journal here).")
    Path journal;

    @Mixin
    TableOptions table;

    @Mixin
    HallOptions hall;

    @Option(names = "--event", defaultValue = "?", description = "Event name for the PGN.")
    String event;

    @Option(names = "--fen", paramLabel = "FEN", description = "Start from this position (FEN, X-FEN or Shredder-FEN) instead of the usual one: a position the arbiter sets up.")
    String fen;

    @Option(names = "--pgn", paramLabel = "FILE", description = "Take up a game of this PGN file before --move: its moves before it are the game's first.")
    Path pgn;

    @Option(names = "--game", description = "With --pgn: which game of the file, from 1 (default 1).")
    Integer game;

    @Option(names = "--move", paramLabel = "N or N...", description = "With --pgn: start before White's move N, or before Black's move N written N... (default: after the game's last move).")
    String move;

    @Override
    public Integer call() throws Exception {
        if (pgn == null && (move != null || game != null)) {
            throw BadInputException.of(move != null ? "move-without-pgn" : "game-without-pgn");
        }
        Color vi = side(visuallyImpaired, "--vi");
        Color hi = hearingImpaired == null ? null : side(hearingImpaired, "--hearing-impaired");
        boolean bothVi = visuallyImpaired.equalsIgnoreCase("both");
        boolean bothHi = hearingImpaired != null && hearingImpaired.equalsIgnoreCase("both");
        Color viSide = vi == null ? Color.WHITE : vi;
        Path path = journal != null ? journal : Path.of("annabella-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + ".journal");
        checkNewJournal(path);
        table.check(viSide);
        hall.check();
        Mode playing = engineMode(vi);
        Start start = start();
        Setup setup = new Setup(
                new Player(name(Color.WHITE, white, vi), bothVi || vi == Color.WHITE, bothHi || hi == Color.WHITE),
                new Player(name(Color.BLACK, black, vi), bothVi || vi == Color.BLACK, bothHi || hi == Color.BLACK),
                Assistance.parse(assistant), laws, GameTimeControl.parse(timeControl), playing, start.fen(),
                table.kind(Color.WHITE, viSide), table.kind(Color.BLACK, viSide), event, "?",
                java.time.LocalDate.now().toString().replace('-', '.'), "?", start.earlier());
        if (!engine.given()) {
            table.tell(spec, Phrase.of("cli.journal", "path", path.toAbsolutePath().toString()));
            try (Session session = Session.start(setup, Journal.create(path), Clocks.system(), PhoneticWording.fide());
                    HallSender sender = hall.start(path, p -> table.tell(spec, p))) {
                return table.runConsole(session, viSide, spec, null);
            }
        }
        // The engine is started (and its name known) before the journal is made: a missing or broken one leaves no file.
        try (Trainer trainer = engine.start(playing, viSide.opposite())) {
            Setup seated = seat(setup, trainer);
            table.tell(spec, Phrase.of("cli.journal", "path", path.toAbsolutePath().toString()));
            table.tell(spec, trainer.status());
            try (Session session = Session.start(seated, Journal.create(path), Clocks.system(), PhoneticWording.fide());
                    HallSender sender = hall.start(path, p -> table.tell(spec, p))) {
                return table.runConsole(session, viSide, spec, trainer);
            }
        }
    }

    /** A side's name: as --white or --black gives it, else --name on the visually impaired player's side, else the side's. */
    private String name(Color side, String given, Color vi) {
        return given != null ? given : name != null && side == vi ? name : table.defaultName(side);
    }

    /**
     * The mode of the game: training with an engine, which a tournament game refuses before any
     * engine is started (2018 11.3.a); else --mode, tournament by default.
     */
    private Mode engineMode(Color vi) {
        engine.check();
        if (!engine.given()) {
            return Mode.parse(mode == null ? "tournament" : mode);
        }
        if (mode != null && Mode.parse(mode) == Mode.TOURNAMENT) {
            throw BadInputException.said("--engine cannot be attached in tournament mode: an engine at the board is advice "
                    + "the Laws forbid (2018 11.3.a); it is for training (leave out --mode, or --mode training)", "engine-tournament");
        }
        if (vi == null) {
            throw BadInputException.said("--engine plays the side that is not --vi's; give --vi white or --vi black", "engine-side");
        }
        return Mode.TRAINING;
    }

    /** The setup with the engine in its seat, named as it names itself unless --white or --black named it. */
    private Setup seat(Setup setup, Trainer trainer) {
        Color side = trainer.side();
        boolean named = (side == Color.WHITE ? white : black) != null;
        Player player = setup.player(side);
        Player engineNamed = named ? player : new Player(trainer.name(), player.visuallyImpaired(), player.hearingImpaired());
        return new Setup(side == Color.WHITE ? engineNamed : setup.white(), side == Color.BLACK ? engineNamed : setup.black(),
                setup.assistance(), setup.edition(), setup.timeControl(), setup.mode(), setup.startFen(), setup.whiteBoard(),
                setup.blackBoard(), setup.event(), setup.site(), setup.date(), setup.round(), setup.earlierMoves(), trainer.seat());
    }

    /** Where play starts: a position (null for the usual one) and the moves of the game played before. */
    private record Start(String fen, List<String> earlier) {
    }

    /**
     * --fen, or a PGN game before --move: its start position, and its moves before that one as the
     * game's earlier moves, so that the record, its move numbers and its repetitions go on from them.
     */
    private Start start() {
        if (pgn == null) {
            return new Start(fen, List.of());
        }
        if (fen != null) {
            throw BadInputException.of("fen-and-pgn");
        }
        Game record = PgnFiles.game(pgn, game == null ? 1 : game).game();
        int ply = move == null ? record.ply() : plyBefore(move, record);
        Position p = record.startPosition();
        String startFen = p.isChess960() ? p.toShredderFen() : p.toFen().equals(Fen.START) ? null : p.toFen();
        List<String> earlier = new ArrayList<>();
        for (int m : record.moves().subList(0, ply)) {
            earlier.add(Notation.uci(p, m));
            p.makeMove(m);
        }
        return new Start(startFen, earlier);
    }

    /** The half-moves played before move {@code text} ("12" White's twelfth, "12..." Black's) of {@code record}. */
    private static int plyBefore(String text, Game record) {
        boolean black = text.endsWith("...");
        String number = black ? text.substring(0, text.length() - 3) : text;
        if (!number.matches("[1-9][0-9]{0,3}")) {
            throw BadInputException.said("--move " + InputException.quote(text) + " is not a move number such as 12 or 12...",
                    "move-number", "text", InputException.quote(text));
        }
        Position start = record.startPosition();
        int ply = 2 * (Integer.parseInt(number) - start.fullmoveNumber()) + (black ? 1 : 0)
                - (start.sideToMove() == Color.BLACK ? 1 : 0);
        if (ply < 0 || ply > record.ply()) {
            throw BadInputException.said("--move " + text + " is not in the game, which has moves "
                    + start.fullmoveNumber() + " to " + record.moveNumberAt(Math.max(0, record.ply() - 1)),
                    "move-outside", "text", text, "first", start.fullmoveNumber(), "last", record.moveNumberAt(Math.max(0, record.ply() - 1)));
        }
        return ply;
    }

    /**
     * Refuses, before anything is created, a journal that could not be made: an empty name, a
     * folder that does not exist or cannot be written, or a journal already there (that game
     * goes on with resume, never over it).
     */
    private static void checkNewJournal(Path path) {
        String name = path.toString();
        if (name.isEmpty()) {
            throw BadInputException.said("--journal: the name is empty; give a file name such as game.journal", "journal-empty-name");
        }
        if (name.chars().anyMatch(Character::isISOControl)) {
            throw BadInputException.said("--journal " + InputException.quote(name)
                    + ": a file name with a line break or another control character cannot be read out; choose another",
                    "journal-control", "text", InputException.quote(name));
        }
        if (Files.isDirectory(path)) {
            throw BadInputException.said("--journal " + name + " is a folder; give a file name inside it", "journal-is-folder", "file", name);
        }
        if (Files.exists(path) && !Files.isRegularFile(path)) {
            throw BadInputException.said("--journal " + name + " is a device or a pipe, not a file; give a new file name",
                    "journal-is-device", "file", name);
        }
        if (Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            throw BadInputException.of("journal-exists", "file", name);
        }
        Path folder = path.toAbsolutePath().getParent();
        if (!Files.isDirectory(folder)) {
            throw BadInputException.said("--journal " + name + ": the folder " + folder
                    + (Files.exists(folder) ? " is not a folder" : " does not exist"),
                    Files.exists(folder) ? "journal-folder-not-folder" : "journal-folder-missing", "file", name, "folder", folder.toString());
        }
        if (!Files.isWritable(folder)) {
            throw BadInputException.said("--journal " + name + ": the folder " + folder + " is not writable",
                    "journal-folder-unwritable", "file", name, "folder", folder.toString());
        }
    }

    /** The side an option such as --vi names: white, black, or null for both and none. */
    static Color side(String text, String option) {
        return switch (text.toLowerCase(java.util.Locale.ROOT)) {
            case "white" -> Color.WHITE;
            case "black" -> Color.BLACK;
            case "both", "none" -> null;
            default -> throw BadInputException.of("side", "option", option, "text", text);
        };
    }
}
