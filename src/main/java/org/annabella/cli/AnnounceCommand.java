package org.annabella.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.annabella.announce.AnnouncementReader;
import org.annabella.announce.Announcer;
import org.annabella.announce.Style;
import org.annabella.announce.Verbosity;
import org.annabella.rules.Descriptive;
import org.annabella.rules.Game;
import org.annabella.rules.Move;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Position;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code annabella announce}: one announcement per move, one per line, in the written form of
 * shared/spec/announcements.md, for moves given on the command line or the main line of PGN games.
 */
final class AnnounceCommand implements Callable<Integer>, CommandModel.Plain {
    private String fen;
    private Path pgn;
    private String game;
    private String style = "fide";
    private String verbosity = "short";
    private List<String> moves = List.of();
    /** Picocli's model, when picocli reads the command line. */
    private Model model;

    private static final class Model {
        final CommandSpec spec;
        final OptionSpec fen;
        final OptionSpec pgn;
        final OptionSpec game;
        final OptionSpec style;
        final OptionSpec verbosity;
        final PositionalParamSpec moves;

        Model(AnnounceCommand command) {
            spec = CommandModel.command(command, "announce", "Print the announcement of each move (2009 E.2.1, 2018 D.2.1).");
            fen = CommandModel.option(spec, "--fen", "<fen>", String.class, command.fen,
                    "Start position (FEN, X-FEN or Shredder-FEN); default the usual start.");
            pgn = CommandModel.option(spec, "--pgn", "FILE", Path.class, command.pgn, "Announce the main line of a game in this PGN file.");
            game = CommandModel.option(spec, "--game", "N|all", String.class, command.game,
                    "Which game of the PGN file: a number from 1, or all (default 1).");
            style = CommandModel.option(spec, "--style", "fide|english|spanish|descriptive-es|descriptive-en", String.class, command.style,
                    "Words to use (default fide), or seed 003's descriptive notation, Spanish (P4R) or English (P-K4).");
            verbosity = CommandModel.option(spec, "--verbosity", "short|full", String.class, command.verbosity,
                    "short (default) or full: piece, both squares, captured piece.");
            moves = CommandModel.words(spec, "MOVE", "0..*", "Moves in SAN, long algebraic, UCI or words, played in order.");
            CommandModel.withStandardHelp(spec);
        }
    }

    @Override
    public CommandSpec spec() {
        model = new Model(this);
        return model.spec;
    }

    /** The options of text: a file (--pgn) is read through picocli, which names a path it cannot take. */
    @Override
    public Set<String> plainOptions() {
        return Set.of("--fen", "--game", "--style", "--verbosity");
    }

    /** Moves and options of text: announced from the given start, or the usual, in the words given, or fide, short. */
    @Override
    public int plain(List<String> words, Map<String, String> options, SettingDefaults defaults, PrintWriter out) throws IOException {
        moves = words;
        fen = options.get("--fen");
        game = options.get("--game");
        style = options.getOrDefault("--style", style);
        verbosity = options.getOrDefault("--verbosity", verbosity);
        return run(out);
    }

    @Override
    public Integer call() throws IOException {
        fen = model.fen.getValue();
        pgn = model.pgn.getValue();
        game = model.game.getValue();
        style = model.style.getValue();
        verbosity = model.verbosity.getValue();
        List<String> given = model.moves.getValue();
        moves = given == null ? List.of() : given;
        return run(model.spec.commandLine().getOut());
    }

    private int run(PrintWriter out) throws IOException {
        MoveNamer announcer = namer();
        if (pgn == null) {
            if (game != null) {
                throw new BadInputException("--game needs --pgn FILE");
            }
            if (moves.isEmpty()) {
                throw new BadInputException("no moves to announce: give MOVE... or --pgn FILE");
            }
            announceMoves(announcer, out);
        } else {
            if (fen != null || !moves.isEmpty()) {
                throw new BadInputException("--pgn reads the moves and position from the file: give no --fen or MOVE with it");
            }
            announcePgn(announcer, out);
        }
        out.flush();
        return 0;
    }

    /** Says one legal move in a position (left unchanged). */
    @FunctionalInterface
    private interface MoveNamer {
        String announce(Position position, int move);
    }

    /** The announcer of a style, or the descriptive writer, which has one form only (no verbosity). */
    private MoveNamer namer() {
        Verbosity v = Verbosity.parse(verbosity);
        String s = style.strip().toLowerCase(java.util.Locale.ROOT);
        if (s.equals("descriptive-es") || s.equals("descriptive-en")) {
            if (v != Verbosity.SHORT) {
                throw new BadInputException("--style " + s + " has one form: give no --verbosity " + verbosity.strip());
            }
            Descriptive.Form form = s.endsWith("es") ? Descriptive.Form.SPANISH : Descriptive.Form.ENGLISH;
            return (position, move) -> Descriptive.write(position, move, form);
        }
        if (java.util.Arrays.stream(Style.values()).noneMatch(k -> k.id().equals(s))) {
            // Style names the phrasebooks only; announce writes the descriptive notation besides
            throw new BadInputException("unknown style " + org.annabella.rules.InputException.quote(style)
                    + ": use fide, english, spanish, descriptive-es or descriptive-en");
        }
        return new Announcer(Style.parse(style), v)::announce;
    }

    private void announceMoves(MoveNamer announcer, PrintWriter out) {
        Position position = fen == null ? Position.startPosition() : Position.fromFen(fen);
        AnnouncementReader reader = new AnnouncementReader();
        for (int i = 0; i < moves.size(); i++) {
            int move;
            try {
                move = reader.read(position, moves.get(i));
            } catch (MoveParseException e) {
                out.flush();
                throw ParseCommand.unreadable("move", "cli.error.announce-move", i + 1, moves.get(i), position, e);
            } catch (IllegalArgumentException e) {
                out.flush();
                throw new BadInputException("move " + (i + 1) + ": " + e.getMessage());
            }
            out.println(announcer.announce(position, move));
            position.makeMove(move);
        }
    }

    private void announcePgn(MoveNamer announcer, PrintWriter out) {
        if (!"all".equalsIgnoreCase(game)) {
            announceGame(announcer, PgnFiles.game(pgn, gameNumber()).game(), out);
            return;
        }
        PgnReader reader = PgnReader.parallel(pgn);
        try {
            for (PgnGame g = reader.next(); g != null; g = reader.next()) {
                announceGame(announcer, g.game(), out);
                out.println();
            }
        } finally {
            out.flush(); // the games before a broken one stay announced
            reader.close();
        }
        if (reader.gameNumber() == 0) {
            throw PgnFiles.noGame(pgn);
        }
    }

    private int gameNumber() {
        if (game == null) {
            return 1;
        }
        try {
            int n = Integer.parseInt(game.strip());
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new BadInputException("--game must be a number from 1 or all, not '" + game + "'");
    }

    private static void announceGame(MoveNamer announcer, Game game, PrintWriter out) {
        Position position = game.startPosition();
        for (int move : game.moves()) {
            if (Move.isNull(move)) {
                out.println("--"); // a null move in the PGN: no move, nothing to announce
                position.makeNullMove();
            } else {
                out.println(announcer.announce(position, move));
                position.makeMove(move);
            }
        }
    }
}
