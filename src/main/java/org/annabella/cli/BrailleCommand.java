package org.annabella.cli;

import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.annabella.braille.BoardOnDisplay;
import org.annabella.braille.BoardView;
import org.annabella.braille.BrailleLanguage;
import org.annabella.braille.BrailleReadException;
import org.annabella.braille.BrlapiDisplay;
import org.annabella.braille.DisplayUnavailableException;
import org.annabella.braille.Dots;
import org.annabella.braille.PgnScoresheets;
import org.annabella.braille.Scoresheet;
import org.annabella.braille.ScoresheetReader;
import org.annabella.braille.ScoresheetWriter;
import org.annabella.braille.SheetOnDisplay;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.Square;
import org.annabella.rules.TextFile;
import org.annabella.rules.pgn.PgnGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code annabella braille --pgn FILE [--game N] [--format unicode|brf] [--width 40] [--height 25]
 * [--lang en|es|de] [--grade 1|2]}: the braille scoresheet of a game (2009 E.2.5; 2018 D.2.7), its
 * words in the language and grade given, printed or ({@code --display}) on a braille display. Also
 * {@code --read FILE}: a braille scoresheet back to SAN, one move per line; and {@code --board}: the
 * board for a braille display.
 */
@Command(mixinStandardHelpOptions = true, name = "braille", description = "Write a game's braille scoresheet, read one back, or show the board in braille.")
final class BrailleCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--pgn", paramLabel = "FILE", description = "The PGN file of the game.")
    Path pgn;

    @Option(names = "--game", paramLabel = "N", defaultValue = "1", description = "Which game of the file (default 1).")
    int game;

    @Option(names = "--format", paramLabel = "unicode|brf", defaultValue = "unicode",
            description = "Unicode braille for screens and displays, or BRF for embossers (default unicode).")
    String format;

    @Option(names = "--width", defaultValue = "40", description = "Cells per line (default 40).")
    int width;

    @Option(names = "--height", defaultValue = "25", description = "Lines per BRF page, page number included (default 25).")
    int height;

    @Option(names = "--clocks", description = "Write the clock time after each move that has one ([%%clk]).")
    boolean clocks;

    @Mixin
    BrailleWordsOptions words;

    @Option(names = "--read", paramLabel = "FILE", description = "Read a braille scoresheet (Unicode or BRF); print its moves in SAN, one per line.")
    Path read;

    @Option(names = "--board", description = "Print the board after the game's moves in 8-dot braille, status line first.")
    boolean board;

    @Option(names = "--ply", paramLabel = "N", description = "With --board: the board after N half-moves (default all).")
    Integer ply;

    @Option(names = "--black", description = "With --board: the board seen from Black's side.")
    boolean fromBlack;

    @Option(names = "--display", description = "Show the scoresheet, or with --board the board, on a braille display through BRLTTY; with --board routing keys print the square they pick.")
    boolean display;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if ((read == null) == (pgn == null)) {
            throw new BadInputException("give either --pgn FILE (to write braille) or --read FILE (to read it back)");
        }
        // An option that works only with another is refused without it, never passed over in silence.
        goesWith(pgn != null, "--pgn", "--read reads a sheet back and takes only --lang and --grade", "--game",
                "--format", "--width", "--height", "--clocks", "--board", "--display");
        goesWith(board, "--board", "it chooses the board shown", "--ply", "--black");
        goesWith(!display || board, "a printed sheet", "the display takes the sheet a line of its own width at a time",
                "--format", "--width", "--height");
        goesWith(!board, "a scoresheet", "the board has no words", "--lang", "--grade");
        BrailleLanguage language = words.language();
        if (read != null) {
            Game g = readSheet(read, language);
            g.sanMoves().forEach(out::println);
            out.flush();
            return 0;
        }
        checkPage();
        PgnGame chosen = PgnFiles.game(pgn, game);
        if (board) {
            return board(chosen, out);
        }
        ScoresheetWriter.Format f = switch (format.toLowerCase(Locale.ROOT)) {
            case "unicode" -> ScoresheetWriter.Format.UNICODE;
            case "brf" -> ScoresheetWriter.Format.BRF;
            default -> throw new BadInputException("--format must be unicode or brf, not '" + format + "'");
        };
        Scoresheet sheet = PgnScoresheets.of(chosen, clocks);
        ScoresheetWriter writer = ScoresheetWriter.in(language);
        if (display) {
            try (BrlapiDisplay brl = BrlapiDisplay.open()) {
                SheetOnDisplay shown = new SheetOnDisplay(brl, writer.lines(sheet, brl.width()));
                spec.commandLine().getErr().println("Scoresheet on the braille display: line keys move through its"
                        + " lines; interrupt to stop.");
                while (true) {
                    shown.handle(brl.readKey());
                }
            } catch (DisplayUnavailableException e) {
                spec.commandLine().getErr().println(e.getMessage() + "; printing the scoresheet instead.");
            }
        }
        out.print(writer.write(sheet, f, width, height));
        out.flush();
        return 0;
    }

    private void goesWith(boolean given, String needed, String why, String... options) {
        for (String option : options) {
            if (!given && spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new BadInputException(option + " goes with " + needed + ": " + why);
            }
        }
    }

    /** The page is checked whatever the format, so that a value that cannot be used is never passed over in silence. */
    private void checkPage() {
        if (width < ScoresheetWriter.MIN_WIDTH || width > ScoresheetWriter.MAX_WIDTH) {
            throw new BadInputException("--width must be from " + ScoresheetWriter.MIN_WIDTH + " cells (a move and its"
                    + " number must fit on a line) to " + ScoresheetWriter.MAX_WIDTH
                    + " (wider than any braille display or embosser), not " + width);
        }
        if (height < ScoresheetWriter.MIN_HEIGHT || height > ScoresheetWriter.MAX_HEIGHT) {
            throw new BadInputException("--height must be from " + ScoresheetWriter.MIN_HEIGHT + " lines (the page"
                    + " number, the players and the moves) to " + ScoresheetWriter.MAX_HEIGHT
                    + " (longer than any embosser's page), not " + height);
        }
    }

    private static Game readSheet(Path file, BrailleLanguage language) {
        byte[] bytes = TextFile.bytes(file, "braille scoresheet");
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            text = new String(bytes, StandardCharsets.ISO_8859_1); // BRF from an old notetaker
        }
        if (text.isBlank()) {
            throw new BadInputException("braille scoresheet " + InputException.path(file) + " is empty: it holds no moves");
        }
        Game game;
        try {
            game = ScoresheetReader.in(language).readGame(text);
        } catch (BrailleReadException e) {
            throw new BadInputException("braille scoresheet " + InputException.path(file) + ", " + e.getMessage());
        }
        if (game.ply() == 0) {
            throw new BadInputException("braille scoresheet " + InputException.path(file) + " holds no moves: there is nothing to read back");
        }
        return game;
    }

    private int board(PgnGame chosen, PrintWriter out) throws InterruptedException {
        Game full = chosen.game();
        int upTo = ply == null ? full.ply() : ply;
        if (upTo < 0 || upTo > full.ply()) {
            throw new BadInputException("--ply must be between 0 and " + full.ply() + ", not " + upTo);
        }
        Game g = Game.fromPosition(full.startPosition());
        full.moves().subList(0, upTo).forEach(g::play);
        String whiteClock = lastClock(chosen, upTo, 0);
        String blackClock = lastClock(chosen, upTo, 1);
        BoardView view = BoardView.standard();
        int[] status = view.status(g, whiteClock, blackClock);
        if (display) {
            try (BrlapiDisplay brl = BrlapiDisplay.open()) {
                BoardOnDisplay shown = new BoardOnDisplay(brl, view);
                shown.update(g.position(), status, fromBlack);
                spec.commandLine().getErr().println("Board on the braille display: line keys move between the "
                        + "status and the ranks, a routing key picks a square; interrupt to stop.");
                while (true) {
                    out.println(Square.name(shown.pickSquare()));
                    out.flush();
                }
            } catch (DisplayUnavailableException e) {
                spec.commandLine().getErr().println(e.getMessage() + "; printing the board instead.");
            }
        }
        out.println(Dots.unicode(status));
        List<int[]> lines = view.lines(g.position(), fromBlack);
        lines.forEach(l -> out.println(Dots.unicode(l)));
        out.flush();
        return 0;
    }

    /** The clock of one side after its last move up to a ply, from [%clk]; null when unknown. */
    private static String lastClock(PgnGame chosen, int upTo, int side) {
        Game g = chosen.game();
        boolean blackFirst = g.startPosition().sideToMove() == Color.BLACK;
        for (int p = upTo - 1; p >= 0; p--) {
            int mover = (p + (blackFirst ? 1 : 0)) % 2;
            if (mover == side && chosen.at(p).clockSeconds() != null) {
                return Scoresheet.clockText(chosen.at(p).clockSeconds());
            }
        }
        return null;
    }
}
