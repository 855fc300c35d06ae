package org.annabella.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.annabella.announce.AnnouncementReader;
import org.annabella.announce.Announcer;
import org.annabella.announce.MoveRefusal;
import org.annabella.announce.Phrase;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code annabella parse}: reads announcements (words of any style, SAN, long algebraic, UCI),
 * plays them in order and prints the SAN of each; the first that is illegal, ambiguous or not
 * understood stops the run with one line naming it.
 */
final class ParseCommand implements Callable<Integer>, CommandModel.Plain {
    /** The letters of notation when neither --lang nor the settings give them. */
    private static final String USUAL_LANG = "en";

    /** Picocli's model, when picocli reads the command line. */
    private CommandSpec spec;
    private OptionSpec fen;
    private OptionSpec lang;
    private PositionalParamSpec texts;

    @Override
    public CommandSpec spec() {
        spec = CommandModel.command(this, "parse", "Read announcements or notation back into moves; print their SAN.");
        fen = CommandModel.option(spec, "--fen", "<fen>", String.class, null,
                "Start position (FEN, X-FEN or Shredder-FEN); default the usual start.");
        lang = CommandModel.option(spec, "--lang", "en|es", String.class, USUAL_LANG, "Language of piece letters in notation (default en): "
                + "R is the rook in en, the king in es; es also reads the Spanish descriptive notation (P4R, C3AR).");
        texts = CommandModel.words(spec, "TEXT", "1..*", "One announcement each, applied in order.");
        return CommandModel.withStandardHelp(spec);
    }

    @Override
    public Set<String> plainOptions() {
        return Set.of("--fen", "--lang");
    }

    /** Texts read from the given start or the usual, notation in the letters of --lang, else the settings' language, else English. */
    @Override
    public int plain(List<String> words, Map<String, String> options, SettingDefaults defaults, PrintWriter out) {
        String given = options.containsKey("--lang") ? options.get("--lang") : defaults.value("--lang", "parse");
        return parse(options.get("--fen"), given == null ? USUAL_LANG : given, words, out);
    }

    @Override
    public Integer call() {
        return parse(fen.getValue(), lang.getValue(), texts.getValue(), spec.commandLine().getOut());
    }

    private static int parse(String fen, String lang, List<String> texts, PrintWriter out) {
        Position position = fen == null ? Position.startPosition() : Position.fromFen(fen);
        PieceLetters letters = letters(lang);
        AnnouncementReader reader = new AnnouncementReader();
        for (int i = 0; i < texts.size(); i++) {
            int move;
            try {
                move = reader.read(position, texts.get(i), letters);
            } catch (MoveParseException e) {
                out.flush();
                throw unreadable("text", "cli.error.parse-text", i + 1, texts.get(i), position, e);
            }
            out.println(Notation.san(position, move));
            position.makeMove(move);
        }
        out.flush();
        return 0;
    }

    /**
     * The refusal of the {@code number}th move text, as {@code label} ("text", "move") in English and
     * as the phrase {@code key} in the settings' language, its reason as the console words it.
     */
    static BadInputException unreadable(String label, String key, int number, String text, Position position,
                                        MoveParseException e) {
        Phrase why = MoveRefusal.of(e, text, m -> Announcer.fide().announce(position, m)).reason();
        return new BadInputException(label + " " + number + ": " + e.getMessage(), Phrase.of(key, "number", number, "why", why));
    }

    private static PieceLetters letters(String code) {
        return switch (code.strip()) {
            case "en" -> PieceLetters.ENGLISH;
            case "es" -> PieceLetters.SPANISH;
            default -> throw new BadInputException("--lang must be en or es, not '" + code + "'",
                    Phrase.of("cli.error.lang-option", "text", code));
        };
    }
}
